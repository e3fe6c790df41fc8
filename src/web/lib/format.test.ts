import { afterAll, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatFileSize,
  formatList,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatShortDate,
  fromEpochSeconds,
} from './format';
import { activateLanguage } from './i18n/intl';
import { readMessagesIn } from '../../../tests/support/unit/messages';

readMessagesIn();

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
    expect([1, 12, 2048, 1.5 * 1024 * 1024, 5 * 1024 * 1024].map(formatFileSize)).toEqual([
      '1 byte',
      '12 bytes',
      '2 KB',
      '1.5 MB',
      '5 MB',
    ]);
  });

  it('writes relative times and lists', () => {
    const now = new Date(2027, 0, 5, 12, 0);
    expect(formatRelativeTime(new Date(2027, 0, 5, 11, 55), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(2027, 0, 8, 12, 0), now)).toBe('in 3 days');
    expect(formatRelativeTime(new Date(2027, 0, 4, 12, 0), now)).toBe('yesterday');
    expect(formatList(['vCard', 'QR code', 'PDF'])).toBe('vCard, QR code, and PDF');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

describe('formatters in another language', () => {
  afterAll(() => activateLanguage('en'));
  const date = new Date(2027, 0, 5, 15, 4);
  const now = new Date(2027, 0, 5, 16, 4);

  it('write German the German way', async () => {
    await activateLanguage('de');
    expect(formatLongDate(date)).toBe('5. Januar 2027');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatMoney(11.88, 'USD')).toBe('11,88\u00a0$');
    expect(formatRelativeTime(date, now)).toBe('vor 1 Stunde');
    expect(formatList(['A', 'B', 'C'])).toBe('A, B und C');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatShortDate(null)).toBe('k. A.');
  });

  it('write Arabic and Japanese their own way', async () => {
    await activateLanguage('ar');
    expect(formatLongDate(date)).toContain('يناير');
    expect(formatFileSize(2)).toBe('بايتان');
    expect(formatList(['أ', 'ب', 'ج'])).toBe('أ وب وج');
    await activateLanguage('ja');
    expect(formatLongDate(date)).toBe('2027年1月5日');
    expect(formatMoney(1200, 'JPY')).toBe('￥1,200');
    expect(formatRelativeTime(date, now)).toBe('1 時間前');
  });
});
