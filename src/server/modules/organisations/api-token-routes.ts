/**
 * The API token routes (docs/product.md#api-tokens): make, list and revoke an organisation's
 * tokens, with a signed-in owner's or admin's session only (a token cannot make tokens).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_TOKEN_MESSAGES,
  apiTokenRefSchema,
  apiTokenSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
} from '../../../shared/api-tokens';
import { apiErrorSchema } from '../../../shared/errors';
import { orgRefSchema } from '../../../shared/organisations';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { requireProfile } from '../../plugins/auth';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens';

const tags = ['organisations'];

export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/org/api-tokens/create',
    {
      schema: {
        tags,
        summary:
          'Make an API token with a name, scopes and an expiry in days (owners and admins); the token is in this answer only',
        security: signedInSecurity,
        body: createApiTokenSchema,
        response: { 201: createdApiTokenSchema, 409: apiErrorSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { user } = await requireProfile(app, request);
      const created = await createApiToken(app, { userId: user.id }, request.body);
      // The answer holds the token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/org/api-tokens/list',
    {
      schema: {
        tags,
        summary:
          "The organisation's API tokens, newest first: name, scopes, made, expires, last used, state; never the token (owners and admins)",
        security: signedInSecurity,
        body: orgRefSchema,
        response: { 200: z.object({ items: z.array(apiTokenSchema) }), ...signedInErrors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      return { items: await listApiTokens(app, { userId: user.id }, request.body.orgId) };
    },
  );

  app.post(
    '/api/org/api-tokens/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke an API token: it stops working at once (owners and admins)',
        security: signedInSecurity,
        body: apiTokenRefSchema,
        response: { 200: z.object({ message: z.string() }), ...signedInErrors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      await revokeApiToken(app, { userId: user.id }, request.body);
      return { message: API_TOKEN_MESSAGES.revoked };
    },
  );
};
