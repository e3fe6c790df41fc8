import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase } from './test-database';

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
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let config: Config;
  try {
    config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JOBS_ENABLED: 'false',
      ...env,
    });
    database = await createTestDatabase();
    const { extend, ...buildOptions } = options;
    app = await buildApp(config, { webRoot: false, ...buildOptions, database });
    extend?.(app);
    await app.ready();
  } catch (error) {
    // Tests that expect the app to refuse its configuration end here: leave nothing behind.
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const [readyApp, openDatabase] = [app, database];
  return {
    app: readyApp,
    config,
    database: openDatabase,
    dataDir,
    async close() {
      await readyApp.close();
      await openDatabase.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
