import type { FastifyInstance } from 'fastify';

/**
 * What the cards service uses of the server, and nothing more: the database, the file storage,
 * the image re-encoder, the log, the public page's cache (to forget a changed card) and the webhook
 * dispatcher (to wake it for a card's events). A route passes the app, which has all of them; a
 * test of a rule passes these alone (card-rules.db.test.ts).
 */
export type CardsContext = Pick<
  FastifyInstance,
  'database' | 'storage' | 'images' | 'log' | 'publicCards' | 'webhooks'
>;
