import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { CARD_FONT_FILES } from '../../shared/card-fonts';
import { etagOf, IMMUTABLE_CACHE_CONTROL, sendUnlessNotModified } from '../lib/http-caching';

interface FontFile {
  body: Buffer;
  etag: string;
}

/**
 * The card fonts' files (src/shared/card-fonts.ts), read once from their @fontsource packages in
 * node_modules, keyed by URL path. Eight small woff2 files (about 170 KB in all), already
 * compressed, so they are kept and sent as they are.
 */
export function loadCardFontFiles(): Map<string, FontFile> {
  const require = createRequire(import.meta.url);
  return new Map(
    CARD_FONT_FILES.map(({ url, source }) => {
      const body = readFileSync(require.resolve(source));
      return [url, { body, etag: etagOf(body) }];
    }),
  );
}

/**
 * GET /fonts/<id>-<weight>.woff2 from our own origin (never a third-party host): font/woff2,
 * cached for a year as immutable (a font file's name changes with the font, not with its version;
 * a package upgrade that changes a file's metrics is rare enough to live with a year's cache), and
 * 404 for any other name. Works with or without a built client, so `npm start` and the API tests
 * serve the same bytes.
 */
export async function registerCardFonts(app: FastifyInstance) {
  const files = loadCardFontFiles();
  app.get<{ Params: { name: string } }>(
    '/fonts/:name',
    { schema: { hide: true } },
    (request, reply) => {
      const file = files.get(`/fonts/${request.params.name}`);
      if (!file) return reply.callNotFound();
      reply.type('font/woff2').header('cache-control', IMMUTABLE_CACHE_CONTROL);
      return sendUnlessNotModified(request, reply, file);
    },
  );
}
