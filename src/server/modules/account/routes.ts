import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DATA_MESSAGES,
  deleteAccountBodySchema,
  deleteUserBodySchema,
  exportFileName,
} from '../../../shared/account-data';
import { apiErrorSchema, messageSchema } from '../../../shared/errors';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { auditActorOf } from '../../plugins/audit';
import { endSession, requireAdmin, requireProfile } from '../../plugins/auth';
import { exportOrganisation } from './organisation-export';
import { deleteOwnAccount, deleteUserByAdmin, exportAccount } from './service';
import { orgRefSchema } from '../../../shared/organisations';

/** Take your data and leave (docs/product.md#account-data). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['user'],
        summary:
          'Everything of yours as one ZIP: profile and cards as JSON, vCards, images, daily figures as CSV, a README',
        security: signedInSecurity,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { user } = await requireProfile(app, request);
      const zip = await exportAccount(app, request, user.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .send(zip);
    },
  );

  app.get(
    '/api/org/export',
    {
      schema: {
        tags: ['organisations'],
        summary:
          "The organisation's data as one ZIP: the organisation, members, cards with vCards and images, leads, daily figures and audit log (owners)",
        security: signedInSecurity,
        querystring: orgRefSchema,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { user } = await requireProfile(app, request);
      const { zip, filename } = await exportOrganisation(
        app,
        request,
        user.id,
        request.query.orgId,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(zip);
    },
  );

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags: ['user'],
        summary:
          'Delete your account and everything in it: your e-mail typed again, and your password (or a sign-in within 5 minutes)',
        security: signedInSecurity,
        body: deleteAccountBodySchema,
        response: { 200: messageSchema, ...signedInErrors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await requireProfile(app, request);
      await deleteOwnAccount(app, request, user, request.body);
      await endSession(app, request, reply);
      return { message: ACCOUNT_DATA_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/admin/delete-user',
    {
      schema: {
        tags: ['user', 'admin'],
        summary: 'Delete an account and everything in it, as its owner could (admins)',
        security: signedInSecurity,
        body: deleteUserBodySchema,
        response: { 200: messageSchema, ...signedInErrors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request, 'account');
      return deleteUserByAdmin(app, auditActorOf(admin), request.body.id);
    },
  );
};
