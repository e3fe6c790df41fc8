import {
  RECONCILED_FIELDS,
  type AdminSubscription,
  type ReconcileResult,
  type SubscriptionStats,
  type grantSubscriptionBodySchema,
  type updateSubscriptionBodySchema,
} from '../../../shared/admin';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import { holderOf } from '../access';
import * as repository from './repository';
import type { BillingContext } from './context';
import {
  addMonths,
  cancelSubscription,
  providerValues,
  saveProviderState,
  trialEndFrom,
} from './service';
import { ERROR_CODES } from '../../../shared/error-codes';
import { inRequestLanguage } from '../../lib/request-words';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The Subscriptions screen's rows (docs/product.md#data-admin), newest first, with card counts. */
export async function listSubscriptions(ctx: BillingContext): Promise<AdminSubscription[]> {
  const rows = await repository.listSubscriptionsWithUsers(ctx.database.db);
  // A person's subscription is named by its user, an organisation's by the organisation.
  return rows.map(({ subscription, email, fullName, name, organisationName, cardCount }) => ({
    id: subscription.id,
    user_id: subscription.userId ?? '',
    user_name: subscription.userId === null ? '' : (fullName ?? name ?? ''),
    user_email: email ?? '',
    organisation_id: subscription.organizationId,
    organisation_name: subscription.organizationId === null ? null : (organisationName ?? ''),
    status: subscription.status,
    provider: subscription.provider,
    provider_subscription_id: subscription.providerSubscriptionId,
    card_allocation: subscription.cardAllocation,
    current_card_count: cardCount,
    trial_end: iso(subscription.trialEnd),
    current_period_start: iso(subscription.currentPeriodStart),
    current_period_end: iso(subscription.currentPeriodEnd),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: iso(subscription.canceledAt),
    ended_at: iso(subscription.endedAt),
    created_at: subscription.createdAt.toISOString(),
  }));
}

/**
 * The Subscriptions screen's figures. Cards allocated counts every subscription that still gives
 * access (trialing, active, past due); the annual recurring revenue counts active, paid
 * subscriptions that will renew (not complimentary, not ending at the period end).
 */
export async function subscriptionStats(ctx: BillingContext): Promise<SubscriptionStats> {
  const groups = await repository.countSubscriptionGroups(ctx.database.db);
  const byStatus = { trialing: 0, active: 0, past_due: 0, canceled: 0 };
  let cardsAllocated = 0;
  let renewingCards = 0;
  for (const group of groups) {
    byStatus[group.status] += group.total;
    if (group.status !== 'canceled') cardsAllocated += group.cards;
    if (group.status === 'active' && group.provider !== 'complimentary' && !group.ending) {
      renewingCards += group.cards;
    }
  }
  const unitPrice = ctx.config.billing.unitPrice;
  return {
    total: groups.reduce((total, group) => total + group.total, 0),
    byStatus,
    cardsAllocated,
    unitPrice,
    currency: ctx.config.billing.currency,
    annualRecurringRevenue: Math.round(renewingCards * unitPrice * 100) / 100,
  };
}

async function subscriptionById(db: Database, id: string, lock = false) {
  const row = await repository.findSubscriptionById(db, id, lock);
  if (!row) throw AppError.notFound('Subscription not found');
  return row;
}

const belowCardCount = (allocation: number, created: number) =>
  new AppError(
    ERROR_CODES.BELOW_CARD_COUNT,
    `The allocation (${allocation}) cannot be below the ${created} cards this user already has`,
  );

/** Add Subscription: a complimentary subscription for a year, found by the user's e-mail. */
export async function grantSubscriptionAsAdmin(
  ctx: BillingContext,
  actor: AuditActor,
  body: z.infer<typeof grantSubscriptionBodySchema>,
): Promise<{ message: string }> {
  const db = ctx.database.db;
  const user = await repository.findAccountByEmail(db, body.email);
  if (!user) throw AppError.notFound(`No account found with the address ${body.email}`);
  await db.transaction(async (tx) => {
    const existing = await repository.findSubscriptionForUpdate(tx, user.id);
    if (existing && existing.provider !== 'complimentary' && existing.status !== 'canceled') {
      throw new AppError(
        ERROR_CODES.HAS_SUBSCRIPTION,
        `${user.email} already has a ${existing.status} ${existing.provider} subscription; edit it instead`,
      );
    }
    const created = await repository.countCardsOfUser(tx, user.id);
    if (body.cardAllocation < created) throw belowCardCount(body.cardAllocation, created);
    await saveGrant(tx, actor, user, body.cardAllocation);
  });
  return {
    message: await inRequestLanguage(
      `${user.email} now has a complimentary subscription with ${body.cardAllocation} cards`,
      'admin.done.granted',
      { email: user.email, cards: body.cardAllocation },
    ),
  };
}

/** The dates a status needs when an admin moves a subscription into it. */
function valuesForStatus(row: SubscriptionRow, status: SubscriptionRow['status'], now: Date) {
  const values = { ...repository.valuesOf(row), status };
  if (status === row.status) return values;
  switch (status) {
    case 'canceled':
      return {
        ...values,
        cancelAtPeriodEnd: false,
        canceledAt: row.canceledAt ?? now,
        endedAt: row.endedAt ?? now,
      };
    case 'active': {
      const periodOver = !row.currentPeriodEnd || row.currentPeriodEnd <= now;
      return {
        ...values,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        ...(periodOver ? { currentPeriodStart: now, currentPeriodEnd: addMonths(now, 12) } : {}),
      };
    }
    case 'trialing': {
      const trialEnd = row.trialEnd && row.trialEnd > now ? row.trialEnd : trialEndFrom(now);
      return {
        ...values,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        trialEnd,
        currentPeriodStart: row.currentPeriodStart ?? now,
        currentPeriodEnd: trialEnd,
      };
    }
    case 'past_due':
      return { ...values, endedAt: null };
  }
}

/**
 * Edit: the allocation and the status. A payment provider's subscription takes the new allocation
 * at the provider too; its status follows the provider (Cancel or Reconcile change it), so only
 * local and complimentary subscriptions take a status from here.
 */
export async function updateSubscriptionAsAdmin(
  ctx: BillingContext,
  actor: AuditActor,
  body: z.infer<typeof updateSubscriptionBodySchema>,
): Promise<{ message: string }> {
  await ctx.database.db.transaction(async (tx) => {
    const row = await subscriptionById(tx, body.id, true);
    const created = await repository.countCardsHeldBy(tx, holderOf(row));
    if (body.cardAllocation < created) throw belowCardCount(body.cardAllocation, created);
    const ownStatus = row.provider === 'complimentary' || row.provider === 'local';
    if (!ownStatus && body.status !== row.status) {
      throw new AppError(
        ERROR_CODES.STATUS_FROM_PROVIDER,
        `The status of a ${row.provider} subscription follows ${row.provider}: use Cancel, or Reconcile to read it again`,
      );
    }
    const live = row.status === 'trialing' || row.status === 'active';
    if (row.provider === ctx.billing.name && live && body.cardAllocation !== row.cardAllocation) {
      await ctx.billing.updateQuantity(row, body.cardAllocation);
    }
    await repository.saveSubscription(
      tx,
      holderOf(row),
      { ...valuesForStatus(row, body.status, new Date()), cardAllocation: body.cardAllocation },
      ctx.config.billing.retentionDays,
    );
    await recordAudit(tx, actor, {
      action: 'subscription.update',
      targetType: 'subscription',
      targetId: row.id,
      details: {
        userId: row.userId,
        from: { status: row.status, cardAllocation: row.cardAllocation },
        to: { status: body.status, cardAllocation: body.cardAllocation },
      },
    });
  });
  return {
    message: await inRequestLanguage('Subscription updated', 'admin.done.subscriptionUpdated'),
  };
}

/** Cancel, as the user's own Cancel does: a trial ends now, an active one at the period end. */
export async function cancelSubscriptionAsAdmin(
  ctx: BillingContext,
  actor: AuditActor,
  id: string,
): Promise<{ message: string }> {
  const row = await subscriptionById(ctx.database.db, id);
  const result = await cancelSubscription(ctx, holderOf(row));
  await recordAudit(ctx.database.db, actor, {
    action: 'subscription.cancel',
    targetType: 'subscription',
    targetId: row.id,
    details: { userId: row.userId, status: row.status },
  });
  return {
    ...result,
    message: await inRequestLanguage(result.message, 'admin.done.subscriptionCanceled'),
  };
}

const comparable = (value: Date | string | number | boolean | null | undefined) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

/** The fields where what the provider reports differs from the row we hold. */
function differences(row: SubscriptionRow, reported: repository.SubscriptionValues) {
  return RECONCILED_FIELDS.flatMap((field) => {
    const from = comparable(row[field]);
    const to = comparable(reported[field] as Date | string | number | boolean | null | undefined);
    return from === to ? [] : [{ field, from, to }];
  });
}

/**
 * Re-reads every subscription of the configured provider; stores and reports only what differs
 * from our rows, so an admin sees exactly what changed (or that nothing did).
 */
export async function reconcileSubscriptions(
  ctx: BillingContext,
  actor?: AuditActor,
): Promise<ReconcileResult> {
  const rows = await repository.listSubscriptionsOf(ctx.database.db, ctx.billing.name);
  const changes: ReconcileResult['changes'] = [];
  let failed = 0;
  for (const { subscription: row, email } of rows) {
    try {
      const state = await ctx.billing.fetchSubscription(row);
      if (!state) continue;
      const fields = differences(row, providerValues(ctx, state));
      if (fields.length === 0) continue;
      await saveProviderState(ctx, holderOf(row), state);
      changes.push({ subscriptionId: row.id, userEmail: email, fields });
    } catch (err) {
      failed += 1;
      ctx.log.warn({ err, subscription: row.id }, 'reconcile: could not read a subscription');
    }
  }
  const result = { checked: rows.length, updated: changes.length, failed, changes };
  if (actor) {
    await recordAudit(ctx.database.db, actor, {
      action: 'subscription.reconcile',
      targetType: 'billing',
      targetId: ctx.billing.name,
      details: result,
    });
  }
  return result;
}

/** A complimentary subscription for a year and its audit record, in the transaction `tx`. */
async function saveGrant(
  tx: Database,
  actor: AuditActor,
  user: { id: string; email: string },
  cardAllocation: number,
): Promise<void> {
  await repository.saveComplimentarySubscription(tx, user.id, cardAllocation);
  await recordAudit(tx, actor, {
    action: 'subscription.grant',
    targetType: 'user',
    targetId: user.id,
    details: { email: user.email, cardAllocation },
  });
}

/**
 * The CLI's `subscription grant`: a complimentary subscription of `cardAllocation` cards for a
 * year, replacing whatever the user had.
 */
export async function grantComplimentarySubscription(
  db: Database,
  actor: AuditActor,
  user: { id: string; email: string },
  cardAllocation: number,
): Promise<void> {
  await db.transaction((tx) => saveGrant(tx, actor, user, cardAllocation));
}
