import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { createTestDatabase } from './test-database';
import { testConfig } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and a temporary data folder. `env` overrides configuration the
 * way an operator would, through environment variables.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'database'> & {
    /** Registers extra (test-only) routes before the app is ready. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  let database: DatabaseHandle | undefined;
  try {
    const config = testConfig(dataDir, env);
    database = await createTestDatabase();
    const db = database;
    const { extend, ...buildOptions } = options;
    const app = await buildApp(config, { webRoot: false, ...buildOptions, database: db });
    extend?.(app);
    await app.ready();
    return {
      app,
      config,
      database: db,
      dataDir,
      async close() {
        await app.close();
        await db.close();
        await removeDataDir();
      },
    };
  } catch (error) {
    // An app that refuses its configuration or fails to start leaves nothing behind.
    await database?.close().catch(() => {});
    await removeDataDir();
    throw error;
  }
}
