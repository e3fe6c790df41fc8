import type { AdminUserFilters } from '../../../shared/admin';
import type { SubscriptionStatus } from '../../../shared/billing';

export type YesNoAny = 'any' | 'yes' | 'no';
export type StatusChoice = 'any' | SubscriptionStatus;

export interface UserFilterChoices {
  isAdmin: YesNoAny;
  verified: YesNoAny;
  hasSubscription: YesNoAny;
  subscriptionStatus: StatusChoice;
}

export const NO_USER_FILTERS: UserFilterChoices = {
  isAdmin: 'any',
  verified: 'any',
  hasSubscription: 'any',
  subscriptionStatus: 'any',
};

const asBoolean = (choice: YesNoAny) => (choice === 'any' ? undefined : choice === 'yes');

/** The select boxes' choices as the `filters` of `POST user/list-users` (unset ones left out). */
export function toUserFilters(choices: UserFilterChoices): AdminUserFilters {
  const filters: AdminUserFilters = {};
  const isAdmin = asBoolean(choices.isAdmin);
  const verified = asBoolean(choices.verified);
  const hasSubscription = asBoolean(choices.hasSubscription);
  if (isAdmin !== undefined) filters.isAdmin = isAdmin;
  if (verified !== undefined) filters.verified = verified;
  if (hasSubscription !== undefined) filters.hasSubscription = hasSubscription;
  if (choices.subscriptionStatus !== 'any') filters.subscriptionStatus = choices.subscriptionStatus;
  return filters;
}

export const STATUS_CHOICES: readonly { value: StatusChoice; label: string }[] = [
  { value: 'any', label: 'Any status' },
  { value: 'trialing', label: 'Trial Active' },
  { value: 'active', label: 'Active' },
  { value: 'past_due', label: 'Past Due' },
  { value: 'canceled', label: 'Canceled' },
];
