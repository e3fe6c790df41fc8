import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  InvitationState,
  OrgInvitation,
  OrgMember,
  OrgRole,
  OrgSummary,
} from '../../../shared/organisations';
import type { Database } from '../../db/client';
import {
  authInvitations,
  authMembers,
  authOrganizations,
  authSessions,
  authUsers,
  cards,
  profiles,
  subscriptions,
} from '../../db/schema';
import { containsPattern, offsetOf, searchColumns } from '../../lib/sql-search';

/*
 * Reads of the organization plugin's tables (better-auth writes them). Every read of an
 * organisation's rows names the organisation; the caller's membership is checked by the service.
 */

/** A user's member row in an organisation (the identity library addresses members by its id). */
export async function memberRow(
  db: Database,
  organisationId: string,
  userId: string,
): Promise<{ id: string; role: OrgRole } | undefined> {
  const [row] = await db
    .select({ id: authMembers.id, role: authMembers.role })
    .from(authMembers)
    .where(and(eq(authMembers.organizationId, organisationId), eq(authMembers.userId, userId)))
    .limit(1);
  return row && { id: row.id, role: row.role as OrgRole };
}

export async function membershipRole(
  db: Database,
  organisationId: string,
  userId: string,
): Promise<OrgRole | undefined> {
  return (await memberRow(db, organisationId, userId))?.role;
}

export async function findOrganisation(db: Database, organisationId: string) {
  const [row] = await db
    .select({
      id: authOrganizations.id,
      name: authOrganizations.name,
      slug: authOrganizations.slug,
    })
    .from(authOrganizations)
    .where(eq(authOrganizations.id, organisationId))
    .limit(1);
  return row;
}

export async function slugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authOrganizations.id })
    .from(authOrganizations)
    .where(eq(authOrganizations.slug, slug))
    .limit(1);
  return row !== undefined;
}

/** The organisations a user belongs to, with their role in each, by name. */
export async function organisationsOf(db: Database, userId: string): Promise<OrgSummary[]> {
  const rows = await db
    .select({
      id: authOrganizations.id,
      name: authOrganizations.name,
      slug: authOrganizations.slug,
      role: authMembers.role,
    })
    .from(authMembers)
    .innerJoin(authOrganizations, eq(authOrganizations.id, authMembers.organizationId))
    .where(eq(authMembers.userId, userId))
    .orderBy(asc(authOrganizations.name), asc(authOrganizations.slug));
  return rows.map((row) => ({ ...row, role: row.role as OrgRole }));
}

export async function membersOf(db: Database, organisationId: string): Promise<OrgMember[]> {
  const rows = await db
    .select({
      userId: authMembers.userId,
      email: authUsers.email,
      // The name on the member's profile: the one they chose (a password sign-up has no other).
      name: sql<string>`coalesce(${profiles.fullName}, ${authUsers.name})`,
      role: authMembers.role,
      joinedAt: authMembers.createdAt,
    })
    .from(authMembers)
    .innerJoin(authUsers, eq(authUsers.id, authMembers.userId))
    .leftJoin(profiles, eq(profiles.id, authMembers.userId))
    .where(eq(authMembers.organizationId, organisationId))
    .orderBy(asc(authMembers.createdAt), asc(authUsers.email));
  return rows.map((row) => ({
    ...row,
    role: row.role as OrgRole,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

export async function countOwners(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(authMembers)
    .where(and(eq(authMembers.organizationId, organisationId), eq(authMembers.role, 'owner')));
  return row?.owners ?? 0;
}

/** Whether an address belongs to a member of the organisation already. */
export async function isMemberAddress(
  db: Database,
  organisationId: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: authMembers.userId })
    .from(authMembers)
    .innerJoin(authUsers, eq(authUsers.id, authMembers.userId))
    .where(and(eq(authMembers.organizationId, organisationId), eq(authUsers.email, email)))
    .limit(1);
  return row !== undefined;
}

/** better-auth's statuses as the Team screen names them; a pending one past its time expired. */
export function invitationState(
  status: string,
  expiresAt: Date,
  now = new Date(),
): InvitationState {
  if (status === 'accepted') return 'accepted';
  if (status !== 'pending') return 'revoked';
  return expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export async function invitationsOf(
  db: Database,
  organisationId: string,
): Promise<OrgInvitation[]> {
  const rows = await db
    .select({
      id: authInvitations.id,
      email: authInvitations.email,
      role: authInvitations.role,
      status: authInvitations.status,
      expiresAt: authInvitations.expiresAt,
      invitedBy: authUsers.email,
    })
    .from(authInvitations)
    .innerJoin(authUsers, eq(authUsers.id, authInvitations.inviterId))
    .where(eq(authInvitations.organizationId, organisationId))
    .orderBy(desc(authInvitations.createdAt));
  return rows.map(({ status, ...row }) => ({
    ...row,
    role: row.role as OrgRole,
    state: invitationState(status, row.expiresAt),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

export async function findInvitation(db: Database, invitationId: string) {
  const [row] = await db
    .select({
      id: authInvitations.id,
      organisationId: authInvitations.organizationId,
      organisation: authOrganizations.name,
      slug: authOrganizations.slug,
      email: authInvitations.email,
      role: authInvitations.role,
      status: authInvitations.status,
      expiresAt: authInvitations.expiresAt,
    })
    .from(authInvitations)
    .innerJoin(authOrganizations, eq(authOrganizations.id, authInvitations.organizationId))
    .where(eq(authInvitations.id, invitationId))
    .limit(1);
  return row && { ...row, role: row.role as OrgRole };
}

/** The pending invitation of an address to an organisation, to send again rather than twice. */
export async function pendingInvitation(db: Database, organisationId: string, email: string) {
  const [row] = await db
    .select({ id: authInvitations.id, expiresAt: authInvitations.expiresAt })
    .from(authInvitations)
    .where(
      and(
        eq(authInvitations.organizationId, organisationId),
        eq(authInvitations.email, email),
        eq(authInvitations.status, 'pending'),
      ),
    )
    .orderBy(desc(authInvitations.createdAt))
    .limit(1);
  return row;
}

/**
 * A new pending invitation, written as the identity library's organization plugin writes one
 * (its `createInvitation`: a generated id, status `pending`, the expiry, the inviter, the address
 * in lower case), so that the library finds, accepts and cancels it as its own. For a bulk
 * import only (docs/decisions/0039-import-invitations-in-our-transaction.md): every other
 * invitation goes through the library.
 */
export async function insertInvitation(
  tx: Database,
  invitation: {
    id: string;
    organisationId: string;
    email: string;
    role: OrgRole;
    inviterId: string;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.insert(authInvitations).values({
    id: invitation.id,
    organizationId: invitation.organisationId,
    email: invitation.email.toLowerCase(),
    role: invitation.role,
    status: 'pending',
    expiresAt: invitation.expiresAt,
    inviterId: invitation.inviterId,
    createdAt: new Date(),
  });
}

/** A pending invitation's new expiry (sent again), as the library's `resend` sets it. */
export async function renewInvitation(
  tx: Database,
  organisationId: string,
  invitationId: string,
  expiresAt: Date,
): Promise<void> {
  await tx
    .update(authInvitations)
    .set({ expiresAt })
    .where(
      and(
        eq(authInvitations.id, invitationId),
        eq(authInvitations.organizationId, organisationId),
        eq(authInvitations.status, 'pending'),
      ),
    );
}

/** The organisations whose only owner the user is: they cannot go without handing them over. */
export async function solelyOwnedBy(db: Database, userId: string): Promise<string[]> {
  const others = alias(authMembers, 'other_owners');
  const rows = await db
    .select({ name: authOrganizations.name })
    .from(authMembers)
    .innerJoin(authOrganizations, eq(authOrganizations.id, authMembers.organizationId))
    .leftJoin(
      others,
      and(
        eq(others.organizationId, authMembers.organizationId),
        eq(others.role, 'owner'),
        ne(others.userId, authMembers.userId),
      ),
    )
    .where(and(eq(authMembers.userId, userId), eq(authMembers.role, 'owner'), isNull(others.id)));
  return rows.map((row) => row.name);
}

/** The addresses of the organisation's owners, who are told of its billing. */
export async function ownerEmails(db: Database, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: authUsers.email })
    .from(authMembers)
    .innerJoin(authUsers, eq(authUsers.id, authMembers.userId))
    .where(and(eq(authMembers.organizationId, organisationId), eq(authMembers.role, 'owner')))
    .orderBy(authUsers.email);
  return rows.map((row) => row.email);
}

/** Sessions that had the organisation as their active one have none (it was deleted). */
export async function forgetActiveOrganisation(db: Database, organisationId: string) {
  await db
    .update(authSessions)
    .set({ activeOrganizationId: null })
    .where(eq(authSessions.activeOrganizationId, organisationId));
}

/*
 * The admin console's list of every organisation (docs/product.md#screens-admin). The cards and
 * the subscription are read here from their tables, with no call into those modules: they ask
 * this one for memberships.
 */

/** An organisation whose name or address contains the term, or one of whose owners' does. */
function organisationSearch(db: Database, term: string): SQL | undefined {
  if (!term) return undefined;
  const ownerMatches = db
    .select({ id: authMembers.id })
    .from(authMembers)
    .innerJoin(authUsers, eq(authUsers.id, authMembers.userId))
    .where(
      and(
        eq(authMembers.organizationId, authOrganizations.id),
        eq(authMembers.role, 'owner'),
        ilike(authUsers.email, containsPattern(term)),
      ),
    );
  return or(
    searchColumns(term, [authOrganizations.name, authOrganizations.slug]),
    exists(ownerMatches),
  );
}

const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/**
 * Every organisation, newest first, a page at a time: with how many members, pending invitations
 * (not yet past their time) and cards it has, and its own subscription when it has one.
 */
export async function listOrganisations(
  db: Database,
  query: { page: number; pageSize: number; search: string },
) {
  const where = organisationSearch(db, query.search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: authOrganizations.id,
        name: authOrganizations.name,
        slug: authOrganizations.slug,
        createdAt: authOrganizations.createdAt,
        memberCount: countOf(
          sql`select count(*) from ${authMembers} where ${authMembers.organizationId} = ${authOrganizations.id}`,
        ),
        pendingInvitations: countOf(
          sql`select count(*) from ${authInvitations} where ${authInvitations.organizationId} = ${authOrganizations.id} and ${authInvitations.status} = 'pending' and ${authInvitations.expiresAt} > now()`,
        ),
        cardCount: countOf(
          sql`select count(*) from ${cards} where ${cards.organizationId} = ${authOrganizations.id}`,
        ),
        subscriptionStatus: subscriptions.status,
        cardAllocation: subscriptions.cardAllocation,
      })
      .from(authOrganizations)
      .leftJoin(subscriptions, eq(subscriptions.organizationId, authOrganizations.id))
      .where(where)
      .orderBy(desc(authOrganizations.createdAt), desc(authOrganizations.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ value: count() }).from(authOrganizations).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/** The owners' addresses of these organisations, by organisation id, each list alphabetical. */
export async function ownersOf(
  db: Database,
  organisationIds: string[],
): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  if (!organisationIds.length) return owners;
  const rows = await db
    .select({ organisationId: authMembers.organizationId, email: authUsers.email })
    .from(authMembers)
    .innerJoin(authUsers, eq(authUsers.id, authMembers.userId))
    .where(and(inArray(authMembers.organizationId, organisationIds), eq(authMembers.role, 'owner')))
    .orderBy(authUsers.email);
  for (const { organisationId, email } of rows) {
    owners.set(organisationId, [...(owners.get(organisationId) ?? []), email]);
  }
  return owners;
}
