/**
 * Counts what happens to public cards (docs/product.md#insights) in memory and writes it in
 * batches: every flush is one statement for the events and one for the views and the day's
 * visitors, however many arrived since the last one. Each process (every worker of a cluster,
 * every instance) keeps its own counts and adds them to the same rows, so figures from several
 * instances add up. A graceful stop flushes first; a crash loses at most the last interval
 * (decision 0017).
 *
 * A visitor is a client address (an IPv6 one by its /64) on a card on a UTC day, kept as a keyed
 * hash (SHA-256 of the day's secret salt, the card and the address) under the day's random salt
 * (shared by every instance through the database, deleted once the day is over): a visitor counts
 * once a day, yesterday's cannot be linked to today's, and no more than VIEWS_PER_VISITOR_PER_DAY
 * of their views count, whatever user agents they send (decision 0027). Neither the address nor
 * the user agent is kept, in memory past the request or anywhere on disk.
 */
import { hash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AnalyticsEvent, CardLink } from '../../../shared/analytics';
import type { Database } from '../../db/client';
import { rateLimitAddress } from '../../lib/client-address';
import { AgentClassifier, deviceOf, FIXED_SOURCES, isBot, sourceOf, srcOfUrl } from './classify';

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

/** A raw request (the cached-response server's) as Insights counts it, its address read as Fastify would. */
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
 * How many views of one visitor (one client address) count on a card in a UTC day; more from the
 * same address, whatever user agent it sends, are not counted (decision 0027).
 */
export const VIEWS_PER_VISITOR_PER_DAY = 20;

/**
 * How many referring sites a card's day keeps by name; the views from further sites count as
 * `other`. Our own sources and `direct` always keep theirs.
 */
export const SOURCES_PER_CARD_PER_DAY = 20;

/**
 * Past this many distinct counts or visitors waiting, a flush starts at once; past twice as many
 * (a flood faster than the database), the views of further new visitors are not counted until
 * the flush is done.
 */
const MAX_PENDING = 100_000;

/** The views of a source of ours also count as its own event. */
const SOURCE_EVENTS: Partial<Record<string, AnalyticsEvent>> = {
  qr: 'scan',
  nfc: 'nfc',
  wallet: 'wallet',
};

const SEP = '\u0000';

export class AnalyticsCounter {
  private counts = new Map<string, number>();
  /**
   * The views waiting to be written, per visitor (`card SEP day SEP hash`): each view's source and
   * device (`source SEP device`), at most VIEWS_PER_VISITOR_PER_DAY of them.
   */
  private visitors = new Map<string, string[]>();
  /** Each day's salt, as the hex text the visitor hashes start with. */
  private readonly salts = new Map<string, string>();
  private readonly agents = new AgentClassifier();
  /** Today (UTC) and when it ends, so the hot path reads the clock and nothing more. */
  private day = '';
  private dayEndsAt = 0;
  /** The day a missing salt was last reported, so the log says it once a day. */
  private saltMissingReported = '';
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
   * A public card page answered (rendered, from memory, by the cached-response server, or 304): a view with
   * its source and device, by its visitor, within the visitor's bound for the day; or a bot.
   */
  view(cardId: string, visit: Visit): void {
    if (!this.options.enabled || this.closed) return;
    const agent = header(visit.headers['user-agent']);
    const { bot, device } = this.agents.of(agent);
    if (isBot(visit.method, visit.headers, bot)) return this.add(cardId, 'bot');
    const day = this.today();
    const visitor = this.visitorOf(cardId, day, visit.address);
    if (visitor === undefined) return;
    let views = this.visitors.get(visitor);
    if (!views) {
      if (this.visitors.size >= 2 * MAX_PENDING) return;
      views = [];
      this.visitors.set(visitor, views);
      if (this.visitors.size === MAX_PENDING) void this.flush();
    }
    // Past the bound nothing more is read of the request: a flood from one address costs a hash.
    if (views.length >= VIEWS_PER_VISITOR_PER_DAY) return;
    const source = sourceOf(srcOfUrl(visit.url), header(visit.headers.referer), visit.host);
    views.push(`${source}${SEP}${deviceOf(visit.headers, device)}`);
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

  /**
   * A contact exchange submission judged a script's: counted whatever its user agent, so that the
   * owner sees what was kept from them.
   */
  blockedLead(cardId: string): void {
    if (!this.options.enabled) return;
    this.add(cardId, 'blocked');
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

  /**
   * The visitor a view is counted for: the card, the day and a keyed hash of the client address
   * (an IPv6 address by its /64, as the rate limits count it). The user agent is no part of it, so
   * changing it makes no new visitor. Undefined when the day has no salt yet.
   */
  private visitorOf(cardId: string, day: string, address: string): string | undefined {
    const salt = this.salts.get(day);
    if (!salt) {
      if (this.saltMissingReported !== day) {
        this.saltMissingReported = day;
        this.options.log.warn({ day }, 'insights: no salt for the day yet; views not counted');
      }
      return undefined;
    }
    // SHA-256 of the secret salt followed by the visit: a keyed hash (only ever compared for
    // equality, so length extension gives nothing), in one call on the hot path.
    const digest = hash(
      'sha256',
      `${salt}${SEP}${cardId}${SEP}${rateLimitAddress(address)}`,
      'base64url',
    );
    return `${cardId}${SEP}${day}${SEP}${digest.slice(0, 22)}`;
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
    this.visitors = new Map();
    if (counts.size === 0 && visitors.size === 0) return;
    try {
      await this.loadSalts();
    } catch (err) {
      this.keep(counts, visitors, err);
      return;
    }
    // Each statement on its own: one that failed is tried again, one that was written is not.
    let written = false;
    if (counts.size > 0) {
      try {
        await this.writeCounts(counts);
        this.stats.statements++;
        this.stats.rows += counts.size;
        written = true;
      } catch (err) {
        this.keep(counts, new Map(), err);
      }
    }
    if (visitors.size > 0) {
      try {
        await this.writeVisits(visitors);
        this.stats.statements++;
        this.stats.visitors += visitors.size;
        written = true;
      } catch (err) {
        this.keep(new Map(), visitors, err);
      }
    }
    if (written) this.stats.flushes++;
  }

  /** Puts what could not be written back for the next flush, bounded like any pending counts. */
  private keep(counts: Map<string, number>, visitors: Map<string, string[]>, err: unknown): void {
    this.stats.failures++;
    this.options.log.error({ err }, 'insights: could not write the counts; kept for the next try');
    for (const [key, count] of counts) {
      if (this.counts.size < 2 * MAX_PENDING || this.counts.has(key)) {
        this.counts.set(key, (this.counts.get(key) ?? 0) + count);
      }
    }
    for (const [visitor, views] of visitors) {
      const pending = this.visitors.get(visitor);
      if (pending) {
        pending.push(...views.slice(0, VIEWS_PER_VISITOR_PER_DAY - pending.length));
      } else if (this.visitors.size < 2 * MAX_PENDING) {
        this.visitors.set(visitor, views);
      }
    }
  }

  /** One statement: every pending event added to its row (made if new) of a card that still exists. */
  private async writeCounts(counts: Map<string, number>): Promise<void> {
    // Sorted, so two instances flushing at once lock rows in the same order.
    const rows = [...counts]
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
   * One statement for the views and the visitors: each visitor's pending views are added to their
   * row of the day (made if new, which makes them a new unique visitor), and only the views that
   * stay within VIEWS_PER_VISITOR_PER_DAY are counted, with their sources, devices and scans. A
   * referring site the card's day has no row for gets one while the day has fewer than
   * SOURCES_PER_CARD_PER_DAY (the busiest of this write first); otherwise its views count as
   * `other`. The row's `views` is kept up to twice the bound, so what was there before is always
   * its new value less what was added.
   */
  private async writeVisits(visitors: Map<string, string[]>): Promise<void> {
    // One row per visitor and kind of view (source and device), the visitor's first with `at` 0;
    // sorted, so two instances flushing at once lock the visitors' rows in the same order.
    const rows: Record<string, string | number | undefined>[] = [];
    for (const key of [...visitors.keys()].sort()) {
      const [card, day, visitor] = key.split(SEP);
      const views = visitors.get(key) ?? [];
      const counts = new Map<string, number>();
      for (const view of views) counts.set(view, (counts.get(view) ?? 0) + 1);
      let at = 0;
      for (const [view, count] of counts) {
        const [source, device] = view.split(SEP);
        rows.push({ card, day, visitor, views: views.length, at: at++, source, device, count });
      }
    }
    const bound = VIEWS_PER_VISITOR_PER_DAY;
    const fixed = sql.join(
      FIXED_SOURCES.map((source) => sql`${source}`),
      sql`, `,
    );
    const events = sql.join(
      Object.entries(SOURCE_EVENTS).map(([source, event]) => sql`(${source}, ${event})`),
      sql`, `,
    );
    await this.options.db.execute(sql`
      with input as (
        select u.*
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as u(card text, day date, visitor text, views int, at int, source text, device text,
            count int)
        where u.views > 0 and exists (select 1 from cards c where c.id = u.card)
      ),
      seen as (
        insert into card_daily_visitors as v (card_id, day, visitor, views)
        select card, day, visitor, views from input where at = 0 order by card, day, visitor
        on conflict (card_id, day, visitor)
        do update set views = least(v.views + excluded.views, ${2 * bound})
        returning card_id, day, visitor, views
      ),
      parts as (
        select i.card, i.day, i.visitor, i.views, i.at, i.source, i.device, i.count,
          s.views = i.views as fresh,
          least(s.views, ${bound}) - least(s.views - i.views, ${bound}) as allowed
        from seen s
        join input i on i.card = s.card_id and i.day = s.day and i.visitor = s.visitor
      ),
      taken as (
        select card, day, source, device, count from parts where allowed >= views
        union all
        select card, day, source, device,
          greatest(0, least(count, allowed - (sum(count) over (
            partition by card, day, visitor order by at) - count)))::int
        from parts where allowed < views
      ),
      kinds as (
        select card as card_id, day, source, device, sum(count)::int as count
        from taken group by card, day, source, device having sum(count) > 0
      ),
      sources as (
        select card_id, day, source, sum(count)::int as count
        from kinds group by card_id, day, source
      ),
      ranked as (
        select src.*, src.source in (${fixed}) or exists (
          select 1 from card_daily_stats s
          where s.card_id = src.card_id and s.day = src.day
            and s.metric = 'source' and s.dimension = src.source) as known
        from sources src
      ),
      folded as (
        select r.card_id, r.day, r.count,
          case when not r.known and row_number() over (
              partition by r.card_id, r.day, r.known order by r.count desc, r.source)
            + (select count(*) from card_daily_stats s
              where s.card_id = r.card_id and s.day = r.day
                and s.metric = 'source' and s.dimension not in (${fixed}))
            > ${SOURCES_PER_CARD_PER_DAY}
          then 'other' else r.source end as source
        from ranked r
      ),
      additions as (
        select card_id, day, 'view' as metric, '' as dimension, count from kinds
        union all select card_id, day, 'device', device, count from kinds
        union all select card_id, day, 'source', source, count from folded
        union all
        select k.card_id, k.day, e.event, '', k.count
        from kinds k join (values ${events}) as e(source, event) on e.source = k.source
        union all
        select card, day, 'unique', '', count(*)::int from parts where fresh and at = 0
        group by card, day
      )
      insert into card_daily_stats (card_id, day, metric, dimension, count)
      select card_id, day, metric, dimension, sum(count)::int
      from additions
      group by card_id, day, metric, dimension
      having sum(count) > 0
      order by card_id, day, metric, dimension
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
