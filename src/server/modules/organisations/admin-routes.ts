import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminListBodySchema,
  adminOrganisationListSchema,
  adminOrganisationMembersSchema,
  idBodySchema,
} from '../../../shared/admin';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { requireAdmin } from '../../plugins/auth';
import { listOrganisationsForAdmin, organisationMembersForAdmin } from './admin';

const tags = ['organisations', 'admin'];

/** The admin console's Organisations screen (docs/product.md#screens-admin); read-only. */
export const organisationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/list-organisations',
    {
      schema: {
        tags,
        summary:
          "Every organisation with its owners, members, pending invitations, cards and subscription, searched by name, address or an owner's e-mail, 10 per page (admins)",
        security: signedInSecurity,
        body: adminListBodySchema,
        response: { 200: adminOrganisationListSchema, ...signedInErrors },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'organisation');
      return listOrganisationsForAdmin(app, request.body);
    },
  );

  app.post(
    '/api/admin/organisation-members',
    {
      schema: {
        tags,
        summary: "One organisation's members and their roles, oldest first (admins)",
        security: signedInSecurity,
        body: idBodySchema,
        response: { 200: adminOrganisationMembersSchema, ...signedInErrors },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'organisation');
      return organisationMembersForAdmin(app, request.body.id);
    },
  );
};
