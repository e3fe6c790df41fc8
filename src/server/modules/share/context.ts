import type { FastifyInstance } from 'fastify';

/**
 * What the share services use of the server, and nothing more: the database (to find the owner's
 * card, and to count an owner's backgrounds against their limit), the file storage (the card's
 * photo and logo, read or addressed) and the image work (a PDF, a pass's pictures or a background
 * drawn in its turn). A route passes the app, which has all of them; a test passes these alone.
 */
export type ShareContext = Pick<FastifyInstance, 'database' | 'storage' | 'images'>;
