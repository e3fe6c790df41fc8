/**
 * SCIM 2.0 provisioning per organisation (docs/decisions/0035-scim-provisioning.md), through
 * better-auth's SCIM plugin: its managed connection catalogue holds one connection per
 * organisation (the provisioning domain is the organisation's id) and the connection's bearer
 * credentials; its projection, here, turns a provisioned person's state into their membership of
 * that organisation. Everything written here goes through the transaction the plugin hands in
 * (PGlite runs one statement at a time: a query outside it would wait for it forever); what needs
 * our own services (the audit log, the member's card) runs once it has committed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { hkdfSync } from 'node:crypto';
import { queueAfterTransactionHook } from '@better-auth/core/context';
import { scim, type SCIMProjectedUserState, type SCIMTransactionContext } from '@better-auth/scim';
import type { FastifyBaseLogger } from 'fastify';
import type { OrgRole } from '../../../shared/organisations';
import { SCIM_MAX_ACTIVE_TOKENS, scimAdminGroupsOf } from '../../../shared/scim';

/** One change SCIM made to a membership, reported once its transaction has committed. */
export interface ScimMembershipChange {
  organisationId: string;
  userId: string;
  change: 'added' | 'role' | 'removed';
  role: OrgRole;
  /** The role before, for a change of role. */
  from?: OrgRole;
  /** The credential the directory's request came with (its token's first part). */
  credentialId?: string | undefined;
}

/** The SCIM request being answered: which credential it carries (scim-routes.ts sets it). */
export const scimRequestContext = new AsyncLocalStorage<{ credentialId?: string | undefined }>();

/** A managed token is `<credential id>.<secret>`: the id, or undefined for anything else. */
export function credentialIdOfToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/i.exec(authorization ?? '');
  return match?.[1];
}

export type ScimChangeListener = (change: ScimMembershipChange) => Promise<void>;

/**
 * The HMAC key the plugin digests its bearer tokens with: derived from the auth secret (HKDF),
 * so it needs no setting of its own and is never the secret itself. Changing AUTH_SECRET makes
 * every SCIM token stop working, like every session.
 */
export const scimCredentialHashSecret = (authSecret: string) =>
  Buffer.from(
    hkdfSync('sha256', authSecret, 'cardvault', 'scim managed credential digest', 32),
  ).toString('base64url');

interface MemberRow {
  id: string;
  role: string;
}

/** The organisation's directory groups whose members are its admins (its settings). */
async function adminGroupsOf(database: SCIMTransactionContext['database'], orgId: string) {
  const organisation = await database.findOne<{ metadata?: string | null }>({
    model: 'organization',
    where: [{ field: 'id', value: orgId }],
  });
  return new Set(scimAdminGroupsOf(organisation?.metadata).map((name) => name.toLowerCase()));
}

/**
 * The person's membership as the directory says, in the SCIM transaction: active, a member (an
 * admin when one of their groups is an admin group); not active (or deleted), no membership (our
 * trigger unassigns their cards) and no session. An owner's membership is never changed here:
 * an organisation is never left without its owner by its directory.
 */
async function reconcileMembership(
  state: SCIMProjectedUserState,
  { database }: SCIMTransactionContext,
  changes: ScimMembershipChange[],
) {
  const orgId = state.provisioningDomainId;
  const { userId } = state;
  const member = await database.findOne<MemberRow>({
    model: 'member',
    where: [
      { field: 'organizationId', value: orgId },
      { field: 'userId', value: userId },
    ],
  });
  if (member?.role === 'owner') return;
  if (!state.active) {
    if (member) {
      await database.delete({ model: 'member', where: [{ field: 'id', value: member.id }] });
      changes.push({
        organisationId: orgId,
        userId,
        change: 'removed',
        role: member.role as OrgRole,
      });
    }
    await database.deleteMany({ model: 'session', where: [{ field: 'userId', value: userId }] });
    return;
  }
  const role: OrgRole = state.grants.some((grant) => grant.role === 'admin') ? 'admin' : 'member';
  if (!member) {
    await database.create({
      model: 'member',
      data: { organizationId: orgId, userId, role, createdAt: new Date() },
    });
    changes.push({ organisationId: orgId, userId, change: 'added', role });
  } else if (member.role !== role) {
    await database.update({
      model: 'member',
      where: [{ field: 'id', value: member.id }],
      update: { role },
    });
    changes.push({
      organisationId: orgId,
      userId,
      change: 'role',
      role,
      from: member.role as OrgRole,
    });
  }
}

/** The plugin as CardVault configures it. */
export function scimProvisioning(options: {
  authSecret: string;
  log: FastifyBaseLogger;
  onChange?: ScimChangeListener | undefined;
}) {
  return scim({
    // No connection in code: each organisation's is in the managed catalogue.
    connections: [],
    managedConnections: {
      credentialHashSecret: scimCredentialHashSecret(options.authSecret),
      maxActiveCredentials: SCIM_MAX_ACTIVE_TOKENS,
      // "Last used" is shown to the minute or so; a write per request would be a write per user.
      lastUsedWriteIntervalSeconds: 60,
    },
    projection: {
      roles: {
        // A group grants `admin` when its name is one of the organisation's admin groups
        // (an allowlist the owners keep); any other group grants nothing.
        map: async ({ provisioningDomainId, source }, { database }) => {
          const adminGroups = await adminGroupsOf(database, provisioningDomainId);
          return adminGroups.has(source.displayName.trim().toLowerCase()) ? ['admin'] : [];
        },
        exists: ({ role }) => role === 'admin',
      },
      reconcileUser: async (state, context) => {
        const changes: ScimMembershipChange[] = [];
        await reconcileMembership(state, context, changes);
        const credentialId = scimRequestContext.getStore()?.credentialId;
        const { onChange } = options;
        if (!onChange) return;
        for (const change of changes) {
          await queueAfterTransactionHook(() => onChange({ ...change, credentialId }), {
            onError: (err) => options.log.error({ err, change }, 'scim: after provisioning'),
          });
        }
      },
    },
  });
}
