/**
 * An organisation's figures per member (docs/product.md#team-insights-and-leads): for its owners
 * and admins, each member with the cards assigned to them and those cards' counts, the cards
 * assigned to no one as one more row; on screen as a table, in the CSV as rows per day.
 */
import { sql } from 'drizzle-orm';
import {
  UNASSIGNED_MEMBER,
  type InsightRange,
  type MemberFigures,
} from '../../../shared/analytics';
import { toCsv, type CsvValue } from '../../../shared/csv';
import type { Database } from '../../db/client';
import { addDays } from './counter';
import { COUNT_COLUMNS, rangeOf } from './insights';

/** The counted events of a member's row, by their field. */
const COUNTED = {
  views: 'view',
  uniqueVisitors: 'unique',
  scans: 'scan',
  nfcTaps: 'nfc',
  saves: 'save',
  clicks: 'click',
  shares: 'share',
  leads: 'lead',
} as const;
type Counted = keyof typeof COUNTED;

const sums = sql.join(
  Object.entries(COUNTED).map(
    ([field, metric]) =>
      sql`sum(case when s.metric = ${metric} then s.count else 0 end)::int as ${sql.identifier(field)}`,
  ),
  sql`, `,
);

const countsOf = (row: Record<Counted, number | string | null>) =>
  Object.fromEntries(
    Object.keys(COUNTED).map((field) => [field, Number(row[field as Counted] ?? 0)]),
  ) as Record<Counted, number>;

/** Most views first, then by name; the unassigned cards' row last. */
const byViews = (a: MemberFigures, b: MemberFigures) =>
  Number(a.memberId === null) - Number(b.memberId === null) ||
  b.views - a.views ||
  a.name.localeCompare(b.name) ||
  a.email.localeCompare(b.email);

/**
 * Every member of the organisation, named as on their profile (as the Team page names them), with
 * the cards assigned to them and their counts over the range (a member without cards has zeros),
 * and the unassigned cards' row when there are any. The caller has checked that the
 * organisation's figures are theirs to see.
 */
export async function memberFigures(
  db: Database,
  organisationId: string,
  days: InsightRange,
  now = new Date(),
): Promise<MemberFigures[]> {
  const { from, to } = rangeOf(days, now);
  const result = (await db.execute(sql`
    with holders as (
      select m.user_id as member_id, c.id as card_id
      from auth_members m
      left join cards c on c.organization_id = m.organization_id and c.assignee_id = m.user_id
      where m.organization_id = ${organisationId}
      union all
      select null, c.id from cards c
      where c.organization_id = ${organisationId} and c.assignee_id is null
    ),
    figures as (
      select s.card_id, ${sums}
      from card_daily_stats s
      where s.card_id in (select id from cards where organization_id = ${organisationId})
        and s.day between ${from}::date and ${to}::date
      group by s.card_id
    )
    select h.member_id as "memberId", coalesce(p.full_name, u.name, '') as name,
      coalesce(u.email, '') as email,
      count(h.card_id)::int as cards,
      ${sql.join(
        Object.keys(COUNTED).map(
          (field) =>
            sql`coalesce(sum(f.${sql.identifier(field)}), 0)::int as ${sql.identifier(field)}`,
        ),
        sql`, `,
      )}
    from holders h
    left join figures f on f.card_id = h.card_id
    left join auth_users u on u.id = h.member_id
    left join profiles p on p.id = h.member_id
    group by h.member_id, p.full_name, u.name, u.email`)) as {
    rows: ({ memberId: string | null; name: string; email: string; cards: number } & Record<
      Counted,
      number
    >)[];
  };
  return result.rows
    .map((row) => ({
      memberId: row.memberId,
      name: row.memberId === null ? UNASSIGNED_MEMBER : row.name,
      email: row.email,
      cards: Number(row.cards),
      ...countsOf(row),
    }))
    .sort(byViews);
}

/** The columns of an organisation's CSV for its owners and admins: the day, whose, the counts. */
export const MEMBER_DAILY_HEADER = ['Date', 'Member', 'Member e-mail', ...COUNT_COLUMNS] as const;

/** The member whose rows hold the whole organisation's days. */
export const ALL_MEMBERS = 'All members';

/**
 * The organisation's CSV for its owners and admins: every day of the range for all its cards
 * (`All members`), then each member's days with any count, members in the breakdown's order, days
 * oldest first. A member's days are those of the cards assigned to them now.
 */
export async function memberDailyCsv(
  db: Database,
  organisationId: string,
  days: InsightRange,
  now = new Date(),
): Promise<string> {
  const { from, to } = rangeOf(days, now);
  const [members, perDay] = await Promise.all([
    memberFigures(db, organisationId, days, now),
    db.execute(sql`
      select s.day::text as day, c.assignee_id as "memberId", ${sums}
      from card_daily_stats s
      join cards c on c.id = s.card_id
      where c.organization_id = ${organisationId} and s.day between ${from}::date and ${to}::date
      group by s.day, c.assignee_id
      order by s.day`) as Promise<{
      rows: ({ day: string; memberId: string | null } & Record<Counted, number>)[];
    }>,
  ]);
  const fields = Object.keys(COUNTED) as Counted[];
  const allDays = new Map<string, Record<Counted, number>>();
  for (let index = 0; index < days; index++) {
    allDays.set(addDays(from, index), countsOf({} as Record<Counted, null>));
  }
  for (const row of perDay.rows) {
    const day = allDays.get(row.day);
    const counts = countsOf(row);
    if (day) for (const field of fields) day[field] += counts[field];
  }
  const rows: CsvValue[][] = [...allDays].map(([day, counts]) => [
    day,
    ALL_MEMBERS,
    '',
    ...fields.map((field) => counts[field]),
  ]);
  for (const member of members) {
    for (const row of perDay.rows) {
      if (row.memberId !== member.memberId) continue;
      const counts = countsOf(row);
      if (fields.every((field) => counts[field] === 0)) continue;
      rows.push([row.day, member.name, member.email, ...fields.map((field) => counts[field])]);
    }
  }
  return toCsv(MEMBER_DAILY_HEADER, rows);
}
