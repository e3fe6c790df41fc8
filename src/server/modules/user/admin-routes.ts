import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserListSchema,
  adminUsersBodySchema,
  setAdminBodySchema,
} from '../../../shared/admin';
import { apiErrorSchema, messageSchema } from '../../../shared/errors';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { auditActorOf } from '../../plugins/audit';
import { requireAdmin } from '../../plugins/auth';
import { listUsers, setAdminRole } from './admin';

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/list-users',
    {
      schema: {
        tags: ['user', 'admin'],
        summary: 'Accounts, searched by name or e-mail and filtered, 10 per page (admins)',
        security: signedInSecurity,
        body: adminUsersBodySchema,
        response: { 200: adminUserListSchema, ...signedInErrors },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'account');
      return listUsers(app, request.body);
    },
  );

  app.post(
    '/api/user/set-admin',
    {
      schema: {
        tags: ['user', 'admin'],
        summary: 'Grant or revoke the admin role (admins)',
        security: signedInSecurity,
        body: setAdminBodySchema,
        response: { 200: messageSchema, ...signedInErrors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request, 'account');
      return setAdminRole(app, auditActorOf(admin), request.body.userId, request.body.isAdmin);
    },
  );
};
