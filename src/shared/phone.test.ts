import { describe, expect, it } from 'vitest';
import { PHONE_MAX_DIGITS, PHONE_PATTERN, phoneDigitCount } from './phone';
import { formatPhone } from './phone-format';
import { NEUTRAL_PHONE_PLACEHOLDER, phonePlaceholder } from './phone-placeholder';

describe('formatPhone (docs/product.md#phone-formatting)', () => {
  it.each([
    // +61: the leading 0 is dropped; mobiles read as their national form, landlines 1-4-4
    ['+61412345678', '+61 412 345 678'],
    ['+61 0412 345 678', '+61 412 345 678'],
    ['+61 4123', '+61 412 3'],
    ['+61 2 9876 5432', '+61 2 9876 5432'],
    ['+61 (0)3 9876 5432', '+61 3 9876 5432'],
    ['+61 7', '+61 7'],
    ['+61 8123', '+61 8 123'],
    ['+61', '+61'],
    ['+6', '+6'],
    // local Australian numbers
    ['0412345678', '0412 345 678'],
    ['0412 345', '0412 345'],
    ['0298765432', '(02) 9876 5432'],
    ['03-9876-5432', '(03) 9876 5432'],
    ['(07) 1234 5678', '(07) 1234 5678'],
    ['08 1', '(08) 1'],
    // other local numbers: 000-000-0000
    ['5551234567', '555-123-4567'],
    ['555.123', '555-123'],
    // other countries keep their code, grouped the way that country writes them
    ['+1 (213) 373-4253', '+1 213 373 4253'],
    ['+442079460958', '+44 20 7946 0958'],
    ['+44 7911 123456', '+44 7911 123456'],
    ['+49 30 123456', '+49 30 123456'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+81 3-1234-5678', '+81 3 1234 5678'],
    ['+64 21 123 4567', '+64 21 123 4567'],
    ['+', '+'],
    // garbage
    ['abc', ''],
    ['+abc', '+'],
    ['<script>0412</script>', '0412'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('never strips a country code: every digit typed after + is still there', () => {
    for (const input of [
      '+44 20 7946 0958',
      '+1 213 373 4253',
      '+999 123 456',
      '+86 10 1234 5678',
    ]) {
      expect(formatPhone(input).startsWith('+')).toBe(true);
      expect(formatPhone(input).replace(/\D/g, '')).toBe(input.replace(/\D/g, ''));
    }
  });

  it('keeps at most 15 digits (E.164), however many spaces the grouping adds', () => {
    const longest = formatPhone('+442079460958123456789');
    expect(phoneDigitCount(longest)).toBe(PHONE_MAX_DIGITS);
    for (const input of [
      '+61412345678999999',
      '041234567899999',
      '0298765432111111',
      '+123456789012345678',
      '12345678901234567',
    ]) {
      const formatted = formatPhone(input);
      expect(phoneDigitCount(formatted)).toBeLessThanOrEqual(PHONE_MAX_DIGITS);
      expect(formatted).toMatch(PHONE_PATTERN);
    }
    // A grouped 15-digit number is longer than 15 characters and still valid.
    expect(longest.length).toBeGreaterThan(PHONE_MAX_DIGITS);
    expect(longest).toMatch(PHONE_PATTERN);
    expect(formatPhone('+44 20 7946 0958').length).toBeGreaterThan(15);
  });

  it('is stable: formatting a formatted number changes nothing', () => {
    for (const input of [
      '+61412345678',
      '+61298765432',
      '0298765432',
      '0412345678',
      '5551234567',
      '+442079460958',
      '+12133734253',
      '+33612345678',
    ]) {
      const once = formatPhone(input);
      expect(formatPhone(once)).toBe(once);
      expect(once).toMatch(PHONE_PATTERN);
    }
  });
});

describe('phonePlaceholder (docs/decisions/0029)', () => {
  it.each([
    // the country of the card's saved number, grouped as the editor groups what is typed
    ['+61 412 345 678', '+61 412 345 678'],
    ['+44 20 7946 0958', '+44 7400 123456'],
    ['+49 30 123456', '+49 1512 3456789'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    // no number, or none that names its country: a neutral line, not one country's pattern
    [undefined, NEUTRAL_PHONE_PLACEHOLDER],
    ['', NEUTRAL_PHONE_PLACEHOLDER],
    ['555-123-4567', NEUTRAL_PHONE_PLACEHOLDER],
    ['+999 123 456', NEUTRAL_PHONE_PLACEHOLDER],
  ])('%s → %s', (saved, expected) => {
    expect(phonePlaceholder(saved)).toBe(expected);
  });
});
