import type { FastifyInstance } from 'fastify';

/**
 * What the leads service uses of the server: the database, the configuration (the leads' limits
 * and the site's address for the mails), the mail outbox, the insights counter (a lead, a blocked
 * submission), the webhook worker, and what the public card's lookups use (the response cache, the
 * file storage, the image work). A route passes the app.
 */
export type LeadsContext = Pick<
  FastifyInstance,
  'database' | 'config' | 'mailer' | 'analytics' | 'webhooks' | 'publicCards' | 'storage' | 'images'
>;
