import { describe, expect, it } from 'vitest';
import { isHttpUrl, normalizeSocial } from './social';

describe('normalizeSocial (docs/product.md#social-links)', () => {
  it('keeps a full URL', () => {
    expect(normalizeSocial('github', 'https://github.com/octocat')).toBe(
      'https://github.com/octocat',
    );
    expect(normalizeSocial('linkedin', 'http://linkedin.com/in/ada')).toBe(
      'http://linkedin.com/in/ada',
    );
  });

  it('adds https:// to a value with a dot', () => {
    expect(normalizeSocial('facebook', 'facebook.com/ada.l')).toBe('https://facebook.com/ada.l');
    expect(normalizeSocial('instagram', ' www.instagram.com/ada ')).toBe(
      'https://www.instagram.com/ada',
    );
    expect(normalizeSocial('linkedin', 'lnkd.in/ada')).toBe('https://lnkd.in/ada');
  });

  it.each([
    ['linkedin', 'ada', 'https://www.linkedin.com/in/ada'],
    ['github', '@octocat', 'https://github.com/octocat'],
    ['twitter', '@ada_l', 'https://x.com/ada_l'],
    ['facebook', '@ada.l', 'https://www.facebook.com/ada.l'],
    ['instagram', 'ada-l', 'https://www.instagram.com/ada-l'],
  ] as const)('expands the %s handle %s', (network, handle, expected) => {
    expect(normalizeSocial(network, handle)).toBe(expected);
  });

  it('keeps empty values empty and refuses anything that is not an http(s) address', () => {
    expect(normalizeSocial('github', '  ')).toBe('');
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://files.example.com',
      'two words',
      '@<script>',
      'vbscript:x',
    ]) {
      expect(normalizeSocial('github', value), value).toBeUndefined();
    }
  });

  it('refuses a full URL with whitespace or control characters (a newline would start a vCard line)', () => {
    for (const value of [
      'https://linkedin.com/in/ada\nX-EVIL:1',
      'https://linkedin.com/in/ada\r\nX-EVIL:1',
      'https://linkedin.com/in/ada\rX-EVIL:1',
      'https://linkedin.com/in/a\tda',
      'https://linkedin.com/in/a da',
      'https://linkedin.com/in/ada\u0000',
    ]) {
      expect(normalizeSocial('linkedin', value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('recognises http(s) URLs only', () => {
    expect(isHttpUrl('https://a.co')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('//a.co')).toBe(false);
  });
});
