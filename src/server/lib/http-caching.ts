import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** For files whose address changes with their content (hashed build assets, upload keys). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A strong ETag from the bytes themselves: equal bytes, equal tag, whatever build made them. */
export const etagOf = (body: Buffer | string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Whether an `If-None-Match` request header names `etag` (RFC 9110 §13.1.2: weak comparison, a
 * list of tags or `*`).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Sets the ETag of `prepared` and answers 304 without a body when the request's If-None-Match
 * names it, the body otherwise.
 */
export function sendUnlessNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: { body: Buffer; etag: string },
): FastifyReply {
  reply.header('etag', prepared.etag);
  return matchesIfNoneMatch(request.headers['if-none-match'], prepared.etag)
    ? reply.code(304).send()
    : reply.send(prepared.body);
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with, of those on offer, for an `Accept-Encoding` request header
 * (RFC 9110 §12.5.3): the highest weight, brotli before gzip before identity at equal weights;
 * `q=0` refuses one, `*` stands for those not named, and identity is acceptable unless refused.
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  // Identity, when not named, is acceptable but comes after any acceptable compression.
  const weightOf = (encoding: ContentEncoding) =>
    weights.get(encoding) ??
    (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ??
    weights.get('*') ??
    (encoding === 'identity' ? Number.MIN_VALUE : 0);
  let best: ContentEncoding | undefined;
  for (const encoding of ['br', 'gzip', 'identity'] as const) {
    if (!available.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > 0 && (best === undefined || weight > weightOf(best))) best = encoding;
  }
  return best;
}
