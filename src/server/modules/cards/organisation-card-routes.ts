/**
 * The organisation card routes (docs/product.md#organisation-cards): an organisation's cards with
 * their assignees, and assigning one. The card routes themselves (create with `?orgId=`, update,
 * delete, the list with `orgId`) serve organisation cards too (routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardSchema } from '../../../shared/card';
import { assignCardSchema, listOrgCardsSchema } from '../../../shared/organisations';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { requireProfile } from '../../plugins/auth';
import { assignCard, listOrganisationCards } from './organisation-cards';

const tags = ['organisations'];

const orgCardSchema = cardSchema.extend({
  assignee: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
});

export const organisationCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/org/list-cards',
    {
      schema: {
        tags,
        summary:
          "The organisation's cards, newest first, with their assignees (owners and admins: all; a member: those assigned to them)",
        security: signedInSecurity,
        body: listOrgCardsSchema,
        response: {
          200: z.object({ items: z.array(orgCardSchema), totalCount: z.number().int() }),
          ...signedInErrors,
        },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      return listOrganisationCards(app, principal, request.body);
    },
  );

  app.post(
    '/api/org/assign-card',
    {
      schema: {
        tags,
        summary:
          "Assign an organisation's card to one of its members, or to no one (userId null); owners and admins",
        security: signedInSecurity,
        body: assignCardSchema,
        response: { 200: z.object({ message: z.string() }), ...signedInErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      return assignCard(app, principal, request.body);
    },
  );
};
