import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authUsers, profiles, supportRequests, type SupportRequestRow } from '../../db/schema';
import { offsetOf, searchColumns } from '../../lib/sql-search';
import { ownedBy, within } from '../access';

export type NewSupportRequest = typeof supportRequests.$inferInsert;

export async function insertSupportRequest(
  db: Database,
  values: NewSupportRequest,
): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(values).returning();
  if (!row) throw new Error('support request insert returned nothing');
  return row;
}

/**
 * Marks the request behind a token submitted, once: only the first caller while the link is
 * valid gets the row back, however many confirm at the same moment.
 */
export async function confirmSupportRequest(
  db: Database,
  tokenHash: string,
): Promise<SupportRequestRow | undefined> {
  const [row] = await db
    .update(supportRequests)
    .set({ status: 'submitted', confirmedAt: sql`now()` })
    .where(
      and(
        eq(supportRequests.confirmTokenHash, tokenHash),
        isNull(supportRequests.confirmedAt),
        sql`${supportRequests.confirmExpiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}

export async function findByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<SupportRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.confirmTokenHash, tokenHash));
  return row;
}

export async function findSupportRequest(
  db: Database,
  id: string,
): Promise<SupportRequestRow | undefined> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row;
}

/** Newest first, searched (case-insensitively) in the sender, the subject and the body. */
export async function listSupportRequests(
  db: Database,
  query: { page: number; pageSize: number; search: string },
): Promise<{ rows: SupportRequestRow[]; total: number }> {
  const where = searchColumns(query.search, [
    supportRequests.email,
    supportRequests.subject,
    supportRequests.body,
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ value: count() }).from(supportRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Deletes visitors' requests never confirmed within `olderThanSeconds` of being sent, claimed
 * with SKIP LOCKED so instances running this at once never fight; returns them for their files.
 */
export async function deleteUnconfirmedRequests(
  db: Database,
  olderThanSeconds: number,
  limit: number,
): Promise<SupportRequestRow[]> {
  const due = db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.status, 'awaiting_confirmation'),
        lt(supportRequests.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.delete(supportRequests).where(inArray(supportRequests.id, due)).returning();
}

/** The addresses of the accounts made admins in the database (the console or the CLI). */
export async function listAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: authUsers.email })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.id))
    .where(eq(profiles.isAdmin, true));
  return rows.map((row) => row.email);
}

/** Deletes every request sent by the user or from their address (any letter case); returns them. */
export async function deleteRequestsOf(
  db: Database,
  user: { id: string; email: string },
): Promise<SupportRequestRow[]> {
  return db
    .delete(supportRequests)
    .where(
      or(
        within(supportRequests, ownedBy(user.id)),
        sql`lower(${supportRequests.email}) = ${user.email.toLowerCase()}`,
      ),
    )
    .returning();
}
