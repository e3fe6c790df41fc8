import { inRequestLanguage } from '../../lib/request-words';
import {
  belowCardCountMessage,
  paymentSuccessPath,
  TRIAL_MAX_CARDS,
  TRIAL_MONTHS,
  type CheckoutBody,
  type SubscriptionDetails,
} from '../../../shared/billing';
import type { Database } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { subscriptionBasis, type ProviderSubscriptionState } from '../../plugins/billing/provider';
import { enqueueOverAllocationNotice } from './notices';
import type { Holder } from '../access';
import { findOrganisation } from '../organisations';
import * as repository from './repository';
import type { BillingContext } from './context';
import { ERROR_CODES } from '../../../shared/error-codes';
import { teamPagePath } from '../../../shared/organisations';

const MAX_ALLOCATION = 1000;

export const addMonths = (date: Date, months: number) => {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
};

const noSubscription = (message = 'You do not have a subscription yet') =>
  new AppError(ERROR_CODES.NO_SUBSCRIPTION, message);

/**
 * Cards are added only through the provider that bills the subscription, which confirms (and
 * charges for) the new quantity. A complimentary subscription, or one another driver made before
 * the operator switched providers, has nobody to charge: an admin changes its allocation.
 */
function requireBilledByProvider(ctx: BillingContext, subscription: SubscriptionRow) {
  if (subscription.provider === ctx.billing.name) return;
  throw new AppError(
    ERROR_CODES.SUBSCRIPTION_NOT_BILLABLE,
    subscription.provider === 'complimentary'
      ? 'Your subscription was granted by an administrator, so its number of cards is changed by one too. Please contact support.'
      : 'Your subscription was not made through our current payment provider, so cards cannot be added to it here. Please contact support.',
  );
}

/** The row values for what the configured provider reports. */
export const providerValues = (
  ctx: BillingContext,
  state: ProviderSubscriptionState,
): repository.SubscriptionValues => ({
  provider: ctx.billing.name,
  providerCustomerId: state.providerCustomerId,
  providerSubscriptionId: state.providerSubscriptionId,
  status: state.status,
  cardAllocation: state.cardAllocation,
  trialEnd: state.trialEnd,
  currentPeriodStart: state.currentPeriodStart,
  currentPeriodEnd: state.currentPeriodEnd,
  canceledAt: state.canceledAt,
  endedAt: state.endedAt,
  cancelAtPeriodEnd: state.cancelAtPeriodEnd,
});

/**
 * Stores what the provider reports in `tx`, over the user's row as it was (`before`, locked by the
 * caller), and tells the owner when it leaves them more cards than it pays for.
 */
export async function storeProviderValues(
  ctx: BillingContext,
  tx: Database,
  holder: Holder,
  before: SubscriptionRow | undefined,
  values: repository.SubscriptionValues,
): Promise<SubscriptionRow> {
  const row = await repository.saveSubscription(
    tx,
    holder,
    values,
    ctx.config.billing.retentionDays,
  );
  await enqueueOverAllocationNotice(ctx, tx, before, row);
  return row;
}

/** Stores what the provider reports (webhooks, reconciliation, the local driver). */
export async function saveProviderState(
  ctx: BillingContext,
  holder: Holder,
  state: ProviderSubscriptionState,
): Promise<SubscriptionRow> {
  return ctx.database.db.transaction(async (tx) => {
    const before = await repository.findSubscriptionOfForUpdate(tx, holder);
    return storeProviderValues(ctx, tx, holder, before, providerValues(ctx, state));
  });
}

/**
 * Expires the checkout sessions of a subscription (or every session a person opened) that may
 * still be open at the provider, so none of them can be paid any more
 * (docs/product.md#checkout-sessions); with `before`, only those made before that session. A
 * session the customer already finished is left to its completion event; when `refuseCompleted`
 * is set, that refuses what was about to start (`CHECKOUT_COMPLETED`).
 */
export async function expireOpenCheckouts(
  ctx: BillingContext,
  of: repository.CheckoutsOf,
  options: { before?: string; refuseCompleted?: boolean } = {},
): Promise<void> {
  const sessions = ctx.billing.checkoutSessions;
  if (!sessions) return;
  const db = ctx.database.db;
  const open = await repository.listOpenProviderCheckouts(db, ctx.billing.name, of, options.before);
  for (const checkout of open) {
    if ((await sessions.expire(checkout.id)) === 'expired') {
      await repository.markProviderCheckoutExpired(db, ctx.billing.name, checkout.id);
    } else if (options.refuseCompleted) {
      throw new AppError(
        ERROR_CODES.CHECKOUT_COMPLETED,
        'Your last checkout has just been completed, and your subscription is on its way. Please reload in a moment instead of starting another checkout.',
      );
    }
  }
}

/**
 * Where the browser comes back to after a checkout or the portal: the payment pages and the
 * subscription page for a person's own subscription; the organisation's Team page for an
 * organisation's (those pages read the person's). Undefined for a person.
 */
export async function teamPathOf(ctx: BillingContext, holder: Holder): Promise<string | undefined> {
  if ('ownerId' in holder) return undefined;
  const organisation = await findOrganisation(ctx.database.db, holder.organisationId);
  return teamPagePath(organisation?.slug ?? '');
}

/**
 * `create-checkout-session`. Without a live subscription it starts the trial (or, after one
 * ended, a reactivation without a second trial) at the provider. With a trialing or active one it
 * adds the cards to it at its provider instead of creating a second subscription, and stores the
 * allocation the provider confirms.
 *
 * A checkout is bound to the subscription as it is now and is the only one that counts: the older
 * ones are expired first, and its completion changes nothing once it is no longer current
 * (docs/product.md#checkout-sessions).
 */
export async function startCheckout(
  ctx: BillingContext,
  user: SessionUser,
  /** Whose subscription: the user's own, or an organisation's they own (`billingHolderFor`). */
  holder: Holder,
  body: CheckoutBody,
  /** Where the browser comes back to: the site as this request sees it (`siteUrl`). */
  site: string,
) {
  const existing = await repository.findSubscriptionOf(ctx.database.db, holder);
  const teamPath = await teamPathOf(ctx, holder);
  if (existing && (existing.status === 'trialing' || existing.status === 'active')) {
    requireBilledByProvider(ctx, existing);
    const allocation = existing.cardAllocation + body.card_quantity;
    const limit = existing.status === 'trialing' ? TRIAL_MAX_CARDS : MAX_ALLOCATION;
    if (allocation > limit) {
      throw new AppError(
        ERROR_CODES.VALIDATION_ERROR,
        `card_quantity: a subscription can hold at most ${limit} cards`,
      );
    }
    await saveProviderState(ctx, holder, await ctx.billing.updateQuantity(existing, allocation));
    // Cards added to a trial are charged with its first invoice; to an active one, at once.
    return {
      url: `${site}${teamPath ?? paymentSuccessPath(existing.status === 'trialing' ? 'trial_cards_added' : 'paid')}`,
    };
  }
  await expireOpenCheckouts(ctx, holder, { refuseCompleted: true });
  // One trial per holder (a person, or an organisation, whatever trials its owners had): a
  // subscription that existed, or a reactivation, pays at once.
  const reactivation = Boolean(existing) || Boolean(body.is_reactivation);
  const checkout = await ctx.billing.createCheckout({
    userId: user.id,
    email: user.email,
    organisationId: 'organisationId' in holder ? holder.organisationId : null,
    quantity: body.card_quantity,
    reactivation,
    successUrl: `${site}${teamPath ?? paymentSuccessPath(reactivation ? 'paid' : 'trial_started')}`,
    cancelUrl: `${site}/payment-failure`,
    existing,
  });
  // Only a session recorded here can bind a subscription to this user when it completes.
  if (checkout.checkoutId) {
    const id = checkout.checkoutId;
    try {
      await repository.recordProviderCheckout(ctx.database.db, {
        id,
        provider: ctx.billing.name,
        userId: user.id,
        organizationId: 'organisationId' in holder ? holder.organisationId : null,
        basis: subscriptionBasis(existing),
      });
    } catch (error) {
      // Unrecorded, its completion would bind nothing: it must not be payable either.
      await ctx.billing.checkoutSessions
        ?.expire(id)
        .catch((err: unknown) =>
          ctx.log.warn({ err, id }, 'could not expire an unrecorded checkout'),
        );
      throw error;
    }
    // Another checkout started at the same moment: the older of the two stops counting.
    await expireOpenCheckouts(ctx, holder, { before: id }).catch((err: unknown) =>
      ctx.log.warn({ err }, 'could not expire an older checkout; its completion will be refused'),
    );
  }
  return { url: checkout.url };
}

export async function openPortal(ctx: BillingContext, holder: Holder, site: string) {
  const subscription = await repository.findSubscriptionOf(ctx.database.db, holder);
  if (!subscription) throw noSubscription();
  const back = (await teamPathOf(ctx, holder)) ?? '/subscription';
  const { url } = await ctx.billing.createPortal(subscription, `${site}${back}`);
  return { portal_url: url };
}

/**
 * The trial card-count dialog (docs/product.md#dialog-trial-card-count): 1–50, never below the
 * cards the user already has (docs/product.md#server-rules-trial).
 */
export async function updateTrialCardCount(ctx: BillingContext, holder: Holder, newCount: number) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const subscription = await repository.findSubscriptionOfForUpdate(tx, holder);
    if (!subscription) throw noSubscription();
    if (subscription.status !== 'trialing') {
      throw new AppError(
        ERROR_CODES.NOT_TRIALING,
        'Only a subscription in its trial can change its card count here',
      );
    }
    requireBilledByProvider(ctx, subscription);
    const created = await repository.countCardsHeldBy(tx, holder);
    if (newCount < created) {
      throw new AppError(ERROR_CODES.BELOW_CARD_COUNT, belowCardCountMessage(created, newCount), {
        created,
        asked: newCount,
      });
    }
    const confirmed = await ctx.billing.updateQuantity(subscription, newCount);
    return repository.saveSubscription(
      tx,
      holder,
      { ...repository.valuesOf(subscription), cardAllocation: confirmed.cardAllocation },
      ctx.config.billing.retentionDays,
    );
  });
  return {
    message: await inRequestLanguage(
      `Your trial now has ${row.cardAllocation} cards. Nothing is charged until the trial ends.`,
      'billing.done.trialCards',
      { count: row.cardAllocation },
    ),
  };
}

/**
 * A trial ends now; an active subscription keeps its access until the period end
 * (docs/product.md#server-rules-cancel-retention).
 */
export async function cancelSubscription(ctx: BillingContext, holder: Holder) {
  const subscription = await repository.findSubscriptionOf(ctx.database.db, holder);
  if (!subscription) throw noSubscription('You do not have a subscription to cancel');
  if (subscription.status === 'canceled') {
    throw new AppError(ERROR_CODES.ALREADY_CANCELED, 'Your subscription is already canceled');
  }
  if (subscription.status === 'active' && subscription.cancelAtPeriodEnd) {
    throw new AppError(
      ERROR_CODES.ALREADY_CANCELED,
      'Your subscription already ends at the end of this period',
    );
  }
  // A complimentary subscription is ours alone: no provider to tell.
  const reported =
    subscription.provider === ctx.billing.name ? await ctx.billing.cancel(subscription) : undefined;
  const now = new Date();
  const base = reported ?? {
    providerCustomerId: subscription.providerCustomerId,
    providerSubscriptionId: subscription.providerSubscriptionId ?? '',
    status: subscription.status,
    cardAllocation: subscription.cardAllocation,
    trialEnd: subscription.trialEnd,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    canceledAt: subscription.canceledAt,
    endedAt: subscription.endedAt,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
  const ending =
    subscription.status === 'active'
      ? {
          ...base,
          status: 'active' as const,
          cancelAtPeriodEnd: true,
          canceledAt: base.canceledAt ?? now,
        }
      : {
          ...base,
          status: 'canceled' as const,
          canceledAt: base.canceledAt ?? now,
          endedAt: base.endedAt ?? now,
        };
  await saveProviderState(ctx, holder, ending);
  return { message: 'Subscription canceled successfully' };
}

/**
 * Ends the holder's subscription at its provider now, whatever its state, and stores that. A
 * complimentary or another driver's subscription has no provider to tell. Throws when the
 * provider cannot be reached, so nothing is deleted while it may still be billed.
 */
async function endHeldSubscriptionNow(ctx: BillingContext, holder: Holder): Promise<void> {
  const subscription = await repository.findSubscriptionOf(ctx.database.db, holder);
  if (!subscription || subscription.provider !== ctx.billing.name) return;
  if (subscription.status === 'canceled' && subscription.endedAt) return;
  const reported = await ctx.billing.endNow(subscription);
  if (reported) await saveProviderState(ctx, holder, reported);
}

/**
 * Ends the user's own subscription now: their account is about to be deleted
 * (docs/product.md#account-data). An organisation's subscription stays: it is the
 * organisation's, paid by its owners (docs/product.md#team-billing).
 */
export async function endSubscriptionNow(ctx: BillingContext, userId: string): Promise<void> {
  // An open checkout paid after the account is gone would bill a subscription nobody holds, and
  // its record goes with the account: every checkout they opened, an organisation's too.
  await expireOpenCheckouts(ctx, { openedBy: userId });
  await endHeldSubscriptionNow(ctx, { ownerId: userId });
}

/** Ends an organisation's subscription now: the organisation is about to be deleted. */
export async function endOrganisationSubscriptionNow(
  ctx: BillingContext,
  organisationId: string,
): Promise<void> {
  await expireOpenCheckouts(ctx, { organisationId });
  await endHeldSubscriptionNow(ctx, { organisationId });
}

export const trialEndFrom = (start: Date) => addMonths(start, TRIAL_MONTHS);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The holder's subscription, if any, and the cards they hold: a person's own, or an
 * organisation's (docs/product.md#data-subscription-details).
 */
export async function getSubscriptionDetails(
  db: Database,
  holder: Holder,
): Promise<SubscriptionDetails> {
  const [row, cardIds] = await Promise.all([
    repository.findSubscriptionOf(db, holder),
    repository.cardIdsHeldBy(db, holder),
  ]);
  return {
    has_subscription: Boolean(row),
    status: row?.status ?? null,
    card_allocation: row?.cardAllocation ?? 0,
    current_card_count: cardIds.length,
    card_ids: cardIds,
    trial_end: iso(row?.trialEnd ?? null),
    current_period_start: iso(row?.currentPeriodStart ?? null),
    current_period_end: iso(row?.currentPeriodEnd ?? null),
    canceled_at: iso(row?.canceledAt ?? null),
    ended_at: iso(row?.endedAt ?? null),
    cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
  };
}
