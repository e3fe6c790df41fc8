import { describe, expect, it } from 'vitest';
import { isSafeCallback } from './callbacks';

const ORIGIN = 'https://cards.example.com';

describe('isSafeCallback', () => {
  it('accepts our own paths and our own origin', () => {
    for (const value of [
      '/',
      '/login',
      '/login?mode=reset',
      '/complete-profile',
      '/a/../login',
      'https://cards.example.com/login',
      'https://cards.example.com',
    ]) {
      expect(isSafeCallback(value, ORIGIN), value).toBe(true);
    }
  });

  it('refuses other hosts however they are spelt', () => {
    for (const value of [
      '//evil.example',
      '/..//evil.example',
      '/./..//evil.example/x',
      '/.%2e//evil.example',
      '/%2e%2e//evil.example',
      '/%2F%2Fevil.example',
      '/%252F%252Fevil.example',
      '/\\evil.example',
      '/%5Cevil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'https://evil.example/login',
      'https://cards.example.com.evil.example/',
      'https://cards.example.com@evil.example/',
      'http://cards.example.com/login',
      'javascript:alert(1)',
      'login',
      '',
      '/%E0%A4%A',
    ]) {
      expect(isSafeCallback(value, ORIGIN), value).toBe(false);
    }
    expect(isSafeCallback(42, ORIGIN)).toBe(false);
    expect(isSafeCallback(`/${'a'.repeat(3000)}`, ORIGIN)).toBe(false);
  });
});
