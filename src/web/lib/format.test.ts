import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatFileSize,
  formatLongDate,
  formatMoney,
  formatShortDate,
  fromEpochSeconds,
} from './format';

describe('formatters', () => {
  it("writes money in its currency, the way the reader's locale writes it", () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(23.88, 'EUR', 'de-DE')).toBe('23,88\u00a0€');
    expect(formatMoney(11.88, 'USD', 'de-DE')).toBe('11,88\u00a0$');
    // In Australia '$' means Australian dollars: US dollars are named.
    expect(formatMoney(11.88, 'USD', 'en-AU')).toBe('USD\u00a011.88');
    expect(formatMoney(11.88, 'AUD', 'en-AU')).toBe('$11.88');
    expect(formatMoney(1200, 'JPY', 'ja-JP')).toBe('￥1,200');
    expect(formatMoney(0, 'GBP', 'en-GB')).toBe('£0.00');
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
