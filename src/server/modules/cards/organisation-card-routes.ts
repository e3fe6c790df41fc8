/**
 * The organisation card routes (docs/product.md#organisation-cards): an organisation's cards with
 * their assignees, and assigning one. The card routes themselves (create with `?orgId=`, update,
 * delete, the list with `orgId`) serve organisation cards too (routes.ts).
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandContentSchema,
  brandKitSchema,
  brandDesignSchema,
  lockedFieldsSchema,
} from '../../../shared/brand-kit';
import { cardSchema } from '../../../shared/card';
import { ERROR_CODES } from '../../../shared/error-codes';
import { IMAGE_MESSAGES } from '../../../shared/images';
import { assignCardSchema, listOrgCardsSchema, orgRefSchema } from '../../../shared/organisations';
import { megabytesToBytes } from '../../../shared/public-config';
import { AppError, validationErrorOf } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import {
  signedInErrors,
  signedInSecurity,
  tokenErrors,
  tokenSecurity,
  uploadErrors,
} from '../../lib/route-schemas';
import { limitUploads } from '../../lib/upload-limit';
import { fromNodeHeaders } from 'better-auth/node';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importMappingSchema,
  importReportSchema,
  type ImportFileProblem,
  type ImportMapping,
} from '../../../shared/import';
import { flag } from '../../../shared/card-design-schema';
import { mailSiteUrl } from '../../lib/request-origin';
import { requireProfile, requireProfileOrToken } from '../../plugins/auth';
import { getBrandKit, updateBrandKit, type BrandKitChange } from './brand-kit';
import { importPeople } from './import';
import { assignCard, listOrganisationCards } from './organisation-cards';

const tags = ['organisations'];

const orgCardSchema = cardSchema.extend({
  assignee: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
});

/** update-brand's form: the organisation, the kit's fields, `locked` as JSON, the logo file. */
async function readBrandUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<{ orgId: string; change: BrandKitChange }> {
  const maxMb = app.config.publicConfig.MAX_FILE_SIZE;
  const body = await readMultipart(request, {
    fileFields: ['brandLogo'],
    maxFiles: 1,
    maxFileBytes: megabytesToBytes(maxMb),
    tooLargeMessage: () => IMAGE_MESSAGES.tooLarge(maxMb),
    tooLargeDetails: { megabytes: maxMb },
    beforeFirstFile: () => limitUploads(app, userId),
  });
  const { orgId, locked, brandLogoName, ...rest } = body.fields;
  const ref = orgRefSchema.safeParse({ orgId });
  if (!ref.success) throw validationErrorOf(ref.error);
  let lockedNames: unknown = [];
  try {
    lockedNames = locked ? JSON.parse(locked) : [];
  } catch {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, 'locked: must be a JSON array of field names');
  }
  const lockedFields = z.object({ locked: lockedFieldsSchema }).safeParse({ locked: lockedNames });
  if (!lockedFields.success) throw validationErrorOf(lockedFields.error);
  const designFields: Record<string, string> = {};
  const contentFields: Record<string, string> = {};
  for (const [name, value] of Object.entries(rest)) {
    (Object.hasOwn(brandDesignSchema.shape, name) ? designFields : contentFields)[name] = value;
  }
  const design = brandDesignSchema.safeParse(designFields);
  if (!design.success) throw validationErrorOf(design.error);
  const content = brandContentSchema.strict().safeParse(contentFields);
  if (!content.success) throw validationErrorOf(content.error);
  return {
    orgId: ref.data.orgId,
    change: {
      design: design.data,
      content: content.data,
      locked: lockedFields.data.locked,
      logo: body.files.brandLogo?.[0],
      removeLogo: brandLogoName === '',
    },
  };
}

/** How long an import's connection may wait in silence for its answer. */
const IMPORT_SILENCE_MS = 10 * 60_000;

/** The import's form: the organisation, the CSV file, the mapping as JSON, whether to dry-run. */
async function readImportUpload(app: FastifyInstance, request: FastifyRequest, userId: string) {
  const body = await readMultipart(request, {
    fileFields: ['file'],
    maxFiles: 1,
    maxFileBytes: IMPORT_MAX_BYTES,
    tooLargeMessage: () => IMPORT_MESSAGES.tooLarge,
    beforeFirstFile: () => limitUploads(app, userId),
  });
  const { orgId, dryRun, mapping } = body.fields;
  const parsed = z
    .object({ orgId: orgRefSchema.shape.orgId, dryRun: flag.default(false) })
    .safeParse({ orgId, dryRun });
  if (!parsed.success) throw validationErrorOf(parsed.error);
  let mappingValue: ImportMapping | undefined;
  if (mapping) {
    let json: unknown;
    try {
      json = JSON.parse(mapping);
    } catch {
      throw new AppError(
        ERROR_CODES.VALIDATION_ERROR,
        'mapping: must be a JSON object of column names',
      );
    }
    const checked = z.object({ mapping: importMappingSchema }).safeParse({ mapping: json });
    if (!checked.success) throw validationErrorOf(checked.error);
    mappingValue = checked.data.mapping;
  }
  const file = body.files.file?.[0];
  if (!file) throw new AppError(ERROR_CODES.VALIDATION_ERROR, IMPORT_MESSAGES.noFile);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
  } catch {
    throw new AppError(
      ERROR_CODES.VALIDATION_ERROR,
      IMPORT_MESSAGES.notCsv('it is not UTF-8 text'),
      {
        problem: 'NOT_CSV' satisfies ImportFileProblem,
        why: 'NOT_UTF8',
      },
    );
  }
  return { orgId: parsed.data.orgId, dryRun: parsed.data.dryRun, mapping: mappingValue, text };
}

export const organisationCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/org/list-cards',
    {
      schema: {
        tags,
        summary:
          "The organisation's cards, newest first, with their assignees (owners and admins: all; a member: those assigned to them)",
        security: tokenSecurity('cards:read'),
        body: listOrgCardsSchema,
        response: {
          200: z.object({ items: z.array(orgCardSchema), totalCount: z.number().int() }),
          ...tokenErrors,
        },
      },
    },
    async (request) => {
      const { principal } = await requireProfileOrToken(app, request, 'cards:read', {
        orgId: request.body.orgId,
      });
      return listOrganisationCards(app, principal, request.body);
    },
  );

  app.post(
    '/api/org/get-brand',
    {
      schema: {
        tags,
        summary:
          "The organisation's brand kit: its design, shared content, locked fields and logo (every member)",
        security: signedInSecurity,
        body: orgRefSchema,
        response: { 200: brandKitSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      return getBrandKit(app, principal, request.body.orgId);
    },
  );

  app.post(
    '/api/org/update-brand',
    {
      schema: {
        tags,
        summary:
          "Set the organisation's brand kit (multipart: orgId, design and content fields, locked as a JSON array of field names, file brandLogo; brandLogoName empty removes the logo); owners and admins. Locked fields are written to every card of the organisation at once",
        security: signedInSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: brandKitSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { user, principal } = await requireProfile(app, request);
      const { orgId, change } = await readBrandUpload(app, request, user.id);
      return updateBrandKit(app, principal, orgId, change);
    },
  );

  app.post(
    '/api/org/import',
    {
      schema: {
        tags,
        summary:
          'Import people from a CSV file (multipart: orgId, file, dryRun, mapping as JSON {header: field}); each row a card in the brand kit and an invitation; the same file again updates (matched by e-mail); owners and admins',
        security: signedInSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: importReportSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { user, profile, principal } = await requireProfile(app, request);
      const upload = await readImportUpload(app, request, user.id);
      // A run of 1,000 rows takes longer than the silence a connection is otherwise allowed
      // (connectionTimeout): this one connection waits for it, then goes back to the rule.
      // (A request injected in a test has no real socket to wait on.)
      const socket = request.raw.socket as Partial<Pick<Socket, 'setTimeout'>> | undefined;
      if (typeof socket?.setTimeout === 'function') {
        socket.setTimeout(IMPORT_SILENCE_MS);
        reply.raw.once('close', () => socket.setTimeout?.(app.config.timeouts.idleMs));
      }
      const caller = {
        userId: user.id,
        email: user.email,
        name: profile.fullName || user.name,
        headers: fromNodeHeaders(request.headers),
      };
      return importPeople(app, principal, caller, upload, mailSiteUrl(app.config, request));
    },
  );

  app.post(
    '/api/org/assign-card',
    {
      schema: {
        tags,
        summary:
          "Assign an organisation's card to one of its members, or to no one (userId null); owners and admins",
        security: tokenSecurity('cards:write'),
        body: assignCardSchema,
        response: { 200: z.object({ message: z.string() }), ...tokenErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfileOrToken(app, request, 'cards:write', {
        orgId: request.body.orgId,
      });
      return assignCard(app, principal, request.body);
    },
  );
};
