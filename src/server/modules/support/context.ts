import type { FastifyInstance } from 'fastify';

/**
 * What the support service uses of the server: the database, the configuration (the inbox, the
 * admin addresses, the allowed attachment types), the mail outbox, the file storage and the image
 * re-encoder for attachments, and the log. A route passes the app, which has all of them; a test
 * of a rule passes these alone.
 */
export type SupportContext = Pick<
  FastifyInstance,
  'database' | 'config' | 'mailer' | 'storage' | 'images' | 'log'
>;
