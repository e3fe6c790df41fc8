import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(webRoot: string | undefined): Manifest | undefined {
  const file = webRoot && path.join(webRoot, '.vite', 'manifest.json');
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** A chunk's own file and those of every chunk it imports, as URL paths. */
function scriptsOf(manifest: Manifest, chunk: ManifestChunk | undefined): string[] {
  const files = new Set<string>();
  const visit = (current: ManifestChunk | undefined) => {
    if (!current || files.has(`/${current.file}`)) return;
    files.add(`/${current.file}`);
    current.imports?.forEach((key) => visit(manifest[key]));
  };
  visit(chunk);
  return [...files];
}

/**
 * The scripts of a module the app imports lazily (its chunk and the chunks that chunk imports), by
 * its path as the build manifest keys it: relative to src/web, e.g.
 * `../shared/i18n/messages/de.ts`. Empty when the client is not built or the module is not a chunk.
 */
export function lazyModuleScripts(webRoot: string | undefined, source: string): string[] {
  const manifest = readManifest(webRoot);
  return manifest ? scriptsOf(manifest, manifest[source]) : [];
}

export interface EntryAssets {
  scripts: string[];
  styles: string[];
  /** Chunks the entry imports, fetched alongside it instead of after it. */
  preloads: string[];
}

/**
 * The hashed files of one Vite entry (its script and every stylesheet it pulls in), read from the
 * build manifest; empty when the client is not built (API-only tests).
 */
export function entryAssets(webRoot: string | undefined, entryName: string): EntryAssets {
  const none: EntryAssets = { scripts: [], styles: [], preloads: [] };
  const manifest = readManifest(webRoot);
  if (!manifest) return none;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === entryName);
  if (!entry) return none;
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined, seen: Set<ManifestChunk>) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    if (chunk !== entry) preloads.add(`/${chunk.file}`);
    chunk.css?.forEach((css) => styles.add(`/${css}`));
    chunk.imports?.forEach((key) => visit(manifest[key], seen));
  };
  visit(entry, new Set());
  return { scripts: [`/${entry.file}`], styles: [...styles], preloads: [...preloads] };
}
