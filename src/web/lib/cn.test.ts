import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy parts and joins the rest', () => {
    expect(cn('a', false, null, undefined, 'b', { c: true, d: false })).toBe('a b c');
  });

  it('lets a later utility replace a conflicting earlier one', () => {
    expect(cn('h-9 w-9 bg-brand-700', 'h-24 w-24')).toBe('bg-brand-700 h-24 w-24');
    expect(cn('px-5', 'px-2')).toBe('px-2');
    expect(cn('bg-brand-700 hover:bg-brand-800', 'bg-red-700 hover:bg-red-800')).toBe(
      'bg-red-700 hover:bg-red-800',
    );
  });

  it("knows the theme's shadows and colours", () => {
    expect(cn('shadow-sm', 'shadow-card')).toBe('shadow-card');
    expect(cn('shadow-card', 'shadow-slate-900/10')).toBe('shadow-card shadow-slate-900/10');
    expect(cn('text-ink', 'text-sm')).toBe('text-ink text-sm');
    expect(cn('text-ink-muted', 'text-slate-700')).toBe('text-slate-700');
  });
});
