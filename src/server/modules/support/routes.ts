import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListBodySchema, adminSupportRequestListSchema } from '../../../shared/admin';
import { apiErrorSchema } from '../../../shared/errors';
import { megabytesToBytes } from '../../../shared/public-config';
import {
  SUPPORT_MESSAGES,
  supportRequestFieldsSchema,
  supportRequestResponseSchema,
} from '../../../shared/support';
import { AppError } from '../../lib/app-error';
import { withoutHiddenCharacters } from '../../lib/file-names';
import { readMultipart } from '../../lib/multipart';
import { mailSiteUrl } from '../../lib/request-origin';
import { signedInErrors, signedInSecurity, uploadErrors } from '../../lib/route-schemas';
import { findCaller, limitRequest, requireAdmin, requireProfile } from '../../plugins/auth';
import {
  confirmSupportRequest,
  listSupportRequests,
  openSupportAttachment,
  submitSupportRequest,
  type Sender,
} from './service';
import { ERROR_CODES } from '../../../shared/error-codes';

/** A signed-in sender needs a verified address and a profile; without a session, a visitor. */
async function signedInUserOf(app: FastifyInstance, request: FastifyRequest) {
  if (!(await findCaller(app, request))) return undefined;
  const { user } = await requireProfile(app, request);
  return user;
}

function fieldsError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys')
    return new AppError(ERROR_CODES.VALIDATION_ERROR, `${issue.keys.join(', ')}: unexpected field`);
  return new AppError(ERROR_CODES.VALIDATION_ERROR, issue?.message ?? 'Invalid input');
}

const attachmentsNotAllowed = () =>
  new AppError(
    ERROR_CODES.ATTACHMENTS_NOT_ALLOWED,
    'Only signed-in users can attach files. Sign in to add attachments, or send your message without them.',
  );

/**
 * Reads and checks the multipart body; the file limits come from the public configuration. The
 * per-IP limit is counted before the body is read, and a visitor's first file part is refused as
 * it begins: a stranger gets no more than the text fields read.
 */
async function readSupportRequest(app: FastifyInstance, request: FastifyRequest) {
  const user = await signedInUserOf(app, request);
  await limitRequest(app, request, 'support');
  const limits = app.config.publicConfig;
  const body = await readMultipart(request, {
    fileFields: ['attachments'],
    maxFiles: user ? limits.SUPPORT_MAX_ATTACHMENTS : 0,
    maxFileBytes: megabytesToBytes(limits.SUPPORT_MAX_ATTACHMENT_SIZE),
    tooLargeMessage: SUPPORT_MESSAGES.tooLarge,
    tooManyMessage: SUPPORT_MESSAGES.maxAttachments,
    ...(user ? {} : { refuseFiles: attachmentsNotAllowed }),
  });
  // A signed-in request goes out under the account's address; a From field is ignored.
  const { email: from, ...rest } = body.fields;
  const parsed = supportRequestFieldsSchema.safeParse(user ? rest : { ...rest, email: from });
  if (!parsed.success) throw fieldsError(parsed.error);
  const files = body.files.attachments ?? [];
  const { email, ...fields } = parsed.data;

  let sender: Sender;
  if (user) {
    sender = { kind: 'user', userId: user.id, email: user.email };
  } else {
    if (!email) throw new AppError(ERROR_CODES.VALIDATION_ERROR, SUPPORT_MESSAGES.invalidFrom);
    if (files.length) throw attachmentsNotAllowed();
    sender = { kind: 'visitor', email };
  }
  return { sender, fields, files };
}

const confirmQuerySchema = z.object({
  // Any value, even a repeated or absurd one, ends in a redirect rather than a 400.
  token: z.string().max(512).optional().catch(undefined),
});

const attachmentQuerySchema = z.object({
  id: z.uuid('id: must be a support request id'),
  index: z.coerce.number().int().min(0).max(100),
});

/**
 * `attachment; filename=...` that survives any name: an ASCII fallback plus RFC 5987 UTF-8. The
 * name is cleaned again, for rows stored before names were cleaned on upload.
 */
export function contentDisposition(raw: string): string {
  const name = withoutHiddenCharacters(raw) || 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/support/request',
    {
      schema: {
        tags: ['support'],
        summary:
          'Send a support request (multipart: subject, body; visitors add email and confirm it by mail; signed-in users may attach files as attachments)',
        security: [{}, ...signedInSecurity],
        consumes: ['multipart/form-data'],
        response: {
          200: supportRequestResponseSchema,
          ...uploadErrors,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { sender, fields, files } = await readSupportRequest(app, request);
      await limitRequest(app, request, 'support', sender.email, { ipCounted: true });
      return submitSupportRequest(app, sender, fields, files, mailSiteUrl(app.config, request));
    },
  );

  app.get(
    '/api/support/confirm',
    {
      schema: {
        tags: ['support'],
        summary:
          'Confirm a visitor’s request from the mailed link (single use, 24 hours); redirects to /support?request_sent=…',
        querystring: confirmQuerySchema,
        response: { 303: z.null().describe('Redirect to /support with the result') },
      },
    },
    async (request, reply) => {
      const location = await confirmSupportRequest(app, request.query.token);
      return reply.redirect(location, 303);
    },
  );

  app.post(
    '/api/support/list-requests',
    {
      schema: {
        tags: ['support', 'admin'],
        summary: 'Support requests, newest first, searched by sender, subject or body (admins)',
        security: signedInSecurity,
        body: adminListBodySchema,
        response: { 200: adminSupportRequestListSchema, ...signedInErrors },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'support-request');
      return listSupportRequests(app, request.body);
    },
  );

  app.get(
    '/api/support/attachment',
    {
      schema: {
        tags: ['support', 'admin'],
        summary: 'Download one attachment of a support request (admins)',
        security: signedInSecurity,
        querystring: attachmentQuerySchema,
        produces: ['application/octet-stream'],
        response: { 200: z.any().describe('The file, as a download'), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request, 'support-request');
      const { file, stream } = await openSupportAttachment(
        app,
        request.query.id,
        request.query.index,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );
};
