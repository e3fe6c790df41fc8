import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../../src/server/db/client';
import { testPgliteStartParams } from './pglite';
import { databaseUrl, postgresAdminUrl, withAdminClient } from '../shared/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; database: string };
  }
}

/** Migrates one template per run; each test file then clones it (tests/support/api/test-database.ts). */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-pglite-'));
  // Every test file loads this folder into a PGlite of its own, so its size is paid ~150 times a
  // run. Two things the tests never use are left out: PostgreSQL's 16 MB write-ahead log segment
  // (1 MB here) and the template databases (nothing creates a database inside PGlite). 40 MB
  // becomes 13 MB, and a file's database starts in ~0.25 s instead of ~0.75 s (docs/benchmarks.md,
  // "The test run").
  const client = await PGlite.create({
    startParams: testPgliteStartParams(),
    initDbStartParams: ['--wal-segsize=1'],
  });
  const handle = await openPglite(client);
  for (const template of ['template0', 'template1']) {
    await client.exec(`update pg_database set datistemplate = false where datname = '${template}'`);
    await client.exec(`drop database ${template}`);
  }
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = postgresAdminUrl();
  const database = `cardvault_tpl_${process.pid}_${Date.now()}`;
  try {
    await withAdminClient(adminUrl, (client) => client.query(`create database "${database}"`));
  } catch (error) {
    throw new Error(
      `PostgreSQL is required for the api-postgres tests but did not answer at ${adminUrl} ` +
        `(${error instanceof Error ? error.message : String(error)}). Start it or set TEST_DATABASE_URL.`,
    );
  }
  const handle = await openPostgres(databaseUrl(adminUrl, database), 2);
  await handle.close();
  project.provide('postgresTemplate', { adminUrl, database });
  return async () => {
    await withAdminClient(adminUrl, async (client) => {
      // Files that crashed may have left clones behind; drop this run's leftovers and the template.
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`cardvault_t_${process.pid}_%`],
      );
      for (const row of rows)
        await client.query(`drop database if exists "${row.datname}" with (force)`);
      await client.query(`drop database if exists "${database}" with (force)`);
    });
  };
}
