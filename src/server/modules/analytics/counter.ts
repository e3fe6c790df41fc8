/**
 * Counts what happens to public cards (docs/product.md#insights) in memory and writes it in
 * batches: every flush is one statement for the counts and one for the day's visitors, however
 * many views arrived since the last one. Each process (every worker of a cluster, every instance)
 * keeps its own counts and adds them to the same rows, so figures from several instances add up.
 * A graceful stop flushes first; a crash loses at most the last interval (decision 0017).
 *
 * Unique visitors: a keyed hash (SHA-256 of the day's secret salt, the card, the client address and
 * the user agent) under the day's
 * random salt (shared by every instance through the database, deleted once the day is over), so a
 * visitor counts once a day and yesterday's visitor cannot be linked to today's. Neither the
 * address nor the user agent is kept, in memory past the request or anywhere on disk.
 */
import { hash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AnalyticsEvent, CardLink } from '../../../shared/analytics';
import type { Database } from '../../db/client';
import { AgentClassifier, deviceOf, isBot, sourceOf, srcOfUrl } from './classify';

/** A UTC day as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** What a count needs of a request: the raw one, and the client's address as we trust it. */
export interface Visit {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  address: string;
  /** The host the request was made to, to tell our own pages from a referring site. */
  host: string;
}

/** A request through Fastify as Insights counts it (its address as TRUST_PROXY says). */
export const visitOf = (request: FastifyRequest): Visit => ({
  method: request.method,
  url: request.url,
  headers: request.headers,
  address: request.ip,
  host: request.headers.host ?? '',
});

/** A raw request (the front door's) as Insights counts it, its address read as Fastify would. */
export const rawVisitOf = (req: IncomingMessage, address: string): Visit => ({
  method: req.method ?? 'GET',
  url: req.url ?? '',
  headers: req.headers,
  address,
  host: req.headers.host ?? '',
});

export interface AnalyticsCounterOptions {
  db: Database;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Off: nothing is counted (the benchmark compares the two). */
  enabled: boolean;
  flushMs: number;
  /** The clock, in milliseconds (tests move it across midnight). */
  now?: () => number;
}

/**
 * Past this many distinct counts or visitors waiting, a flush starts at once; past twice as many
 * (a flood faster than the database), referring sites fold into `other` and further visitors are
 * counted as views but not as new unique visitors until the flush is done.
 */
const MAX_PENDING = 100_000;

/** The views of a source of ours also count as its own event. */
const SOURCE_EVENTS: Partial<Record<string, AnalyticsEvent>> = {
  qr: 'scan',
  nfc: 'nfc',
  wallet: 'wallet',
};

const SEP = '\u0000';

/** The pending count of views of one source and device; written as its several rows. */
const VISIT = 'visit';

export class AnalyticsCounter {
  private counts = new Map<string, number>();
  private visitors = new Set<string>();
  /** Each day's salt, as the hex text the visitor hashes start with. */
  private readonly salts = new Map<string, string>();
  private readonly agents = new AgentClassifier();
  /** Today (UTC) and when it ends, so the hot path reads the clock and nothing more. */
  private day = '';
  private dayEndsAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  private readonly now: () => number;
  /** Flushes written and what they held, for the benchmark and the metrics. */
  readonly stats = { flushes: 0, failures: 0, rows: 0, visitors: 0, statements: 0 };

  constructor(private readonly options: AnalyticsCounterOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Counts and visitors waiting for the next flush. */
  get pending(): number {
    return this.counts.size + this.visitors.size;
  }

  /** Loads the day's salts, then flushes every `flushMs`. */
  async start(): Promise<void> {
    if (!this.options.enabled) return;
    await this.loadSalts();
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left; counts after this are dropped. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
    this.closed = true;
  }

  /**
   * A public card page answered (rendered, from memory, by the front door, or 304): a view with
   * its source and device, and the visitor; or a bot.
   */
  view(cardId: string, visit: Visit): void {
    if (!this.options.enabled) return;
    const agent = header(visit.headers['user-agent']);
    const { bot, device } = this.agents.of(agent);
    if (isBot(visit.method, visit.headers, bot)) return this.add(cardId, 'bot');
    const day = this.today();
    const source = sourceOf(srcOfUrl(visit.url), header(visit.headers.referer), visit.host);
    const folded = this.counts.size > 2 * MAX_PENDING && !SOURCE_EVENTS[source] ? 'other' : source;
    // One count per kind of view, spread into its rows (view, source, device, scan…) when written.
    this.add(cardId, VISIT, `${folded}${SEP}${deviceOf(visit.headers, device)}`, day);
    this.addVisitor(cardId, day, visit.address, agent);
  }

  /** The vCard downloaded. */
  save(cardId: string, visit: Visit): void {
    this.event(cardId, 'save', visit);
  }

  /** A link on the card followed (the page's beacon). */
  click(cardId: string, link: CardLink, visit: Visit): void {
    if (!this.options.enabled) return;
    if (!this.accepts(visit)) return this.add(cardId, 'bot');
    const day = this.today();
    this.add(cardId, 'click', '', day);
    this.add(cardId, 'link', link, day);
  }

  /** An event counted once, whatever the request (the share button, later leads and passes). */
  event(cardId: string, event: AnalyticsEvent, visit: Visit): void {
    if (!this.options.enabled) return;
    this.add(cardId, this.accepts(visit) ? event : 'bot');
  }

  private accepts(visit: Visit): boolean {
    const { bot } = this.agents.of(header(visit.headers['user-agent']));
    return !isBot(visit.method, visit.headers, bot);
  }

  private today(): string {
    const now = this.now();
    if (now >= this.dayEndsAt || now < this.dayEndsAt - 86_400_000) {
      this.day = utcDay(new Date(now));
      this.dayEndsAt = Date.parse(`${this.day}T00:00:00Z`) + 86_400_000;
    }
    return this.day;
  }

  private add(cardId: string, metric: string, dimension = '', day = this.today()): void {
    if (this.closed) return;
    const key = `${cardId}${SEP}${day}${SEP}${metric}${SEP}${dimension}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (this.counts.size === MAX_PENDING) void this.flush();
  }

  private addVisitor(cardId: string, day: string, address: string, agent: string): void {
    if (this.closed) return;
    const salt = this.salts.get(day);
    if (!salt) {
      this.options.log.warn({ day }, 'insights: no salt for the day yet; visitor not counted');
      return;
    }
    if (this.visitors.size >= 2 * MAX_PENDING) return;
    // SHA-256 of the secret salt followed by the visit: a keyed hash (only ever compared for
    // equality, so length extension gives nothing), in one call on the hot path.
    const visitor = hash(
      'sha256',
      `${salt}${SEP}${cardId}${SEP}${address}${SEP}${agent}`,
      'base64url',
    );
    this.visitors.add(`${cardId}${SEP}${day}${SEP}${visitor.slice(0, 22)}`);
    if (this.visitors.size === MAX_PENDING) void this.flush();
  }

  /**
   * Today's and tomorrow's salts, made by whichever instance asks first (tomorrow's ahead, so the
   * day changes without a wait); yesterday's is forgotten here and deleted by the purge job.
   */
  private async loadSalts(): Promise<void> {
    const today = this.today();
    const days = [today, addDays(today, 1)];
    for (const day of this.salts.keys()) if (day < today) this.salts.delete(day);
    if (days.every((day) => this.salts.has(day))) return;
    const values = days.map((day) => sql`(${day}::date, ${randomBytes(32).toString('base64')})`);
    await this.options.db.execute(
      sql`insert into analytics_salts (day, salt) values ${sql.join(values, sql`, `)} on conflict (day) do nothing`,
    );
    const result = (await this.options.db.execute(
      sql`select day::text as day, salt from analytics_salts where day in (${sql.join(
        days.map((day) => sql`${day}::date`),
        sql`, `,
      )})`,
    )) as { rows: { day: string; salt: string }[] };
    for (const row of result.rows) {
      this.salts.set(row.day, Buffer.from(row.salt, 'base64').toString('hex'));
    }
  }

  /** Writes what was counted since the last flush; one flush at a time. Never throws. */
  flush(): Promise<void> {
    const previous = this.flushing ?? Promise.resolve();
    const run = previous.then(() => this.write());
    this.flushing = run;
    return run.finally(() => {
      if (this.flushing === run) this.flushing = undefined;
    });
  }

  private async write(): Promise<void> {
    if (!this.options.enabled) return;
    const counts = this.counts;
    const visitors = this.visitors;
    this.counts = new Map();
    this.visitors = new Set();
    try {
      await this.loadSalts();
      if (counts.size > 0) {
        await this.writeCounts(counts);
        this.stats.statements++;
      }
      if (visitors.size > 0) {
        await this.writeVisitors(visitors);
        this.stats.statements++;
      }
      if (counts.size > 0 || visitors.size > 0) this.stats.flushes++;
      this.stats.rows += counts.size;
      this.stats.visitors += visitors.size;
    } catch (err) {
      this.stats.failures++;
      this.options.log.error(
        { err },
        'insights: could not write the counts; kept for the next try',
      );
      // Put them back for the next flush (bounded like any other pending counts).
      for (const [key, count] of counts) {
        if (this.counts.size < 2 * MAX_PENDING || this.counts.has(key)) {
          this.counts.set(key, (this.counts.get(key) ?? 0) + count);
        }
      }
      for (const visitor of visitors) {
        if (this.visitors.size >= 2 * MAX_PENDING) break;
        this.visitors.add(visitor);
      }
    }
  }

  /** One statement: every pending count added to its row (made if new) of a card that still exists. */
  private async writeCounts(counts: Map<string, number>): Promise<void> {
    // Sorted, so two instances flushing at once lock rows in the same order.
    const spread = new Map<string, number>();
    const put = (key: string, count: number) => spread.set(key, (spread.get(key) ?? 0) + count);
    for (const [key, count] of counts) {
      const [card, day, metric, first, second] = key.split(SEP);
      if (metric !== VISIT) {
        put(key, count);
        continue;
      }
      const row = (name: string, dimension = '') =>
        `${card}${SEP}${day}${SEP}${name}${SEP}${dimension}`;
      put(row('view'), count);
      put(row('source', first), count);
      put(row('device', second), count);
      const event = SOURCE_EVENTS[first ?? ''];
      if (event) put(row(event), count);
    }
    const rows = [...spread]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, count]) => {
        const [card, day, metric, dimension] = key.split(SEP);
        return { card, day, metric, dimension, count };
      });
    await this.options.db.execute(sql`
      insert into card_daily_stats (card_id, day, metric, dimension, count)
      select u.card, u.day, u.metric, u.dimension, u.count
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as u(card text, day date, metric text, dimension text, count int)
      where exists (select 1 from cards c where c.id = u.card)
      on conflict (card_id, day, metric, dimension)
      do update set count = card_daily_stats.count + excluded.count`);
  }

  /**
   * One statement: the day's new visitors kept (a visitor already there, from any instance, is
   * not new), and the new ones of each card and day added to its `unique` count.
   */
  private async writeVisitors(visitors: Set<string>): Promise<void> {
    const rows = [...visitors].sort().map((entry) => {
      const [card, day, visitor] = entry.split(SEP);
      return { card, day, visitor };
    });
    await this.options.db.execute(sql`
      with fresh as (
        insert into card_daily_visitors (card_id, day, visitor)
        select u.card, u.day, u.visitor
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as u(card text, day date, visitor text)
        where exists (select 1 from cards c where c.id = u.card)
        on conflict do nothing
        returning card_id, day
      )
      insert into card_daily_stats (card_id, day, metric, dimension, count)
      select card_id, day, 'unique', '', count(*)::int from fresh group by card_id, day
      on conflict (card_id, day, metric, dimension)
      do update set count = card_daily_stats.count + excluded.count`);
  }
}

function header(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * The purge job: visitors' hashes and salts of days that are over, and daily figures older than
 * two years.
 */
export async function purgeOldAnalytics(db: Database, now = new Date()): Promise<void> {
  const today = utcDay(now);
  await db.execute(sql`delete from card_daily_visitors where day < ${today}::date`);
  await db.execute(sql`delete from analytics_salts where day < ${today}::date`);
  await db.execute(sql`delete from card_daily_stats where day < ${addDays(today, -730)}::date`);
}

export { addDays };
