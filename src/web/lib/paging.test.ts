import { describe, expect, it } from 'vitest';
import { pageCountOf, pageOf, pageWindow, rangeText } from './paging';

describe('pageWindow', () => {
  it('shows every page without a maximum, or when there are no more than it', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most the maximum, centred on the current page where possible', () => {
    expect(pageWindow(1, 9, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 9, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(8, 9, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(9, 9, 5)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('pages of rows', () => {
  it('counts at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(5, 4)).toBe(2);
  });

  it('slices a page of rows', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(rows, 1, 10)).toHaveLength(10);
    expect(pageOf(rows, 3, 10)).toEqual([20, 21, 22]);
  });

  it('describes the range shown', () => {
    expect(rangeText({ page: 2, pageSize: 10, shown: 10, totalCount: 57 }, 'users')).toBe(
      'Showing 11–20 of 57 users',
    );
    expect(rangeText({ page: 1, pageSize: 10, shown: 0, totalCount: 0 }, 'users')).toBe('No users');
  });
});
