import type { AdminUserFilters } from '../../../shared/admin';
import type { SubscriptionStatus } from '../../../shared/billing';
import type { MessageId } from '../../../shared/i18n/catalogue';

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

/** The status filter's choices; each label is a message id. */
export const STATUS_CHOICES: readonly { value: StatusChoice; label: MessageId }[] = [
  { value: 'any', label: 'admin.status.any' },
  { value: 'trialing', label: 'admin.status.trialing' },
  { value: 'active', label: 'admin.status.active' },
  { value: 'past_due', label: 'admin.status.past_due' },
  { value: 'canceled', label: 'admin.status.canceled' },
];
