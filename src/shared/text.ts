/**
 * The first `count` words of a text, with an ellipsis when something was cut (the bio on a card
 * tile, docs/product.md#screens-my-cards).
 */
export function truncateWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}

/**
 * Days until a deletion time in epoch seconds, rounded up; 0 once passed (docs/product.md#limits).
 */
export function daysUntil(epochSeconds: number, nowMs = Date.now()): number {
  return Math.max(0, Math.ceil((epochSeconds * 1000 - nowMs) / 86_400_000));
}

/**
 * Rounded percentage of allocated cards in use, 0 when nothing is allocated
 * (docs/product.md#limits).
 */
export function usagePercent(created: number, allocated: number): number {
  return allocated > 0 ? Math.round((created / allocated) * 100) : 0;
}

/**
 * `Jane Q. Doe` → `jane-q-doe`, `Zoë Müller` → `zoë-müller`: the vCard file name
 * (docs/product.md#vcard).
 */
export function slugifyName(name: string): string {
  const slug = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'contact';
}
