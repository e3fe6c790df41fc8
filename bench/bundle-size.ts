import { readFileSync } from 'node:fs';
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

/** What the landing page loads before anything else: the entry script, its preloads and the CSS. */
export function landingBundleSize(): BundleSize {
  const webRoot = path.join(root, 'dist', 'web');
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
  const size: BundleSize = { js: 0, css: 0, jsGzip: 0, cssGzip: 0, files };
  for (const file of new Set(files)) {
    const bytes = readFileSync(path.join(webRoot, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    if (file.endsWith('.js')) {
      size.js += bytes.length;
      size.jsGzip += gzip;
    } else {
      size.css += bytes.length;
      size.cssGzip += gzip;
    }
  }
  return size;
}
