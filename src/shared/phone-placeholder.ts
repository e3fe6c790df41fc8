import { getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import { formatPhone } from './phone-format';

// Kept apart from ./phone-format: the example numbers go only into the card editor, not the server.

/** What the phone field shows while empty when the card's country is not known. */
export const NEUTRAL_PHONE_PLACEHOLDER = '+ country code and number';

/**
 * The phone field's placeholder (docs/decisions/0029): a mobile number of the country of the
 * card's saved number, grouped as the editor would group it, or a neutral line when the card has
 * no number with a country code yet. Never one country's pattern for everybody.
 */
export function phonePlaceholder(savedPhone: string | undefined): string {
  const saved = savedPhone?.trim() ?? '';
  const country = saved.startsWith('+') ? parsePhoneNumberFromString(saved)?.country : undefined;
  const example = country ? getExampleNumber(country, examples) : undefined;
  return example ? formatPhone(example.number) : NEUTRAL_PHONE_PLACEHOLDER;
}
