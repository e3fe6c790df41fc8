import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authUsers, cards, type CardRow } from '../../db/schema';
import { offsetOf, searchColumns } from '../../lib/sql-search';

export type CardValues = Omit<CardRow, 'createdAt' | 'updatedAt' | 'deleteOn' | 'version'>;

/** A card is public until its scheduled deletion time has passed. */
const stillPublic = or(isNull(cards.deleteOn), gt(cards.deleteOn, sql`now()`));

export async function findOwnedCard(
  db: Database,
  id: string,
  userId: string,
): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.userId, userId)));
  return row;
}

export async function findPublicCard(db: Database, id: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), stillPublic));
  return row;
}

export async function listCardsOfUser(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: CardRow[]; totalCount: number }> {
  // One query: the page, each row carrying how many cards the user has in all (a window is
  // counted before LIMIT and OFFSET apply). On PGlite, where queries run one at a time, a query
  // less is a fifth of this route's time.
  const rows = await db
    .select({ card: cards, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(desc(cards.createdAt), desc(cards.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const first = rows[0];
  if (first) return { items: rows.map((row) => row.card), totalCount: first.totalCount };
  // A page past the end has no row to carry the count.
  return { items: [], totalCount: page === 1 ? 0 : await countCardsOfUser(db, userId) };
}

/** Every card of the user, oldest first (the data export, the account's deletion). */
export function allCardsOfUser(db: Database, userId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(asc(cards.createdAt), asc(cards.id));
}

/** Deletes every card of the user in `tx`; returns them, for their files. */
export function deleteCardsOfUser(tx: Database, userId: string): Promise<CardRow[]> {
  return tx.delete(cards).where(eq(cards.userId, userId)).returning();
}

async function countCardsOfUser(tx: Database, userId: string): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(cards).where(eq(cards.userId, userId));
  return row?.value ?? 0;
}

export async function insertCard(tx: Database, values: CardValues): Promise<CardRow> {
  const [row] = await tx.insert(cards).values(values).returning();
  if (!row) throw new Error('card insert returned nothing');
  return row;
}

/**
 * Saves the owner's change if the card is still at `version`, and moves it to the next version:
 * compare and set in one statement, so of two saves based on one version only the first matches
 * (docs/product.md#edit-conflicts). Undefined when the card is gone or at another version.
 */
export async function updateCard(
  db: Database,
  id: string,
  userId: string,
  version: number,
  values: Partial<CardValues>,
): Promise<CardRow | undefined> {
  const [row] = await db
    .update(cards)
    .set({ ...values, version: sql`${cards.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(cards.id, id), eq(cards.userId, userId), eq(cards.version, version)))
    .returning();
  return row;
}

/** Deletes a card of `userId`, or of anyone when `userId` is null (the admin console). */
export async function deleteCard(
  db: Database,
  id: string,
  userId: string | null,
): Promise<CardRow | undefined> {
  const [row] = await db
    .delete(cards)
    .where(userId === null ? eq(cards.id, id) : and(eq(cards.id, id), eq(cards.userId, userId)))
    .returning();
  return row;
}

/**
 * Deletes up to `limit` cards whose deletion time has passed, claimed with SKIP LOCKED so that
 * instances running this at once never fight over a card; returns them for their files.
 */
export async function deleteExpiredCards(db: Database, limit: number): Promise<CardRow[]> {
  const due = db
    .select({ id: cards.id })
    .from(cards)
    .where(sql`${cards.deleteOn} <= now()`)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.delete(cards).where(inArray(cards.id, due)).returning();
}

/**
 * The admin console's card list: every card with its owner's address, newest first, searched in
 * the card's text and the owner's address; with how many match.
 */
export async function listCardsWithOwners(
  db: Database,
  query: { page: number; pageSize: number; search: string },
): Promise<{ rows: { card: CardRow; ownerEmail: string }[]; totalCount: number }> {
  const where = searchColumns(query.search, [
    cards.id,
    cards.fullName,
    cards.title,
    cards.jobTitle,
    cards.company,
    cards.email,
    cards.location,
    authUsers.email,
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ card: cards, ownerEmail: authUsers.email })
      .from(cards)
      .innerJoin(authUsers, eq(authUsers.id, cards.userId))
      .where(where)
      .orderBy(desc(cards.createdAt), desc(cards.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db
      .select({ value: count() })
      .from(cards)
      .innerJoin(authUsers, eq(authUsers.id, cards.userId))
      .where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}
