import { ERROR_CODES } from '../../../shared/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatPhone } from '../../../shared/phone-format';
import {
  cardFieldsSchema,
  cardIdQuerySchema,
  cardImageFieldsSchema,
  cardListRequestSchema,
  cardListResponseSchema,
  cardQrCodeUrl,
  cardVCardQrCodeUrl,
  QR_CONTENTS,
  cardSchema,
  deleteCardBodySchema,
  publicCardSchema,
} from '../../../shared/card';
import { apiErrorSchema } from '../../../shared/errors';
import { CARD_TEMPLATES } from '../../../shared/card-design';
import { cardDesignSchema, cardTemplateListSchema } from '../../../shared/card-design-schema';
import { IMAGE_MESSAGES } from '../../../shared/images';
import { megabytesToBytes } from '../../../shared/public-config';
import { AppError, validationErrorOf } from '../../lib/app-error';
import { sendUnlessNotModified } from '../../lib/http-caching';
import { readMultipart } from '../../lib/multipart';
import { limitDrawings } from '../../lib/drawing-limit';
import { ReadsUntilWritten } from '../../lib/reads-until-written';
import { limitUploads } from '../../lib/upload-limit';
import {
  EDIT_VERSION_DESCRIPTION,
  signedInErrors,
  signedInSecurity,
  uploadErrors,
} from '../../lib/route-schemas';
import { carriesSessionCredential, findCaller, requireProfile } from '../../plugins/auth';
import { assertCardSlotFree } from '../billing/allocation';
import { requestOrigin } from '../../lib/request-origin';
import { canonicalPublicUrl, rememberPublicResponse } from './front-door';
import {
  getPublicCard,
  getPublicQrCode,
  getPublicVCard,
  getPublicVCardQrCode,
} from './public-card';
import { createCard, deleteCard, getOwnedCard, listUserCards, toCard, updateCard } from './service';
import { cardFileDisposition } from './vcard';
import { visitOf } from '../analytics/counter';

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

const security = signedInSecurity;
const errors = signedInErrors;

/**
 * Reads a create/update multipart body and validates it with the form's own schema. Images count
 * against the user's upload limit as the first one begins.
 */
async function readCardUpload(app: FastifyInstance, request: FastifyRequest, userId: string) {
  const maxMb = app.config.publicConfig.MAX_FILE_SIZE;
  const body = await readMultipart(request, {
    fileFields: ['profileImage', 'companyLogo', 'brandLogo'],
    maxFiles: 3,
    maxFileBytes: megabytesToBytes(maxMb),
    tooLargeMessage: () => IMAGE_MESSAGES.tooLarge(maxMb),
    beforeFirstFile: () => limitUploads(app, userId),
  });
  const {
    id,
    userId: _userId,
    profileImageName,
    bannerImageName,
    brandLogoName,
    exchangeEnabled,
    version,
    ...rest
  } = body.fields;
  const meta = cardImageFieldsSchema.safeParse({
    id,
    profileImageName,
    bannerImageName,
    brandLogoName,
    exchangeEnabled,
    version,
  });
  if (!meta.success) throw validationErrorOf(meta.error);
  // The design fields go to their own schema; every other text field is the card's.
  const designFields: Record<string, string> = {};
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(rest)) {
    (Object.hasOwn(cardDesignSchema.shape, name) ? designFields : text)[name] = value;
  }
  const fields = cardFieldsSchema.safeParse(text);
  if (!fields.success) throw validationErrorOf(fields.error);
  const design = cardDesignSchema.safeParse(designFields);
  if (!design.success) throw validationErrorOf(design.error);
  return {
    id: meta.data.id,
    version: meta.data.version,
    fields: { ...fields.data, phone: storedPhone(fields.data.phone) },
    settings: { exchangeEnabled: meta.data.exchangeEnabled },
    design: design.data,
    images: {
      profile: body.files.profileImage?.[0],
      banner: body.files.companyLogo?.[0],
      brandLogo: body.files.brandLogo?.[0],
      removeProfile: meta.data.profileImageName === '',
      removeBanner: meta.data.bannerImageName === '',
      removeBrandLogo: meta.data.brandLogoName === '',
    },
  };
}

/**
 * Stored the way the editor shows it, whatever the client sent (docs/product.md#phone-formatting),
 * unless formatting would drop a digit (the editor cuts what is typed beyond a number's length):
 * then the valid value is kept as sent.
 */
function storedPhone(phone: string): string {
  const formatted = formatPhone(phone);
  return formatted.replace(/\D/g, '') === phone.replace(/\D/g, '') ? formatted : phone;
}

/** My Cards' pages kept while no card is written (PGlite: lib/reads-until-written.ts). */
const KEPT_CARD_LISTS = 1_000;

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const cardLists = new ReadsUntilWritten<Awaited<ReturnType<typeof listUserCards>>>(
    app.database.writesTo?.(['cards']),
    KEPT_CARD_LISTS,
  );
  app.post(
    '/api/card/create-card',
    {
      schema: {
        tags: ['cards'],
        summary:
          'Create a card (multipart: card and design fields, exchangeEnabled, files profileImage, companyLogo and brandLogo)',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: cardSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { user } = await requireProfile(app, request);
      // Before the body is read: no image is received or decoded for a card that cannot be made
      // (createCard checks again, under the subscription's lock).
      await assertCardSlotFree(app, user.id);
      const upload = await readCardUpload(app, request, user.id);
      return reply
        .code(201)
        .send(
          await createCard(
            app,
            user.id,
            upload.fields,
            upload.design,
            upload.images,
            upload.settings,
          ),
        );
    },
  );

  app.post(
    '/api/card/update-card',
    {
      schema: {
        tags: ['cards'],
        summary:
          'Update a card (multipart with id and version; profileImageName, bannerImageName or brandLogoName empty removes; design fields and exchangeEnabled left out are kept; premium choices need a live subscription, else 403 PREMIUM_REQUIRED)',
        description: EDIT_VERSION_DESCRIPTION('card'),
        security,
        consumes: ['multipart/form-data'],
        response: { 200: cardSchema, ...uploadErrors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      const upload = await readCardUpload(app, request, user.id);
      if (!upload.id) throw new AppError(ERROR_CODES.VALIDATION_ERROR, 'id: Missing card id');
      return updateCard(
        app,
        user.id,
        upload.id,
        upload.fields,
        upload.design,
        upload.images,
        upload.settings,
        upload.version,
      );
    },
  );

  app.post(
    '/api/card/delete-card',
    {
      schema: {
        tags: ['cards'],
        summary: 'Delete one of your cards',
        security,
        body: deleteCardBodySchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      await deleteCard(app, user.id, request.body);
      return { message: 'Card deleted successfully!' };
    },
  );

  app.get(
    '/api/card',
    {
      schema: {
        tags: ['cards'],
        summary: 'One of your cards, for editing',
        security,
        querystring: cardIdQuerySchema,
        response: { 200: cardSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      return getOwnedCard(app, user.id, request.query.id);
    },
  );

  app.post(
    '/api/card/list-user-cards',
    {
      schema: {
        tags: ['cards'],
        summary: 'Your cards, newest first, a page at a time',
        security,
        body: cardListRequestSchema,
        response: { 200: cardListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      const { page, pageSize } = request.body;
      return cardLists.read(`${user.id}\n${page}\n${pageSize}`, () =>
        listUserCards(app, user.id, page, pageSize),
      );
    },
  );

  app.get(
    '/api/card/templates',
    {
      schema: {
        tags: ['cards'],
        summary: 'The card templates: id, name and whether a live subscription is needed',
        response: { 200: cardTemplateListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return CARD_TEMPLATES.map(({ id, name, premium }) => ({ id, name, premium }));
    },
  );

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
        querystring: cardIdQuerySchema,
      },
    },
    async (request, reply) => {
      const origin = requestOrigin(app.config, request);
      const { row, vcard } = await getPublicVCard(app, request.query.id, {
        origin,
        beforeDrawing: () => limitDrawings(app, request),
      });
      reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', vcard.disposition)
        .header('cache-control', 'no-cache')
        .header('etag', vcard.etag);
      const canonical = canonicalPublicUrl('/api/card/get-vcard', row.id);
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
