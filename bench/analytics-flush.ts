/**
 * The Insights flush at scale (docs/product.md#insights): 100,000 views spread over 1,000 cards,
 * each from its own address (so 100,000 new unique visitors), counted in memory and written by one
 * flush, on PGlite and on PostgreSQL. Prints how many statements the flush took and how long.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { AnalyticsCounter } from '../src/server/modules/insights';
import { createPostgresDatabase } from './lib';
import { BROWSER_USER_AGENT } from './targets';

export interface FlushFigures {
  database: 'pglite' | 'postgres';
  views: number;
  cards: number;
  statements: number;
  ms: number;
  written: { views: number; uniques: number };
}

const CARDS = 1_000;
const VIEWS = 100_000;

async function measure(database: FlushFigures['database'], handle: DatabaseHandle) {
  const { db } = handle;
  await db.execute(
    sql`insert into auth_users (id, name, email, email_verified) values ('flush-owner', '', 'flush@example.com', true)`,
  );
  await db.execute(sql`
    insert into cards (id, user_id, full_name, job_title, email, phone, location)
    select 'flush-' || n, 'flush-owner', 'Card ' || n, 'Job', 'card@example.com', '+1 555 0100', 'Here'
    from generate_series(1, ${CARDS}) as n`);
  const counter = new AnalyticsCounter({
    db,
    log: console,
    enabled: true,
    flushMs: 3_600_000,
  });
  await counter.start();
  for (let i = 0; i < VIEWS; i++) {
    counter.view(`flush-${(i % CARDS) + 1}`, {
      method: 'GET',
      url: '/showcase?id=x',
      headers: { 'user-agent': BROWSER_USER_AGENT },
      address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      host: 'cards.example',
    });
  }
  const before = counter.stats.statements;
  const started = performance.now();
  await counter.flush();
  const ms = performance.now() - started;
  const statements = counter.stats.statements - before;
  const totals = (await db.execute(
    sql`select metric, sum(count)::int as n from card_daily_stats where metric in ('view', 'unique') group by metric`,
  )) as { rows: { metric: string; n: number }[] };
  const figure = (metric: string) =>
    Number(totals.rows.find((row) => row.metric === metric)?.n ?? 0);
  await counter.close();
  return {
    database,
    views: VIEWS,
    cards: CARDS,
    statements,
    ms,
    written: { views: figure('view'), uniques: figure('unique') },
  } satisfies FlushFigures;
}

/** The flush on each database of the run (PostgreSQL in a database made and dropped here). */
export async function benchAnalyticsFlush(
  databases: readonly ('pglite' | 'postgres')[],
  postgresAdminUrl: string,
): Promise<FlushFigures[]> {
  const figures: FlushFigures[] = [];
  for (const database of databases) {
    if (database === 'pglite') {
      const handle = await openPglite(await PGlite.create());
      try {
        figures.push(await measure(database, handle));
      } finally {
        await handle.close();
      }
    } else {
      const created = await createPostgresDatabase(postgresAdminUrl, 'cardvault_bench_flush');
      const handle = await openPostgres(created.url, 2);
      try {
        figures.push(await measure(database, handle));
      } finally {
        await handle.close();
        await created.drop();
      }
    }
  }
  return figures;
}

export function printFlushFigures(figures: FlushFigures[]): void {
  for (const f of figures) {
    console.log(
      `${f.database}: Insights flush of ${f.views.toLocaleString('en')} views over ${f.cards.toLocaleString('en')} cards: ${f.statements} statements, ${f.ms.toFixed(0)} ms; written ${f.written.views.toLocaleString('en')} views, ${f.written.uniques.toLocaleString('en')} unique visitors`,
    );
  }
}
