/**
 * The public page's door: the card page, its offline copy and the card's public forms (JSON,
 * vCard, QR codes), the response cache that keeps their answers, the server that replays them
 * before Fastify routes a request, and the ways the cache hears of edits elsewhere.
 */
export { CachedResponseServer } from './cached-response-server';
export { relayCardForgetting } from './cache-sync';
export { CardChangeFeed, CARD_CHANGES_APPLICATION_NAME } from './card-change-feed';
export { buildCardVCard, findPublicCardCached, getPublicVCard } from './public-card';
export { publicPageModule } from './module';
export { KnownCardIds } from './known-card-ids';
export { ResponseCache } from './response-cache';
export type { PublicCardContext } from './context';
