import { inRequestLanguage } from '../../lib/request-words';
import { randomBytes } from 'node:crypto';
import type { LocalCheckout } from '../../../shared/billing';
import type { SubscriptionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import type { Database } from '../../db/client';
import { subscriptionBasis } from '../../plugins/billing/provider';
import {
  findLocalCheckout,
  hasNewerLocalCheckout,
  setLocalCheckoutStatus,
  type LocalCheckoutRow,
} from './local-repository';
import { holderOf, scopeOf, type Holder, type Principal } from '../access';
import { findOrganisation } from '../organisations';
import * as repository from './repository';
import type { BillingContext } from './context';
import { paymentSuccessPath, priceQuote } from '../../../shared/billing';
import { enqueueReceipt, enqueueTrialStarted } from './notices';
import { addMonths, storeProviderValues, teamPathOf, trialEndFrom } from './service';
import { ERROR_CODES } from '../../../shared/error-codes';

/** The local driver's pages and clock only exist while it is the configured provider. */
export function requireLocalDriver(ctx: BillingContext) {
  if (ctx.billing.name !== 'local')
    throw AppError.notFound('The local billing driver is not in use');
}

const notFound = () => AppError.notFound('This checkout does not exist or was already used');

const checkoutExpired = () =>
  new AppError(
    ERROR_CODES.CHECKOUT_EXPIRED,
    'This checkout has expired: a newer checkout was started, your subscription changed after it was opened, or it was opened over an hour ago. Nothing was charged. Start again from the Pricing page.',
  );

/**
 * Whether an open test checkout can no longer be used (docs/product.md#checkout-sessions): its hour
 * is over, a newer checkout replaced it, or the subscription is not the one it was made for.
 */
async function isExpired(
  db: Database,
  row: LocalCheckoutRow,
  subscription: SubscriptionRow | undefined,
): Promise<boolean> {
  if (row.status === 'expired' || row.expiresAt.getTime() <= Date.now()) return true;
  if (row.basis !== null && row.basis !== subscriptionBasis(subscription)) return true;
  return hasNewerLocalCheckout(db, row.id);
}

/**
 * The test checkout `id` for the holder's subscription (the caller's own, or an organisation's
 * they own: `billingHolderFor`), as its page shows it.
 */
export async function getLocalCheckout(
  ctx: BillingContext,
  principal: Principal,
  holder: Holder,
  id: string,
): Promise<LocalCheckout> {
  const db = ctx.database.db;
  const row = await findLocalCheckout(db, scopeOf(principal, 'view', 'checkout'), holder, id);
  if (!row) throw notFound();
  const userId = row.userId;
  const expired =
    row.status === 'open' &&
    (await isExpired(db, row, await repository.findSubscriptionOf(db, holder)));
  const organisation =
    'organisationId' in holder ? await findOrganisation(db, holder.organisationId) : undefined;
  return {
    id: row.id,
    quantity: row.quantity,
    unit_price: ctx.config.billing.unitPrice,
    currency: ctx.config.billing.currency,
    kind: row.kind,
    status: expired ? 'expired' : row.status,
    email: (await repository.findAccountEmail(db, userId)) ?? '',
    organisation_name: organisation?.name ?? null,
  };
}

/**
 * Pay or Decline on the test checkout: Pay starts the trial (or reactivates) as a provider would.
 * Only an open checkout that is still current counts; an expired one is marked so and refused,
 * with nothing charged and nothing changed.
 */
export async function completeLocalCheckout(
  ctx: BillingContext,
  principal: Principal,
  /** Whose subscription the checkout makes: the payer's own, or an organisation's they own. */
  holder: Holder,
  id: string,
  outcome: 'pay' | 'decline',
  /** Where the browser goes next: the site as its request sees it (`siteUrl`). */
  site: string,
  /** The base of the mailed link: the site's address for mail (`mailSiteUrl`). */
  mailSite: string,
): Promise<{ url: string }> {
  const teamPath = await teamPathOf(ctx, holder);
  const result = await ctx.database.db.transaction(async (tx) => {
    // The subscription first, then the checkout: each checkout is answered once, against the
    // subscription as it stands, however many requests come at the same moment.
    const existing = await repository.findSubscriptionOfForUpdate(tx, holder);
    const checkout = await findLocalCheckout(
      tx,
      scopeOf(principal, 'edit', 'checkout'),
      holder,
      id,
      true,
    );
    if (!checkout || (checkout.status !== 'open' && checkout.status !== 'expired')) {
      return { refused: 'not_found' as const };
    }
    if (await isExpired(tx, checkout, existing)) {
      await setLocalCheckoutStatus(tx, checkout.id, 'expired');
      return { refused: 'expired' as const };
    }
    await setLocalCheckoutStatus(tx, checkout.id, outcome === 'pay' ? 'paid' : 'declined');
    if (outcome === 'decline') return { url: `${site}/payment-failure` };

    const now = new Date();
    const base = {
      provider: 'local',
      providerCustomerId:
        existing?.providerCustomerId ?? `cus_local_${randomBytes(8).toString('hex')}`,
      providerSubscriptionId: `sub_local_${randomBytes(8).toString('hex')}`,
      cardAllocation: checkout.quantity,
      canceledAt: null,
      endedAt: null,
      cancelAtPeriodEnd: false,
      failNextRenewal: false,
    };
    const trial = checkout.kind === 'trial' && !existing;
    const trialEnd = trialEndFrom(now);
    await storeProviderValues(
      ctx,
      tx,
      holder,
      existing,
      trial
        ? {
            ...base,
            status: 'trialing',
            trialEnd,
            currentPeriodStart: now,
            currentPeriodEnd: trialEnd,
          }
        : {
            ...base,
            status: 'active',
            trialEnd: null,
            currentPeriodStart: now,
            currentPeriodEnd: addMonths(now, 12),
          },
    );
    // docs/product.md#billing-mails: queued with the change, so both happen or neither.
    if (trial) {
      await enqueueTrialStarted(
        ctx,
        tx,
        holder,
        { cardAllocation: checkout.quantity, trialEnd },
        mailSite,
      );
    } else {
      await enqueueReceipt(
        ctx,
        tx,
        holder,
        {
          amount: priceQuote(checkout.quantity, ctx.config.billing.unitPrice).total,
          currency: ctx.config.billing.currency,
          paidAt: now,
          cards: checkout.quantity,
          reference: checkout.id,
          periodEnd: addMonths(now, 12),
        },
        mailSite,
      );
    }
    return {
      url: `${site}${teamPath ?? paymentSuccessPath(trial ? 'trial_started' : 'paid')}`,
    };
  });
  if ('refused' in result) throw result.refused === 'expired' ? checkoutExpired() : notFound();
  return result;
}

/** The local portal's 'Update payment method': a past-due renewal is paid and the period renewed. */
export async function updateLocalPaymentMethod(
  ctx: BillingContext,
  holder: Holder,
  /** The base of the receipt's link: the site's address for mail (`mailSiteUrl`). */
  mailSite: string,
) {
  await ctx.database.db.transaction(async (tx) => {
    const subscription = await repository.findSubscriptionOfForUpdate(tx, holder);
    if (!subscription)
      throw new AppError(ERROR_CODES.NO_SUBSCRIPTION, 'You do not have a subscription yet');
    const now = new Date();
    const values =
      subscription.status === 'past_due'
        ? {
            status: 'active' as const,
            currentPeriodStart: now,
            currentPeriodEnd: addMonths(now, 12),
          }
        : {};
    await repository.saveSubscription(
      tx,
      holder,
      { ...repository.valuesOf(subscription), ...values, failNextRenewal: false },
      ctx.config.billing.retentionDays,
    );
    // The overdue renewal was paid: a receipt (docs/product.md#billing-mails).
    if (subscription.status === 'past_due') {
      await enqueueRenewalReceipt(ctx, tx, subscription, now, mailSite);
    }
  });
  return {
    message: await inRequestLanguage(
      'Your payment method was updated.',
      'billing.done.paymentMethodUpdated',
    ),
  };
}

/** The receipt of a renewal the local driver charged: every card of the subscription for a year. */
const enqueueRenewalReceipt = (
  ctx: BillingContext,
  tx: Parameters<typeof repository.saveSubscription>[0],
  subscription: SubscriptionRow,
  now: Date,
  mailSite: string,
) =>
  enqueueReceipt(
    ctx,
    tx,
    holderOf(subscription),
    {
      amount: priceQuote(subscription.cardAllocation, ctx.config.billing.unitPrice).total,
      currency: ctx.config.billing.currency,
      paidAt: now,
      cards: subscription.cardAllocation,
      reference: `${subscription.providerSubscriptionId ?? subscription.id}-${now.getTime()}`,
      periodEnd: addMonths(now, 12),
    },
    mailSite,
  );

/** What happens at the end of a trial or a period, given the subscription and the test flags. */
function advance(row: SubscriptionRow, action: 'end_trial' | 'end_period', now: Date) {
  const values = repository.valuesOf(row);
  const renewed = { currentPeriodStart: now, currentPeriodEnd: addMonths(now, 12) };
  if (action === 'end_trial') {
    if (row.status !== 'trialing')
      throw new AppError(ERROR_CODES.NOT_TRIALING, 'This subscription is not in its trial');
    return row.failNextRenewal
      ? { ...values, status: 'past_due' as const, trialEnd: now, failNextRenewal: false }
      : { ...values, status: 'active' as const, trialEnd: now, ...renewed };
  }
  if (row.status === 'canceled')
    throw new AppError(ERROR_CODES.ALREADY_CANCELED, 'This subscription has already ended');
  if (row.status === 'trialing') return advance(row, 'end_trial', now);
  // Canceled at the period end, or still unpaid after the grace period: the subscription ends.
  if (row.cancelAtPeriodEnd || row.status === 'past_due') {
    return {
      ...values,
      status: 'canceled' as const,
      endedAt: now,
      canceledAt: row.canceledAt ?? now,
    };
  }
  return row.failNextRenewal
    ? { ...values, status: 'past_due' as const, failNextRenewal: false }
    : { ...values, status: 'active' as const, ...renewed };
}

/** The admin-only test clock of the local driver. */
export async function runLocalClock(
  ctx: BillingContext,
  actor: AuditActor,
  target: { email: string } | { orgId: string },
  action: 'end_trial' | 'end_period' | 'fail_next_renewal',
) {
  // A person's subscription by their address, or an organisation's by its id.
  let holder: Holder;
  let name: string;
  if ('email' in target) {
    const userId = await repository.findProfileIdByEmail(ctx.database.db, target.email);
    if (!userId) throw AppError.notFound(`No user has the e-mail ${target.email}`);
    holder = { ownerId: userId };
    name = target.email;
  } else {
    const organisation = await findOrganisation(ctx.database.db, target.orgId);
    if (!organisation) throw AppError.notFound('No such organisation');
    holder = { organisationId: organisation.id };
    name = organisation.name;
  }
  const row = await ctx.database.db.transaction(async (tx) => {
    const subscription = await repository.findSubscriptionOfForUpdate(tx, holder);
    if (!subscription)
      throw new AppError(ERROR_CODES.NO_SUBSCRIPTION, `${name} has no subscription`);
    const now = new Date();
    const values =
      action === 'fail_next_renewal'
        ? { ...repository.valuesOf(subscription), failNextRenewal: true }
        : advance(subscription, action, now);
    // A trial that ends paid, or a period renewed: the card charge went through.
    const charged =
      action !== 'fail_next_renewal' &&
      values.status === 'active' &&
      values.currentPeriodStart?.getTime() === now.getTime();
    // The receipt goes to the subscriber, not to the admin whose request this is.
    if (charged) await enqueueRenewalReceipt(ctx, tx, subscription, now, ctx.config.publicUrl);
    await recordAudit(tx, actor, {
      action: 'billing.test_clock',
      targetType: 'subscription',
      targetId: subscription.id,
      details: { ...target, clockAction: action },
    });
    return repository.saveSubscription(tx, holder, values, ctx.config.billing.retentionDays);
  });
  const messages = {
    fail_next_renewal: `The next renewal of ${name} will fail.`,
    end_trial: `The trial of ${name} has ended: the subscription is ${row.status.replace('_', ' ')}.`,
    end_period: `The billing period of ${name} has ended: the subscription is ${row.status.replace('_', ' ')}.`,
  };
  return { message: messages[action] };
}
