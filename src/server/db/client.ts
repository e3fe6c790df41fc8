import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { TimeSlicedQueue } from '../lib/time-sliced-queue';
import { findUp } from '../lib/find-up';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How busy the database connection is: PGlite's queue, or the pool's connections. */
export interface DatabaseLoad {
  /** Queries waiting for PGlite's turn or for a free pool connection. */
  waiting: number;
  /** The pool's open connections and those of them idle (PostgreSQL only). */
  connections?: { open: number; idle: number };
}

/**
 * A count of the statements that may have written some tables: it moves when such a statement is
 * sent and again when it has finished, so a value read before a query and still current after it
 * means nothing has written those tables since.
 */
export interface WriteCount {
  readonly value: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Counts the statements that may write any of `tables` (or cascade into them), when every write
   * to the database passes through this process: PGlite only. PostgreSQL, which other processes
   * and instances write too, has none.
   */
  writesTo?(tables: readonly string[]): WriteCount;
  ping(): Promise<void>;
  load(): DatabaseLoad;
  /** Migrations in the drizzle folder not yet recorded as applied (readiness). */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}

/** Arbitrary but fixed: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 72_114_001;

const migrationsFolder = () => findUp('drizzle');

/** How many migrations the drizzle folder holds (its journal lists each once). */
const migrationCount = () =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/** Migrations not yet recorded in drizzle's own table. */
async function pendingMigrations(db: Database): Promise<number> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as { rows: { applied: number }[] };
  const applied = Number(result.rows[0]?.applied ?? 0);
  return Math.max(0, migrationCount() - applied);
}

/** How long PGlite may hold the event loop before sockets get their turn (lib/time-sliced-queue.ts). */
const PGLITE_SLICE_MS = 5;

/** A statement that only reads: a plain select (a `with` may delete, so it counts as a write). */
const READ_ONLY = /^\s*select\b/i;

/**
 * The WriteCounts of one PGlite instance: every statement sent through it (query, exec, and the
 * same inside transactions) is looked at, and one that is not a plain select and names a watched
 * table moves that table's count, before it runs and after. Naming a table in a write that only
 * reads it moves the count too: a needless recheck, never a missed write.
 */
class WriteCounts {
  private readonly watches: { tables: readonly string[]; value: number }[] = [];

  watch(tables: readonly string[]): WriteCount {
    const watch = { tables, value: 0 };
    this.watches.push(watch);
    return watch;
  }

  /** Called with each statement as it is sent, and again once it has finished. */
  saw(text: unknown): void {
    if (this.watches.length === 0 || typeof text !== 'string' || READ_ONLY.test(text)) return;
    for (const watch of this.watches) {
      if (watch.tables.some((table) => text.includes(table))) watch.value++;
    }
  }

  /** `run(text)`, with `text` seen before it is sent and after it has finished. */
  around<T>(text: unknown, run: () => Promise<T>): Promise<T> {
    this.saw(text);
    return run().finally(() => this.saw(text));
  }
}

/** A transaction's handle whose statements are seen by `writes` (query, sql and exec). */
function watchedTransaction(tx: Transaction, writes: WriteCounts): Transaction {
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'query' || property === 'exec') {
        const method = target[property].bind(target) as (
          text: string,
          ...rest: unknown[]
        ) => Promise<unknown>;
        return (text: string, ...rest: unknown[]) =>
          writes.around(text, () => method(text, ...rest));
      }
      if (property === 'sql') {
        return (strings: TemplateStringsArray, ...values: unknown[]) =>
          writes.around(strings.join(' '), () => target.sql(strings, ...values));
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * Routes every query and transaction of `client` through a TimeSlicedQueue, so that a queue of queries
 * gives the event loop back every few milliseconds instead of draining in one turn. Drizzle calls
 * only these two; inside a transaction it uses the transaction's own handle. Every statement,
 * inside a transaction or not, is also seen by `writes`, as it is sent (before it waits its turn)
 * and once it has finished.
 *
 * PGlite is one connection: while a transaction is open, a statement sent outside it waits for it
 * to end. Code that the transaction's own work calls (the identity library runs our hooks inside
 * its transactions) would then wait for itself. So a statement or transaction started in the
 * async flow of an open transaction joins it, as the same work on PostgreSQL would see its own
 * writes; a nested transaction runs in the open one (its failure fails both).
 */
function takeTurns(client: PGlite, writes: WriteCounts): TimeSlicedQueue {
  const queue = new TimeSlicedQueue(PGLITE_SLICE_MS);
  const open = new AsyncLocalStorage<Transaction>();
  const current = () => {
    const tx = open.getStore();
    return tx && !tx.closed ? tx : undefined;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => {
    const tx = current();
    if (tx) return tx.query(...args);
    return writes.around(args[0], () => queue.run(() => query(...args)));
  }) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => {
    const tx = current();
    if (tx) return tx.exec(...args);
    return writes.around(args[0], () => exec(...args));
  }) as PGlite['exec'];
  // A transaction that waits its turn runs in its caller's async context, not the queue's: the
  // identity library keeps its request and transaction state there (AsyncLocalStorage).
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    const tx = current();
    if (tx) return callback(tx);
    return queue.run(
      AsyncResource.bind(() =>
        transaction((tx) => {
          const watched = watchedTransaction(tx, writes);
          return open.run(watched, () => callback(watched));
        }),
      ),
    );
  }) as PGlite['transaction'];
  return queue;
}

/** Opens PGlite on an existing instance (tests hand in a clone) and applies pending migrations. */
export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  const writes = new WriteCounts();
  const queue = takeTurns(client, writes);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    writesTo: (tables) => writes.watch(tables),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    load: () => ({ waiting: queue.length }),
    pendingMigrations: () => pendingMigrations(db as unknown as Database),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const migrationClient = new pg.Client({ connectionString: url });
  await migrationClient.connect();
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: migrationClient, casing: 'snake_case' }), {
      migrationsFolder: migrationsFolder(),
    });
  } finally {
    await migrationClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => {});
    await migrationClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover) emits 'error' on the pool; without a
  // listener that would end the process. The pool drops that connection and the next query opens
  // another, so nothing else is needed here.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    load: () => ({
      waiting: pool.waitingCount,
      connections: { open: pool.totalCount, idle: pool.idleCount },
    }),
    pendingMigrations: () => pendingMigrations(db as unknown as Database),
    close: () => pool.end(),
  };
}

/**
 * PGlite's start parameters with `sharedBuffersMb` of shared buffers: PostgreSQL's default 128 MB
 * is touched when PGlite starts and stays resident in its WebAssembly memory; the data files are in
 * the kernel's page cache anyway.
 */
export const pgliteStartParams = (sharedBuffersMb: number): string[] => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${sharedBuffersMb}MB`,
];

export async function openDatabase(config: Config['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return openPostgres(config.url, config.poolSize);
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const startParams = pgliteStartParams(config.sharedBuffersMb);
  const fresh = !existsSync(path.join(config.dataDir, 'PG_VERSION'));
  const handle = await openPglite(await PGlite.create(config.dataDir, { startParams }));
  if (fresh) collectInitdbGarbage();
  return handle;
}

/**
 * Creating the data folder runs initdb in a WebAssembly instance of its own, which leaves hundreds
 * of megabytes of garbage (its memory and a copy of the new folder) that becomes unreachable a
 * moment after start-up (docs/benchmarks.md, "Third round"). V8 frees it only in a full
 * collection, which an idle server may not run for hours, so one is asked for twice, soon after.
 * `npm start` exposes gc for this (scripts/server-runtime.mjs); without it nothing happens.
 */
function collectInitdbGarbage() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  for (const delayMs of [1_000, 5_000]) setTimeout(gc, delayMs).unref();
}
