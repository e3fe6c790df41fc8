import { describe, expect, it } from 'vitest';
import { formatPhone, PHONE_MAX_LENGTH } from './phone';

describe('formatPhone (docs/product.md#phone-formatting)', () => {
  it.each([
    // +61: the leading 0 is dropped; mobiles 4-3-3, landlines 1-4-4
    ['+61412345678', '+61 4123 456 78'],
    ['+61 0412 345 678', '+61 4123 456 78'],
    ['+61 2 9876 5432', '+61 2 9876 5432'],
    ['+61 (0)3 9876 5432', '+61 3 9876 5432'],
    ['+61 7', '+61 7'],
    ['+61 8123', '+61 8 123'],
    ['+61', '+61'],
    // local Australian numbers
    ['0412345678', '0412 345 678'],
    ['0412 345', '0412 345'],
    ['0298765432', '(02) 9876 5432'],
    ['03-9876-5432', '(03) 9876 5432'],
    ['(07) 1234 5678', '(07) 1234 5678'],
    ['08 1', '(08) 1'],
    // everything else: 000-000-0000, or + and digits
    ['5551234567', '555-123-4567'],
    ['555.123', '555-123'],
    ['+1 (555) 123-4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['abc', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('never exceeds 15 characters, whatever is typed', () => {
    for (const input of [
      '+61412345678999999',
      '041234567899999',
      '0298765432111111',
      '+123456789012345678',
      '12345678901234567',
    ]) {
      expect(formatPhone(input).length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    }
  });

  it('is stable: formatting a formatted number changes nothing', () => {
    for (const input of [
      '+61412345678',
      '0298765432',
      '0412345678',
      '5551234567',
      '+442079460958',
    ]) {
      const once = formatPhone(input);
      expect(formatPhone(once)).toBe(once);
    }
  });
});
