import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
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
  const file = webRoot && path.join(webRoot, '.vite', 'manifest.json');
  const none: EntryAssets = { scripts: [], styles: [], preloads: [] };
  if (!file || !existsSync(file)) return none;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
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
