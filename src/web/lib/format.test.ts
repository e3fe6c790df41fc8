import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDateTime,
  formatFileSize,
  formatLongDate,
  formatMoney,
  formatShortDate,
  fromEpochSeconds,
} from './format';

describe('formatters', () => {
  it('writes amounts with two decimals, money with its sign', () => {
    expect(formatAmount(23.88)).toBe('23.88');
    expect(formatAmount(10)).toBe('10.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('writes dates in US English, N/A when missing or unreadable', () => {
    const date = new Date(2027, 0, 5, 15, 4);
    expect(formatLongDate(date)).toBe('January 5, 2027');
    expect(formatShortDate(date.toISOString())).toBe('Jan 5, 2027');
    expect(formatDateTime(date)).toMatch(/^Jan 5, 2027, 3:04\sPM$/);
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatLongDate(missing)).toBe('N/A');
      expect(formatShortDate(missing)).toBe('N/A');
      expect(formatDateTime(missing)).toBe('N/A');
    }
    expect(fromEpochSeconds(1_800_000_000).toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });

  it('writes file sizes', () => {
    expect([12, 2048, 1.5 * 1024 * 1024, 5 * 1024 * 1024].map(formatFileSize)).toEqual([
      '12 bytes',
      '2 KB',
      '1.5 MB',
      '5 MB',
    ]);
  });
});
