import type { FastifyInstance } from 'fastify';

/**
 * What SCIM provisioning uses of the server: the database, the identity library (its SCIM
 * plugin's catalogue), and what making a provisioned member's card needs. A route passes the app.
 */
export type ScimContext = Pick<
  FastifyInstance,
  'database' | 'auth' | 'config' | 'log' | 'storage' | 'images' | 'publicCards' | 'webhooks'
>;
