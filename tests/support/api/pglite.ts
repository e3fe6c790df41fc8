import { loadConfig } from '../../../src/server/config';
import { pgliteStartParams } from '../../../src/server/db/client';

/**
 * PGlite's start parameters as the server uses them with nothing configured: the embedded default
 * of shared buffers, rather than PostgreSQL's 128 MB (which costs ~0.1 s more CPU per clone).
 */
export function testPgliteStartParams(): string[] {
  const { database } = loadConfig({});
  if (database.kind !== 'pglite') throw new Error('the embedded default is PGlite');
  return pgliteStartParams(database.sharedBuffersMb);
}
