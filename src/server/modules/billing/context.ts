import type { FastifyInstance } from 'fastify';

/**
 * What the billing services use of the server, and nothing more: the database, the configuration
 * (the price and currency, how long an ended subscription is kept, the site's address for mail
 * sent without a request), the payment provider (its name, and the calls that start, change, read
 * and end a subscription there), the mail outbox (the billing mails, queued with the change) and
 * the log. A route or a job passes the app, which has all of them; a test of a rule passes these
 * alone.
 */
export type BillingContext = Pick<
  FastifyInstance,
  'database' | 'config' | 'billing' | 'mailer' | 'log'
>;

/** What the billing mails use (notices.ts): the same without the payment provider. */
export type BillingMailContext = Pick<BillingContext, 'database' | 'config' | 'mailer' | 'log'>;
