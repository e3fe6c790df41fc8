import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards, type CardRow } from '../../db/schema';

export type CardValues = Omit<CardRow, 'createdAt' | 'updatedAt' | 'deleteOn'>;

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
    .offset((page - 1) * pageSize);
  const first = rows[0];
  if (first) return { items: rows.map((row) => row.card), totalCount: first.totalCount };
  // A page past the end has no row to carry the count.
  return { items: [], totalCount: page === 1 ? 0 : await countCardsOfUser(db, userId) };
}

export async function cardIdsOfUser(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(desc(cards.createdAt));
  return rows.map((row) => row.id);
}

export async function countCardsOfUser(tx: Database, userId: string): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(cards).where(eq(cards.userId, userId));
  return row?.value ?? 0;
}

export async function insertCard(tx: Database, values: CardValues): Promise<CardRow> {
  const [row] = await tx.insert(cards).values(values).returning();
  if (!row) throw new Error('card insert returned nothing');
  return row;
}

export async function updateCard(
  db: Database,
  id: string,
  userId: string,
  values: Partial<CardValues>,
): Promise<CardRow | undefined> {
  const [row] = await db
    .update(cards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(cards.id, id), eq(cards.userId, userId)))
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
