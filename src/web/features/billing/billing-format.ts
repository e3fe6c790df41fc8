import type { SubscriptionStatus } from '../../../shared/billing';

/** Amounts with 2 decimals (spec §9). */
export const formatAmount = (value: number) => value.toFixed(2);

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Spec §2: long US dates ('January 5, 2027'), or 'N/A' when missing. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : LONG_DATE.format(date);
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'brand' | 'neutral';

/**
 * Spec §4 Status display. `unknownAs` is what an unknown value reads as: the subscription page
 * shows 'Active', other places the raw value.
 */
export function statusDisplay(
  status: SubscriptionStatus | string | null,
  unknownAs?: string,
): { label: string; tone: BadgeTone } {
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

/** Spec §2 billing status wording of a non-trial subscription. */
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
