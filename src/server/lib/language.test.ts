import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

describe('the language a page is served in', () => {
  it('is the language menu’s choice first, whatever the browser asks for', () => {
    expect(requestLanguage({ cookie: 'a=1; cv_lang=he', 'accept-language': 'de' })).toBe('he');
  });

  it('is the browser’s Accept-Language without a choice', () => {
    expect(requestLanguage({ 'accept-language': 'ar-SA,ar;q=0.9' })).toBe('ar');
  });

  it('ignores a cookie naming no language of ours, and falls back to English', () => {
    expect(requestLanguage({ cookie: 'cv_lang=xx', 'accept-language': 'ja' })).toBe('ja');
    expect(requestLanguage({ cookie: 'cv_lang=<script>' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });
});
