// Bundles the server into dist/server. Dependencies stay external and load from node_modules,
// except lucide-react: bundled, so only the icons the server renders are loaded (its package
// entry loads all of them). Bundling better-auth as well was measured and not kept: it saved no
// memory worth having and made requests slower (both in docs/benchmarks.md, "Second round" and
// "Third round").
// Code splitting keeps what is imported lazily (the app in a cluster's primary, the Stripe driver)
// in chunks of its own; the folder is emptied first so that no stale chunk is left beside them.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const bundled = new Set(['lucide-react']);
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

/**
 * Builds the server (main.js, cli.js and their chunks) into `outdir`, emptied first. The system
 * tests build the same way into a folder of their own (tests/support/system/server.ts).
 * @param {string} outdir
 * @returns {Promise<string>} the path of main.js
 */
export async function buildServer(outdir = path.join(root, 'dist', 'server')) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      cli: path.join(root, 'src/server/cli.ts'),
    },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    // ES modules first, so the bundled packages are tree-shaken.
    mainFields: ['module', 'main'],
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    jsx: 'automatic',
    logLevel: 'warning',
  });
  return path.join(outdir, 'main.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.log('server built: dist/server/main.js');
}
