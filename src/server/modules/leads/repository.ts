/**
 * The leads' SQL (docs/product.md#leads). Every read and write of an owner's leads is scoped by
 * the owner's id, so another user's lead is never found.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { LeadSort } from '../../../shared/leads';
import type { Database } from '../../db/client';
import { authUsers, cards, leads, type LeadRow } from '../../db/schema';
import { offsetOf, searchColumns } from '../../lib/sql-search';
import { within, type RowScope } from '../access';

export type NewLead = Omit<
  typeof leads.$inferInsert,
  'id' | 'ownerNote' | 'followedUp' | 'createdAt' | 'copySentAt'
>;

/** A lead with the name of its card as it is now (its title, else its full name). */
export interface LeadWithCard {
  lead: LeadRow;
  cardName: string;
  /**
   * An organisation's lead: the member its card is assigned to now, as JSON text
   * `{id, name, email}`, or null when it is assigned to no one. Left out by the reads that
   * do not need it.
   */
  member?: string | null;
}

export interface LeadFilter {
  /** Whose leads: the access policy's scope for the caller. */
  scope: RowScope;
  cardId?: string;
  q?: string;
  /** With an organisation's scope: the leads of the cards assigned to this member. */
  assigneeId?: string;
  /** YYYY-MM-DD (UTC), inclusive. */
  from?: string;
  to?: string;
}

const cardName = sql<string>`coalesce(nullif(${cards.title}, ''), ${cards.fullName})`;

/**
 * The lead's card name as a subquery: evaluated for the rows of the page only, after the sort and
 * the limit, where a join would read the cards of every user whenever the planner misjudges
 * (PGlite never gathers statistics). Every lead has its card (deleted with it).
 */
const cardNameOfLead = sql<string>`(${sql.raw(
  `select coalesce(nullif(c.title, ''), c.full_name) from cards c where c.id = leads.card_id`,
)})`;

/**
 * The member the lead's card is assigned to (named as on their profile), as JSON text, for the rows of the page only (as the
 * card's name above); null for a card assigned to no one and for a person's card.
 */
const memberOfLead = sql<string | null>`(${sql.raw(
  `select json_build_object('id', u.id, 'name', coalesce(p.full_name, u.name), 'email', u.email)::text from cards c join auth_users u on u.id = c.assignee_id left join profiles p on p.id = u.id where c.id = leads.card_id`,
)})`;

export async function insertLead(tx: Database, values: NewLead): Promise<LeadRow> {
  const [row] = await tx.insert(leads).values(values).returning();
  if (!row) throw new Error('lead insert returned nothing');
  return row;
}

/** The lead a copy link was mailed for, by the SHA-256 of its token. */
export async function findLeadByCopyToken(
  db: Database,
  tokenHash: string,
): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.copyTokenHash, tokenHash));
  return row;
}

/**
 * Marks the copy behind a token sent, once: only the first caller while the link works gets the
 * lead back, however many follow it at the same moment.
 */
export async function claimLeadCopy(db: Database, tokenHash: string): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set({ copySentAt: sql`now()` })
    .where(
      and(
        eq(leads.copyTokenHash, tokenHash),
        isNull(leads.copySentAt),
        gt(leads.copyExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** The address the owner signs in with, where their lead mails go. */
export async function findAccountEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return row?.email;
}

/**
 * The scope narrowed to one member's cards: an organisation's whole scope becomes that member's;
 * a member's own stays theirs when it is them, and finds nothing when it is someone else.
 */
function memberScope(scope: RowScope, assigneeId: string | undefined): RowScope {
  if (assigneeId === undefined) return scope;
  if (scope === 'any' || scope === 'none' || !('organisationId' in scope)) return 'none';
  if (scope.assigneeId === undefined) return { ...scope, assigneeId };
  return scope.assigneeId === assigneeId ? scope : 'none';
}

function whereOf(filter: LeadFilter): SQL | undefined {
  return and(
    within(leads, memberScope(filter.scope, filter.assigneeId)),
    filter.cardId === undefined ? undefined : eq(leads.cardId, filter.cardId),
    searchColumns(filter.q ?? '', [
      leads.name,
      leads.email,
      leads.company,
      leads.jobTitle,
      leads.note,
    ]),
    filter.from === undefined ? undefined : gte(leads.createdAt, utcMidnight(filter.from, 0)),
    // `to` is a whole day: everything before the next one begins.
    filter.to === undefined ? undefined : lt(leads.createdAt, utcMidnight(filter.to, 1)),
  );
}

/** The start of a UTC day (YYYY-MM-DD) plus `days`, whatever the database's time zone. */
const utcMidnight = (day: string, days: number) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone 'UTC')`;

const ORDERS: Record<LeadSort, SQL[]> = {
  newest: [desc(leads.createdAt), desc(leads.id)],
  oldest: [asc(leads.createdAt), asc(leads.id)],
  name: [asc(sql`lower(${leads.name})`), desc(leads.createdAt), desc(leads.id)],
};

/** A page of the owner's leads, filtered and sorted, with how many match in all. */
export async function listLeads(
  db: Database,
  filter: LeadFilter,
  order: { sort: LeadSort; page: number; pageSize: number },
): Promise<{ items: LeadWithCard[]; totalCount: number }> {
  const where = whereOf(filter);
  // The page and the count in one query (a window is counted before LIMIT and OFFSET).
  const rows = await db
    .select({
      lead: leads,
      cardName: cardNameOfLead,
      member: memberOfLead,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(leads)
    .where(where)
    .orderBy(...ORDERS[order.sort])
    .limit(order.pageSize)
    .offset(offsetOf(order.page, order.pageSize));
  const first = rows[0];
  if (first) {
    return {
      items: rows.map(({ lead, cardName, member }) => ({ lead, cardName, member })),
      totalCount: first.totalCount,
    };
  }
  // A page past the end has no row to carry the count.
  if (order.page === 1) return { items: [], totalCount: 0 };
  const [total] = await db.select({ value: count() }).from(leads).where(where);
  return { items: [], totalCount: total?.value ?? 0 };
}

/** Every lead matching the filter, in order (the exports), or the first `limit` of them. */
export function listAllLeads(
  db: Database,
  filter: LeadFilter,
  sort: LeadSort,
  limit?: number,
): Promise<LeadWithCard[]> {
  const query = db
    .select({ lead: leads, cardName, member: memberOfLead })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(whereOf(filter))
    .orderBy(...ORDERS[sort]);
  return limit === undefined ? query : query.limit(limit);
}

export async function findLead(
  db: Database,
  scope: RowScope,
  id: string,
): Promise<LeadWithCard | undefined> {
  const [row] = await db
    .select({ lead: leads, cardName, member: memberOfLead })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(eq(leads.id, id), within(leads, scope)));
  return row;
}

export async function updateLead(
  db: Database,
  scope: RowScope,
  id: string,
  values: { ownerNote?: string; followedUp?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set(values)
    .where(and(eq(leads.id, id), within(leads, scope)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

export async function deleteLeads(db: Database, scope: RowScope, ids: string[]): Promise<string[]> {
  const rows = await db
    .delete(leads)
    .where(and(within(leads, scope), inArray(leads.id, ids)))
    .returning({ id: leads.id });
  return rows.map((row) => row.id);
}

/** How many leads each card within the scope has; cards without leads are left out. */
export function countLeadsPerCard(
  db: Database,
  scope: RowScope,
): Promise<{ cardId: string; leads: number }[]> {
  return db
    .select({ cardId: leads.cardId, leads: count() })
    .from(leads)
    .where(within(leads, scope))
    .groupBy(leads.cardId)
    .orderBy(leads.cardId);
}
