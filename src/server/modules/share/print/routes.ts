import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../../shared/errors';
import { printQuerySchema } from '../../../../shared/print';
import { enforceRateLimits } from '../../../lib/rate-limiter';
import { requestOrigin } from '../../../lib/request-origin';
import { signedInErrors, signedInSecurity } from '../../../lib/route-schemas';
import { requireProfile } from '../../../plugins/auth';
import { cardLanguageQuery } from '../../cards';

/** PDFs one user may ask for in a minute: a few sheets and retries, not a loop. */
export const PRINTS_PER_MINUTE = 10;

export const printRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/card/print.pdf',
    {
      schema: {
        tags: ['cards'],
        summary:
          "One of your cards as a printable PDF, downloaded as '{full-name}-cards.pdf': one 85 × 55 mm card with crop marks (sheet=card) or ten on A4 or Letter (fronts, then backs for long-edge duplex)",
        security: signedInSecurity,
        produces: ['application/pdf'],
        querystring: printQuerySchema.extend({ lang: cardLanguageQuery }),
        response: {
          200: z.any().describe('The PDF, as a download'),
          ...signedInErrors,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, principal } = await requireProfile(app, request);
      await enforceRateLimits(app.database.db, [
        { key: `print:user:${user.id}`, max: PRINTS_PER_MINUTE, windowSeconds: 60 },
      ]);
      const { id, sheet, lang } = request.query;
      // pdf-lib and fontkit load with the first PDF, not at start.
      const { getCardPdf } = await import('./service');
      const pdf = await getCardPdf(
        app,
        principal,
        id,
        sheet,
        requestOrigin(app.config, request),
        lang,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', pdf.disposition)
        .header('cache-control', 'private, no-store')
        .send(pdf.body);
    },
  );
};
