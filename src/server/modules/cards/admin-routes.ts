import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCardListSchema, adminListBodySchema, idBodySchema } from '../../../shared/admin';
import { messageSchema } from '../../../shared/errors';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { auditActorOf } from '../../plugins/audit';
import { requireAdmin } from '../../plugins/auth';
import { deleteCardAsAdmin, listAllCards } from './admin';

export const cardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/card/list-cards',
    {
      schema: {
        tags: ['cards', 'admin'],
        summary: "Everyone's cards, searched, 10 per page (admins)",
        security: signedInSecurity,
        body: adminListBodySchema,
        response: { 200: adminCardListSchema, ...signedInErrors },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'card');
      return listAllCards(app, request.body);
    },
  );

  app.post(
    '/api/card/admin-delete-card',
    {
      schema: {
        tags: ['cards', 'admin'],
        summary: "Delete anyone's card (admins)",
        security: signedInSecurity,
        body: idBodySchema,
        response: { 200: messageSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request, 'card');
      return deleteCardAsAdmin(app, auditActorOf(admin), admin.principal, request.body.id);
    },
  );
};
