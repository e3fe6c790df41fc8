import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n/intl';
import {
  botsNote,
  formatCount,
  formatDay,
  formatLongDay,
  rangeLabel,
  sourceLabel,
} from './insights';

(globalThis as { document?: unknown }).document = { documentElement: {} };

describe('Insights in the active language', () => {
  afterAll(() => activateLanguage('en'));

  it('writes days, counts and ranges in US English in English, as before', async () => {
    await activateLanguage('en');
    expect(formatDay('2026-11-25')).toBe('Nov 25');
    expect(formatLongDay('2026-11-25')).toBe('Nov 25, 2026');
    expect(formatCount(12345)).toBe('12,345');
    expect(rangeLabel(30)).toBe('30 days');
    expect(rangeLabel(365)).toBe('12 months');
    expect(botsNote(1)).toBe('1 visit from bots and link previews was not counted.');
    expect(botsNote(1234)).toBe('1,234 visits from bots and link previews were not counted.');
    expect(sourceLabel('qr')).toBe('QR code');
    // A referring site's host name is not a word to translate.
    expect(sourceLabel('example.org')).toBe('example.org');
  });

  it('writes them the way Japanese and German do, UTC days kept', async () => {
    await activateLanguage('ja');
    expect(formatDay('2026-11-25')).toBe('11月25日');
    expect(formatLongDay('2026-01-01')).toBe('2026/01/01');
    expect(rangeLabel(7)).toBe('7 日間');
    expect(sourceLabel('qr')).toBe('QR コード');
    await activateLanguage('de');
    expect(formatCount(12345)).toBe('12.345');
    expect(rangeLabel(365)).toBe('12 Monate');
    expect(botsNote(2)).toBe('2 Aufrufe von Bots und Linkvorschauen wurden nicht gezählt.');
  });

  it('counts days the Arabic way', async () => {
    await activateLanguage('ar');
    expect(rangeLabel(7)).toBe('7 أيام');
    expect(rangeLabel(30)).toBe('30 يومًا');
    expect(sourceLabel('nfc')).toBe('وسم NFC');
  });
});
