/**
 * The shape of an organisation's API token (docs/product.md#api-tokens): the prefix, the row's id
 * without dashes and a random secret, `cv_org_<32 hex>_<43 base64url>`. The row is found by the id;
 * only the SHA-256 of the secret is stored, and compared in constant time.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../shared/api-tokens';

const SHAPE = new RegExp(`^${API_TOKEN_PREFIX}([0-9a-f]{32})_([A-Za-z0-9_-]{43})$`);

export const hashApiTokenSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('hex');

/** A new token: its row's id, the token to show once, and the hash to store. */
export function newApiToken(): { id: string; token: string; hash: string } {
  const id = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  return {
    id,
    token: `${API_TOKEN_PREFIX}${id.replaceAll('-', '')}_${secret}`,
    hash: hashApiTokenSecret(secret),
  };
}

/** The id and secret of a token of our shape, or undefined for anything else. */
export function parseApiToken(token: string): { id: string; secret: string } | undefined {
  const match = SHAPE.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const hex = match[1];
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, secret: match[2] };
}

/** Whether the secret is the one whose hash was stored, in time that does not depend on where they differ. */
export function apiTokenSecretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiTokenSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The bearer token of an Authorization header when it is one of ours (by its prefix). */
export function apiTokenOfHeader(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const token = match?.[1];
  return token?.startsWith(API_TOKEN_PREFIX) ? token : undefined;
}
