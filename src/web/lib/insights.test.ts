import { describe, expect, it } from 'vitest';
import {
  blockedLeadsNote,
  botsNote,
  deviceLabel,
  exportUrl,
  formatDay,
  formatPercent,
  linkLabel,
  rangeFromParam,
  sourceLabel,
} from './insights';

describe('insights wording', () => {
  it('names our sources and leaves a referring host as it is', () => {
    expect(sourceLabel('qr')).toBe('QR code');
    expect(sourceLabel('nfc')).toBe('NFC tag');
    expect(sourceLabel('direct')).toBe('Direct or unknown');
    expect(sourceLabel('other')).toBe('Other sites');
    expect(sourceLabel('www.linkedin.com')).toBe('www.linkedin.com');
  });

  it('names links and devices from the shared catalogue', () => {
    expect(linkLabel('twitter')).toBe('X (Twitter)');
    expect(linkLabel('unknown')).toBe('unknown');
    expect(deviceLabel('mobile')).toBe('Mobile');
  });

  it('takes only the four ranges from the address', () => {
    expect(rangeFromParam('7')).toBe(7);
    expect(rangeFromParam('365')).toBe(365);
    for (const value of [null, '', '31', 'abc', '-7']) expect(rangeFromParam(value)).toBe(30);
  });

  it('writes UTC days as they are, whatever the time zone', () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1');
    expect(formatPercent(0.1359)).toBe('13.6%');
    expect(botsNote(1)).toBe('1 visit from bots and link previews was not counted.');
    expect(botsNote(1200)).toBe('1,200 visits from bots and link previews were not counted.');
    expect(blockedLeadsNote(1)).toBe('1 contact submission that looked automated was blocked.');
    expect(blockedLeadsNote(3)).toBe('3 contact submissions that looked automated were blocked.');
  });

  it('points the CSV export at the current selection', () => {
    expect(exportUrl(null, 30, 'csv')).toBe('/api/analytics/export.csv?days=30');
    expect(exportUrl('a b', 7, 'csv')).toBe('/api/analytics/export.csv?cardId=a+b&days=7');
    expect(exportUrl('a b', 7, 'xlsx')).toBe('/api/analytics/export.xlsx?cardId=a+b&days=7');
    expect(exportUrl(null, 90, 'csv', 'o1')).toBe('/api/analytics/export.csv?orgId=o1&days=90');
  });
});
