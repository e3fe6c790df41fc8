import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib';

export interface BundleSize {
  js: number;
  css: number;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

const defaultWebRoot = path.join(root, 'dist', 'web');

/** Sums raw and gzipped (level 9) sizes of built files (paths like `/assets/x.js`). */
export function sizeOf(files: Iterable<string>, webRoot = defaultWebRoot): BundleSize {
  const unique = [...new Set(files)];
  const size: BundleSize = { js: 0, css: 0, jsGzip: 0, cssGzip: 0, files: unique };
  for (const file of unique) {
    const bytes = readFileSync(path.join(webRoot, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    if (file.endsWith('.css')) {
      size.css += bytes.length;
      size.cssGzip += gzip;
    } else {
      size.js += bytes.length;
      size.jsGzip += gzip;
    }
  }
  return size;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

/**
 * What an HTML document makes the browser fetch before it is interactive: `<script src>`,
 * `<link rel=stylesheet>` and `<link rel=modulepreload>` that point at our own `/assets/`.
 */
export function assetsOfHtml(html: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) files.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (href && (rel.includes('stylesheet') || rel.includes('modulepreload'))) files.push(href);
  }
  return files
    .map((file) => new URL(file, 'http://x/').pathname)
    .filter((file) => file.startsWith('/assets/'));
}

/**
 * What the landing page loads before anything else: the entry script, its preloads and the CSS,
 * and the catalogue of the page's language (English unless told), which the server's shell
 * preloads beside the entry (src/server/plugins/spa.ts) and the first render waits for.
 */
export function landingBundleSize(webRoot = defaultWebRoot, language = 'en'): BundleSize {
  const html = assetsOfHtml(readFileSync(path.join(webRoot, 'index.html'), 'utf8'));
  const manifest = readManifest(webRoot);
  const catalogue = manifest
    ? closureOf(manifest, `../shared/i18n/messages/${language}.ts`, { withCss: false })
    : new Set<string>();
  return sizeOf([...html, ...catalogue], webRoot);
}

/** A page rendered by the server (the public card page): the assets its HTML references. */
export function pageBundleSize(html: string, webRoot = defaultWebRoot): BundleSize {
  return sizeOf(assetsOfHtml(html), webRoot);
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(webRoot: string): Manifest | undefined {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** A module's chunk and every chunk it imports (and their CSS if asked), as URL paths. */
function closureOf(manifest: Manifest, key: string, { withCss }: { withCss: boolean }) {
  const into = new Set<string>();
  const seen = new Set<string>();
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (!chunk || seen.has(current)) return;
    seen.add(current);
    into.add(`/${chunk.file}`);
    if (withCss) chunk.css?.forEach((css) => into.add(`/${css}`));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return into;
}

export interface RouteBundle {
  /** The lazily loaded module of the route (e.g. `features/auth/login-page.tsx`). */
  module: string;
  /** Landing bundle plus what the route adds. */
  total: BundleSize;
  /** Only what the route fetches beyond the landing bundle. */
  extra: BundleSize;
}

/**
 * For each lazily loaded route module of the SPA entry: the chunk, its static imports and CSS,
 * beyond what the landing page already loaded (from Vite's build manifest).
 */
export function spaRouteBundles(webRoot = defaultWebRoot): RouteBundle[] {
  const manifest = readManifest(webRoot);
  if (!manifest) return [];
  const closure = (key: string) => closureOf(manifest, key, { withCss: true });
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry && manifest[key]?.name === 'app',
  );
  if (!entryKey) return [];
  const landing = new Set([...landingBundleSize(webRoot).files, ...closure(entryKey)]);
  const routes = (manifest[entryKey]?.dynamicImports ?? []).filter((key) =>
    /\/[^/]*(page|route)\.tsx$/.test(key),
  );
  return routes.map((module) => {
    const files = closure(module);
    return {
      module,
      total: sizeOf(new Set([...landing, ...files]), webRoot),
      extra: sizeOf(
        [...files].filter((file) => !landing.has(file)),
        webRoot,
      ),
    };
  });
}
