/**
 * An organisation's SCIM provisioning settings (docs/product.md#scim-provisioning): its tokens
 * and its admin groups, for its owners and admins (the organisation policy's `scim`). The SCIM
 * protocol itself is better-auth's, under /api/auth/scim/v2 (plugins/auth/scim-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orgRefSchema } from '../../../shared/organisations';
import {
  SCIM_MESSAGES,
  scimSettingsUpdateSchema,
  scimTokenCreateSchema,
  scimTokenRefSchema,
} from '../../../shared/scim';
import { mailSiteUrl } from '../../lib/request-origin';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { apiErrorSchema } from '../../../shared/errors';
import { requireProfile } from '../../plugins/auth';
import * as service from './service';

const tags = ['scim'];
const token = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
const settings = z.object({ baseUrl: z.string(), adminGroups: z.array(z.string()) });

export const scimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/org/scim-tokens/create',
    {
      schema: {
        tags,
        summary:
          'Create a SCIM bearer token for the organisation (owners and admins); the token is in this answer only',
        security: signedInSecurity,
        body: scimTokenCreateSchema,
        response: {
          201: z.object({ id: z.string(), token: z.string(), baseUrl: z.string() }),
          ...signedInErrors,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireProfile(app, request);
      const created = await service.createScimToken(
        app,
        user.id,
        request.body,
        mailSiteUrl(app.config, request),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/org/scim-tokens/list',
    {
      schema: {
        tags,
        summary:
          "The organisation's SCIM tokens, newest first, with their state and last use (owners and admins)",
        security: signedInSecurity,
        body: orgRefSchema,
        response: { 200: z.object({ items: z.array(token) }), ...signedInErrors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      return { items: await service.listScimTokens(app, user.id, request.body.orgId) };
    },
  );

  app.post(
    '/api/org/scim-tokens/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke one of the organisation’s SCIM tokens at once (owners and admins)',
        security: signedInSecurity,
        body: scimTokenRefSchema,
        response: { 200: z.object({ message: z.string() }), ...signedInErrors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      await service.revokeScimToken(app, user.id, request.body);
      return { message: SCIM_MESSAGES.revoked };
    },
  );

  app.post(
    '/api/org/scim-settings',
    {
      schema: {
        tags,
        summary: "The organisation's SCIM base URL and admin groups (owners and admins)",
        security: signedInSecurity,
        body: orgRefSchema,
        response: { 200: settings, ...signedInErrors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      return service.getScimSettings(
        app,
        user.id,
        request.body.orgId,
        mailSiteUrl(app.config, request),
      );
    },
  );

  app.post(
    '/api/org/scim-settings/update',
    {
      schema: {
        tags,
        summary:
          'Set the directory groups whose members are admins (owners and admins); applied to every provisioned member at once',
        security: signedInSecurity,
        body: scimSettingsUpdateSchema,
        response: { 200: settings, ...signedInErrors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      return service.updateScimSettings(
        app,
        user.id,
        request.body,
        mailSiteUrl(app.config, request),
      );
    },
  );
};
