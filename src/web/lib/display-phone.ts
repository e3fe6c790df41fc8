import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored phone number as its country writes it, for display only: an international number
 * libphonenumber-js knows is grouped its country's way (+49 30 123456, +33 1 23 45 67 89); any
 * other stays as typed (a local number names no country to format it by).
 */
export function displayPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!trimmed.startsWith('+')) return trimmed;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed?.isValid() ? parsed.formatInternational() : trimmed;
}
