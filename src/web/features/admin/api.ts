import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  adminCardListSchema,
  adminOrganisationListSchema,
  adminOrganisationMembersSchema,
  adminSubscriptionSchema,
  adminSupportRequestListSchema,
  adminUserListSchema,
  auditLogSchema,
  subscriptionStatsSchema,
  type AdminUserFilters,
  type ReconcileResult,
} from '../../../shared/admin';
import { adminAnalyticsSchema, type InsightRange } from '../../../shared/analytics';
import type { SubscriptionStatus } from '../../../shared/billing';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { siteSetupSchema } from '../../../shared/site-setup';
import { isApiError, postJson, requestJson } from '../../lib/http';
import { activeLanguage, translate } from '../../lib/i18n/intl';
import { adminKeys } from '../../lib/query-keys';
import { toast, toastFailure } from '../../lib/toast';

interface ListQuery {
  page: number;
  search: string;
}

interface UsersQuery extends ListQuery {
  filters: AdminUserFilters;
}

const listBody = ({ page, search }: ListQuery) => ({ page, pageSize: ADMIN_PAGE_SIZE, search });

const pagedQuery = <T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) => ({
  queryKey,
  queryFn,
  placeholderData: keepPreviousData,
  // A refusal (4xx) will not change by asking again.
  retry: (count: number, error: unknown) => count < 1 && !(isApiError(error) && error.status < 500),
});

// --- lists ---------------------------------------------------------------------------------

export function useAdminUsers(query: UsersQuery) {
  return useQuery(
    pagedQuery(adminKeys.usersPage(query), async () =>
      adminUserListSchema.parse(
        await postJson('/api/user/list-users', { ...listBody(query), filters: query.filters }),
      ),
    ),
  );
}

export function useAdminCards(query: ListQuery) {
  return useQuery(
    pagedQuery(adminKeys.cardsPage(query), async () =>
      adminCardListSchema.parse(await postJson('/api/card/list-cards', listBody(query))),
    ),
  );
}

export function useAdminSubscriptions() {
  return useQuery(
    pagedQuery(adminKeys.subscriptions, async () =>
      z.array(adminSubscriptionSchema).parse(await postJson('/api/payments/list-subscriptions')),
    ),
  );
}

export function useSubscriptionStats() {
  return useQuery(
    pagedQuery(adminKeys.subscriptionStats, async () =>
      subscriptionStatsSchema.parse(await postJson('/api/payments/subscription-stats')),
    ),
  );
}

export function useSupportRequests(query: ListQuery) {
  return useQuery(
    pagedQuery(adminKeys.support(query), async () =>
      adminSupportRequestListSchema.parse(
        await postJson('/api/support/list-requests', listBody(query)),
      ),
    ),
  );
}

export function useAuditLog(query: ListQuery) {
  return useQuery(
    pagedQuery(adminKeys.auditPage(query), async () =>
      auditLogSchema.parse(await postJson('/api/admin/audit-log', listBody(query))),
    ),
  );
}

export function useAdminOrganisations(query: ListQuery) {
  return useQuery(
    pagedQuery(adminKeys.organisationsPage(query), async () =>
      adminOrganisationListSchema.parse(
        await postJson('/api/admin/list-organisations', listBody(query)),
      ),
    ),
  );
}

/** One organisation's members and roles, asked for when its Members dialog opens. */
export function useAdminOrganisationMembers(id: string) {
  return useQuery(
    pagedQuery(adminKeys.organisationMembers(id), async () =>
      adminOrganisationMembersSchema.parse(
        await postJson('/api/admin/organisation-members', { id }),
      ),
    ),
  );
}

/** The platform's figures over a range (docs/product.md#insights). */
export function useAdminAnalytics(days: InsightRange) {
  return useQuery(
    pagedQuery(adminKeys.analytics(days), async () =>
      adminAnalyticsSchema.parse(await postJson('/api/admin/analytics', { days })),
    ),
  );
}

/**
 * What this server is set up with (docs/product.md#site-setup), worded by the server in the
 * language the app is shown in: kept per language.
 */
export function useSiteSetup() {
  return useQuery(
    pagedQuery([...adminKeys.siteSetup, activeLanguage()], async () =>
      siteSetupSchema.parse(await requestJson('/api/admin/site-setup')),
    ),
  );
}

// --- actions -------------------------------------------------------------------------------

interface Message {
  message: string;
}

/**
 * An admin action: toasts the server's message on success (and the refusal's on failure, unless
 * a form shows it) and refreshes what it changed plus the audit log.
 */
function useAdminAction<Input, Output extends object = Message>(
  url: string,
  invalidates: readonly (readonly unknown[])[],
  /** What a failed action says when the server gave no reason of its own. */
  failure: MessageId,
  options: { toastSuccess?: boolean; toastError?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const { toastSuccess = true, toastError = true } = options;
  return useMutation({
    mutationFn: (body: Input) => postJson<Output>(url, body),
    onSuccess: async (result) => {
      if (toastSuccess && 'message' in result && typeof result.message === 'string') {
        toast.success(result.message);
      }
      await Promise.all(
        [...invalidates, adminKeys.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      if (toastError) toastFailure(error, translate(failure));
    },
  });
}

export const useSetAdmin = () =>
  useAdminAction<{ userId: string; isAdmin: boolean }>(
    '/api/user/set-admin',
    [adminKeys.users],
    'admin.users.roleFailed',
  );

export const useDeleteUser = () =>
  useAdminAction<{ id: string }>(
    '/api/admin/delete-user',
    [adminKeys.users, adminKeys.cards, adminKeys.subscriptions, adminKeys.organisations],
    'admin.deleteUser.failed',
    { toastError: false },
  );

export const useDeleteAdminCard = () =>
  useAdminAction<{ id: string }>(
    '/api/card/admin-delete-card',
    [adminKeys.cards, adminKeys.users, adminKeys.subscriptions, adminKeys.organisations],
    'admin.cards.deleteFailed',
  );

export const useGrantSubscription = () =>
  useAdminAction<{ email: string; cardAllocation: number }>(
    '/api/payments/admin-grant-subscription',
    [adminKeys.subscriptions, adminKeys.users],
    'admin.subs.grantFailed',
    { toastError: false },
  );

export const useUpdateSubscription = () =>
  useAdminAction<{ id: string; cardAllocation: number; status: SubscriptionStatus }>(
    '/api/payments/admin-update-subscription',
    [adminKeys.subscriptions, adminKeys.users],
    'admin.subs.updateFailed',
    { toastError: false },
  );

export const useCancelAdminSubscription = () =>
  useAdminAction<{ id: string }>(
    '/api/payments/admin-cancel-subscription',
    [adminKeys.subscriptions, adminKeys.users],
    'admin.subs.cancelFailed',
  );

export const useReconcileSubscriptions = () =>
  useAdminAction<Record<string, never>, ReconcileResult>(
    '/api/payments/reconcile-subscriptions',
    [adminKeys.subscriptions, adminKeys.users],
    'admin.subs.reconcileFailed',
    { toastSuccess: false },
  );
