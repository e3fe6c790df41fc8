import type { CurrentUser } from '../../../shared/user';
import { withStatus } from '../../lib/status-params';
import { translate } from '../../lib/i18n/intl';
import { formatNumber } from '../../lib/format';

type CreateCardDecision =
  { to: string; remaining?: undefined } | { to: '/create'; remaining: number };

/** Create Card gate (docs/product.md#create-card-gate), decided from the signed-in user's subscription details. */
export function decideCreateCard(user: CurrentUser): CreateCardDecision {
  const details = user.subscriptionDetails;
  if (!details.has_subscription) return { to: withStatus('/pricing', 'error', 'no_subscription') };
  if (details.current_card_count >= details.card_allocation) {
    return { to: withStatus('/pricing', 'error', 'max_cards') };
  }
  return { to: '/create', remaining: details.card_allocation - details.card_ids.length };
}

export const cardsRemainingMessage = (remaining: number) =>
  translate('editor.cardsRemaining', { remaining, count: formatNumber(remaining) });
