/** The organisations' SSO providers (the sso library's rows) and their enforcement. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  authAccounts,
  authMembers,
  authOrganizations,
  authSessions,
  authSsoProviders,
  authUsers,
  authVerifications,
} from '../../db/schema';

export type SsoProviderRow = typeof authSsoProviders.$inferSelect;

/** One provider per organisation: its id in the library (and in the ACS and callback URLs). */
export const providerIdOf = (organisationId: string) => `org-${organisationId}`;

export async function providerOf(
  db: Database,
  organisationId: string,
): Promise<SsoProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(authSsoProviders)
    .where(eq(authSsoProviders.organizationId, organisationId));
  return row;
}

export async function providerById(
  db: Database,
  providerId: string,
): Promise<SsoProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(authSsoProviders)
    .where(eq(authSsoProviders.providerId, providerId));
  return row;
}

export async function providerForDomain(
  db: Database,
  domain: string,
): Promise<SsoProviderRow | undefined> {
  const [row] = await db.select().from(authSsoProviders).where(eq(authSsoProviders.domain, domain));
  return row;
}

/** The enforcing provider of this domain, with its organisation's name. */
export async function enforcingProvider(db: Database, domain: string) {
  const [row] = await db
    .select({
      organisationId: authOrganizations.id,
      organisationName: authOrganizations.name,
    })
    .from(authSsoProviders)
    .innerJoin(authOrganizations, eq(authOrganizations.id, authSsoProviders.organizationId))
    .where(and(eq(authSsoProviders.domain, domain), isNotNull(authSsoProviders.ssoEnforcedAt)));
  return row;
}

/** The owner of the organisation with this address, if one is. */
export async function ownerWithEmail(
  db: Database,
  organisationId: string,
  email: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .innerJoin(authMembers, eq(authMembers.userId, authUsers.id))
    .where(
      and(
        eq(authUsers.email, email.trim().toLowerCase()),
        eq(authMembers.organizationId, organisationId),
        eq(authMembers.role, 'owner'),
      ),
    );
  return row?.id;
}

export async function markDomainVerified(
  db: Database,
  providerId: string,
  enforcedAt: Date | null,
): Promise<void> {
  await db
    .update(authSsoProviders)
    .set({ domainVerified: true, ssoEnforcedAt: enforcedAt })
    .where(eq(authSsoProviders.providerId, providerId));
}

export async function setEnforcedAt(
  db: Database,
  organisationId: string,
  enforcedAt: Date | null,
): Promise<void> {
  await db
    .update(authSsoProviders)
    .set({ ssoEnforcedAt: enforcedAt })
    .where(eq(authSsoProviders.organizationId, organisationId));
}

/**
 * Ends the sessions and the pending reset links of every account whose address is in the domain,
 * except the organisation's owners (their recovery path). Returns how many sessions ended.
 */
export async function endDomainAccess(
  db: Database,
  organisationId: string,
  domain: string,
): Promise<number> {
  const inDomain = sql`split_part(lower(${authUsers.email}), '@', 2) = ${domain}`;
  const exempt = sql`not exists (
    select 1 from ${authMembers}
    where ${authMembers.userId} = ${authUsers.id}
      and ${authMembers.organizationId} = ${organisationId} and ${authMembers.role} = 'owner')`;
  const users = db.select({ id: authUsers.id }).from(authUsers).where(and(inDomain, exempt));
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(authSessions)
      .where(sql`${authSessions.userId} in (${users})`)
      .returning({ id: authSessions.id });
    await tx
      .delete(authVerifications)
      .where(
        and(
          sql`${authVerifications.identifier} like 'reset-password:%'`,
          sql`${authVerifications.value} in (${users})`,
        ),
      );
    return ended.length;
  });
}

export async function isMember(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select({ id: authMembers.id })
    .from(authMembers)
    .where(and(eq(authMembers.organizationId, organisationId), eq(authMembers.userId, userId)));
  return Boolean(row);
}

export async function memberCount(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(authMembers)
    .where(eq(authMembers.organizationId, organisationId));
  return row?.value ?? 0;
}

/** Removes a provider left by an organisation that no longer verifies its domain, and its links. */
export async function deleteProvider(db: Database, providerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(authAccounts).where(eq(authAccounts.providerId, providerId));
    await tx.delete(authSsoProviders).where(eq(authSsoProviders.providerId, providerId));
  });
}

/** A provider's row and its links to accounts, to put back if its replacement is refused. */
export interface ProviderSnapshot {
  provider: SsoProviderRow;
  links: (typeof authAccounts.$inferSelect)[];
}

export async function snapshotProvider(
  db: Database,
  provider: SsoProviderRow,
): Promise<ProviderSnapshot> {
  const links = await db
    .select()
    .from(authAccounts)
    .where(eq(authAccounts.providerId, provider.providerId));
  return { provider, links };
}

/** Puts a provider back as it was (its row, its links), over whatever half-made one is there. */
export async function restoreProvider(db: Database, snapshot: ProviderSnapshot): Promise<void> {
  const { provider, links } = snapshot;
  await db.transaction(async (tx) => {
    await tx.delete(authAccounts).where(eq(authAccounts.providerId, provider.providerId));
    await tx.delete(authSsoProviders).where(eq(authSsoProviders.providerId, provider.providerId));
    await tx.insert(authSsoProviders).values(provider);
    if (links.length > 0) await tx.insert(authAccounts).values(links);
  });
}
