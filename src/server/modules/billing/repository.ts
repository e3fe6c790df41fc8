import { and, count, desc, eq, isNull, or, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  authOrganizations,
  authUsers,
  billingEvents,
  cards,
  profiles,
  providerCheckouts,
  subscriptions,
  type SubscriptionRow,
} from '../../db/schema';
import { checkoutsFor, ownedBy, within, type Holder } from '../access';

export type SubscriptionValues = Omit<
  typeof subscriptions.$inferInsert,
  'id' | 'userId' | 'createdAt'
>;

/** The subscription of a person or an organisation (`holder`). */
export async function findSubscriptionOf(
  db: Database,
  holder: Holder,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(within(subscriptions, holder));
  return row;
}

/** The holder's subscription, locked until the transaction `tx` ends. */
export async function findSubscriptionOfForUpdate(
  tx: Database,
  holder: Holder,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(within(subscriptions, holder))
    .for('update');
  return row;
}

/** The user's own subscription (never an organisation's they belong to). */
export const findSubscription = (db: Database, userId: string) =>
  findSubscriptionOf(db, { ownerId: userId });

/** The user's subscription, locked until the transaction `tx` ends. */
export const findSubscriptionForUpdate = (tx: Database, userId: string) =>
  findSubscriptionOfForUpdate(tx, { ownerId: userId });

/** A subscription by its own id (the admin console's), locked in `tx` when `lock` is set. */
export async function findSubscriptionById(
  db: Database,
  id: string,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Every subscription a provider bills (`provider` is its name), named by its user's address or
 * its organisation's name.
 */
export async function listSubscriptionsOf(
  db: Database,
  provider: string,
): Promise<{ subscription: SubscriptionRow; email: string }[]> {
  const rows = await db
    .select({
      subscription: subscriptions,
      email: authUsers.email,
      organisationName: authOrganizations.name,
    })
    .from(subscriptions)
    .leftJoin(authUsers, eq(authUsers.id, subscriptions.userId))
    .leftJoin(authOrganizations, eq(authOrganizations.id, subscriptions.organizationId))
    .where(eq(subscriptions.provider, provider));
  return rows.map(({ subscription, email, organisationName }) => ({
    subscription,
    email: email ?? organisationName ?? '',
  }));
}

/**
 * Writes the user's one subscription and keeps their cards in step
 * (docs/product.md#server-rules-cancel-retention): when it has ended, every card is scheduled for
 * deletion `retentionDays` after the end; while it is trialing or active, nothing is scheduled.
 */
export async function saveSubscription(
  tx: Database,
  holder: Holder,
  values: SubscriptionValues,
  retentionDays: number,
): Promise<SubscriptionRow> {
  const person = 'ownerId' in holder;
  const [row] = await tx
    .insert(subscriptions)
    .values({
      ...values,
      userId: person ? holder.ownerId : null,
      organizationId: person ? null : holder.organisationId,
    })
    .onConflictDoUpdate({
      target: person ? subscriptions.userId : subscriptions.organizationId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  if (row.status === 'canceled' && row.endedAt) {
    await tx
      .update(cards)
      .set({
        deleteOn: sql`${row.endedAt.toISOString()}::timestamptz + make_interval(days => ${retentionDays})`,
      })
      .where(within(cards, holder));
  } else if (row.status === 'trialing' || row.status === 'active') {
    await tx.update(cards).set({ deleteOn: null }).where(within(cards, holder));
  }
  return row;
}

/**
 * An active subscription no payment provider knows about (provider 'complimentary') for a year,
 * replacing any other; scheduled deletions are cleared, as a reactivation does.
 */
export async function saveComplimentarySubscription(
  tx: Database,
  userId: string,
  cardAllocation: number,
): Promise<void> {
  const values = {
    userId,
    provider: 'complimentary',
    status: 'active' as const,
    cardAllocation,
    currentPeriodStart: sql`now()`,
    currentPeriodEnd: sql`now() + interval '1 year'`,
  };
  await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...values, canceledAt: null, endedAt: null, trialEnd: null, updatedAt: sql`now()` },
    });
  await tx
    .update(cards)
    .set({ deleteOn: null })
    .where(within(cards, ownedBy(userId)));
}

/** A row's writable values, to save it back with a few changes. */
export function valuesOf(row: SubscriptionRow): SubscriptionValues {
  const { id: _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...values } = row;
  return values;
}

/* ---------- the cards a subscription allocates ---------- */

/** How many cards the holder has: a person's own, or an organisation's (assigned or not). */
export async function countCardsHeldBy(tx: Database, holder: Holder): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(cards).where(within(cards, holder));
  return row?.value ?? 0;
}

/** How many cards of their own the user has (an organisation's cards are never theirs). */
export const countCardsOfUser = (tx: Database, userId: string) =>
  countCardsHeldBy(tx, { ownerId: userId });

/** The ids of the holder's cards, newest first. */
export async function cardIdsHeldBy(db: Database, holder: Holder): Promise<string[]> {
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(within(cards, holder))
    .orderBy(desc(cards.createdAt));
  return rows.map((row) => row.id);
}

/* ---------- accounts, as the admin console and the test clock name them ---------- */

/** The account with this address (any letter case), with or without a profile. */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<{ id: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: authUsers.id, email: authUsers.email })
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`);
  return row;
}

/** The user whose completed profile has this address (any letter case). */
export async function findProfileIdByEmail(
  db: Database,
  email: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`);
  return row?.id;
}

export async function findAccountEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return row?.email;
}

/* ---------- the admin console's Subscriptions screen ---------- */

/**
 * Every subscription with its holder (a user, or an organisation) and the cards it holds, newest
 * first.
 */
export async function listSubscriptionsWithUsers(db: Database) {
  const personCards = db
    .select({ userId: cards.userId, total: count().as('total') })
    .from(cards)
    .groupBy(cards.userId)
    .as('person_cards');
  const organisationCards = db
    .select({ organizationId: cards.organizationId, total: count().as('org_total') })
    .from(cards)
    .groupBy(cards.organizationId)
    .as('organisation_cards');
  return db
    .select({
      subscription: subscriptions,
      email: authUsers.email,
      fullName: profiles.fullName,
      name: authUsers.name,
      organisationName: authOrganizations.name,
      cardCount: sql<number>`coalesce(${personCards.total}, ${organisationCards.total}, 0)`.mapWith(
        Number,
      ),
    })
    .from(subscriptions)
    .leftJoin(authUsers, eq(authUsers.id, subscriptions.userId))
    .leftJoin(profiles, eq(profiles.id, subscriptions.userId))
    .leftJoin(authOrganizations, eq(authOrganizations.id, subscriptions.organizationId))
    .leftJoin(personCards, eq(personCards.userId, subscriptions.userId))
    .leftJoin(organisationCards, eq(organisationCards.organizationId, subscriptions.organizationId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** Subscriptions and their allocated cards, counted by status, provider and period-end ending. */
export function countSubscriptionGroups(db: Database) {
  return db
    .select({
      status: subscriptions.status,
      provider: subscriptions.provider,
      ending: subscriptions.cancelAtPeriodEnd,
      total: count(),
      cards: sum(subscriptions.cardAllocation).mapWith(Number),
    })
    .from(subscriptions)
    .groupBy(subscriptions.status, subscriptions.provider, subscriptions.cancelAtPeriodEnd);
}

/* ---------- checkout sessions: the local driver's and those created at a provider ---------- */

/** The columns of a checkout table (or an alias of one) that say whose subscription it makes. */
interface CheckoutHolderColumns {
  userId: AnyColumn;
  organizationId: AnyColumn;
}

/** Whose subscription a checkout makes: its organisation's, or else its opener's. */
export const checkoutHolder = (row: { userId: string; organizationId: string | null }): Holder =>
  row.organizationId === null ? { ownerId: row.userId } : { organisationId: row.organizationId };

/**
 * Another checkout for the same subscription as `row`: the same organisation, or, for a person's
 * own, the same person and no organisation.
 */
export const sameHolder = (other: CheckoutHolderColumns, row: CheckoutHolderColumns): SQL =>
  or(
    eq(other.organizationId, row.organizationId),
    and(isNull(other.organizationId), isNull(row.organizationId), eq(other.userId, row.userId)),
  ) ?? sql`false`;

/** A checkout session created at the provider by `userId`, for `organizationId` if set. */
export async function recordProviderCheckout(
  db: Database,
  checkout: {
    id: string;
    provider: string;
    userId: string;
    organizationId: string | null;
    basis: string;
  },
): Promise<void> {
  await db.insert(providerCheckouts).values(checkout);
}

export type ProviderCheckoutRow = typeof providerCheckouts.$inferSelect;

/** A recorded checkout session, locked until the transaction `db` ends when `lock` is set. */
export async function findProviderCheckout(
  db: Database,
  provider: string,
  id: string,
  lock = false,
): Promise<ProviderCheckoutRow | undefined> {
  const query = db
    .select()
    .from(providerCheckouts)
    .where(and(eq(providerCheckouts.provider, provider), eq(providerCheckouts.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

type CheckoutColumns = { createdAt: AnyColumn; id: AnyColumn };

/**
 * `newer` was made after `row`: compared in the database at its own time precision, the id
 * ordering two made at the same instant.
 */
export const madeAfter = (newer: CheckoutColumns, row: CheckoutColumns) =>
  sql`(${newer.createdAt}, ${newer.id}) > (${row.createdAt}, ${row.id})`;

/**
 * Which sessions: those for a holder's subscription, or (`openedBy`) every session a person
 * opened, for themselves or an organisation (their account is being deleted).
 */
export type CheckoutsOf = Holder | { readonly openedBy: string };

/**
 * The sessions at `provider` that may still be open: neither completed nor expired, and,
 * with `before`, made before that session (so two checkouts started at once never expire each
 * other's newer one).
 */
export async function listOpenProviderCheckouts(
  db: Database,
  provider: string,
  of: CheckoutsOf,
  before?: string,
): Promise<ProviderCheckoutRow[]> {
  const open = and(
    eq(providerCheckouts.provider, provider),
    'openedBy' in of
      ? eq(providerCheckouts.userId, of.openedBy)
      : checkoutsFor(providerCheckouts, of),
    isNull(providerCheckouts.completedAt),
    isNull(providerCheckouts.expiredAt),
    isNull(providerCheckouts.subscriptionId),
  );
  if (!before) return db.select().from(providerCheckouts).where(open);
  const later = alias(providerCheckouts, 'later');
  const rows = await db
    .select({ checkout: providerCheckouts })
    .from(providerCheckouts)
    .innerJoin(later, eq(later.id, before))
    .where(and(open, madeAfter(later, providerCheckouts)));
  return rows.map((row) => row.checkout);
}

/** Whether another session for the same subscription was made at the same provider after `row`. */
export async function hasNewerProviderCheckout(
  db: Database,
  row: ProviderCheckoutRow,
): Promise<boolean> {
  const newer = alias(providerCheckouts, 'newer');
  const [found] = await db
    .select({ id: newer.id })
    .from(newer)
    .innerJoin(providerCheckouts, eq(providerCheckouts.id, row.id))
    .where(
      and(
        eq(newer.provider, row.provider),
        sameHolder(newer, providerCheckouts),
        madeAfter(newer, providerCheckouts),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** The session was expired at the provider: it can no longer be paid. */
export async function markProviderCheckoutExpired(
  db: Database,
  provider: string,
  id: string,
): Promise<void> {
  await db
    .update(providerCheckouts)
    .set({ expiredAt: sql`coalesce(${providerCheckouts.expiredAt}, now())` })
    .where(and(eq(providerCheckouts.provider, provider), eq(providerCheckouts.id, id)));
}

/**
 * The session completed when it was no longer current: it names the subscription it made (which is
 * discarded at the provider) and never binds it.
 */
export async function markProviderCheckoutStale(
  tx: Database,
  provider: string,
  id: string,
  subscriptionId: string,
): Promise<void> {
  await tx
    .update(providerCheckouts)
    .set({ subscriptionId, expiredAt: sql`coalesce(${providerCheckouts.expiredAt}, now())` })
    .where(and(eq(providerCheckouts.provider, provider), eq(providerCheckouts.id, id)));
}

/**
 * Marks the session completed with `subscriptionId`; false when it already completed with another
 * subscription (a session binds one subscription, once). A redelivery of the same completion is
 * accepted again.
 */
export async function completeProviderCheckout(
  tx: Database,
  provider: string,
  id: string,
  subscriptionId: string,
): Promise<boolean> {
  const rows = await tx
    .update(providerCheckouts)
    .set({ subscriptionId, completedAt: sql`coalesce(${providerCheckouts.completedAt}, now())` })
    .where(
      and(
        eq(providerCheckouts.provider, provider),
        eq(providerCheckouts.id, id),
        or(
          isNull(providerCheckouts.subscriptionId),
          eq(providerCheckouts.subscriptionId, subscriptionId),
        ),
      ),
    )
    .returning({ id: providerCheckouts.id });
  return rows.length > 0;
}

/** The subscription row of the provider's subscription `providerSubscriptionId`, if any. */
export async function findByProviderSubscription(
  db: Database,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return row;
}

/* ---------- payment provider events, each handled once ---------- */

export async function hasBillingEvent(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(eq(billingEvents.eventId, eventId));
  return Boolean(row);
}

export async function recordBillingEvent(
  db: Database,
  event: { id: string; type: string; payload: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(billingEvents)
    .values({ eventId: event.id, type: event.type, payload: event.payload })
    .onConflictDoNothing();
}
