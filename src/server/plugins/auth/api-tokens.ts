/**
 * Requests made with an organisation's API token (docs/product.md#api-tokens). Only the routes
 * that name a scope ask here; every other route sees no caller and answers 401, so a token never
 * reaches what its scopes do not cover. Nothing here runs for a request without a token.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_REQUESTS_PER_MINUTE,
  type ApiTokenScope,
  tokenReaches,
} from '../../../shared/api-tokens';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ORG_MESSAGES } from '../../../shared/organisations';
import { organisationApiTokens } from '../../db/schema';
import { apiTokenOfHeader, apiTokenSecretMatches, parseApiToken } from '../../lib/api-token-secret';
import { AppError } from '../../lib/app-error';
import { enforceRateLimits } from '../../lib/rate-limiter';
import { tokenPrincipal, type Principal, type TokenPrincipal } from '../../modules/access';
import { requireProfile } from './guards';

/** How often a token's last use is written at most: one write a minute, not one a request. */
const LAST_USE_EVERY_SECONDS = 60;

/**
 * Where a token-enabled route finds the organisation the request is for: in the request (the
 * `orgId` it was given, or none), or in the row it names (a card by its id), which the service
 * then checks against the token's organisation.
 */
export type TokenOrganisation = { orgId: string | undefined } | 'in-row';

/** The token of the request, checked: known, its secret right, live, within its rate. */
async function verifyApiToken(app: FastifyInstance, token: string): Promise<TokenPrincipal> {
  const parsed = parseApiToken(token);
  if (!parsed) throw new AppError(ERROR_CODES.API_TOKEN_INVALID, API_TOKEN_MESSAGES.invalid);
  const db = app.database.db;
  const [row] = await db
    .select({
      id: organisationApiTokens.id,
      organisationId: organisationApiTokens.organizationId,
      scopes: organisationApiTokens.scopes,
      tokenHash: organisationApiTokens.tokenHash,
      revoked: sql<boolean>`${organisationApiTokens.revokedAt} is not null`,
      expired: sql<boolean>`${organisationApiTokens.expiresAt} <= now()`,
      lastUseDue: sql<boolean>`${organisationApiTokens.lastUsedAt} is null or ${organisationApiTokens.lastUsedAt} <= now() - make_interval(secs => ${LAST_USE_EVERY_SECONDS})`,
    })
    .from(organisationApiTokens)
    .where(eq(organisationApiTokens.id, parsed.id));
  if (!row || !apiTokenSecretMatches(parsed.secret, row.tokenHash)) {
    throw new AppError(ERROR_CODES.API_TOKEN_INVALID, API_TOKEN_MESSAGES.invalid);
  }
  if (row.revoked) {
    throw new AppError(ERROR_CODES.API_TOKEN_REVOKED, API_TOKEN_MESSAGES.revokedToken);
  }
  if (row.expired) throw new AppError(ERROR_CODES.API_TOKEN_EXPIRED, API_TOKEN_MESSAGES.expired);
  await enforceRateLimits(db, [
    { key: `api-token:${row.id}`, max: API_TOKEN_REQUESTS_PER_MINUTE, windowSeconds: 60 },
  ]);
  if (row.lastUseDue) {
    // Conditional, so that instances racing on one token write it once.
    await db
      .update(organisationApiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(organisationApiTokens.id, row.id),
          or(
            isNull(organisationApiTokens.lastUsedAt),
            lt(
              organisationApiTokens.lastUsedAt,
              sql`now() - make_interval(secs => ${LAST_USE_EVERY_SECONDS})`,
            ),
          ),
        ),
      );
  }
  return tokenPrincipal({
    id: row.id,
    organisationId: row.organisationId,
    scopes: row.scopes as ApiTokenScope[],
  });
}

/** Whether the request carries one of our API tokens (not a session's bearer token). */
export const carriesApiToken = (request: FastifyRequest) =>
  apiTokenOfHeader(request.headers.authorization) !== undefined;

/**
 * The caller of a route that API tokens with `scope` may use: a signed-in member (as
 * requireProfile), or a token that has the scope, for its own organisation only (another
 * organisation's id is 404, as to an outsider). A token on the route's variant without an
 * organisation is refused as on any route that takes no token.
 */
export async function requireProfileOrToken(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: ApiTokenScope,
  organisation: TokenOrganisation,
): Promise<{ principal: Principal }> {
  const token = apiTokenOfHeader(request.headers.authorization);
  if (token === undefined) return requireProfile(app, request);
  const principal = await verifyApiToken(app, token);
  if (organisation !== 'in-row' && organisation.orgId === undefined) {
    throw new AppError(ERROR_CODES.API_TOKEN_NOT_ACCEPTED, API_TOKEN_MESSAGES.notAccepted);
  }
  if (!tokenReaches(principal.scopes, scope)) {
    throw new AppError(
      ERROR_CODES.API_TOKEN_SCOPE_MISSING,
      API_TOKEN_MESSAGES.missingScope(scope),
      {
        scope,
      },
    );
  }
  if (organisation !== 'in-row' && organisation.orgId !== principal.organisationId) {
    throw AppError.notFound(ORG_MESSAGES.notFound);
  }
  return { principal };
}
