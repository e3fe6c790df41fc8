import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import pg from 'pg';
import { databaseUrl, postgresAdminUrl, withAdminClient } from '../shared/postgres';

/** An empty PostgreSQL database for one system test; the server migrates it at start-up. */
export async function createEmptyPostgresDatabase() {
  const adminUrl = postgresAdminUrl();
  const name = `cardvault_sys_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  return {
    url: databaseUrl(adminUrl, name),
    /** Server environment for it: every instance signs sessions with the same secret. */
    env: {
      DATABASE_URL: databaseUrl(adminUrl, name),
      AUTH_SECRET: 'system-test-secret-0123456789-abcdefghijklmnop',
    },
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ),
  };
}

export async function withPostgres<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const INDEX_CHECK = `
  select c.relname as index, bt_index_check(c.oid, true) as ok
  from pg_index i
  join pg_class c on c.oid = i.indexrelid
  join pg_am a on a.oid = c.relam
  join pg_namespace n on n.oid = c.relnamespace
  where a.amname = 'btree' and n.nspname = 'public'`;

/**
 * Checks every B-tree index of the app's tables against its table (amcheck, heapallindexed) and
 * returns how many were checked; a damaged index or heap makes the query throw.
 */
export async function checkPostgresIndexes(url: string): Promise<number> {
  return withPostgres(url, async (client) => {
    await client.query('create extension if not exists amcheck');
    return (await client.query(INDEX_CHECK)).rowCount ?? 0;
  });
}

/** The same check on a stopped server's PGlite data folder (DATA_DIR/pgdata). */
export async function checkPgliteIndexes(dataDir: string): Promise<number> {
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { amcheck } });
  try {
    await client.exec('create extension if not exists amcheck');
    return (await client.query(INDEX_CHECK)).rows.length;
  } finally {
    await client.close();
  }
}
