/**
 * An organisation's SCIM provisioning (docs/product.md#scim-provisioning): its tokens and its admin
 * groups, kept in the SCIM plugin's managed catalogue (one connection per organisation, its
 * provisioning domain the organisation's id) through the plugin's server-only API, and what a
 * directory's change does once committed (the audit log, the new member's card).
 */
import type { SCIMScope } from '@better-auth/scim';
import { APIError } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ORG_MESSAGES } from '../../../shared/organisations';
import {
  SCIM_BASE_PATH,
  SCIM_MESSAGES,
  SCIM_TOKEN_DAYS,
  scimAdminGroupsOf,
  type ScimSettings,
  type ScimToken,
  type ScimTokenCreated,
  type ScimTokenStatus,
} from '../../../shared/scim';
import {
  authOrganizations,
  authUsers,
  organisationScimTokens,
  scimManagedCredentials,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ScimMembershipChange } from '../../plugins/auth';
import { orgAllows, type OrgAction } from '../access';
import { makeProvisionedMemberCard } from '../cards';
import { findMembership, findOrganisation, recordOrgAudit } from '../organisations';
import type { ScimContext } from './context';
import { provisionedMail } from './mails';
import { languageOfRequest, recipientLanguage } from '../../lib/mail-language';

const ALL_SCOPES: SCIMScope[] = [
  'scim.users.read',
  'scim.users.write',
  'scim.groups.read',
  'scim.groups.write',
];
const DAY_MS = 24 * 60 * 60 * 1000;

/** 404 for an outsider, 403 for a member whose role does not grant the action on `scim`. */
async function requireScimAccess(
  ctx: ScimContext,
  userId: string,
  orgId: string,
  action: OrgAction,
) {
  const membership = await findMembership(ctx.database.db, orgId, userId);
  if (!membership) throw AppError.notFound(ORG_MESSAGES.notFound);
  if (!orgAllows(membership, action, 'scim')) throw AppError.forbidden();
}

/** The organisation's connection in the catalogue (never more than one is made). */
async function connectionOf(ctx: ScimContext, orgId: string) {
  const { connections } = await ctx.auth.api.listSCIMManagedConnections({
    body: { provisioningDomainId: orgId },
  });
  return connections.find((connection) => connection.status === 'active');
}

const isConflict = (error: unknown) => error instanceof APIError && error.statusCode === 409;

/** A new token: the organisation's connection made with it, or another credential of it. */
async function issueCredential(ctx: ScimContext, orgId: string, actorId: string) {
  const expiresAt = new Date(Date.now() + SCIM_TOKEN_DAYS * DAY_MS);
  const policy = { scopes: ALL_SCOPES, expiresAt, provisioningDomainId: orgId, actorId };
  try {
    const existing = await connectionOf(ctx, orgId);
    if (!existing) {
      try {
        return await ctx.auth.api.createSCIMManagedConnection({
          body: { ...policy, creationRequestId: `organisation:${orgId}` },
        });
      } catch (error) {
        // Made by a request at the same moment: add this token to it instead.
        if (!isConflict(error)) throw error;
      }
    }
    const connection = existing ?? (await connectionOf(ctx, orgId));
    if (!connection) throw new AppError(ERROR_CODES.INTERNAL_ERROR, 'No SCIM connection');
    return await ctx.auth.api.rotateSCIMManagedCredential({
      body: { ...policy, connectionId: connection.connectionId },
    });
  } catch (error) {
    if (isConflict(error)) throw new AppError(ERROR_CODES.SCIM_TOKEN_LIMIT, SCIM_MESSAGES.tooMany);
    throw error;
  }
}

export async function createScimToken(
  ctx: ScimContext,
  actorId: string,
  input: { orgId: string; name: string },
  siteUrl: string,
): Promise<ScimTokenCreated> {
  await requireScimAccess(ctx, actorId, input.orgId, 'create');
  const issued = await issueCredential(ctx, input.orgId, actorId);
  const id = issued.credential.credentialId;
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(organisationScimTokens)
      .values({ credentialId: id, organizationId: input.orgId, name: input.name });
    await recordOrgAudit(tx, {
      organisationId: input.orgId,
      actorId,
      action: 'scim.token.create',
      targetType: 'scim-token',
      targetId: id,
      details: { name: input.name },
    });
  });
  return { id, token: issued.token, baseUrl: `${siteUrl}${SCIM_BASE_PATH}` };
}

const statusOf = (status: string): ScimTokenStatus =>
  status === 'active' || status === 'expired' ? status : 'revoked';

export async function listScimTokens(
  ctx: ScimContext,
  userId: string,
  orgId: string,
): Promise<ScimToken[]> {
  await requireScimAccess(ctx, userId, orgId, 'view');
  const connection = await connectionOf(ctx, orgId);
  if (!connection) return [];
  const [{ credentials }, names] = await Promise.all([
    ctx.auth.api.getSCIMManagedConnection({
      body: { connectionId: connection.connectionId, provisioningDomainId: orgId },
    }),
    ctx.database.db
      .select()
      .from(organisationScimTokens)
      .where(eq(organisationScimTokens.organizationId, orgId)),
  ]);
  const nameOf = new Map(names.map((row) => [row.credentialId, row.name]));
  return credentials.map((credential) => ({
    id: credential.credentialId,
    name: nameOf.get(credential.credentialId) ?? '',
    status: statusOf(credential.status),
    createdAt: credential.createdAt.toISOString(),
    expiresAt: credential.expiresAt.toISOString(),
    lastUsedAt: credential.lastUsedAt?.toISOString() ?? null,
    revokedAt: credential.revokedAt?.toISOString() ?? null,
  }));
}

export async function revokeScimToken(
  ctx: ScimContext,
  actorId: string,
  input: { orgId: string; id: string },
): Promise<void> {
  await requireScimAccess(ctx, actorId, input.orgId, 'delete');
  const [named] = await ctx.database.db
    .select()
    .from(organisationScimTokens)
    .where(
      and(
        eq(organisationScimTokens.organizationId, input.orgId),
        eq(organisationScimTokens.credentialId, input.id),
      ),
    );
  const connection = await connectionOf(ctx, input.orgId);
  if (!named || !connection) throw AppError.notFound(SCIM_MESSAGES.notFound);
  try {
    await ctx.auth.api.revokeSCIMManagedCredential({
      body: {
        connectionId: connection.connectionId,
        provisioningDomainId: input.orgId,
        credentialId: input.id,
        actorId,
      },
    });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 404) {
      throw AppError.notFound(SCIM_MESSAGES.notFound);
    }
    throw error;
  }
  await recordOrgAudit(ctx.database.db, {
    organisationId: input.orgId,
    actorId,
    action: 'scim.token.revoke',
    targetType: 'scim-token',
    targetId: input.id,
    details: { name: named.name },
  });
}

async function adminGroupsOf(ctx: ScimContext, orgId: string): Promise<string[]> {
  const [row] = await ctx.database.db
    .select({ metadata: authOrganizations.metadata })
    .from(authOrganizations)
    .where(eq(authOrganizations.id, orgId));
  return scimAdminGroupsOf(row?.metadata);
}

export async function getScimSettings(
  ctx: ScimContext,
  userId: string,
  orgId: string,
  siteUrl: string,
): Promise<ScimSettings> {
  await requireScimAccess(ctx, userId, orgId, 'view');
  return { baseUrl: `${siteUrl}${SCIM_BASE_PATH}`, adminGroups: await adminGroupsOf(ctx, orgId) };
}

/**
 * Stores the admin groups in the organisation's metadata (the SCIM transaction reads them
 * there, through the identity library's adapter), then has the plugin apply them to every
 * member the directory provisioned.
 */
export async function updateScimSettings(
  ctx: ScimContext,
  actorId: string,
  input: { orgId: string; adminGroups: string[] },
  siteUrl: string,
): Promise<ScimSettings> {
  await requireScimAccess(ctx, actorId, input.orgId, 'edit');
  const adminGroups = [...new Set(input.adminGroups)];
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(authOrganizations)
      .set({
        metadata: sql`(coalesce(nullif(${authOrganizations.metadata}, ''), '{}')::jsonb || ${JSON.stringify({ scimAdminGroups: adminGroups })}::jsonb)::text`,
      })
      .where(eq(authOrganizations.id, input.orgId));
    await recordOrgAudit(tx, {
      organisationId: input.orgId,
      actorId,
      action: 'scim.settings',
      targetType: 'organisation',
      targetId: input.orgId,
      details: { adminGroups },
    });
  });
  await ctx.auth.api.reconcileSCIMProjection({ body: { provisioningDomainId: input.orgId } });
  return { baseUrl: `${siteUrl}${SCIM_BASE_PATH}`, adminGroups };
}

/**
 * What a directory's change does once committed: an audit entry in the name of whoever created
 * the token it used (or of the person, when that account is gone), and for a new member the mail
 * that tells them and their card.
 */
export async function afterScimChange(
  ctx: ScimContext,
  change: ScimMembershipChange,
): Promise<void> {
  const db = ctx.database.db;
  const [credential] = change.credentialId
    ? await db
        .select({ createdBy: scimManagedCredentials.createdBy, name: organisationScimTokens.name })
        .from(scimManagedCredentials)
        .leftJoin(
          organisationScimTokens,
          eq(organisationScimTokens.credentialId, scimManagedCredentials.credentialId),
        )
        .where(eq(scimManagedCredentials.credentialId, change.credentialId))
    : [];
  const actorId = credential?.createdBy ?? change.userId;
  const via = { via: 'scim', token: credential?.name ?? null };
  const organisationId = change.organisationId;
  if (change.change === 'added') {
    await recordOrgAudit(db, {
      organisationId,
      actorId,
      action: 'member.provision',
      targetType: 'member',
      targetId: change.userId,
      details: { role: change.role, ...via },
    });
    const [person] = await db
      .select({ email: authUsers.email })
      .from(authUsers)
      .where(eq(authUsers.id, change.userId));
    const organisation = await findOrganisation(db, organisationId);
    if (person && organisation) {
      await ctx.mailer.enqueue(
        await provisionedMail(
          {
            to: person.email,
            organisation: organisation.name,
            role: change.role,
            siteUrl: ctx.config.publicUrl,
            slug: organisation.slug,
          },
          await recipientLanguage(db, person.email, languageOfRequest()),
        ),
      );
    }
    const card = await makeProvisionedMemberCard(ctx, {
      orgId: organisationId,
      userId: change.userId,
      actorId,
    });
    ctx.log.info({ organisationId, userId: change.userId, card }, 'scim: member provisioned');
  } else if (change.change === 'role') {
    await recordOrgAudit(db, {
      organisationId,
      actorId,
      action: 'member.role',
      targetType: 'member',
      targetId: change.userId,
      details: { from: change.from, to: change.role, ...via },
    });
  } else {
    await recordOrgAudit(db, {
      organisationId,
      actorId,
      action: 'member.remove',
      targetType: 'member',
      targetId: change.userId,
      details: { role: change.role, ...via },
    });
  }
}
