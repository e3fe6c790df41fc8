/**
 * The public forms of a card, for anyone: its JSON, its vCard and its QR codes. Their answers are
 * kept in the response cache, and the cached-response server answers repeats of them before
 * Fastify routes the request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardIdQuerySchema,
  cardQrCodeUrl,
  cardVCardQrCodeUrl,
  QR_CONTENTS,
  publicCardSchema,
} from '../../../shared/card';
import { apiErrorSchema } from '../../../shared/errors';
import { limitDrawings } from '../../lib/drawing-limit';
import { sendUnlessNotModified } from '../../lib/http-caching';
import { requestOrigin } from '../../lib/request-origin';
import { carriesSessionCredential, findCaller } from '../../plugins/auth';
import { cardFileDisposition, cardLanguageQuery, toCard } from '../cards';
import { visitOf } from '../insights';
import {
  canonicalPublicUrl,
  rememberPublicResponse,
  withLanguages,
} from './cached-response-server';
import {
  getPublicCard,
  getPublicQrCode,
  getPublicVCard,
  getPublicVCardQrCode,
} from './public-card';

/**
 * The address a QR code drawn for this request carries (docs/product.md#site-address): the one
 * the request was sent to when the site answers there, or when a signed-in user sends it (then the
 * site remembers it: `findCaller`); otherwise the site's own, already drawn, so a made-up Host
 * costs no drawing.
 */
async function qrCodeOrigin(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const origin = requestOrigin(app.config, request);
  if (app.siteAddresses.answersAt(origin)) return origin;
  if (carriesSessionCredential(request.headers, app.sessionCookieName)) {
    await findCaller(app, request);
    if (app.siteAddresses.answersAt(origin)) return origin;
  }
  return app.siteAddresses.siteOrigin;
}

export const publicCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/card/showcase',
    {
      schema: {
        tags: ['cards'],
        summary: 'A public card',
        querystring: cardIdQuerySchema,
        response: { 200: publicCardSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getPublicCard(app, request.query.id),
  );

  app.get(
    '/api/card/get-vcard',
    {
      schema: {
        tags: ['cards'],
        summary:
          'The card as a vCard 3.0 file (text/vcard); 404 {error, message} for unknown cards',
        produces: ['text/vcard'],
        querystring: cardIdQuerySchema.extend({ lang: cardLanguageQuery }),
      },
    },
    async (request, reply) => {
      const origin = requestOrigin(app.config, request);
      const { row, vcard } = await getPublicVCard(app, request.query.id, {
        origin,
        beforeDrawing: () => limitDrawings(app, request),
        language: request.query.lang,
      });
      reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', vcard.disposition)
        .header('cache-control', 'no-cache')
        .header('etag', vcard.etag);
      const canonical = withLanguages(canonicalPublicUrl('/api/card/get-vcard', row.id));
      app.analytics.save(row.id, visitOf(request));
      rememberPublicResponse(app.publicCards, request, reply, row, canonical, vcard, {
        anonymousOnly: false,
        origin,
        counts: 'save',
      });
      return sendUnlessNotModified(request, reply, vcard);
    },
  );

  app.get(
    '/api/card/qr',
    {
      schema: {
        tags: ['cards'],
        summary:
          "The QR code of the card's public address, or with content=vcard of its contact (SVG or PNG); 404 for unknown cards",
        produces: ['image/svg+xml', 'image/png'],
        querystring: cardIdQuerySchema.extend({
          format: z.enum(['svg', 'png']).default('svg'),
          content: z
            .enum(QR_CONTENTS)
            .default('url')
            .describe(
              "url: the card's address; vcard: its vCard without the photo, for saving with no network",
            ),
          download: z
            .literal('1')
            .optional()
            .describe(
              "1: sent as a download named '{full-name}-qr.{format}' ('-contact-qr.' for vcard)",
            ),
          v: z
            .string()
            .max(64)
            .optional()
            .describe(
              "A fingerprint of the card's design, so browsers do not show an old one from their cache; not read",
            ),
          lang: cardLanguageQuery,
        }),
      },
    },
    async (request, reply) => {
      const { id, format, download, content } = request.query;
      const origin = await qrCodeOrigin(app, request);
      const vcard = content === 'vcard';
      const { row, qr } = await (vcard ? getPublicVCardQrCode : getPublicQrCode)(app, id, format, {
        origin,
        beforeDrawing: () => limitDrawings(app, request),
        language: request.query.lang,
      });
      reply
        .type(format === 'svg' ? 'image/svg+xml' : 'image/png')
        // The contact's code changes with every edit: browsers ask again, a 304 when unchanged.
        .header('cache-control', vcard ? 'public, no-cache' : 'public, max-age=86400')
        .header(
          'content-disposition',
          cardFileDisposition(
            row.fullName,
            `${vcard ? '-contact' : ''}-qr.${format}`,
            download ? 'attachment' : 'inline',
          ),
        )
        // Other sites may show a card's QR code (docs/product.md#vcard).
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('etag', qr.etag);
      const card = toCard(app, row);
      const canonical = vcard
        ? [
            `${canonicalPublicUrl('/api/card/qr', row.id, format)}&content=vcard`,
            cardVCardQrCodeUrl(card, format),
          ]
        : [
            canonicalPublicUrl('/api/card/qr', row.id, format),
            // The address the card gives (its qrCodeUrl), versioned by this row's design.
            cardQrCodeUrl(card, format),
          ];
      if (format === 'svg' && !vcard) canonical.push(canonicalPublicUrl('/api/card/qr', row.id));
      // An address drawn as the site's own is not kept under its name: it would only crowd out
      // the answers of real ones.
      if (origin === requestOrigin(app.config, request)) {
        rememberPublicResponse(app.publicCards, request, reply, row, canonical, qr, {
          anonymousOnly: false,
          origin,
        });
      }
      return sendUnlessNotModified(request, reply, qr);
    },
  );
};
