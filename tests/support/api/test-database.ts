import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../../src/server/db/client';
import { testPgliteStartParams } from './pglite';
import { databaseUrl, withAdminClient } from '../shared/postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file, cloned from the run's template. `close()` drops it.
 * The globalSetup's process id keeps clones of parallel runs apart.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind() === 'pglite') {
    const dump = await readFile(inject('pgliteTemplate'));
    const client = await PGlite.create({
      loadDataDir: new Blob([dump]),
      startParams: testPgliteStartParams(),
    });
    return openPglite(client);
  }
  const { adminUrl, database: template } = inject('postgresTemplate');
  const pid = template.split('_')[2];
  const name = `cardvault_t_${pid}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  const url = databaseUrl(adminUrl, name);
  const handle = await openPostgres(url, 5);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}
