import { describe, expect, it } from 'vitest';
import { leadListRequestSchema } from '../../../shared/leads';
import {
  exportUrl,
  filtersFromParams,
  hasFilters,
  leadVcardUrl,
  listRequestOf,
  paramsOf,
} from './lead-filters';

const from = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('the Leads page filters in the address', () => {
  it('reads every filter and gives defaults for what is missing or malformed', () => {
    expect(from('')).toEqual({
      cardId: '',
      member: '',
      q: '',
      from: '',
      to: '',
      sort: 'newest',
      page: 1,
    });
    expect(from('cardId=c1&q=ada&from=2026-01-02&to=2026-02-03&sort=name&page=3')).toEqual({
      cardId: 'c1',
      member: '',
      q: 'ada',
      from: '2026-01-02',
      to: '2026-02-03',
      sort: 'name',
      page: 3,
    });
    expect(from('from=yesterday&to=2026-2-3&sort=loudest&page=-2')).toMatchObject({
      from: '',
      to: '',
      sort: 'newest',
      page: 1,
    });
    expect(from('page=1.5').page).toBe(1);
  });

  it('writes back only what differs from the defaults, and reads it again the same', () => {
    const filters = from('cardId=c1&q=ada&sort=oldest&page=2');
    expect(paramsOf(filters).toString()).toBe('cardId=c1&q=ada&sort=oldest&page=2');
    expect(filtersFromParams(paramsOf(filters))).toEqual(filters);
    expect(paramsOf(from('sort=newest&page=1')).toString()).toBe('');
    expect(hasFilters(from('sort=name&page=4'))).toBe(false);
    expect(hasFilters(from('q=%20%20'))).toBe(false);
    expect(hasFilters(from('to=2026-01-01'))).toBe(true);
  });

  it('asks the server for one page in the shape its contract takes', () => {
    const request = listRequestOf(from('cardId=c1&q=%20ada%20&from=2026-01-02&page=2'));
    expect(request).toEqual({
      page: 2,
      pageSize: 20,
      sort: 'newest',
      cardId: 'c1',
      q: 'ada',
      from: '2026-01-02',
    });
    expect(leadListRequestSchema.safeParse(request).success).toBe(true);
    expect(leadListRequestSchema.safeParse(listRequestOf(from(''))).success).toBe(true);
  });

  it('exports every page of the current filters, and links each lead to its vCard', () => {
    expect(exportUrl(from('cardId=c1&q=ada&page=3'), 'csv')).toBe(
      '/api/leads/export.csv?cardId=c1&q=ada&sort=newest',
    );
    expect(exportUrl(from('sort=name'), 'csv')).toBe('/api/leads/export.csv?sort=name');
    expect(exportUrl(from('cardId=c1&from=2026-01-02&page=2'), 'xlsx')).toBe(
      '/api/leads/export.xlsx?cardId=c1&from=2026-01-02&sort=newest',
    );
    expect(leadVcardUrl('a b&c')).toBe('/api/leads/vcard?id=a+b%26c');
    expect(leadVcardUrl('l1', 'org 1')).toBe('/api/leads/vcard?id=l1&orgId=org+1');
  });

  it('asks for an organisation’s leads with its id', () => {
    expect(listRequestOf(from('q=ada'), 'o1')).toMatchObject({ orgId: 'o1', q: 'ada' });
    expect(leadListRequestSchema.safeParse(listRequestOf(from(''), 'o1')).success).toBe(true);
    expect(exportUrl(from('sort=name'), 'csv', 'o1')).toBe(
      '/api/leads/export.csv?sort=name&orgId=o1',
    );
  });
});
