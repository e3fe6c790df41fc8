import type { FastifyInstance } from 'fastify';

/**
 * What the user service uses of the server: the database, the configuration (the admin addresses),
 * the file storage and the image re-encoder for profile pictures, and the log. A route passes the
 * app, which has all of them; a test of a rule passes these alone.
 */
export type UserContext = Pick<
  FastifyInstance,
  'database' | 'config' | 'storage' | 'images' | 'log'
>;
