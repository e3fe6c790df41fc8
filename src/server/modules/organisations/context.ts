import type { FastifyInstance } from 'fastify';

/**
 * What the organisations service uses of the server: the database (to read memberships and
 * invitations), the identity library (its organization plugin stores them), the configuration
 * (the site's address for the invitation's link), the mail outbox and the log. A route passes the
 * app, which has all of them.
 */
export type OrganisationsContext = Pick<
  FastifyInstance,
  'database' | 'auth' | 'config' | 'mailer' | 'log'
>;
