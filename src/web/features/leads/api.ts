import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  leadListResponseSchema,
  leadSchema,
  type Lead,
  type LeadListRequest,
} from '../../../shared/leads';
import { isApiError, postJson } from '../../lib/http';
import { translate } from '../../lib/i18n/intl';
import { leadKeys } from '../../lib/query-keys';

/** The Leads page's toasts and failures, read in the active language when used. */
export const LEADS_MESSAGES = {
  get loadFailed() {
    return translate('leads.loadFailed');
  },
  get updateFailed() {
    return translate('leads.updateFailed');
  },
  get noteSaved() {
    return translate('leads.noteSaved');
  },
  get deleteFailed() {
    return translate('leads.deleteFailed');
  },
  deleted: (count: number) => translate('leads.deleted', { count }),
};

export const listLeads = async (request: LeadListRequest) =>
  leadListResponseSchema.parse(await postJson('/api/leads/list', request));

/** One page of the owner's (or an organisation's) leads; the last page stays on screen while the next loads. */
export function useLeads(request: LeadListRequest) {
  return useQuery({
    queryKey: leadKeys.list(request),
    queryFn: () => listLeads(request),
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
  });
}

interface LeadUpdate {
  id: string;
  /** The owner's private note. */
  note?: string;
  followedUp?: boolean;
}

/** `orgId`: a lead of the organisation's cards (docs/product.md#team-insights-and-leads). */
export function useUpdateLead(orgId: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: LeadUpdate) =>
      leadSchema.parse(
        await postJson('/api/leads/update', { ...update, ...(orgId ? { orgId } : {}) }),
      ),
    onSuccess: async (lead: Lead) => {
      // The pages on screen show the change at once; the lists are fetched again behind it.
      queryClient.setQueriesData<{ items: Lead[]; totalCount: number }>(
        { queryKey: [...leadKeys.all, 'list'] },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) => (item.id === lead.id ? lead : item)),
          },
      );
      await queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}

export function useDeleteLeads(orgId: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      postJson<{ deleted: number }>('/api/leads/delete', { ids, ...(orgId ? { orgId } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

/** `leads/copy`: sends a visitor the copy of the card their mailed link stands for. */
export function useSendCardCopy() {
  return useMutation({
    mutationFn: async (token: string) =>
      postJson<{ message?: unknown }>('/api/leads/copy', { token }),
  });
}
