/** Phone numbers are at most this many characters once formatted (docs/product.md#limits). */
export const PHONE_MAX_LENGTH = 15;

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

/**
 * Formats a phone number as it is typed (docs/product.md#phone-formatting). Only digits and a
 * leading `+` survive. +61: a leading 0 is dropped; numbers starting with 4 are grouped 4-3-3,
 * with 2, 3, 7 or 8 grouped 1-4-4. Local Australian numbers: 04… grouped 4-3-3; 02, 03, 07, 08
 * as (0X) xxxx xxxx. Other international numbers keep `+` and their digits; other local numbers
 * read 000-000-0000.
 */
export function formatPhone(input: string): string {
  const trimmed = input.trim();
  const international = trimmed.startsWith('+');
  let digits = trimmed.replace(/\D/g, '');

  if (international) {
    if (digits.startsWith('61')) {
      let national = digits.slice(2);
      if (national.startsWith('0')) national = national.slice(1);
      const sizes = national.startsWith('4')
        ? [4, 3, 3]
        : /^[2378]/.test(national)
          ? [1, 4, 4]
          : [];
      // "+61 " leaves 11 characters: 9 digits and two separators, an Australian number's length.
      national = national.slice(0, sizes.length ? 9 : PHONE_MAX_LENGTH - 4);
      return national
        ? `+61 ${sizes.length ? group(national, sizes) : national}`
        : digits === '6'
          ? '+6'
          : '+61';
    }
    return `+${digits.slice(0, PHONE_MAX_LENGTH - 1)}`;
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

/** A stored phone number: what formatPhone produces, nothing else. */
export const PHONE_PATTERN = /^\+?[\d ()-]{1,15}$/;
