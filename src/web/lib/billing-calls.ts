import { useMutation } from '@tanstack/react-query';
import { ERROR_CODES } from '../../shared/error-codes';
import {
  subscriptionDetailsSchema,
  type CheckoutBody,
  type SubscriptionDetails,
} from '../../shared/billing';
import { ApiError, isApiError, postJson } from './http';
import { translate } from './i18n/intl';
import { toast, toastFailure } from './toast';

/**
 * The billing calls every screen that shows or buys a subscription makes: a person's own on the
 * subscription and pricing pages, an organisation's (with its `orgId`) on its Team page
 * (docs/product.md#team-billing). Here so both features use one copy.
 */

/** Subscription, checkout and portal texts (docs/product.md#messages-subscription). */
export const BILLING_MESSAGES = {
  get detailsToastTitle() {
    return translate('billing.toast.detailsTitle');
  },
  get detailsNotFound() {
    return translate('billing.toast.detailsNotFound');
  },
  get detailsFailed() {
    return translate('billing.toast.detailsFailed');
  },
  get checkoutFailed() {
    return translate('billing.toast.checkoutFailed');
  },
  get portalFailed() {
    return translate('billing.toast.portalFailed');
  },
  get noPortalUrl() {
    return translate('billing.toast.noPortalUrl');
  },
  get cardCountFailed() {
    return translate('billing.toast.cardCountFailed');
  },
  get cancelFailed() {
    return translate('billing.toast.cancelFailed');
  },
  get canceled() {
    return translate('billing.toast.canceled');
  },
};

/** The body naming whose subscription: nothing for the caller's own. */
export const billingTarget = (orgId?: string) => (orgId ? { orgId } : {});

/** The subscription details, the caller's own or (with `orgId`) an organisation's. */
export async function getSubscriptionDetails(orgId?: string): Promise<SubscriptionDetails> {
  try {
    return subscriptionDetailsSchema.parse(
      await postJson<unknown>('/api/payments/get-subscription-details', billingTarget(orgId)),
    );
  } catch (error) {
    const status = isApiError(error) ? error.status : 500;
    const code = isApiError(error) ? error.code : ERROR_CODES.INVALID_RESPONSE;
    throw new ApiError(code, BILLING_MESSAGES.detailsFailed, status);
  }
}

/** Leaves the app for the provider's page (Stripe, or the local driver's own test pages). */
export const leaveFor = (url: string) => window.location.assign(url);

/** Starts a checkout (`orgId` in the body for an organisation's) and goes where it says. */
export async function startCheckout(body: CheckoutBody): Promise<void> {
  const { url } = await postJson<{ url?: string }>('/api/payments/create-checkout-session', body);
  if (!url) throw new ApiError(ERROR_CODES.INVALID_RESPONSE, BILLING_MESSAGES.checkoutFailed, 500);
  leaveFor(url);
}

/** Opens the billing portal of the caller's subscription, or (with `orgId`) an organisation's. */
export async function openPortal(orgId?: string): Promise<void> {
  let portalUrl: string | undefined;
  try {
    ({ portal_url: portalUrl } = await postJson<{ portal_url?: string }>(
      '/api/payments/create-portal-session',
      billingTarget(orgId),
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

/** The billing portal of the caller's own subscription, or (with `orgId`) an organisation's. */
export function usePortal(orgId?: string) {
  return useMutation({
    mutationFn: () => openPortal(orgId),
    onError: (error) =>
      toast.error(isApiError(error) ? error.message : BILLING_MESSAGES.portalFailed),
  });
}
