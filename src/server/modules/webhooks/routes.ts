/** The account page's webhook routes (docs/product.md#webhooks); another user's endpoint is 404. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookIdSchema,
  webhookListRequestSchema,
  webhookListSchema,
} from '../../../shared/webhooks';
import { apiErrorSchema } from '../../../shared/errors';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { requireProfile } from '../../plugins/auth';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  sendTestWebhook,
} from './service';

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/webhooks/create',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Add an HTTPS endpoint (or one on a network the operator allows) for events (lead.created, card.updated, card.deleted); the answer holds its signing secret, shown this once',
        security: signedInSecurity,
        body: webhookCreateSchema,
        response: { 201: webhookCreatedSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { principal } = await requireProfile(app, request);
      return reply.code(201).send(await createWebhookEndpoint(app, principal, request.body));
    },
  );

  app.post(
    '/api/webhooks/list',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          "Your webhook endpoints, newest first, each with its last deliveries; with orgId, the organisation's",
        security: signedInSecurity,
        body: webhookListRequestSchema,
        response: { 200: webhookListSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      return listWebhookEndpoints(app, principal, request.body?.orgId);
    },
  );

  app.post(
    '/api/webhooks/delete',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Delete one of your webhook endpoints and its deliveries',
        security: signedInSecurity,
        body: webhookIdSchema,
        response: { 200: z.object({ message: z.string() }), ...signedInErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      await deleteWebhookEndpoint(app, principal, request.body.id, request.body.orgId);
      return { message: 'Webhook endpoint deleted.' };
    },
  );

  app.post(
    '/api/webhooks/test',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Queue a webhook.test delivery to one of your endpoints (limited per endpoint and per user, then 429)',
        security: signedInSecurity,
        body: webhookIdSchema,
        response: { 202: z.object({ id: z.string() }), ...signedInErrors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { principal } = await requireProfile(app, request);
      return reply
        .code(202)
        .send(await sendTestWebhook(app, principal, request.body.id, request.body.orgId));
    },
  );
};
