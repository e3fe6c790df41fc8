/**
 * A phone number holds at most this many digits, E.164's maximum (docs/product.md#limits); the
 * spaces, brackets and dashes of its grouping do not count.
 */
export const PHONE_MAX_DIGITS = 15;
/** @deprecated name kept for callers: the limit counts digits, see PHONE_MAX_DIGITS. */
export const PHONE_MAX_LENGTH = PHONE_MAX_DIGITS;
/** Characters the field takes: 15 digits, a `+` and the grouping between them. */
export const PHONE_MAX_CHARS = 24;

/** The digits of a phone number, without `+`, spaces, brackets or dashes. */
export const phoneDigitCount = (value: string): number => value.replace(/\D/g, '').length;

/** A stored phone number: what formatPhone produces, nothing else. */
export const PHONE_PATTERN = new RegExp(`^\\+?[\\d ()-]{1,${PHONE_MAX_CHARS - 1}}$`);
