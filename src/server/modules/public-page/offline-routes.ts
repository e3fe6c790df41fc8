import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardIdQuerySchema } from '../../../shared/card';
import { apiErrorSchema } from '../../../shared/errors';
import { SHOWCASE_SCOPE, SHOWCASE_WORKER_URL } from '../../../shared/showcase-worker';
import { homeScreenIconQuerySchema } from '../../../shared/home-screen-schema';
import { AppError } from '../../lib/app-error';
import { limitDrawings } from '../../lib/drawing-limit';
import { etagOf, sendUnlessNotModified } from '../../lib/http-caching';
import { cardManifest, renderHomeScreenIcon } from './home-screen';
import { findPublicCardCached } from './public-card';
import { toPublicCard } from '../cards';

/** Where scripts/build-service-worker.mjs writes the worker, beside the client build. */
export const WORKER_FILE = 'showcase-sw.js';

async function requireCard(app: Parameters<FastifyPluginAsyncZod>[0], id: string) {
  const row = await findPublicCardCached(app, id);
  if (!row) throw AppError.notFound('Card not found');
  return row;
}

/**
 * A card that works offline and on the home screen (docs/product.md#share-offline): the public
 * page's service worker, and each card's web app manifest and icons. All public: they show what
 * the card page shows. Each answer is built once per card version (the response cache) and
 * validated by ETag, so a stranger repeating them costs a lookup, not a drawing; an icon not yet
 * drawn counts against the client's drawing budget (lib/drawing-limit.ts).
 */
export const offlineRoutes: FastifyPluginAsyncZod<{ webRoot: string | undefined }> = async (
  app,
  { webRoot },
) => {
  const file = webRoot && path.join(webRoot, WORKER_FILE);
  const body = file && existsSync(file) ? readFileSync(file) : undefined;
  const worker = body && { body, etag: etagOf(body) };

  app.get(SHOWCASE_WORKER_URL, { schema: { hide: true } }, (request, reply) => {
    if (!worker) return reply.callNotFound();
    reply
      .type('text/javascript; charset=utf-8')
      // Browsers check the worker for updates at most daily whatever this says; no-cache makes
      // every check reach the server, so a new build replaces the old worker at once.
      .header('cache-control', 'no-cache')
      // The widest scope the worker may take: the card pages, never the app.
      .header('service-worker-allowed', SHOWCASE_SCOPE);
    return sendUnlessNotModified(request, reply, worker);
  });

  app.get(
    '/showcase/manifest.webmanifest',
    {
      schema: {
        tags: ['cards'],
        summary: "A card's web app manifest, to install the card on a home screen",
        produces: ['application/manifest+json'],
        querystring: cardIdQuerySchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await requireCard(app, request.query.id);
      const manifest = await app.publicCards.prepared(row, 'manifest', () => ({
        body: Buffer.from(JSON.stringify(cardManifest(toPublicCard(app, row)))),
      }));
      reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache');
      return sendUnlessNotModified(request, reply, manifest);
    },
  );

  app.get(
    '/showcase/icon.png',
    {
      schema: {
        tags: ['cards'],
        summary: "A card's home-screen icon: its photo made square, or its initials (PNG)",
        produces: ['image/png'],
        querystring: homeScreenIconQuerySchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, size } = request.query;
      const row = await requireCard(app, id);
      const icon = await app.publicCards.prepared(row, `icon ${size}`, async () => {
        await limitDrawings(app, request);
        const photo = row.profileImageKey
          ? (await app.storage.readRecent(row.profileImageKey))?.body
          : undefined;
        return {
          body: await app.images.draw('icon', () =>
            renderHomeScreenIcon(toPublicCard(app, row), size, photo),
          ),
        };
      });
      reply.type('image/png').header('cache-control', 'no-cache');
      return sendUnlessNotModified(request, reply, icon);
    },
  );
};
