/**
 * Organisations (docs/product.md#organisations): create, rename and delete them, invite people,
 * change roles, remove members and leave. Every route names the organisation; the caller's role
 * in it is read here and asked of the organisation policy before anything is done, and someone
 * who is not a member is told the organisation does not exist (404). The identity library's
 * organization plugin stores the rows and checks its own rules again.
 */
import { generateId } from 'better-auth';
import { APIError } from 'better-auth/api';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  INVITATION_DAYS,
  INVITATIONS_PER_HOUR,
  ORG_MESSAGES,
  slugFromName,
  type InvitationPreview,
  type OrgInvitation,
  type OrgMember,
  type OrgRole,
  type OrgSummary,
} from '../../../shared/organisations';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforceRateLimits } from '../../lib/rate-limiter';
import {
  apiTokenIdOfActor,
  orgAllows,
  orgScopeOf,
  type OrgAction,
  type OrgMembership,
  type OrgResource,
  type RowScope,
} from '../access';
import type { OrganisationsContext } from './context';
import { liveTokenScopes } from './api-token-repository';
import { listOrgAudit, recordOrgAudit } from './audit';
import { invitationMail } from './mails';
import { languageOfRequest, recipientLanguage } from '../../lib/mail-language';
import * as repository from './repository';

/** The signed-in caller as these services need them, and the headers that carry their session. */
export interface Caller {
  userId: string;
  email: string;
  name: string;
  headers: Headers;
}

/** The identity library's refusals that a person can act on, as our codes and sentences. */
const LIBRARY_ERRORS: Record<string, AppError> = {
  ORGANIZATION_ALREADY_EXISTS: new AppError(ERROR_CODES.SLUG_TAKEN, ORG_MESSAGES.slugTaken),
  ORGANIZATION_SLUG_ALREADY_TAKEN: new AppError(ERROR_CODES.SLUG_TAKEN, ORG_MESSAGES.slugTaken),
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: new AppError(
    ERROR_CODES.ALREADY_MEMBER,
    ORG_MESSAGES.alreadyMember,
  ),
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: new AppError(
    ERROR_CODES.LAST_OWNER,
    ORG_MESSAGES.lastOwner,
  ),
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: new AppError(
    ERROR_CODES.LAST_OWNER,
    ORG_MESSAGES.lastOwner,
  ),
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: new AppError(
    ERROR_CODES.INVITATION_WRONG_ADDRESS,
    ORG_MESSAGES.wrongAddress,
  ),
};

/** Runs a call into the identity library, turning its refusals into ours. */
async function library<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code ?? '';
      const known = LIBRARY_ERRORS[code];
      if (known) throw known;
      if (error.statusCode === 403 || error.statusCode === 401) throw AppError.forbidden();
      if (error.statusCode === 404) throw AppError.notFound(ORG_MESSAGES.notFound);
      throw new AppError(ERROR_CODES.BAD_REQUEST, error.message || 'The request was refused');
    }
    throw error;
  }
}

/**
 * The caller's membership of the organisation, or 404 when they have none (an outsider cannot
 * tell an organisation from no organisation), and 403 when their role does not grant the action.
 */
export async function requireMembership(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  organisationId: string,
  action: OrgAction,
  resource: OrgResource,
): Promise<OrgMembership> {
  const membership = await findMembership(ctx.database.db, organisationId, caller.userId);
  if (!membership) throw AppError.notFound(ORG_MESSAGES.notFound);
  if (!orgAllows(membership, action, resource)) throw AppError.forbidden();
  return membership;
}

/**
 * The user's membership of the organisation, or undefined when they have none. An API token
 * (its actor id: modules/access) is a member of its own organisation while it is live, with its
 * scopes instead of a role's grants (docs/product.md#api-tokens).
 */
export async function findMembership(
  db: Database,
  organisationId: string,
  userId: string,
): Promise<OrgMembership | undefined> {
  const tokenId = apiTokenIdOfActor(userId);
  if (tokenId !== undefined) {
    const scopes = await liveTokenScopes(db, organisationId, tokenId);
    return scopes ? { userId, organisationId, role: 'admin', scopes } : undefined;
  }
  const role = await repository.membershipRole(db, organisationId, userId);
  return role ? { userId, organisationId, role } : undefined;
}

export async function createOrganisation(
  ctx: OrganisationsContext,
  caller: Caller,
  body: { name: string; slug?: string | undefined },
): Promise<OrgSummary> {
  const slug = body.slug ?? (slugFromName(body.name) || 'team');
  if (await repository.slugTaken(ctx.database.db, slug)) {
    throw new AppError(ERROR_CODES.SLUG_TAKEN, ORG_MESSAGES.slugTaken);
  }
  const created = await library(() =>
    ctx.auth.api.createOrganization({
      body: { name: body.name, slug, keepCurrentActiveOrganization: true },
      headers: caller.headers,
    }),
  );
  if (!created) throw new AppError(ERROR_CODES.INTERNAL_ERROR, 'The organisation was not created');
  await recordOrgAudit(ctx.database.db, {
    organisationId: created.id,
    actorId: caller.userId,
    action: 'organisation.create',
    targetType: 'organisation',
    targetId: created.id,
    details: { name: created.name, slug: created.slug },
  });
  return { id: created.id, name: created.name, slug: created.slug, role: 'owner' };
}

export const listOrganisations = (ctx: OrganisationsContext, caller: Pick<Caller, 'userId'>) =>
  repository.organisationsOf(ctx.database.db, caller.userId);

export async function renameOrganisation(
  ctx: OrganisationsContext,
  caller: Caller,
  body: { orgId: string; name: string },
): Promise<OrgSummary> {
  const membership = await requireMembership(ctx, caller, body.orgId, 'edit', 'organisation');
  await library(() =>
    ctx.auth.api.updateOrganization({
      body: { organizationId: body.orgId, data: { name: body.name } },
      headers: caller.headers,
    }),
  );
  const org = await repository.findOrganisation(ctx.database.db, body.orgId);
  if (!org) throw AppError.notFound(ORG_MESSAGES.notFound);
  await recordOrgAudit(ctx.database.db, {
    organisationId: org.id,
    actorId: caller.userId,
    action: 'organisation.rename',
    targetType: 'organisation',
    targetId: org.id,
    details: { name: org.name },
  });
  return { ...org, role: membership.role };
}

export async function deleteOrganisation(
  ctx: OrganisationsContext,
  caller: Caller,
  body: { orgId: string; confirmation: string },
  removeHoldings: (organisationId: string) => Promise<void>,
): Promise<void> {
  await requireMembership(ctx, caller, body.orgId, 'delete', 'organisation');
  const org = await repository.findOrganisation(ctx.database.db, body.orgId);
  if (!org) throw AppError.notFound(ORG_MESSAGES.notFound);
  if (body.confirmation.trim() !== org.name) {
    throw new AppError(ERROR_CODES.CONFIRMATION_MISMATCH, ORG_MESSAGES.confirmationMismatch);
  }
  // Its cards go with their files first; the rows that hold nothing outside the database (leads,
  // invitations, memberships) go with the organisation's row.
  await removeHoldings(body.orgId);
  await library(() =>
    ctx.auth.api.deleteOrganization({
      body: { organizationId: body.orgId },
      headers: caller.headers,
    }),
  );
  // The library leaves it named as the active organisation of its members' sessions.
  await repository.forgetActiveOrganisation(ctx.database.db, body.orgId);
  ctx.log.info({ organisationId: body.orgId }, 'organisation deleted');
}

export async function listMembers(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  orgId: string,
): Promise<OrgMember[]> {
  await requireMembership(ctx, caller, orgId, 'view', 'membership');
  return repository.membersOf(ctx.database.db, orgId);
}

/**
 * Invites an address with a role and mails the link; an address with a pending invitation gets
 * the same one again (with a fresh 7 days), never a second. Only an owner may invite an owner.
 */
export async function invite(
  ctx: OrganisationsContext,
  caller: Caller,
  body: { orgId: string; email: string; role: OrgRole },
  siteUrl: string,
): Promise<{ id: string; message: string }> {
  const membership = await requireMembership(ctx, caller, body.orgId, 'create', 'invitation');
  if (body.role === 'owner' && !orgAllows(membership, 'edit', 'ownership')) {
    throw AppError.forbidden('Only an owner can invite an owner');
  }
  const db = ctx.database.db;
  const org = await repository.findOrganisation(db, body.orgId);
  if (!org) throw AppError.notFound(ORG_MESSAGES.notFound);
  if (await repository.isMemberAddress(db, body.orgId, body.email)) {
    throw new AppError(ERROR_CODES.ALREADY_MEMBER, ORG_MESSAGES.alreadyMember);
  }
  await enforceRateLimits(db, [
    { key: `org-invite:user:${caller.userId}`, max: INVITATIONS_PER_HOUR, windowSeconds: 60 * 60 },
  ]);
  const pending = await repository.pendingInvitation(db, body.orgId, body.email);
  const invitation = await library(() =>
    ctx.auth.api.createInvitation({
      body: {
        organizationId: body.orgId,
        email: body.email,
        role: body.role,
        ...(pending ? { resend: true } : {}),
      },
      headers: caller.headers,
    }),
  );
  const id = invitation.id;
  await recordAndMailInvitation(ctx, db, {
    id,
    caller,
    organisation: org,
    email: body.email,
    role: body.role,
    siteUrl,
    resent: Boolean(pending),
  });
  return { id, message: pending ? ORG_MESSAGES.resent : ORG_MESSAGES.invited };
}

/** An invitation's audit entry and its mail, written with `executor` (a transaction or not). */
async function recordAndMailInvitation(
  ctx: Pick<OrganisationsContext, 'mailer'>,
  executor: Database,
  invitation: {
    id: string;
    caller: Pick<Caller, 'userId' | 'name' | 'email'>;
    organisation: { id: string; name: string };
    email: string;
    role: OrgRole;
    siteUrl: string;
    resent: boolean;
  },
): Promise<void> {
  const { id, caller, organisation, email, role } = invitation;
  await recordOrgAudit(executor, {
    organisationId: organisation.id,
    actorId: caller.userId,
    action: invitation.resent ? 'invitation.resend' : 'invitation.create',
    targetType: 'invitation',
    targetId: id,
    details: { email, role },
  });
  // An address without an account (or without a saved language) reads the inviter's language.
  const language = await recipientLanguage(executor, email, languageOfRequest());
  await ctx.mailer.enqueue(
    await invitationMail(
      {
        to: email,
        organisation: organisation.name,
        inviter: caller.name || caller.email,
        role,
        url: `${invitation.siteUrl}/team/join?token=${encodeURIComponent(id)}`,
      },
      language,
    ),
    executor,
  );
}

/**
 * A bulk import's invitation (docs/product.md#bulk-import), written in the transaction `tx` of
 * the row's card: the invitation row in the library's shape, its audit entry and its mail, the
 * same mail `invite` sends. The import has checked once, for the whole run, that the caller may
 * invite, that the address is no member's, which addresses have an invitation already
 * (`renew`: that one is sent again) and the pending invitations' limit; the library's own
 * `createInvitation` reads every pending invitation of the organisation each time, which made a
 * run of 1,000 rows read half a million rows
 * (docs/decisions/0039-import-invitations-in-our-transaction.md).
 */
export async function inviteInTransaction(
  ctx: Pick<OrganisationsContext, 'mailer'>,
  tx: Database,
  invitation: {
    caller: Pick<Caller, 'userId' | 'name' | 'email'>;
    organisation: { id: string; name: string };
    email: string;
    role: OrgRole;
    siteUrl: string;
    /** The address's invitation that is still pending but expired, to send again. */
    renew?: string | undefined;
  },
): Promise<string> {
  const { caller, organisation } = invitation;
  const id = invitation.renew ?? generateId();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  if (invitation.renew) {
    await repository.renewInvitation(tx, organisation.id, id, expiresAt);
  } else {
    await repository.insertInvitation(tx, {
      id,
      organisationId: organisation.id,
      email: invitation.email,
      role: invitation.role,
      inviterId: caller.userId,
      expiresAt,
    });
  }
  await recordAndMailInvitation(ctx, tx, {
    id,
    caller,
    organisation,
    email: invitation.email,
    role: invitation.role,
    siteUrl: invitation.siteUrl,
    resent: Boolean(invitation.renew),
  });
  return id;
}

export async function listInvitations(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  orgId: string,
): Promise<OrgInvitation[]> {
  await requireMembership(ctx, caller, orgId, 'view', 'invitation');
  return repository.invitationsOf(ctx.database.db, orgId);
}

export async function revokeInvitation(
  ctx: OrganisationsContext,
  caller: Caller,
  body: { orgId: string; invitationId: string },
): Promise<void> {
  await requireMembership(ctx, caller, body.orgId, 'delete', 'invitation');
  const invitation = await repository.findInvitation(ctx.database.db, body.invitationId);
  if (!invitation || invitation.organisationId !== body.orgId) {
    throw AppError.notFound('No such invitation');
  }
  if (invitation.status !== 'pending') {
    throw new AppError(ERROR_CODES.INVITATION_CLOSED, ORG_MESSAGES.closed);
  }
  await library(() =>
    ctx.auth.api.cancelInvitation({
      body: { invitationId: body.invitationId },
      headers: caller.headers,
    }),
  );
  await recordOrgAudit(ctx.database.db, {
    organisationId: body.orgId,
    actorId: caller.userId,
    action: 'invitation.revoke',
    targetType: 'invitation',
    targetId: body.invitationId,
    details: { email: invitation.email },
  });
}

/** An invitation as its link's page shows it, to the address it was sent to only. */
async function openInvitation(ctx: OrganisationsContext, caller: Caller, token: string) {
  const invitation = await repository.findInvitation(ctx.database.db, token);
  if (!invitation) throw AppError.notFound('No such invitation');
  if (invitation.email.toLowerCase() !== caller.email.toLowerCase()) {
    throw new AppError(ERROR_CODES.INVITATION_WRONG_ADDRESS, ORG_MESSAGES.wrongAddress);
  }
  return invitation;
}

export async function previewInvitation(
  ctx: OrganisationsContext,
  caller: Caller,
  token: string,
): Promise<InvitationPreview> {
  const invitation = await openInvitation(ctx, caller, token);
  return {
    organisation: invitation.organisation,
    email: invitation.email,
    role: invitation.role,
    state: repository.invitationState(invitation.status, invitation.expiresAt),
  };
}

export async function acceptInvitation(
  ctx: OrganisationsContext,
  caller: Caller,
  token: string,
): Promise<OrgSummary & { message: string }> {
  const invitation = await openInvitation(ctx, caller, token);
  const state = repository.invitationState(invitation.status, invitation.expiresAt);
  if (state === 'expired') {
    throw new AppError(ERROR_CODES.INVITATION_EXPIRED, ORG_MESSAGES.expired);
  }
  if (state !== 'pending') throw new AppError(ERROR_CODES.INVITATION_CLOSED, ORG_MESSAGES.closed);
  await library(() =>
    ctx.auth.api.acceptInvitation({ body: { invitationId: token }, headers: caller.headers }),
  );
  await recordOrgAudit(ctx.database.db, {
    organisationId: invitation.organisationId,
    actorId: caller.userId,
    action: 'member.join',
    targetType: 'member',
    targetId: caller.userId,
    details: { email: caller.email, role: invitation.role },
  });
  return {
    id: invitation.organisationId,
    name: invitation.organisation,
    slug: invitation.slug,
    role: invitation.role,
    message: ORG_MESSAGES.joined,
  };
}

/** The member row the identity library addresses, for a user of the organisation. */
async function memberOf(ctx: OrganisationsContext, orgId: string, userId: string) {
  const member = await repository.memberRow(ctx.database.db, orgId, userId);
  if (!member) throw AppError.notFound('No such member');
  return member;
}

export async function changeRole(
  ctx: OrganisationsContext,
  caller: Caller,
  body: { orgId: string; userId: string; role: OrgRole },
): Promise<void> {
  const membership = await requireMembership(ctx, caller, body.orgId, 'edit', 'membership');
  const { id: memberId, role: current } = await memberOf(ctx, body.orgId, body.userId);
  if (
    (current === 'owner' || body.role === 'owner') &&
    !orgAllows(membership, 'edit', 'ownership')
  ) {
    throw AppError.forbidden('Only an owner can make or unmake an owner');
  }
  if (current === body.role) return;
  if (current === 'owner' && (await repository.countOwners(ctx.database.db, body.orgId)) < 2) {
    throw new AppError(ERROR_CODES.LAST_OWNER, ORG_MESSAGES.lastOwner);
  }
  await library(() =>
    ctx.auth.api.updateMemberRole({
      body: { organizationId: body.orgId, memberId, role: body.role },
      headers: caller.headers,
    }),
  );
  await recordOrgAudit(ctx.database.db, {
    organisationId: body.orgId,
    actorId: caller.userId,
    action: 'member.role',
    targetType: 'member',
    targetId: body.userId,
    details: { from: current, to: body.role },
  });
}

export async function removeMember(
  ctx: OrganisationsContext,
  caller: Caller,
  body: { orgId: string; userId: string },
): Promise<void> {
  const membership = await requireMembership(ctx, caller, body.orgId, 'delete', 'membership');
  const { id: memberId, role: current } = await memberOf(ctx, body.orgId, body.userId);
  if (current === 'owner' && !orgAllows(membership, 'edit', 'ownership')) {
    throw AppError.forbidden('Only an owner can remove an owner');
  }
  if (current === 'owner' && (await repository.countOwners(ctx.database.db, body.orgId)) < 2) {
    throw new AppError(ERROR_CODES.LAST_OWNER, ORG_MESSAGES.lastOwner);
  }
  await library(() =>
    ctx.auth.api.removeMember({
      body: { organizationId: body.orgId, memberIdOrEmail: memberId },
      headers: caller.headers,
    }),
  );
  await recordOrgAudit(ctx.database.db, {
    organisationId: body.orgId,
    actorId: caller.userId,
    action: 'member.remove',
    targetType: 'member',
    targetId: body.userId,
    details: { role: current },
  });
}

export async function leaveOrganisation(
  ctx: OrganisationsContext,
  caller: Caller,
  orgId: string,
): Promise<void> {
  const membership = await requireMembership(ctx, caller, orgId, 'view', 'organisation');
  if (membership.role === 'owner' && (await repository.countOwners(ctx.database.db, orgId)) < 2) {
    throw new AppError(ERROR_CODES.LAST_OWNER, ORG_MESSAGES.lastOwner);
  }
  await library(() =>
    ctx.auth.api.leaveOrganization({ body: { organizationId: orgId }, headers: caller.headers }),
  );
  await recordOrgAudit(ctx.database.db, {
    organisationId: orgId,
    actorId: caller.userId,
    action: 'member.leave',
    targetType: 'member',
    targetId: caller.userId,
    details: { role: membership.role },
  });
}

/** `/api/org/audit-log`: the organisation's entries for its owners and admins, newest first. */
export async function organisationAuditLog(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  query: { orgId: string; page: number; pageSize: number },
) {
  await requireMembership(ctx, caller, query.orgId, 'view', 'audit-log');
  return listOrgAudit(ctx.database.db, query.orgId, query.page, query.pageSize);
}

/**
 * The rows of one organisation the caller may act on with the action: all of them (`resource`),
 * those of the cards assigned to them (`ownResource`), 403 for neither, and 404 when they are
 * not a member. What the leads, insights and webhooks routes ask when they are given `orgId`.
 */
export async function organisationScope(
  db: Database,
  userId: string,
  organisationId: string,
  action: OrgAction,
  resource: OrgResource,
  ownResource: OrgResource = resource,
): Promise<RowScope> {
  const membership = await findMembership(db, organisationId, userId);
  if (!membership) throw AppError.notFound(ORG_MESSAGES.notFound);
  const scope = orgScopeOf(membership, action, resource, ownResource);
  if (scope === 'none') throw AppError.forbidden();
  return scope;
}
