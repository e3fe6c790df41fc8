/** The SQL of the organisation_domains table (docs/product.md#verified-domains). */
import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organisationDomains, type OrganisationDomainRow } from '../../db/schema';

const ofOrg = (organisationId: string, domain: string) =>
  and(
    eq(organisationDomains.organizationId, organisationId),
    eq(organisationDomains.domain, domain),
  );

/** The organisation's domains, alphabetical. */
export const domainsOf = (db: Database, organisationId: string) =>
  db
    .select()
    .from(organisationDomains)
    .where(eq(organisationDomains.organizationId, organisationId))
    .orderBy(asc(organisationDomains.domain));

export async function countDomains(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(organisationDomains)
    .where(eq(organisationDomains.organizationId, organisationId));
  return row?.value ?? 0;
}

export async function findDomain(
  db: Database,
  organisationId: string,
  domain: string,
): Promise<OrganisationDomainRow | undefined> {
  const [row] = await db.select().from(organisationDomains).where(ofOrg(organisationId, domain));
  return row;
}

/** The organisation that has verified the domain, other than `except` when given. */
export async function verifierOf(
  db: Database,
  domain: string,
  except?: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ organisationId: organisationDomains.organizationId })
    .from(organisationDomains)
    .where(
      and(
        eq(organisationDomains.domain, domain),
        isNotNull(organisationDomains.verifiedAt),
        except === undefined ? undefined : ne(organisationDomains.organizationId, except),
      ),
    );
  return row?.organisationId;
}

/** Adds the domain pending with its token; the row already there when the organisation has it. */
export async function insertDomain(
  db: Database,
  organisationId: string,
  domain: string,
  token: string,
): Promise<{ row: OrganisationDomainRow; created: boolean }> {
  const [inserted] = await db
    .insert(organisationDomains)
    .values({ organizationId: organisationId, domain, token })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findDomain(db, organisationId, domain);
  if (!existing) throw new Error('organisation_domains: a conflicting row vanished');
  return { row: existing, created: false };
}

/**
 * Marks a pending domain verified; the row as it now is. Throws the unique index's violation when
 * another organisation verified the same domain first.
 */
export async function markVerified(
  db: Database,
  organisationId: string,
  domain: string,
): Promise<OrganisationDomainRow | undefined> {
  const [row] = await db
    .update(organisationDomains)
    .set({ verifiedAt: new Date() })
    .where(and(ofOrg(organisationId, domain), isNull(organisationDomains.verifiedAt)))
    .returning();
  return row;
}

export async function deleteDomain(
  db: Database,
  organisationId: string,
  domain: string,
): Promise<OrganisationDomainRow | undefined> {
  const [row] = await db
    .delete(organisationDomains)
    .where(ofOrg(organisationId, domain))
    .returning();
  return row;
}
