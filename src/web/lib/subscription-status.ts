import type { SubscriptionStatus } from '../../shared/billing';

export type StatusTone = 'success' | 'warning' | 'danger' | 'brand' | 'neutral';

/**
 * A subscription status as words and a tone: active is green, canceled a warning, past due a
 * danger, a trial the brand colour. `unknownAs` is what an unknown value reads as: the
 * subscription page shows 'Active', other places the raw value.
 */
export function statusDisplay(
  status: SubscriptionStatus | string | null,
  unknownAs?: string,
): { label: string; tone: StatusTone } {
  switch (status) {
    case 'active':
      return { label: 'Active', tone: 'success' };
    case 'canceled':
      return { label: 'Canceled', tone: 'warning' };
    case 'past_due':
      return { label: 'Past Due', tone: 'danger' };
    case 'trialing':
      return { label: 'Trial Active', tone: 'brand' };
    default:
      return { label: unknownAs ?? status ?? 'Unknown', tone: 'neutral' };
  }
}

/** The billing status of a subscription out of its trial. */
export function billingStatusText(status: string | null): string {
  switch (status) {
    case 'active':
      return 'Active';
    case 'canceled':
      return 'Canceled';
    case 'past_due':
      return 'Past Due';
    default:
      return status ?? 'N/A';
  }
}
