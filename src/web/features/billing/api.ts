import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  localCheckoutSchema,
  subscriptionDetailsSchema,
  type CheckoutBody,
  type LocalCheckout,
  type SubscriptionDetails,
} from '../../../shared/billing';
import { ApiError, isApiError, postJson, requestJson } from '../../lib/http';
import { toast, toastFailure } from '../../lib/toast';
import { authKeys, subscriptionKeys } from '../../lib/query-keys';

/** Subscription, checkout and portal texts (docs/product.md#messages-subscription). */
const BILLING_MESSAGES = {
  detailsToastTitle: 'Error',
  detailsNotFound: 'Subscription details not found',
  detailsFailed: 'Failed to fetch subscription details',
  checkoutFailed: 'Failed to checkout',
  portalFailed: 'Failed to open customer portal',
  noPortalUrl: 'No portal URL received',
  cardCountFailed: 'Failed to update card count',
  cancelFailed: 'Failed to cancel subscription',
  canceled: 'Subscription canceled successfully',
} as const;

/** What a subscription change touches: its details and the user (the Create Card gate reads it). */
export async function invalidateSubscription(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    queryClient.invalidateQueries({ queryKey: authKeys.all }),
  ]);
}

// --- subscription details ------------------------------------------------------------------

export async function getSubscriptionDetails(): Promise<SubscriptionDetails> {
  try {
    return subscriptionDetailsSchema.parse(
      await postJson<unknown>('/api/payments/get-subscription-details'),
    );
  } catch (error) {
    const status = isApiError(error) ? error.status : 500;
    const code = isApiError(error) ? error.code : ERROR_CODES.INVALID_RESPONSE;
    throw new ApiError(code, BILLING_MESSAGES.detailsFailed, status);
  }
}

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
  } = {},
) {
  const { enabled = true, placeholder, awaiting } = options;
  const query = useQuery({
    queryKey: subscriptionKeys.details,
    queryFn: getSubscriptionDetails,
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

// --- checkout and portal -------------------------------------------------------------------

/** Leaves the app for the provider's page (Stripe, or the local driver's own test pages). */
const leaveFor = (url: string) => window.location.assign(url);

export async function startCheckout(body: CheckoutBody): Promise<void> {
  const { url } = await postJson<{ url?: string }>('/api/payments/create-checkout-session', body);
  if (!url) throw new ApiError(ERROR_CODES.INVALID_RESPONSE, BILLING_MESSAGES.checkoutFailed, 500);
  leaveFor(url);
}

export async function openPortal(): Promise<void> {
  let portalUrl: string | undefined;
  try {
    ({ portal_url: portalUrl } = await postJson<{ portal_url?: string }>(
      '/api/payments/create-portal-session',
    ));
  } catch (error) {
    throw new ApiError(
      isApiError(error) ? error.code : ERROR_CODES.UNKNOWN,
      BILLING_MESSAGES.portalFailed,
      isApiError(error) ? error.status : 500,
    );
  }
  if (!portalUrl)
    throw new ApiError(ERROR_CODES.INVALID_RESPONSE, BILLING_MESSAGES.noPortalUrl, 500);
  leaveFor(portalUrl);
}

export function useCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    // A refusal with a reason (no cards can be added to a granted subscription, a declined
    // charge) says why beside the action's own text.
    onError: (error) => toastFailure(error, BILLING_MESSAGES.checkoutFailed),
  });
}

export function usePortal() {
  return useMutation({
    mutationFn: openPortal,
    onError: (error) =>
      toast.error(isApiError(error) ? error.message : BILLING_MESSAGES.portalFailed),
  });
}

// --- trial card count and cancellation -----------------------------------------------------

export function useUpdateTrialCardCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newCardCount: number) =>
      postJson<{ message: string }>('/api/payments/update-trial-card-count', {
        new_card_count: newCardCount,
      }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await invalidateSubscription(queryClient);
    },
    onError: (error) => toastFailure(error, BILLING_MESSAGES.cardCountFailed),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<{ message: string }>('/api/payments/cancel-subscription'),
    onSuccess: async () => {
      toast.success(BILLING_MESSAGES.canceled);
      await invalidateSubscription(queryClient);
    },
    onError: () => toast.error(BILLING_MESSAGES.cancelFailed),
  });
}

// --- local driver (no money moves) ---------------------------------------------------------

const localCheckoutPath = (id: string) => `/api/billing/local/checkout/${encodeURIComponent(id)}`;

export function useLocalCheckout(id: string | null) {
  return useQuery({
    queryKey: subscriptionKeys.localCheckout(id ?? ''),
    queryFn: async () =>
      localCheckoutSchema.parse(await requestJson<unknown>(localCheckoutPath(id ?? ''))),
    enabled: Boolean(id),
    // A page left open in another tab says it has expired as soon as it is looked at again
    // (docs/product.md#checkout-sessions).
    refetchOnWindowFocus: true,
    // An unknown session answers 404: asking again will not change that.
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
  });
}

export function useCompleteLocalCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (outcome: 'pay' | 'decline') => {
      const { url } = await postJson<{ url: string }>(`${localCheckoutPath(id)}/complete`, {
        outcome,
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

export function useUpdateLocalPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<{ message: string }>('/api/billing/local/portal/payment-method'),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await invalidateSubscription(queryClient);
    },
    onError: (error) => toastFailure(error, 'Failed to update the payment method'),
  });
}

export type LocalClockAction = 'end_trial' | 'end_period' | 'fail_next_renewal';

export function useLocalClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; action: LocalClockAction }) =>
      postJson<{ message: string }>('/api/billing/local/clock', body),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await invalidateSubscription(queryClient);
    },
    onError: (error) => toastFailure(error, 'Failed to move the test clock'),
  });
}
