import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { RecentViews } from '../../../shared/analytics';
import type { Card, CardListResponse, PublicCard } from '../../../shared/card';
import type { LeadCounts } from '../../../shared/leads';
import { MY_CARDS_PAGE_SIZE } from '../../../shared/card-constants';
import { ApiError, postJson, requestJson } from '../../lib/http';
import { authKeys, cardKeys, leadKeys, subscriptionKeys } from '../../lib/query-keys';
import { translate } from '../../lib/i18n/intl';

/** The card screens' failures, read in the active language each time they are shown. */
export const CARD_MESSAGES = {
  get createFailed() {
    return translate('editor.createFailed');
  },
  get updateFailed() {
    return translate('editor.updateFailed');
  },
  get deleteFailed() {
    return translate('editor.deleteFailed');
  },
  get loadFailed() {
    return translate('editor.loadFailed');
  },
  get showcaseFailed() {
    return translate('editor.showcaseFailed');
  },
  get missingId() {
    return translate('editor.missingId');
  },
};

const EMPTY_LIST: CardListResponse = { items: [], totalCount: 0 };

/**
 * One page of My Cards: the user's own cards, or with `orgId` the organisation's cards they may see
 * (docs/product.md#organisation-cards-screens). A failed list (docs/product.md#messages-cards) shows as an
 * empty list on a single page.
 */
export async function listUserCards(page: number, orgId: string | null): Promise<CardListResponse> {
  try {
    return await postJson<CardListResponse>('/api/card/list-user-cards', {
      page,
      pageSize: MY_CARDS_PAGE_SIZE,
      ...(orgId ? { orgId } : {}),
    });
  } catch {
    return EMPTY_LIST;
  }
}

// The list route's largest page: the Insights card picker reads every card in few requests.
const CHOICES_PAGE_SIZE = 50;

/**
 * Every card of the user (or, with `orgId`, of the organisation's they may see), page after page,
 * as the Insights and Leads card pickers list them.
 */
async function listAllUserCards(orgId: string | null): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; ; page += 1) {
    const { items, totalCount } = await postJson<CardListResponse>('/api/card/list-user-cards', {
      page,
      pageSize: CHOICES_PAGE_SIZE,
      ...(orgId ? { orgId } : {}),
    });
    cards.push(...items);
    if (items.length === 0 || cards.length >= totalCount) return cards;
  }
}

export function useAllUserCards(orgId: string | null = null, enabled = true) {
  return useQuery({
    queryKey: cardKeys.choices(orgId),
    queryFn: () => listAllUserCards(orgId),
    enabled,
  });
}

/**
 * Each card's views of the last 30 days (docs/product.md#insights), one request for every tile.
 * The tiles show nothing for a card the answer lacks, so a failure stays quiet.
 */
export function useRecentViews() {
  return useQuery({
    queryKey: cardKeys.recentViews,
    queryFn: async () => {
      const { items } = await requestJson<RecentViews>('/api/analytics/recent-views');
      return new Map(items.map((item) => [item.cardId, item.views]));
    },
    retry: false,
  });
}

/**
 * Each card's number of leads (docs/product.md#leads), one request for every tile; like the
 * views, a card the answer lacks has none and a failure stays quiet.
 */
export function useLeadCounts() {
  return useQuery({
    queryKey: leadKeys.counts,
    queryFn: async () => {
      const { items } = await requestJson<LeadCounts>('/api/leads/counts');
      return new Map(items.map((item) => [item.cardId, item.leads]));
    },
    retry: false,
  });
}

export const getCardForEdit = (id: string) =>
  requestJson<Card>(`/api/card?${new URLSearchParams({ id }).toString()}`);

const getShowcaseCard = (id: string) =>
  requestJson<PublicCard>(`/api/card/showcase?${new URLSearchParams({ id }).toString()}`);

export function useUserCards(page: number, orgId: string | null = null) {
  return useQuery({
    queryKey: cardKeys.list(page, orgId),
    queryFn: () => listUserCards(page, orgId),
    placeholderData: keepPreviousData,
  });
}

export function useCardForEdit(id: string | null) {
  return useQuery({
    queryKey: cardKeys.detail(id ?? ''),
    queryFn: () => getCardForEdit(id ?? ''),
    enabled: Boolean(id),
    // A missing or foreign card answers 404: asking again will not change that.
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status < 500),
    staleTime: 0,
  });
}

export function useShowcaseCard(id: string | null) {
  return useQuery({
    queryKey: cardKeys.showcase(id ?? ''),
    queryFn: () => getShowcaseCard(id ?? ''),
    enabled: Boolean(id),
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });
}

/** `userId`: the person the card belongs to; an organisation's card names none. */
export const deleteCard = ({ id, userId }: { id: string; userId?: string }) =>
  postJson<{ message: string }>('/api/card/delete-card', { id, userId });

/** What a saved or deleted card changes: the lists, the user's card ids, the subscription counts. */
export async function invalidateAfterCardChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cardKeys.all }),
    queryClient.invalidateQueries({ queryKey: authKeys.all }),
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  ]);
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () => invalidateAfterCardChange(queryClient),
  });
}
