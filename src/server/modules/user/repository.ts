import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminUserFilters } from '../../../shared/admin';
import type { Database } from '../../db/client';
import {
  authAccounts,
  authUsers,
  cards,
  profiles,
  subscriptions,
  type ProfileRow,
} from '../../db/schema';
import { offsetOf, searchColumns } from '../../lib/sql-search';
import { ownedBy, within } from '../access';

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

export async function findProfileByEmail(
  db: Database,
  email: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`);
  return row;
}

/** Inserts the profile unless one exists; returns undefined when it already did. */
export async function insertProfile(
  db: Database,
  values: { id: string; fullName: string; email: string },
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .insert(profiles)
    .values({ ...values, termsAcceptedAt: sql`now()` })
    .onConflictDoNothing({ target: profiles.id })
    .returning();
  return row;
}

/**
 * Saves the owner's change if the profile is still at `version`, and moves it to the next one:
 * compare and set in one statement (docs/product.md#edit-conflicts). Undefined when the profile is
 * gone or at another version.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  version: number,
  values: Partial<
    Pick<
      ProfileRow,
      'fullName' | 'bio' | 'company' | 'jobTitle' | 'location' | 'phone' | 'profileImageKey'
    >
  >,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ ...values, version: sql`${profiles.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, userId), eq(profiles.version, version)))
    .returning();
  return row;
}

/** The language menu's choice: not an edit of the profile's fields, so its version stays. */
export async function setProfileLanguage(
  db: Database,
  userId: string,
  language: string,
): Promise<void> {
  await db
    .update(profiles)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}

export async function setAdmin(db: Database, userId: string, isAdmin: boolean): Promise<void> {
  await db
    .update(profiles)
    .set({ isAdmin, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}

/** True when the user can sign in with a password (better-auth's 'credential' account). */
export async function hasPasswordAccount(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(within(authAccounts, ownedBy(userId)), eq(authAccounts.providerId, 'credential')))
    .limit(1);
  return Boolean(row);
}

/* ---------- the admin console's Users screen ---------- */

export interface UserListQuery {
  page: number;
  pageSize: number;
  search: string;
  filters: AdminUserFilters;
}

/** Admin through the ADMIN_EMAILS setting or the profile's flag. */
function adminCondition(emails: readonly string[]): SQL {
  const byFlag = sql`coalesce(${profiles.isAdmin}, false)`;
  return emails.length
    ? (or(byFlag, inArray(sql`lower(${authUsers.email})`, [...emails])) as SQL)
    : byFlag;
}

function conditionsOf(query: UserListQuery, adminEmails: readonly string[]): SQL | undefined {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    searchColumns(query.search, [profiles.fullName, authUsers.name, authUsers.email]),
  ];
  if (filters.isAdmin !== undefined) {
    conditions.push(
      filters.isAdmin ? adminCondition(adminEmails) : not(adminCondition(adminEmails)),
    );
  }
  if (filters.verified !== undefined) {
    conditions.push(eq(authUsers.emailVerified, filters.verified));
  }
  if (filters.hasSubscription !== undefined) {
    conditions.push(
      filters.hasSubscription ? isNotNull(subscriptions.id) : isNull(subscriptions.id),
    );
  }
  if (filters.subscriptionStatus) {
    conditions.push(eq(subscriptions.status, filters.subscriptionStatus));
  }
  return and(...conditions);
}

/**
 * A page of accounts, newest first, each with its profile and subscription, and how many match;
 * `adminEmails` (lower case) are admins through ADMIN_EMAILS, for the role filter.
 */
export async function listAccounts(
  db: Database,
  query: UserListQuery,
  adminEmails: readonly string[],
) {
  const where = conditionsOf(query, adminEmails);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: authUsers, profile: profiles, subscription: subscriptions })
      .from(authUsers)
      .leftJoin(profiles, eq(profiles.id, authUsers.id))
      .leftJoin(subscriptions, eq(subscriptions.userId, authUsers.id))
      .where(where)
      .orderBy(desc(authUsers.createdAt), desc(authUsers.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db
      .select({ value: count() })
      .from(authUsers)
      .leftJoin(profiles, eq(profiles.id, authUsers.id))
      .leftJoin(subscriptions, eq(subscriptions.userId, authUsers.id))
      .where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/** The cards of these users (id, name, title), oldest first. */
export async function listCardsOfUsers(db: Database, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({ id: cards.id, userId: cards.userId, fullName: cards.fullName, title: cards.title })
    .from(cards)
    .where(inArray(cards.userId, userIds))
    .orderBy(cards.createdAt);
}

/** The account's address and, once it has one, its profile's id and admin flag. */
export async function findAccountWithProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ email: authUsers.email, profileId: profiles.id, isAdmin: profiles.isAdmin })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.id, userId));
  return row;
}
