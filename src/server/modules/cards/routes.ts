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
  cardSchema,
  createCardQuerySchema,
  deleteCardBodySchema,
} from '../../../shared/card';
import { apiErrorSchema } from '../../../shared/errors';
import { CARD_TEMPLATES } from '../../../shared/card-design';
import { cardDesignSchema, cardTemplateListSchema } from '../../../shared/card-design-schema';
import { IMAGE_MESSAGES } from '../../../shared/images';
import { megabytesToBytes } from '../../../shared/public-config';
import { AppError, validationErrorOf } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { ReadsUntilWritten } from '../../lib/reads-until-written';
import { limitUploads } from '../../lib/upload-limit';
import {
  EDIT_VERSION_DESCRIPTION,
  signedInErrors,
  signedInSecurity,
  tokenErrors,
  tokenSecurity,
  uploadErrors,
} from '../../lib/route-schemas';
import { requireProfile, requireProfileOrToken } from '../../plugins/auth';
import { assertCardSlotFree } from '../billing';
import { createCard, deleteCard, getOwnedCard, listUserCards, updateCard } from './service';

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
    tooLargeDetails: { megabytes: maxMb },
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
    assigneeId,
    ...rest
  } = body.fields;
  const meta = cardImageFieldsSchema.safeParse({
    id,
    profileImageName,
    bannerImageName,
    brandLogoName,
    exchangeEnabled,
    version,
    assigneeId,
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
    assigneeId: meta.data.assigneeId,
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
          'Create a card (multipart: card and design fields, exchangeEnabled, files profileImage, companyLogo and brandLogo); ?orgId= makes it an organisation card (owners and admins), assigned to the member in the assigneeId field if given',
        security: tokenSecurity('cards:write'),
        querystring: createCardQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: cardSchema, ...uploadErrors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { orgId } = request.query;
      const { principal } = await requireProfileOrToken(app, request, 'cards:write', { orgId });
      // Before the body is read: no image is received or decoded for a card that cannot be made
      // (createCard checks again, under the subscription's lock). An organisation's card is
      // checked once the caller's role in it is known, still before any image is decoded.
      if (!orgId) await assertCardSlotFree(app.database.db, { ownerId: principal.userId });
      const upload = await readCardUpload(app, request, principal.userId);
      if (upload.assigneeId && !orgId) {
        throw new AppError(
          ERROR_CODES.VALIDATION_ERROR,
          'assigneeId: Only an organisation card can be assigned',
        );
      }
      return reply
        .code(201)
        .send(
          await createCard(
            app,
            principal,
            upload.fields,
            upload.design,
            upload.images,
            upload.settings,
            orgId ? { orgId, assigneeId: upload.assigneeId } : undefined,
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
        security: tokenSecurity('cards:write'),
        consumes: ['multipart/form-data'],
        response: { 200: cardSchema, ...uploadErrors, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { principal } = await requireProfileOrToken(app, request, 'cards:write', 'in-row');
      const upload = await readCardUpload(app, request, principal.userId);
      if (!upload.id) throw new AppError(ERROR_CODES.VALIDATION_ERROR, 'id: Missing card id');
      return updateCard(
        app,
        principal,
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
      const { principal } = await requireProfile(app, request);
      await deleteCard(app, principal, request.body);
      return { message: 'Card deleted successfully!' };
    },
  );

  app.get(
    '/api/card',
    {
      schema: {
        tags: ['cards'],
        summary: "One of your cards (or of an organisation's you may see), for editing",
        security: tokenSecurity('cards:read'),
        querystring: cardIdQuerySchema,
        response: { 200: cardSchema, ...tokenErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfileOrToken(app, request, 'cards:read', 'in-row');
      return getOwnedCard(app, principal, request.query.id);
    },
  );

  app.post(
    '/api/card/list-user-cards',
    {
      schema: {
        tags: ['cards'],
        summary:
          "Your cards, newest first, a page at a time; with orgId, the organisation's cards you may see",
        security: tokenSecurity('cards:read'),
        body: cardListRequestSchema,
        response: { 200: cardListResponseSchema, ...tokenErrors },
      },
    },
    async (request) => {
      const { page, pageSize, orgId } = request.body;
      const { principal } = await requireProfileOrToken(app, request, 'cards:read', { orgId });
      // An organisation's list also changes with its memberships: it is read every time.
      if (orgId) return listUserCards(app, principal, page, pageSize, orgId);
      return cardLists.read(`${principal.userId}\n${page}\n${pageSize}`, () =>
        listUserCards(app, principal, page, pageSize),
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
};
