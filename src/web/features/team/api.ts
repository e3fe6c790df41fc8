import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationPreview,
  OrgAuditEntry,
  OrgCardList,
  OrgInvitation,
  OrgMember,
  OrgRole,
  OrgSummary,
} from '../../../shared/organisations';
import { getSubscriptionDetails } from '../../lib/billing-calls';
import { postJson, retryServerFailures } from '../../lib/http';
import { cardKeys, orgKeys, subscriptionKeys } from '../../lib/query-keys';
import { translatedTexts } from './texts';

/** What each failed call says when the server gives no reason of its own (lib/http failureMessage). */
export const TEAM_FAILURES = translatedTexts({
  loadOrgs: 'team.failure.loadOrgs',
  loadMembers: 'team.failure.loadMembers',
  loadInvitations: 'team.failure.loadInvitations',
  loadInvitation: 'team.failure.loadInvitation',
  create: 'team.failure.create',
  rename: 'team.failure.rename',
  remove: 'team.failure.remove',
  invite: 'team.failure.invite',
  revoke: 'team.failure.revoke',
  role: 'team.failure.role',
  removeMember: 'team.failure.removeMember',
  leave: 'team.failure.leave',
  join: 'team.failure.join',
  loadCards: 'team.failure.loadCards',
  assign: 'team.failure.assign',
  loadSeats: 'team.failure.loadSeats',
  loadAudit: 'team.failure.loadAudit',
  exportData: 'team.failure.exportData',
});

interface Items<T> {
  items: T[];
}
interface Message {
  message: string;
}

export function useMembers(orgId: string) {
  return useQuery({
    queryKey: orgKeys.members(orgId),
    queryFn: async () =>
      (await postJson<Items<OrgMember>>('/api/org/list-members', { orgId })).items,
    retry: retryServerFailures,
  });
}

/**
 * The organisation's subscription and cards, its seats (docs/product.md#team-billing): for its
 * owners and admins only (`enabled`), since the server refuses a member.
 */
export function useOrgSubscription(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.organisation(orgId),
    queryFn: () => getSubscriptionDetails(orgId),
    enabled,
    retry: retryServerFailures,
  });
}

export function useInvitations(orgId: string) {
  return useQuery({
    queryKey: orgKeys.invitations(orgId),
    queryFn: async () =>
      (await postJson<Items<OrgInvitation>>('/api/org/list-invitations', { orgId })).items,
    retry: retryServerFailures,
  });
}

export interface OrgCardsQuery {
  page: number;
  pageSize: number;
  /** Only the cards assigned to no one. */
  unassigned: boolean;
}

/** The organisation's cards with their assignees; a member gets only those assigned to them. */
export function useOrgCards(orgId: string, query: OrgCardsQuery) {
  return useQuery({
    queryKey: orgKeys.cards(orgId, query),
    queryFn: () =>
      postJson<OrgCardList>('/api/org/list-cards', {
        orgId,
        page: query.page,
        pageSize: query.pageSize,
        ...(query.unassigned ? { unassigned: true } : {}),
      }),
    placeholderData: keepPreviousData,
    retry: retryServerFailures,
  });
}

/** The audit log's entries on screen at once. */
export const AUDIT_PAGE_SIZE = 25;

/** One page of the audit log, newest first; the page before stays on screen while it loads. */
export function useOrgAudit(orgId: string, page: number) {
  return useQuery({
    queryKey: orgKeys.audit(orgId, page),
    queryFn: () =>
      postJson<{ items: OrgAuditEntry[]; totalCount: number }>('/api/org/audit-log', {
        orgId,
        page,
        pageSize: AUDIT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    retry: retryServerFailures,
  });
}

/** `GET /api/org/export`: the organisation's data as one ZIP (docs/product.md#organisation-export). */
export const orgExportUrl = (orgId: string) =>
  `/api/org/export?${new URLSearchParams({ orgId }).toString()}`;

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: orgKeys.invitation(token),
    queryFn: () => postJson<InvitationPreview>('/api/org/get-invitation', { token }),
    retry: retryServerFailures,
    enabled: token !== '',
  });
}

/** A change to one organisation: its lists, and the list of organisations, are asked again. */
function useOrgMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }),
  });
}

export const useCreateOrganisation = () =>
  useOrgMutation((input: { name: string; slug?: string }) =>
    postJson<OrgSummary>('/api/org/create', input),
  );

export const useRenameOrganisation = () =>
  useOrgMutation((input: { orgId: string; name: string }) =>
    postJson<OrgSummary>('/api/org/update', input),
  );

export const useDeleteOrganisation = () =>
  useOrgMutation((input: { orgId: string; confirmation: string }) =>
    postJson<Message>('/api/org/delete', input),
  );

export const useInvite = () =>
  useOrgMutation((input: { orgId: string; email: string; role: OrgRole }) =>
    postJson<Message & { id: string }>('/api/org/invite', input),
  );

export const useRevokeInvitation = () =>
  useOrgMutation((input: { orgId: string; invitationId: string }) =>
    postJson<Message>('/api/org/revoke-invitation', input),
  );

export const useUpdateMember = () =>
  useOrgMutation((input: { orgId: string; userId: string; role: OrgRole }) =>
    postJson<Message>('/api/org/update-member', input),
  );

export const useRemoveMember = () =>
  useOrgMutation((input: { orgId: string; userId: string }) =>
    postJson<Message>('/api/org/remove-member', input),
  );

export const useLeaveOrganisation = () =>
  useOrgMutation((input: { orgId: string }) => postJson<Message>('/api/org/leave', input));

/** Assigning a card changes who sees it on My Cards, too. */
export function useAssignCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orgId: string; cardId: string; userId: string | null }) =>
      postJson<Message>('/api/org/assign-card', input),
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKeys.of(input.orgId) }),
        queryClient.invalidateQueries({ queryKey: cardKeys.all }),
      ]),
  });
}

export const useAcceptInvitation = () =>
  useOrgMutation((token: string) =>
    postJson<OrgSummary & Message>('/api/org/accept-invitation', { token }),
  );
