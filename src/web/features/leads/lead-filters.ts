import {
  LEAD_SORTS,
  LEADS_PAGE_SIZE,
  type LeadListRequest,
  type LeadSort,
} from '../../../shared/leads';
import type { MessageId } from '../../../shared/i18n/catalogue';

/**
 * What the Leads page shows, all of it in the address (`/leads?cardId=…&member=…&q=…&from=…&to=…
 * &sort=…&page=…`), so a My Cards tile can link to its card's leads and a reload keeps the choice.
 */
export interface LeadFilters {
  cardId: string;
  /** An organisation's member (their user id): the leads of the cards assigned to them. */
  member: string;
  q: string;
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
  sort: LeadSort;
  page: number;
}

export const SORT_LABELS: Record<LeadSort, MessageId> = {
  newest: 'leads.sort.newest',
  oldest: 'leads.sort.oldest',
  name: 'leads.sort.name',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : '');

export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    cardId: params.get('cardId') ?? '',
    member: params.get('member') ?? '',
    q: params.get('q') ?? '',
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    sort: LEAD_SORTS.find((value) => value === sort) ?? 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for these filters; what is at its default is left out. */
export function paramsOf(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.cardId) params.set('cardId', filters.cardId);
  if (filters.member) params.set('member', filters.member);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const hasFilters = (filters: LeadFilters) =>
  Boolean(filters.cardId || filters.member || filters.q.trim() || filters.from || filters.to);

/** The list request of one page: the user's own leads, or with `orgId` an organisation's. */
export function listRequestOf(filters: LeadFilters, orgId: string | null = null): LeadListRequest {
  return {
    ...(orgId ? { orgId } : {}),
    page: filters.page,
    pageSize: LEADS_PAGE_SIZE,
    sort: filters.sort,
    ...(filters.cardId ? { cardId: filters.cardId } : {}),
    ...(orgId && filters.member ? { assigneeId: filters.member } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** `GET /api/leads/export.xlsx` or `.csv` of every lead the filters find (all pages). */
export function exportUrl(
  filters: LeadFilters,
  ending: 'xlsx' | 'csv',
  orgId: string | null = null,
): string {
  const { page: _page, ...rest } = filters;
  const query = paramsOf({ ...rest, page: 1 });
  query.set('sort', filters.sort);
  // The address's `member` is the export's `assigneeId`, an organisation's filter only.
  query.delete('member');
  if (orgId) query.set('orgId', orgId);
  if (orgId && filters.member) query.set('assigneeId', filters.member);
  return `/api/leads/export.${ending}?${query.toString()}`;
}

/** `GET /api/leads/vcard?id=`: the lead as a contact for the owner's phone (or an organisation's). */
export const leadVcardUrl = (id: string, orgId?: string) =>
  `/api/leads/vcard?${new URLSearchParams(orgId ? { id, orgId } : { id }).toString()}`;
