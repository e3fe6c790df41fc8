// Bundles the server into dist/server. Dependencies stay external and load from node_modules,
// except lucide-react: bundled, so only the icons the server renders are loaded (its package
// entry loads all of them, ~35 MiB). Code splitting keeps what is imported lazily (the app in a
// cluster's primary, the Stripe driver) in chunks of its own.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const bundled = new Set(['lucide-react']);
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  // ES modules first, so the bundled lucide-react is tree-shaken.
  mainFields: ['module', 'main'],
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
});
console.log('server built: dist/server/main.js');
