import type { SubscriptionStatus } from '../../shared/billing';
import { translate } from './i18n/intl';

export type StatusTone = 'success' | 'warning' | 'danger' | 'brand' | 'neutral';

/**
 * A subscription status as words and a tone: active is green, canceled a warning, past due a
 * danger, a trial the brand colour. `unknownAs` is what an unknown value reads as: the
 * subscription page shows 'Active', other places the raw value. The words are the active
 * language's, read when called (in a render), so they follow a change of language.
 */
export function statusDisplay(
  status: SubscriptionStatus | string | null,
  unknownAs?: string,
): { label: string; tone: StatusTone } {
  switch (status) {
    case 'active':
      return { label: translate('billing.status.active'), tone: 'success' };
    case 'canceled':
      return { label: translate('billing.status.canceled'), tone: 'warning' };
    case 'past_due':
      return { label: translate('billing.status.pastDue'), tone: 'danger' };
    case 'trialing':
      return { label: translate('billing.status.trialing'), tone: 'brand' };
    default:
      return { label: unknownAs ?? status ?? translate('billing.status.unknown'), tone: 'neutral' };
  }
}

/** The billing status of a subscription out of its trial. */
export function billingStatusText(status: string | null): string {
  switch (status) {
    case 'active':
      return translate('billing.status.active');
    case 'canceled':
      return translate('billing.status.canceled');
    case 'past_due':
      return translate('billing.status.pastDue');
    default:
      return status ?? translate('format.notAvailable');
  }
}
