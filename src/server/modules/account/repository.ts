import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAccounts, authSessions, authUsers, profiles, type ProfileRow } from '../../db/schema';
import { ownedBy, within } from '../access';

/** `value` matched literally by LIKE. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An account as the export and the deletion read it: no password hash, no token. */
export interface AccountRecord {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  /** `password`, or the provider ids it signs in with. */
  signInMethods: string[];
}

export async function findAccount(
  db: Database,
  userId: string,
): Promise<{ account: AccountRecord; profile: ProfileRow | undefined } | undefined> {
  const [row] = await db
    .select({ user: authUsers, profile: profiles })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.id, userId));
  if (!row) return undefined;
  const methods = await db
    .select({ providerId: authAccounts.providerId })
    .from(authAccounts)
    .where(within(authAccounts, ownedBy(userId)));
  const { id, name, email, emailVerified, createdAt } = row.user;
  return {
    account: {
      id,
      name,
      email,
      emailVerified,
      createdAt,
      signInMethods: methods.map((m) =>
        m.providerId === 'credential' ? 'password' : m.providerId,
      ),
    },
    profile: row.profile ?? undefined,
  };
}

/** The user's sign-in sessions as the export shows them: never a token, nor the id. */
export async function listSessionsOfUser(db: Database, userId: string) {
  return db
    .select({
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(within(authSessions, ownedBy(userId)))
    .orderBy(asc(authSessions.createdAt), asc(authSessions.id));
}

/**
 * Deletes the account. Every table that belongs to a user or to a card references `auth_users`
 * or `cards` with ON DELETE CASCADE (profile, sessions, sign-in methods, subscription, checkouts,
 * cards and their figures, and any table added later under the same rule: docs/product.md#rules-new-data), so one
 * statement removes them all. What follows covers the tables that name a person without such a
 * key: mail waiting or sent to the address, rate-limit windows keyed by it, verification rows and
 * payment events. The audit log is left as it is: its entries are never updated or deleted, and
 * keep naming whoever acted and whatever was acted on (docs/decisions/0022-audit-log-append-only.md).
 * Runs inside the deletion's transaction.
 */
export async function deleteAccountRows(
  tx: Database,
  account: { id: string; email: string; mailbox: string },
): Promise<boolean> {
  const email = account.email.toLowerCase();
  // The address as a whole word: `ada@example.com` is not in `bada@example.com`.
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const wholeAddress = `(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9]))`;
  const contains = (column: SQL) =>
    sql`(${column} ~* ${wholeAddress} or position(${account.id} in ${column}) > 0)`;
  await tx.execute(sql`delete from outbox
    where lower("to") = ${email} or ${contains(sql`"text"`)} or ${contains(sql`coalesce("html", '')`)}
      or ${contains(sql`coalesce("headers"::text, '')`)}`);
  // Limit keys end in `:<mailbox>` (limits.ts: one inbox however it is spelt) or `:<user id>`.
  await tx.execute(sql`delete from rate_limits
    where "key" like ${`%:${likeEscaped(account.mailbox)}`}
      or lower("key") like ${`%:${likeEscaped(email)}`}
      or "key" like ${`%:${likeEscaped(account.id)}`}`);
  await tx.execute(sql`delete from auth_verifications
    where value = ${account.id} or ${contains(sql`identifier`)} or ${contains(sql`value`)}`);
  await tx.execute(sql`update billing_events set payload = '{}'::jsonb
    where ${contains(sql`payload::text`)}`);
  const deleted = await tx
    .delete(authUsers)
    .where(eq(authUsers.id, account.id))
    .returning({ id: authUsers.id });
  return deleted.length > 0;
}
