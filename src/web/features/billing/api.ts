import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  localCheckoutSchema,
  type LocalCheckout,
  type SubscriptionDetails,
} from '../../../shared/billing';
import {
  BILLING_MESSAGES,
  billingTarget,
  getSubscriptionDetails,
  leaveFor,
} from '../../lib/billing-calls';
import { isApiError, postJson, requestJson } from '../../lib/http';
import { translate } from '../../lib/i18n/intl';
import { toast, toastFailure } from '../../lib/toast';
import { authKeys, subscriptionKeys } from '../../lib/query-keys';

/** What a subscription change touches: its details and the user (the Create Card gate reads it). */
export async function invalidateSubscription(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    queryClient.invalidateQueries({ queryKey: authKeys.all }),
  ]);
}

// --- subscription details ------------------------------------------------------------------

/** How many times a page waiting for a change (a provider's webhook) asks, a second apart. */
const AWAIT_ATTEMPTS = 15;

/**
 * The signed-in user's subscription (docs/product.md#data-subscription-details), toasting 'Subscription details not found' once per
 * failure. `placeholder` (the copy cached on the user) is shown while the fresh one loads.
 */
export function useSubscriptionDetails(
  options: {
    enabled?: boolean;
    placeholder?: SubscriptionDetails;
    /** Asks again every second while this says the answer is not the awaited one yet. */
    awaiting?: (details: SubscriptionDetails | undefined) => boolean;
    /** An organisation's subscription instead of the user's own (its local checkout and portal). */
    orgId?: string | undefined;
  } = {},
) {
  const { enabled = true, placeholder, awaiting, orgId } = options;
  const query = useQuery({
    queryKey: orgId ? subscriptionKeys.organisation(orgId) : subscriptionKeys.details,
    queryFn: () => getSubscriptionDetails(orgId),
    enabled,
    placeholderData: placeholder,
    staleTime: 0,
    refetchInterval: awaiting
      ? (current) =>
          current.state.dataUpdateCount < AWAIT_ATTEMPTS && awaiting(current.state.data)
            ? 1000
            : false
      : undefined,
  });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(BILLING_MESSAGES.detailsNotFound, BILLING_MESSAGES.detailsToastTitle);
  }, [failedAt]);
  return query;
}

// --- checkout and portal: one copy for every screen (lib/billing-calls.ts) ------------------

export { useCheckout, usePortal } from '../../lib/billing-calls';

// --- trial card count and cancellation -----------------------------------------------------

export function useUpdateTrialCardCount(orgId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newCardCount: number) =>
      postJson<{ message: string }>('/api/payments/update-trial-card-count', {
        new_card_count: newCardCount,
        ...billingTarget(orgId),
      }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await invalidateSubscription(queryClient);
    },
    onError: (error) => toastFailure(error, BILLING_MESSAGES.cardCountFailed),
  });
}

export function useCancelSubscription(orgId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      postJson<{ message: string }>('/api/payments/cancel-subscription', billingTarget(orgId)),
    onSuccess: async () => {
      toast.success(BILLING_MESSAGES.canceled);
      await invalidateSubscription(queryClient);
    },
    onError: () => toast.error(BILLING_MESSAGES.cancelFailed),
  });
}

// --- local driver (no money moves) ---------------------------------------------------------

const localCheckoutPath = (id: string) => `/api/billing/local/checkout/${encodeURIComponent(id)}`;

/** A test checkout; an organisation's is asked with its `orgId` (from the checkout's address). */
export function useLocalCheckout(id: string | null, orgId?: string) {
  const query = orgId ? `?orgId=${encodeURIComponent(orgId)}` : '';
  return useQuery({
    queryKey: subscriptionKeys.localCheckout(id ?? ''),
    queryFn: async () =>
      localCheckoutSchema.parse(
        await requestJson<unknown>(`${localCheckoutPath(id ?? '')}${query}`),
      ),
    enabled: Boolean(id),
    // A page left open in another tab says it has expired as soon as it is looked at again
    // (docs/product.md#checkout-sessions).
    refetchOnWindowFocus: true,
    // An unknown session answers 404: asking again will not change that.
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
  });
}

export function useCompleteLocalCheckout(id: string, orgId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (outcome: 'pay' | 'decline') => {
      const { url } = await postJson<{ url: string }>(`${localCheckoutPath(id)}/complete`, {
        outcome,
        ...billingTarget(orgId),
      });
      leaveFor(url);
    },
    onError: (error) => {
      // Refused because a newer checkout or a change of the subscription expired it: the page
      // itself says so, in place of its Pay button.
      if (isApiError(error) && error.code === ERROR_CODES.CHECKOUT_EXPIRED) {
        queryClient.setQueryData(
          subscriptionKeys.localCheckout(id),
          (current: LocalCheckout | undefined) => current && { ...current, status: 'expired' },
        );
        return;
      }
      toastFailure(error, BILLING_MESSAGES.checkoutFailed);
    },
  });
}

export function useUpdateLocalPaymentMethod(orgId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      postJson<{ message: string }>(
        '/api/billing/local/portal/payment-method',
        billingTarget(orgId),
      ),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await invalidateSubscription(queryClient);
    },
    onError: (error) => toastFailure(error, translate('billing.toast.paymentMethodFailed')),
  });
}

export type LocalClockAction = 'end_trial' | 'end_period' | 'fail_next_renewal';

export function useLocalClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ({ email: string } | { orgId: string }) & { action: LocalClockAction }) =>
      postJson<{ message: string }>('/api/billing/local/clock', body),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await invalidateSubscription(queryClient);
    },
    onError: (error) => toastFailure(error, translate('billing.toast.clockFailed')),
  });
}
