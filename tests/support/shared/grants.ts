import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { profiles, subscriptions, type SubscriptionRow } from '../../../src/server/db/schema';

/*
 * What a test grants a user straight in the app's database, in any layer: the API files pass
 * their test app's database (`t.database.db`), the browser journeys one opened on the e2e
 * server's PostgreSQL (`tests/support/e2e/fixtures.ts`).
 */

/**
 * Gives a user a subscription row directly, standing in for a checkout until the test is about
 * billing itself. Upserts, so a test can change the status or allocation of an existing one.
 */
export async function grantSubscription(
  db: Database,
  userId: string,
  options: { cards?: number; status?: SubscriptionRow['status'] } = {},
): Promise<void> {
  const values = {
    userId,
    provider: 'local',
    status: options.status ?? 'trialing',
    cardAllocation: options.cards ?? 3,
    trialEnd: sql`now() + interval '2 months'`,
    currentPeriodStart: sql`now()`,
    currentPeriodEnd: sql`now() + interval '2 months'`,
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { status: values.status, cardAllocation: values.cardAllocation },
    });
}

/** Gives an organisation a subscription row directly, as `grantSubscription` does a person. */
export async function grantOrganisationSubscription(
  db: Database,
  organisationId: string,
  options: { cards?: number; status?: SubscriptionRow['status'] } = {},
): Promise<void> {
  const values = {
    organizationId: organisationId,
    provider: 'local',
    status: options.status ?? 'trialing',
    cardAllocation: options.cards ?? 3,
    trialEnd: sql`now() + interval '2 months'`,
    currentPeriodStart: sql`now()`,
    currentPeriodEnd: sql`now() + interval '2 months'`,
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.organizationId,
      set: { status: values.status, cardAllocation: values.cardAllocation },
    });
}

/**
 * Makes a user an administrator by the profile's flag, the flag `npm run cli -- admin grant`
 * sets (without its audit entry). The user needs a completed profile.
 */
export async function makeAdmin(db: Database, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ isAdmin: true, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}
