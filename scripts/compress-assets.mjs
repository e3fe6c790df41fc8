// After `vite build`: writes .br and .gz beside each text asset so the server can send them
// precompressed (@fastify/static preCompressed) without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', 'dist', 'web');
const TEXT = /\.(js|css|svg|json|txt|map)$/;
let count = 0;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(entry) && !entry.endsWith('.map')) {
      const bytes = readFileSync(file);
      if (bytes.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      count += 1;
    }
  }
}

walk(root);
console.log(`precompressed ${count} assets (.br, .gz)`);
