import { describe, expect, it } from 'vitest';
import { daysUntil, slugifyName, truncateWords, usagePercent } from './text';

describe('truncateWords', () => {
  it('keeps short texts and cuts long ones to 8 words with an ellipsis', () => {
    expect(truncateWords('one two three', 8)).toBe('one two three');
    expect(truncateWords('a b c d e f g h', 8)).toBe('a b c d e f g h');
    expect(truncateWords('a b c d e f g h i j', 8)).toBe('a b c d e f g h...');
    expect(truncateWords('  spaced   out\nwords ', 8)).toBe('spaced out words');
    expect(truncateWords('', 8)).toBe('');
  });
});

describe('daysUntil (deletion countdown)', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  it('rounds up partial days and stops at 0', () => {
    expect(daysUntil(now / 1000 + 86_400 * 30, now)).toBe(30);
    expect(daysUntil(now / 1000 + 86_400 * 29 + 1, now)).toBe(30);
    expect(daysUntil(now / 1000 + 60, now)).toBe(1);
    expect(daysUntil(now / 1000 - 60, now)).toBe(0);
  });
});

describe('usagePercent', () => {
  it('is the rounded share of allocated cards, 0 without an allocation', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(2, 3)).toBe(67);
    expect(usagePercent(5, 5)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(2, 0)).toBe(0);
  });
});

describe('slugifyName', () => {
  it('lowercases and hyphenates, keeping letters of any script', () => {
    expect(slugifyName('Jane Q. Doe')).toBe('jane-q-doe');
    expect(slugifyName('  Zoë  Müller ')).toBe('zoë-müller');
    expect(slugifyName('王小明')).toBe('王小明');
    expect(slugifyName('<script>')).toBe('script');
    expect(slugifyName('!!!')).toBe('contact');
  });
});
