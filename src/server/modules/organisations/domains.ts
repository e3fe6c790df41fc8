/**
 * Verified e-mail domains (docs/product.md#verified-domains). An organisation's owners and admins
 * add a domain and are given a TXT record to publish; a check looks the record up and marks the
 * domain verified. A domain is verified by one organisation at most, and an unverified one grants
 * nothing: single sign-on and provisioning ask `verifiedOrganisationForEmail` and
 * `isDomainVerifiedBy` below, which read verified rows only.
 */
import { randomBytes } from 'node:crypto';
import { getPublicSuffix } from 'tldts-icann';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  DOMAIN_CHECKS_PER_HOUR,
  DOMAIN_LOOKUP_TIMEOUT_SECONDS,
  DOMAIN_MESSAGES,
  normaliseDomain,
  ORG_DOMAIN_LIMIT,
  txtNameOf,
  txtValueOf,
  type DomainChallenge,
  type DomainCheck,
  type OrgDomain,
} from '../../../shared/organisation-domains';
import type { Database } from '../../db/client';
import type { OrganisationDomainRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enforceRateLimits } from '../../lib/rate-limiter';
import { recordOrgAudit } from './audit';
import type { OrganisationsContext } from './context';
import { DnsLookupError, lookupTxt } from './domain-lookup';
import * as repository from './domain-repository';
import { requireMembership, type Caller } from './service';

const challengeOf = (row: OrganisationDomainRow): DomainChallenge => ({
  domain: row.domain,
  txtName: txtNameOf(row.domain),
  txtValue: txtValueOf(row.token),
});

const toDomain = (row: OrganisationDomainRow): OrgDomain => ({
  ...challengeOf(row),
  state: row.verifiedAt ? 'verified' : 'pending',
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const taken = () => new AppError(ERROR_CODES.DOMAIN_TAKEN, DOMAIN_MESSAGES.taken);

/**
 * Refuses a domain that is a public suffix alone (co.uk), by the ICANN section of the public
 * suffix list: a private suffix such as github.io stays allowed, since only its operator can
 * publish the record. The shared schema has already refused IP addresses, malformed names and
 * the large consumer mail providers.
 */
function assertRegistrable(domain: string): void {
  if (getPublicSuffix(domain) === domain) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, `domain: ${DOMAIN_MESSAGES.publicSuffix}`);
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  for (
    let at: unknown = error;
    at && typeof at === 'object';
    at = (at as { cause?: unknown }).cause
  ) {
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The organisation's domains, for its export (the caller's right is checked there). */
export const domainsOfOrganisation = async (db: Database, organisationId: string) =>
  (await repository.domainsOf(db, organisationId)).map(toDomain);

export async function listDomains(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  orgId: string,
): Promise<OrgDomain[]> {
  await requireMembership(ctx, caller, orgId, 'view', 'domain');
  return (await repository.domainsOf(ctx.database.db, orgId)).map(toDomain);
}

/**
 * Adds the domain, pending, with a random token for its TXT record; adding it again gives the
 * same record. A domain another organisation has verified is refused (409).
 */
export async function addDomain(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  body: { orgId: string; domain: string },
): Promise<DomainChallenge> {
  await requireMembership(ctx, caller, body.orgId, 'create', 'domain');
  assertRegistrable(body.domain);
  const db = ctx.database.db;
  if (await repository.verifierOf(db, body.domain, body.orgId)) throw taken();
  const existing = await repository.findDomain(db, body.orgId, body.domain);
  if (existing) return challengeOf(existing);
  if ((await repository.countDomains(db, body.orgId)) >= ORG_DOMAIN_LIMIT) {
    throw new AppError(ERROR_CODES.DOMAIN_LIMIT, DOMAIN_MESSAGES.limit);
  }
  return db.transaction(async (tx) => {
    const token = randomBytes(24).toString('base64url');
    const { row, created } = await repository.insertDomain(tx, body.orgId, body.domain, token);
    if (created) {
      await recordOrgAudit(tx, {
        organisationId: body.orgId,
        actorId: caller.userId,
        action: 'domain.add',
        targetType: 'domain',
        targetId: row.domain,
        details: { domain: row.domain },
      });
    }
    return challengeOf(row);
  });
}

/**
 * Looks the domain's TXT record up and marks the domain verified when one of its values is the
 * organisation's. A verified domain stays verified without another lookup; each lookup counts
 * against the organisation's checks of the hour.
 */
export async function verifyDomain(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  body: { orgId: string; domain: string },
): Promise<DomainCheck> {
  await requireMembership(ctx, caller, body.orgId, 'edit', 'domain');
  const db = ctx.database.db;
  const row = await repository.findDomain(db, body.orgId, body.domain);
  if (!row) throw AppError.notFound(DOMAIN_MESSAGES.notFound);
  if (row.verifiedAt) return { verified: true, reason: null, message: DOMAIN_MESSAGES.verified };
  if (await repository.verifierOf(db, body.domain, body.orgId)) throw taken();
  await enforceRateLimits(db, [
    {
      key: `org-domain-check:org:${body.orgId}`,
      max: DOMAIN_CHECKS_PER_HOUR,
      windowSeconds: 60 * 60,
      message: () => DOMAIN_MESSAGES.tooManyChecks,
    },
  ]);
  const { txtName, txtValue } = challengeOf(row);
  let values: string[];
  try {
    values = await lookupTxt(txtName, ctx.config.dns.servers, DOMAIN_LOOKUP_TIMEOUT_SECONDS * 1000);
  } catch (error) {
    if (!(error instanceof DnsLookupError)) throw error;
    ctx.log.warn({ domain: row.domain, code: error.code }, 'domain verification lookup failed');
    throw new AppError(ERROR_CODES.DNS_LOOKUP_FAILED, DOMAIN_MESSAGES.lookupFailed);
  }
  if (!values.includes(txtValue)) {
    return values.length === 0
      ? { verified: false, reason: 'missing', message: DOMAIN_MESSAGES.missing }
      : { verified: false, reason: 'wrong-value', message: DOMAIN_MESSAGES.wrongValue };
  }
  try {
    await db.transaction(async (tx) => {
      const verified = await repository.markVerified(tx, body.orgId, body.domain);
      if (!verified) {
        // A colleague's check verified it while this one looked, or it was removed meanwhile.
        const now = await repository.findDomain(tx, body.orgId, body.domain);
        if (!now) throw AppError.notFound(DOMAIN_MESSAGES.notFound);
        return;
      }
      await recordOrgAudit(tx, {
        organisationId: body.orgId,
        actorId: caller.userId,
        action: 'domain.verify',
        targetType: 'domain',
        targetId: verified.domain,
        details: { domain: verified.domain },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { verified: true, reason: null, message: DOMAIN_MESSAGES.verified };
}

/** Removes the domain, verified or not: what it granted ends with it. */
export async function removeDomain(
  ctx: OrganisationsContext,
  caller: Pick<Caller, 'userId'>,
  body: { orgId: string; domain: string },
): Promise<void> {
  await requireMembership(ctx, caller, body.orgId, 'delete', 'domain');
  await ctx.database.db.transaction(async (tx) => {
    const row = await repository.deleteDomain(tx, body.orgId, body.domain);
    if (!row) throw AppError.notFound(DOMAIN_MESSAGES.notFound);
    await recordOrgAudit(tx, {
      organisationId: body.orgId,
      actorId: caller.userId,
      action: 'domain.remove',
      targetType: 'domain',
      targetId: row.domain,
      details: { domain: row.domain, wasVerified: row.verifiedAt !== null },
    });
  });
}

/**
 * The organisation that has verified the domain of this e-mail address, or undefined when none
 * has (a pending domain grants nothing). Exact domains only: verifying example.com says nothing
 * of mail.example.com.
 */
export async function verifiedOrganisationForEmail(
  db: Database,
  email: string,
): Promise<{ organisationId: string; domain: string } | undefined> {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = normaliseDomain(email.slice(at + 1));
  if (!domain) return undefined;
  const organisationId = await repository.verifierOf(db, domain);
  return organisationId ? { organisationId, domain } : undefined;
}

/** Whether this organisation has verified the domain (given as typed; normalised here). */
export async function isDomainVerifiedBy(
  db: Database,
  organisationId: string,
  domain: string,
): Promise<boolean> {
  const normalised = normaliseDomain(domain);
  if (!normalised) return false;
  const row = await repository.findDomain(db, organisationId, normalised);
  return Boolean(row?.verifiedAt);
}
