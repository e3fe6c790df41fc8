import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds `relativePath` in the folder of this module or the nearest ancestor that has it. The server
 * runs both from `src/server` (tsx, tests) and bundled from `dist/server`, so fixed `../..` paths
 * would be wrong in one of the two.
 */
export function findUp(
  relativePath: string,
  from = path.dirname(fileURLToPath(import.meta.url)),
): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, relativePath);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Could not find ${relativePath} above ${from}`);
    dir = parent;
  }
}
