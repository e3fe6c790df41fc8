/** The rows of organisation_api_tokens (docs/product.md#api-tokens); the secret is never here. */
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ApiTokenScope } from '../../../shared/api-tokens';
import type { Database } from '../../db/client';
import { organisationApiTokens, type OrganisationApiTokenRow } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const live = () =>
  and(isNull(organisationApiTokens.revokedAt), gt(organisationApiTokens.expiresAt, sql`now()`));

/** The scopes of the organisation's token while it is neither revoked nor expired. */
export async function liveTokenScopes(
  db: Database,
  organisationId: string,
  tokenId: string,
): Promise<ApiTokenScope[] | undefined> {
  if (!UUID.test(tokenId)) return undefined;
  const [row] = await db
    .select({ scopes: organisationApiTokens.scopes })
    .from(organisationApiTokens)
    .where(
      and(
        eq(organisationApiTokens.id, tokenId),
        eq(organisationApiTokens.organizationId, organisationId),
        live(),
      ),
    );
  return row?.scopes as ApiTokenScope[] | undefined;
}

export async function countLiveTokens(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(organisationApiTokens)
    .where(and(eq(organisationApiTokens.organizationId, organisationId), live()));
  return row?.value ?? 0;
}

export async function insertToken(
  db: Database,
  row: {
    id: string;
    organizationId: string;
    name: string;
    scopes: ApiTokenScope[];
    tokenHash: string;
    createdBy: string;
    expiresInDays: number;
  },
): Promise<OrganisationApiTokenRow> {
  const { expiresInDays, ...values } = row;
  const [inserted] = await db
    .insert(organisationApiTokens)
    .values({ ...values, expiresAt: sql`now() + make_interval(days => ${expiresInDays})` })
    .returning();
  if (!inserted) throw new Error('the token was not stored');
  return inserted;
}

/** The organisation's tokens, newest first, with the name of whoever made each. */
export async function tokensOf(db: Database, organisationId: string) {
  return db
    .select({
      token: organisationApiTokens,
      createdByName: sql<string | null>`(select coalesce(nullif(p.full_name, ''), u.name)
        from auth_users u left join profiles p on p.id = u.id
        where u.id = ${organisationApiTokens.createdBy})`,
    })
    .from(organisationApiTokens)
    .where(eq(organisationApiTokens.organizationId, organisationId))
    .orderBy(desc(organisationApiTokens.createdAt), desc(organisationApiTokens.id));
}

export async function findToken(db: Database, organisationId: string, tokenId: string) {
  if (!UUID.test(tokenId)) return undefined;
  const [row] = await db
    .select()
    .from(organisationApiTokens)
    .where(
      and(
        eq(organisationApiTokens.id, tokenId),
        eq(organisationApiTokens.organizationId, organisationId),
      ),
    );
  return row;
}

/** Revokes the token unless it was already; whether this call revoked it. */
export async function revokeToken(
  db: Database,
  organisationId: string,
  tokenId: string,
): Promise<boolean> {
  const rows = await db
    .update(organisationApiTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(organisationApiTokens.id, tokenId),
        eq(organisationApiTokens.organizationId, organisationId),
        isNull(organisationApiTokens.revokedAt),
      ),
    )
    .returning({ id: organisationApiTokens.id });
  return rows.length > 0;
}

/** The token's name, for an audit entry it is the actor of. */
export async function tokenName(db: Database, tokenId: string): Promise<string | undefined> {
  if (!UUID.test(tokenId)) return undefined;
  const [row] = await db
    .select({ name: organisationApiTokens.name })
    .from(organisationApiTokens)
    .where(eq(organisationApiTokens.id, tokenId));
  return row?.name;
}
