// After `vite build`: bundles the card pages' service worker (src/web/showcase/sw.ts) into one
// classic script at dist/web/showcase-sw.js. A worker's address is its identity and must not
// change between builds, so it is kept out of Vite's hashed assets; the server serves it with
// `no-cache` (src/server/modules/public-page/offline-routes.ts).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: [path.join(root, 'src/web/showcase/sw.ts')],
  outfile: path.join(root, 'dist/web/showcase-sw.js'),
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
});
console.log('service worker built: dist/web/showcase-sw.js');
