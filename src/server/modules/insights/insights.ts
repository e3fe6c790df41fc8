/**
 * What owners and admins read of the counts (docs/product.md#insights): totals, every day of the
 * range, where visitors came from, which links were followed, the devices; the days as CSV and as
 * an Excel file.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminAnalytics,
  AnalyticsDay,
  AnalyticsSummary,
  AnalyticsTotals,
  InsightRange,
} from '../../../shared/analytics';
import { toCsv } from '../../../shared/csv';
import type { Database } from '../../db/client';
import { cards } from '../../db/schema';
import { within, type RowScope } from '../access';
import { toXlsx } from '../../lib/spreadsheet';
import { addDays, utcDay } from './counter';

/** The first and last day of a range of `days` days ending today (UTC). */
export function rangeOf(days: InsightRange, now = new Date()) {
  const to = utcDay(now);
  return { from: addDays(to, 1 - days), to };
}

interface Row {
  day: string;
  metric: string;
  dimension: string;
  count: number;
}

/**
 * Which cards an owner's query covers: one card (already checked by the caller), or every card
 * within the access policy's scope.
 */
export type OwnerScope = { cardId: string } | { cards: RowScope };

/** Which cards a query covers: an owner's, or every card (the admin console). */
type Scope = OwnerScope | 'all';

const scopeFilter = (scope: Scope): SQL =>
  scope === 'all'
    ? sql`true`
    : 'cardId' in scope
      ? sql`s.card_id = ${scope.cardId}`
      : sql`s.card_id in (select ${cards.id} from ${cards} where ${within(cards, scope.cards)})`;

/**
 * The counts of the range per day, event and value. They come as one JSON text of
 * `[day, metric, dimension, count]` arrays: a row per group (up to a few thousand for a year)
 * cost the drivers far more to decode, field by field, than one JSON.parse.
 */
async function readRows(db: Database, scope: Scope, days: InsightRange, now: Date): Promise<Row[]> {
  const { from, to } = rangeOf(days, now);
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_array(g.day, g.metric, g.dimension, g.count)), '[]')::text
      as groups
    from (
      select s.day::text as day, s.metric, s.dimension, sum(s.count)::int as count
      from card_daily_stats s
      where ${scopeFilter(scope)} and s.day between ${from}::date and ${to}::date
      group by s.day, s.metric, s.dimension
    ) g`)) as { rows: { groups: string }[] };
  const groups = JSON.parse(result.rows[0]?.groups ?? '[]') as [string, string, string, number][];
  return groups.map(([day, metric, dimension, count]) => ({
    day,
    metric,
    dimension,
    count: Number(count),
  }));
}

const EMPTY_TOTALS: AnalyticsTotals = {
  views: 0,
  uniqueVisitors: 0,
  scans: 0,
  nfcTaps: 0,
  saves: 0,
  clicks: 0,
  shares: 0,
  leads: 0,
  blockedLeads: 0,
  bots: 0,
};

/** Each event's total field. */
const TOTAL_OF: Record<string, keyof AnalyticsTotals> = {
  view: 'views',
  unique: 'uniqueVisitors',
  scan: 'scans',
  nfc: 'nfcTaps',
  save: 'saves',
  click: 'clicks',
  share: 'shares',
  lead: 'leads',
  blocked: 'blockedLeads',
  bot: 'bots',
};

/** Each event's field in a day. */
const DAY_FIELD: Record<string, keyof Omit<AnalyticsDay, 'date'>> = {
  view: 'views',
  unique: 'uniqueVisitors',
  scan: 'scans',
  save: 'saves',
  click: 'clicks',
};

const ranked = <K extends string>(counts: Map<string, number>, key: K) =>
  [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([value, count]) => ({ [key]: value, count }) as Record<K, string> & { count: number });

function summarise(rows: Row[], days: InsightRange, now: Date): AnalyticsSummary {
  const totals = { ...EMPTY_TOTALS };
  const { from } = rangeOf(days, now);
  const daily: AnalyticsDay[] = Array.from({ length: days }, (_, index) => ({
    date: addDays(from, index),
    views: 0,
    uniqueVisitors: 0,
    scans: 0,
    saves: 0,
    clicks: 0,
  }));
  const dayIndex = new Map(daily.map((day, index) => [day.date, index]));
  const breakdowns = { source: new Map<string, number>(), link: new Map(), device: new Map() };
  for (const row of rows) {
    if (row.metric in breakdowns) {
      const counts = breakdowns[row.metric as keyof typeof breakdowns] as Map<string, number>;
      counts.set(row.dimension, (counts.get(row.dimension) ?? 0) + row.count);
      continue;
    }
    const total = TOTAL_OF[row.metric];
    if (total) totals[total] += row.count;
    const field = DAY_FIELD[row.metric];
    const index = dayIndex.get(row.day);
    if (field && index !== undefined) daily[index]![field] += row.count;
  }
  return {
    totals,
    daily,
    sources: ranked(breakdowns.source, 'source'),
    links: ranked(breakdowns.link, 'link'),
    devices: ranked(breakdowns.device, 'device'),
  };
}

/** An owner's figures for one of their cards (checked by the caller) or all of them. */
export async function ownerSummary(
  db: Database,
  scope: OwnerScope,
  days: InsightRange,
  now = new Date(),
): Promise<AnalyticsSummary> {
  return summarise(await readRows(db, scope, days, now), days, now);
}

/** The counts every daily export shows, in this order (the summary's CSV stops before Leads). */
export const COUNT_COLUMNS = [
  'Views',
  'Unique visitors',
  'QR scans',
  'NFC taps',
  'Saves',
  'Link clicks',
  'Shares',
  'Leads',
] as const;

/** The columns of the daily figures' CSV and Excel file. */
export const DAILY_SUMMARY_HEADER = ['Date', ...COUNT_COLUMNS.slice(0, -1)] as const;

/** The daily figures, one row per day of the range, oldest first: the day, then its counts. */
async function summaryRows(
  db: Database,
  scope: OwnerScope,
  days: InsightRange,
  now: Date,
): Promise<[string, ...number[]][]> {
  const rows = await readRows(db, scope, days, now);
  const { daily } = summarise(rows, days, now);
  const perDay = (metric: string) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      if (row.metric === metric) counts.set(row.day, (counts.get(row.day) ?? 0) + row.count);
    }
    return counts;
  };
  const nfc = perDay('nfc');
  const shares = perDay('share');
  return daily.map((day) => [
    day.date,
    day.views,
    day.uniqueVisitors,
    day.scans,
    nfc.get(day.date) ?? 0,
    day.saves,
    day.clicks,
    shares.get(day.date) ?? 0,
  ]);
}

/** The daily figures as CSV, one row per day of the range, oldest first. */
export async function summaryCsv(
  db: Database,
  scope: OwnerScope,
  days: InsightRange,
  now = new Date(),
): Promise<string> {
  return toCsv(DAILY_SUMMARY_HEADER, await summaryRows(db, scope, days, now));
}

/**
 * The daily figures as an Excel file: the CSV's rows, the day a text cell (exactly the CSV's
 * `YYYY-MM-DD`) and the counts numbers, to sum and chart. At most 366 rows.
 */
export async function summaryXlsx(
  db: Database,
  scope: OwnerScope,
  days: InsightRange,
  now = new Date(),
): Promise<Buffer> {
  const columns = DAILY_SUMMARY_HEADER.map((header) => ({
    header,
    width: Math.max(12, header.length + 2),
  }));
  return toXlsx('Insights', columns, await summaryRows(db, scope, days, now));
}

/** Views of the last 30 days of each card within the scope (the My Cards tiles). */
export async function recentViews(db: Database, scope: RowScope, now = new Date()) {
  const { from, to } = rangeOf(30, now);
  const result = (await db.execute(sql`
    select ${cards.id} as "cardId", coalesce(sum(s.count), 0)::int as views
    from ${cards}
    left join card_daily_stats s
      on s.card_id = ${cards.id} and s.metric = 'view' and s.day between ${from}::date and ${to}::date
    where ${within(cards, scope)}
    group by ${cards.id}`)) as { rows: { cardId: string; views: number }[] };
  return { items: result.rows.map((row) => ({ cardId: row.cardId, views: Number(row.views) })) };
}

/** The platform's figures and its ten most-viewed cards in the range. */
export async function adminSummary(
  db: Database,
  days: InsightRange,
  now = new Date(),
): Promise<AdminAnalytics> {
  const { totals, daily } = summarise(await readRows(db, 'all', days, now), days, now);
  const { from, to } = rangeOf(days, now);
  const top = (await db.execute(sql`
    select c.id as "cardId", c.full_name as "fullName", c.title, u.email as "ownerEmail",
      sum(case when s.metric = 'view' then s.count else 0 end)::int as views,
      sum(case when s.metric = 'unique' then s.count else 0 end)::int as "uniqueVisitors"
    from card_daily_stats s
    join cards c on c.id = s.card_id
    join auth_users u on u.id = c.user_id
    where s.metric in ('view', 'unique') and s.day between ${from}::date and ${to}::date
    group by c.id, c.full_name, c.title, u.email
    order by views desc, c.id
    limit 10`)) as { rows: AdminAnalytics['topCards'] };
  return {
    totals,
    daily,
    topCards: top.rows.map((row) => ({
      ...row,
      views: Number(row.views),
      uniqueVisitors: Number(row.uniqueVisitors),
    })),
  };
}

/** The columns of an owner's daily figures per card, in the data export's analytics.csv. */
export const DAILY_FIGURES_HEADER = ['Date', 'Card ID', 'Card name', ...COUNT_COLUMNS] as const;

/**
 * Every stored day of every card of the owner, one row per card and day with any count, oldest
 * first (docs/product.md#account-data). A card is named by its title, else its person's name.
 */
export async function ownerDailyFiguresCsv(db: Database, scope: RowScope): Promise<string> {
  const total = (metric: string) =>
    sql`sum(case when s.metric = ${metric} then s.count else 0 end)::int`;
  const result = (await db.execute(sql`
    select s.day::text as day, ${cards.id} as id,
      coalesce(nullif(${cards.title}, ''), ${cards.fullName}) as name,
      ${total('view')} as views, ${total('unique')} as uniques, ${total('scan')} as scans,
      ${total('nfc')} as nfc, ${total('save')} as saves, ${total('click')} as clicks,
      ${total('share')} as shares, ${total('lead')} as leads
    from card_daily_stats s
    join ${cards} on ${cards.id} = s.card_id
    where ${within(cards, scope)}
    group by s.day, ${cards.id}, ${cards.title}, ${cards.fullName}
    order by s.day, ${cards.id}`)) as {
    rows: {
      day: string;
      id: string;
      name: string;
      views: number;
      uniques: number;
      scans: number;
      nfc: number;
      saves: number;
      clicks: number;
      shares: number;
      leads: number;
    }[];
  };
  return toCsv(
    DAILY_FIGURES_HEADER,
    result.rows.map((row) => [
      row.day,
      row.id,
      row.name,
      Number(row.views),
      Number(row.uniques),
      Number(row.scans),
      Number(row.nfc),
      Number(row.saves),
      Number(row.clicks),
      Number(row.shares),
      Number(row.leads),
    ]),
  );
}
