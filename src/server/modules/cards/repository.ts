import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authOrganizations, authUsers, cards, profiles, type CardRow } from '../../db/schema';
import { offsetOf, searchColumns } from '../../lib/sql-search';
import { within, type RowScope } from '../access';

export type CardValues = Omit<
  CardRow,
  'createdAt' | 'updatedAt' | 'deleteOn' | 'version' | 'language' | 'translations'
> &
  Partial<Pick<CardRow, 'language' | 'translations'>>;

/** A card is public until its scheduled deletion time has passed. */
const stillPublic = or(isNull(cards.deleteOn), gt(cards.deleteOn, sql`now()`));

/** The card if it is within the scope (the access policy's answer for the caller). */
export async function findCard(
  db: Database,
  id: string,
  scope: RowScope,
): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), within(cards, scope)));
  return row;
}

export async function findPublicCard(db: Database, id: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), stillPublic));
  return row;
}

/** Up to `limit` card ids, any card's (the public page's list of ids there are). */
export async function listCardIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db.select({ id: cards.id }).from(cards).limit(limit);
  return rows.map((row) => row.id);
}

export async function listCards(
  db: Database,
  scope: RowScope,
  page: number,
  pageSize: number,
): Promise<{ items: CardRow[]; totalCount: number }> {
  // One query: the page, each row carrying how many cards the user has in all (a window is
  // counted before LIMIT and OFFSET apply). On PGlite, where queries run one at a time, a query
  // less is a fifth of this route's time.
  const rows = await db
    .select({ card: cards, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(cards)
    .where(within(cards, scope))
    .orderBy(desc(cards.createdAt), desc(cards.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const first = rows[0];
  if (first) return { items: rows.map((row) => row.card), totalCount: first.totalCount };
  // A page past the end has no row to carry the count.
  return { items: [], totalCount: page === 1 ? 0 : await countCards(db, scope) };
}

/** Every card within the scope, oldest first (the data export). */
export function allCards(db: Database, scope: RowScope): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(within(cards, scope))
    .orderBy(asc(cards.createdAt), asc(cards.id));
}

/** Deletes every card within the scope in `tx`; returns them, for their files. */
export function deleteCards(tx: Database, scope: RowScope): Promise<CardRow[]> {
  return tx.delete(cards).where(within(cards, scope)).returning();
}

async function countCards(tx: Database, scope: RowScope): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(cards).where(within(cards, scope));
  return row?.value ?? 0;
}

export async function insertCard(tx: Database, values: CardValues): Promise<CardRow> {
  const [row] = await tx.insert(cards).values(values).returning();
  if (!row) throw new Error('card insert returned nothing');
  return row;
}

/**
 * Replaces a card's languages (docs/product.md#card-languages). Not an edit of the form the
 * editor holds, so its version stays; its update time moves, so every public form is made anew.
 */
export async function setCardLanguages(
  db: Database,
  id: string,
  scope: RowScope,
  values: Pick<CardRow, 'language' | 'translations'>,
): Promise<CardRow | undefined> {
  const [row] = await db
    .update(cards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(cards.id, id), within(cards, scope)))
    .returning();
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
  scope: RowScope,
  version: number,
  values: Partial<CardValues>,
): Promise<CardRow | undefined> {
  const [row] = await db
    .update(cards)
    .set({ ...values, version: sql`${cards.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(cards.id, id), within(cards, scope), eq(cards.version, version)))
    .returning();
  return row;
}

/** Deletes the card if it is within the scope. */
export async function deleteCard(
  db: Database,
  id: string,
  scope: RowScope,
): Promise<CardRow | undefined> {
  const [row] = await db
    .delete(cards)
    .where(and(eq(cards.id, id), within(cards, scope)))
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
 * The admin console's card list: every card with its owner's address (or its organisation's
 * name), newest first, searched in the card's text, the owner's address and the organisation's
 * name; with how many match.
 */
export async function listCardsWithOwners(
  db: Database,
  query: { page: number; pageSize: number; search: string },
): Promise<{
  rows: { card: CardRow; ownerEmail: string | null; organisationName: string | null }[];
  totalCount: number;
}> {
  const where = searchColumns(query.search, [
    cards.id,
    cards.fullName,
    cards.title,
    cards.jobTitle,
    cards.company,
    cards.email,
    cards.location,
    authUsers.email,
    authOrganizations.name,
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        card: cards,
        ownerEmail: authUsers.email,
        organisationName: authOrganizations.name,
      })
      .from(cards)
      .leftJoin(authUsers, eq(authUsers.id, cards.userId))
      .leftJoin(authOrganizations, eq(authOrganizations.id, cards.organizationId))
      .where(where)
      .orderBy(desc(cards.createdAt), desc(cards.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db
      .select({ value: count() })
      .from(cards)
      .leftJoin(authUsers, eq(authUsers.id, cards.userId))
      .leftJoin(authOrganizations, eq(authOrganizations.id, cards.organizationId))
      .where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/**
 * An organisation's cards within the scope, newest first, each with the member it is assigned to
 * (their profile's name, else their account's), a page at a time; `unassigned`: only the cards
 * assigned to no one.
 */
export async function listCardsWithAssignees(
  db: Database,
  scope: RowScope,
  query: { page: number; pageSize: number; unassigned?: boolean | undefined },
): Promise<{
  rows: { card: CardRow; assignee: { userId: string; name: string; email: string } | null }[];
  totalCount: number;
}> {
  const where = and(within(cards, scope), query.unassigned ? isNull(cards.assigneeId) : undefined);
  // The page and the count apart: the page reads only its rows from the organisation's index
  // (a window count would join and sort every card of the organisation first).
  const [rows, [total]] = await Promise.all([
    db
      .select({
        card: cards,
        assigneeEmail: authUsers.email,
        assigneeName: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${authUsers.name})`,
      })
      .from(cards)
      .leftJoin(authUsers, eq(authUsers.id, cards.assigneeId))
      .leftJoin(profiles, eq(profiles.id, cards.assigneeId))
      .where(where)
      .orderBy(desc(cards.createdAt), desc(cards.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ value: count() }).from(cards).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    rows: rows.map(({ card, assigneeEmail, assigneeName }) => ({
      card,
      assignee:
        card.assigneeId && assigneeEmail
          ? { userId: card.assigneeId, name: assigneeName, email: assigneeEmail }
          : null,
    })),
    totalCount,
  };
}

/**
 * Assigns the card, if it is within the scope, to a member or to no one; its content and version
 * stay. Undefined when there is no such card in the scope.
 */
export async function assignCard(
  tx: Database,
  id: string,
  scope: RowScope,
  assigneeId: string | null,
): Promise<CardRow | undefined> {
  const [row] = await tx
    .update(cards)
    .set({ assigneeId, updatedAt: sql`now()` })
    .where(and(eq(cards.id, id), within(cards, scope)))
    .returning();
  return row;
}

/**
 * The organisation's cards by the address of the person each is for: the invitee it waits for,
 * else the member it is assigned to, else the address on the card; lower case. What a bulk import
 * matches its rows by, so the same file twice updates instead of duplicating.
 */
export async function organisationCardKeys(
  db: Database,
  organisationId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      id: cards.id,
      key: sql<string>`lower(coalesce(${cards.inviteeEmail}, ${authUsers.email}, ${cards.email}))`,
    })
    .from(cards)
    .leftJoin(authUsers, eq(authUsers.id, cards.assigneeId))
    .where(within(cards, { organisationId }))
    .orderBy(asc(cards.createdAt));
  const keys = new Map<string, string>();
  for (const row of rows) if (!keys.has(row.key)) keys.set(row.key, row.id);
  return keys;
}
