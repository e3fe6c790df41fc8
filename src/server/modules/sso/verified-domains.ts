/**
 * The organisations' verified domains, as single sign-on asks them. Until the organisations module
 * exports its own (`verifiedOrganisationForEmail`, `isDomainVerifiedBy`), this reads its table.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const domainOfEmail = (email: string): string | undefined => {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, '');
  return domain || undefined;
};

export async function verifiedOrganisationForEmail(
  db: Database,
  email: string,
): Promise<{ organisationId: string; domain: string } | undefined> {
  const domain = domainOfEmail(email);
  if (!domain) return undefined;
  const result = (await db.execute(sql`
    select organization_id from organisation_domains
    where domain = ${domain} and verified_at is not null limit 1`)) as {
    rows: { organization_id: string }[];
  };
  const organisationId = result.rows[0]?.organization_id;
  return organisationId ? { organisationId, domain } : undefined;
}

export async function isDomainVerifiedBy(
  db: Database,
  organisationId: string,
  domain: string,
): Promise<boolean> {
  const result = (await db.execute(sql`
    select 1 from organisation_domains
    where organization_id = ${organisationId} and domain = ${domain.trim().toLowerCase()}
      and verified_at is not null`)) as { rows: unknown[] };
  return result.rows.length > 0;
}
