import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAccounts, profiles, type ProfileRow } from '../../db/schema';

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

export async function updateProfile(
  db: Database,
  userId: string,
  values: Partial<
    Pick<
      ProfileRow,
      'fullName' | 'bio' | 'company' | 'jobTitle' | 'location' | 'phone' | 'profileImageKey'
    >
  >,
): Promise<ProfileRow> {
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw new Error(`profile ${userId} vanished during update`);
  return row;
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
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')))
    .limit(1);
  return Boolean(row);
}
