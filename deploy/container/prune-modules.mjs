// Build stage only: trims node_modules (already `npm prune --omit=dev`) to what the built server
// loads. The client's packages (React components, charts, icons) are bundled into dist/web by the
// build, and lucide-react into the server, so the runtime needs only the packages the server
// bundle imports (read from dist/server), the packages it loads by name (EXTRA), and everything
// those depend on. Type declarations, source maps and documents go too.
// Usage: node prune-modules.mjs <app folder>
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const modules = path.join(root, 'node_modules');
/**
 * Loaded by name rather than imported: pino's pretty printer (a terminal), the card fonts, and the
 * fallback fonts the server draws Arabic, Hebrew and Japanese in (src/server/lib/font-files.ts).
 */
const FALLBACK_FONTS = [
  '@fontsource/noto-sans-arabic',
  '@fontsource/noto-sans-hebrew',
  '@fontsource/noto-sans-jp',
];
const EXTRA = [
  'pino-pretty',
  '@fontsource/inter',
  '@fontsource/lora',
  '@fontsource/montserrat',
  '@fontsource/playfair-display',
  ...FALLBACK_FONTS,
];

/** `pkg` or `@scope/pkg` from an import specifier. */
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** Every bare specifier the server bundle imports (`sharp`, `drizzle-orm/pglite`, …). */
function serverSpecifiers() {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        const text = readFileSync(full, 'utf8');
        // esbuild writes each external import as a statement of its own, `import … from "x";`
        // (the braces may span lines), `import "x";` or `export … from "x";`, or as `import("x")`
        // for a lazy one.
        const imports = /^(?:import|export)\b[^;'"`]*?"([^"]+)";$|\bimport\("([^"]+)"\)/gm;
        for (const match of text.matchAll(imports)) {
          const specifier = match[1] ?? match[2];
          if (
            /^(?:@[\w.-]+\/)?[\w.-]+(?:\/[\w./-]*)?$/.test(specifier) &&
            !specifier.startsWith('.')
          )
            names.add(specifier);
        }
      }
    }
  };
  walk(path.join(root, 'dist', 'server'));
  return names;
}

/** The folder `name` resolves to from `from` (a package folder), as Node looks it up. */
function resolvePackage(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return undefined;
  }
}

const kept = new Set();
const specifiers = serverSpecifiers();
const queue = [...new Set([...specifiers].map(packageOf)), ...EXTRA].map((name) => {
  const found = resolvePackage(name, root);
  if (!found) throw new Error(`the server imports ${name}, which is not installed`);
  return found;
});
while (queue.length) {
  const dir = queue.pop();
  if (kept.has(dir)) continue;
  kept.add(dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  // Peer dependencies marked optional (test runners, bundlers, other databases' drivers that
  // better-auth or drizzle can work with) are followed only when something else needs them.
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
    (name) => !optionalPeers[name]?.optional,
  );
  const wanted = [
    ...peers,
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.dependencies ?? {}),
  ];
  for (const name of wanted) {
    const found = resolvePackage(name, dir);
    // Optional and peer dependencies may be absent (another platform's binary, an unused driver).
    if (found) queue.push(found);
  }
}

let removed = 0;
/** Removes every package folder under `dir` (a node_modules folder) that is not kept. */
function sweep(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === '.bin') continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      sweep(full);
      if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
      continue;
    }
    if (!kept.has(full)) {
      rmSync(full, { recursive: true, force: true });
      removed += 1;
      continue;
    }
    const nested = path.join(full, 'node_modules');
    if (existsSync(nested)) sweep(nested);
  }
}
sweep(modules);
rmSync(path.join(modules, '.bin'), { recursive: true, force: true });

// Files no running server reads: type declarations and TypeScript sources (Node.js does not run
// TypeScript from node_modules), source maps, documents, the fonts' italic files (the server draws
// upright text only), and the test, example and documentation folders packages ship.
const USELESS = /(\.d\.[cm]?ts|\.[cm]?tsx?|\.map|\.md|\.markdown|-italic\.woff2?)$/i;
const USELESS_FOLDERS = new Set(['test', 'tests', '__tests__', 'example', 'examples', 'docs']);
let files = 0;
function clean(dir, packageRoot) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (packageRoot && USELESS_FOLDERS.has(entry.name)) {
        rmSync(full, { recursive: true, force: true });
        files += 1;
      } else {
        // A package's own folder is the one with its package.json; node_modules and scopes hold packages.
        clean(
          full,
          entry.name !== 'node_modules' && !entry.name.startsWith('@')
            ? existsSync(path.join(full, 'package.json'))
            : false,
        );
      }
    } else if (USELESS.test(entry.name) && statSync(full).isFile()) {
      rmSync(full);
      files += 1;
    }
  }
}
clean(modules, false);
// The fallback fonts are read by the server only, in weights 400 and 700 from their .woff files:
// the other weights and the .woff2 files (most of Noto Sans JP's 80 MB) go.
for (const name of FALLBACK_FONTS) {
  const dir = path.join(modules, name, 'files');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir)) {
    if (!/-(400|700)-normal\.woff$/.test(file)) {
      rmSync(path.join(dir, file));
      files += 1;
    }
  }
}
// Every import of the server still resolves, as Node.js resolves it from dist/server.
const check = path.join(root, 'dist', 'server', '.resolve-check.mjs');
writeFileSync(
  check,
  `for (const specifier of ${JSON.stringify([...specifiers])}) import.meta.resolve(specifier);\n`,
);
try {
  execFileSync(process.execPath, [check], { stdio: 'inherit' });
} finally {
  rmSync(check);
}
console.log(`kept ${kept.size} packages, removed ${removed} and ${files} files and folders`);
