import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { profiles, subscriptions, type SubscriptionRow } from '../../../src/server/db/schema';

/*
 * What a test grants a user straight in the app's database, in any layer: the API files pass
 * their test app's database (`t.database.db`), the browser journeys one opened on the e2e
 * server's PostgreSQL (`tests/support/e2e/fixtures.ts`).
 */

type GrantOptions = { cards?: number; status?: SubscriptionRow['status'] };

/**
 * Gives a person or an organisation a subscription row directly, standing in for a checkout until
 * the test is about billing itself. Upserts, so a test can change the status or allocation of an
 * existing one.
 */
async function grant(
  db: Database,
  holder: { userId: string } | { organizationId: string },
  options: GrantOptions,
): Promise<void> {
  const values = {
    ...holder,
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
      target: 'userId' in holder ? subscriptions.userId : subscriptions.organizationId,
      set: { status: values.status, cardAllocation: values.cardAllocation },
    });
}

/** A person's subscription (see `grant`). */
export const grantSubscription = (db: Database, userId: string, options: GrantOptions = {}) =>
  grant(db, { userId }, options);

/** An organisation's subscription (see `grant`). */
export const grantOrganisationSubscription = (
  db: Database,
  organisationId: string,
  options: GrantOptions = {},
) => grant(db, { organizationId: organisationId }, options);

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
