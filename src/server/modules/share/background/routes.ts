import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundQuerySchema } from '../../../../shared/background';
import { matchesIfNoneMatch } from '../../../lib/http-caching';
import { requestOrigin } from '../../../lib/request-origin';
import { signedInSecurity } from '../../../lib/route-schemas';
import { requireProfile } from '../../../plugins/auth';
import { cardFileDisposition, cardLanguageQuery } from '../../cards';
import { BackgroundService } from './service';

/** `GET /api/card/background` (docs/product.md#share-background). */
export const backgroundRoutes: FastifyPluginAsyncZod = async (app) => {
  const backgrounds = new BackgroundService(app);

  app.get(
    '/api/card/background',
    {
      schema: {
        tags: ['cards'],
        summary:
          "One of your cards as a 1920×1080 video-call background (PNG, downloaded as '{full-name}-background.png'), or its 480×270 preview; 404 for a card not yours, 429 past the drawing limit",
        security: signedInSecurity,
        produces: ['image/png'],
        querystring: backgroundQuerySchema.extend({ lang: cardLanguageQuery }),
      },
    },
    async (request, reply) => {
      const { principal } = await requireProfile(app, request);
      const { id, layout, size, lang } = request.query;
      const origin = requestOrigin(app.config, request);
      const background = await backgrounds.prepare(principal, id, layout, origin, size, lang);
      // The owner's browser asks again each time (private: it is not for shared caches), and a
      // card that did not change is a 304 that draws nothing.
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', background.etag)
        .header(
          'content-disposition',
          cardFileDisposition(background.row.fullName, '-background.png'),
        );
      if (matchesIfNoneMatch(request.headers['if-none-match'], background.etag)) {
        return reply.code(304).send();
      }
      return reply.type('image/png').send(await background.draw());
    },
  );
};
