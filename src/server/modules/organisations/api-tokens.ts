/**
 * Organisation API tokens (docs/product.md#api-tokens): owners and admins make them with a name,
 * scopes and an expiry, see them listed with their last use, and revoke them. A new token is
 * answered once and only its hash is kept; making and revoking are in the audit log, in the
 * transaction of the change. How a request with a token is let in is plugins/auth/api-tokens.ts.
 */
import {
  API_TOKEN_MESSAGES,
  API_TOKENS_PER_ORGANISATION,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '../../../shared/api-tokens';
import { ERROR_CODES } from '../../../shared/error-codes';
import { newApiToken } from '../../lib/api-token-secret';
import { AppError } from '../../lib/app-error';
import type { OrganisationsContext } from './context';
import * as repository from './api-token-repository';
import { recordOrgAudit } from './audit';
import { requireMembership, type Caller } from './service';

export async function createApiToken(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  body: { orgId: string; name: string; scopes: ApiTokenScope[]; expiresInDays: number },
): Promise<CreatedApiToken> {
  await requireMembership(ctx, caller, body.orgId, 'create', 'api-token');
  const made = newApiToken();
  const row = await ctx.database.db.transaction(async (tx) => {
    if ((await repository.countLiveTokens(tx, body.orgId)) >= API_TOKENS_PER_ORGANISATION) {
      throw new AppError(ERROR_CODES.API_TOKEN_LIMIT, API_TOKEN_MESSAGES.tooMany);
    }
    const inserted = await repository.insertToken(tx, {
      id: made.id,
      organizationId: body.orgId,
      name: body.name,
      scopes: [...new Set(body.scopes)],
      tokenHash: made.hash,
      createdBy: caller.userId,
      expiresInDays: body.expiresInDays,
    });
    await recordOrgAudit(tx, {
      organisationId: body.orgId,
      actorId: caller.userId,
      action: 'api-token.create',
      targetType: 'api-token',
      targetId: inserted.id,
      details: {
        name: inserted.name,
        scopes: inserted.scopes,
        expiresAt: inserted.expiresAt.toISOString(),
      },
    });
    return inserted;
  });
  ctx.log.info({ organisationId: body.orgId, apiTokenId: row.id }, 'api token created');
  return { id: row.id, token: made.token };
}

export async function listApiTokens(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  orgId: string,
): Promise<ApiToken[]> {
  await requireMembership(ctx, caller, orgId, 'view', 'api-token');
  const rows = await repository.tokensOf(ctx.database.db, orgId);
  const now = Date.now();
  return rows.map(({ token, createdByName }) => ({
    id: token.id,
    name: token.name,
    scopes: token.scopes as ApiTokenScope[],
    createdAt: token.createdAt.toISOString(),
    createdBy: createdByName,
    expiresAt: token.expiresAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
    state: token.revokedAt ? 'revoked' : token.expiresAt.getTime() <= now ? 'expired' : 'active',
  }));
}

/** Revokes the token: it stops working at once. Revoking a revoked token changes nothing. */
export async function revokeApiToken(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  body: { orgId: string; id: string },
): Promise<void> {
  await requireMembership(ctx, caller, body.orgId, 'delete', 'api-token');
  const token = await repository.findToken(ctx.database.db, body.orgId, body.id);
  if (!token) throw AppError.notFound(API_TOKEN_MESSAGES.notFound);
  await ctx.database.db.transaction(async (tx) => {
    if (!(await repository.revokeToken(tx, body.orgId, body.id))) return;
    await recordOrgAudit(tx, {
      organisationId: body.orgId,
      actorId: caller.userId,
      action: 'api-token.revoke',
      targetType: 'api-token',
      targetId: token.id,
      details: { name: token.name },
    });
  });
}
