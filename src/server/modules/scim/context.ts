import type { FastifyInstance } from 'fastify';

/**
 * What SCIM provisioning uses of the server: the database, the identity library (its SCIM
 * plugin's catalogue), the mail outbox, and what making a provisioned member's card needs. A route passes the app.
 */
export type ScimContext = Pick<
  FastifyInstance,
  | 'database'
  | 'auth'
  | 'config'
  | 'log'
  | 'mailer'
  | 'storage'
  | 'images'
  | 'publicCards'
  | 'webhooks'
>;
