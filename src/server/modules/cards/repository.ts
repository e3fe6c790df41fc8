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
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(cards)
      .where(eq(cards.userId, userId))
      .orderBy(desc(cards.createdAt), desc(cards.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(cards).where(eq(cards.userId, userId)),
  ]);
  return { items, totalCount: total?.value ?? 0 };
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
