import { describe, expect, it } from 'vitest';
import { pageCountOf, pageOf, pageWindow, rangeText } from './paging';

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most 5, centred on the current page where possible', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('pages of rows', () => {
  it('counts at least one page', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10)).toBe(1);
    expect(pageCountOf(11)).toBe(2);
  });

  it('slices 10 rows a page', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(rows, 1)).toHaveLength(10);
    expect(pageOf(rows, 3)).toEqual([20, 21, 22]);
  });

  it('describes the range shown', () => {
    expect(rangeText(2, 10, 57, 'users')).toBe('Showing 11–20 of 57 users');
    expect(rangeText(1, 0, 0, 'users')).toBe('No users');
  });
});
