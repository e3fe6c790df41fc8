import type { FastifyInstance } from 'fastify';

/**
 * What the public card's lookups and outputs use of the server: the database, the short-lived
 * response cache, the file storage (image addresses, the QR logo) and the image work (drawing the
 * QR codes). A route passes the app; another module's service passes its own context, which has
 * these.
 */
export type PublicCardContext = Pick<
  FastifyInstance,
  'database' | 'publicCards' | 'storage' | 'images'
>;
