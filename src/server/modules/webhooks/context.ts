import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/**
 * What the webhooks service uses of the server: the database, the delivery worker (to wake it),
 * the name resolver that checks an endpoint's address, and the webhooks' slice of the
 * configuration. A route passes the app; a test of a rule passes these alone.
 */
export type WebhooksContext = Pick<FastifyInstance, 'database' | 'webhooks' | 'webhookResolver'> & {
  config: Pick<Config, 'webhooks'>;
};

/** What queueing an event needs: the database and the worker to wake. */
export type WebhookEventContext = Pick<FastifyInstance, 'database' | 'webhooks'>;
