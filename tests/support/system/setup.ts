import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { isPostgresReachable, postgresAdminUrl } from '../shared/postgres';
import { bundleServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    systemServerEntry: string;
  }
}

/** Bundles the server once for the system tests; they start it as real processes. */
export default async function setup(project: TestProject) {
  if (!(await isPostgresReachable())) {
    throw new Error(
      `PostgreSQL is required for the system tests but did not answer at ${postgresAdminUrl()}. ` +
        'Start it or set TEST_DATABASE_URL.',
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-system-build-'));
  project.provide('systemServerEntry', await bundleServer(dir));
  return () => rm(dir, { recursive: true, force: true });
}
