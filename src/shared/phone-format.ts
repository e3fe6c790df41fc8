import { AsYouType } from 'libphonenumber-js/min';
import { PHONE_MAX_DIGITS } from './phone';

// Kept apart from ./phone: libphonenumber-js's metadata goes only where numbers are formatted
// (the card editor and the server), never into the public card page's bundle.

const group = (digits: string, sizes: number[], separator = ' '): string => {
  const parts: string[] = [];
  let rest = digits;
  for (const size of sizes) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) parts.push(rest);
  return parts.join(separator);
};

/** `+61`: the national number without its 0, grouped as its national form reads. */
function formatAustralian(digits: string): string {
  let national = digits.slice(2);
  if (national.startsWith('0')) national = national.slice(1);
  if (!national) return digits === '6' ? '+6' : '+61';
  // Mobiles read like 0412 345 678 without the 0: +61 412 345 678 (docs/decisions/0013).
  if (national.startsWith('4')) return `+61 ${group(national.slice(0, 9), [3, 3, 3])}`;
  if (/^[2378]/.test(national)) return `+61 ${group(national.slice(0, 9), [1, 4, 4])}`;
  return `+61 ${national.slice(0, PHONE_MAX_DIGITS - 2)}`;
}

/** Any other country: its code kept, grouped the way libphonenumber-js groups that country. */
function formatInternational(digits: string): string {
  if (!digits) return '+';
  const plain = `+${digits}`;
  const grouped = new AsYouType().input(plain);
  // Only digits, spaces, brackets and dashes, and every digit still there; else the plain form.
  const safe = /^\+[\d ()-]+$/.test(grouped) && grouped.replace(/\D/g, '') === digits;
  return safe ? grouped : plain;
}

/**
 * Formats a phone number as it is typed and before it is stored
 * (docs/product.md#phone-formatting). Only digits and a leading `+` survive, at most 15 digits.
 * +61: a leading 0 is dropped; mobiles (4…) are grouped 3-3-3, 2, 3, 7 or 8 grouped 1-4-4. Local
 * Australian numbers: 04… grouped 4-3-3; 02, 03, 07, 08 as (0X) xxxx xxxx. Other international
 * numbers keep `+` and their country code, grouped by libphonenumber-js; other local numbers read
 * 000-000-0000.
 */
export function formatPhone(input: string): string {
  const trimmed = input.trim();
  const international = trimmed.startsWith('+');
  let digits = trimmed.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);

  if (international) {
    return digits.startsWith('6') && (digits === '6' || digits.startsWith('61'))
      ? formatAustralian(digits)
      : formatInternational(digits);
  }

  if (digits.startsWith('04')) return group(digits.slice(0, 10), [4, 3, 3]);
  if (/^0[2378]/.test(digits)) {
    digits = digits.slice(0, 10);
    const area = digits.slice(0, 2);
    const rest = digits.slice(2);
    return rest ? `(${area}) ${group(rest, [4, 4])}` : digits;
  }
  return group(digits.slice(0, 10), [3, 3, 4], '-');
}
