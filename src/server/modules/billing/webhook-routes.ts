import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { handleStripeWebhook } from './webhook';

/**
 * POST /api/payments/webhook: Stripe's events. The body is read raw (the signature covers its exact
 * bytes); there is no session, origin check or rate limit here — the signature is the credential.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  stripe: { client: Stripe; webhookSecret: string };
}> = async (app, { stripe }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/payments/webhook',
    { schema: { tags: ['billing'], summary: 'Stripe webhook (signed)' } },
    async (request) => {
      const header = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await handleStripeWebhook(
        app,
        stripe,
        body,
        typeof header === 'string' ? header : undefined,
      );
      return { received: true, outcome };
    },
  );
};
