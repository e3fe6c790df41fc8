import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListBodySchema, auditLogSchema } from '../../../shared/admin';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { requireAdmin } from '../auth';
import { listAuditLog } from './repository';

/** `admin/audit-log`: the admin console's Audit log screen. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin actions, newest first: who did what to which target and when (admins)',
        security: signedInSecurity,
        body: adminListBodySchema,
        response: { 200: auditLogSchema, ...signedInErrors },
      },
    },
    async (request) => {
      await requireAdmin(app, request);
      return listAuditLog(app.database.db, request.body);
    },
  );
};
