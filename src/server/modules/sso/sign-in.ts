/**
 * Single sign-on's rules at sign-in (docs/product.md#single-sign-on), handed to the identity
 * library by the app (plugins/auth/sso-hooks.ts): enforced SSO, the address an SSO sign-in may
 * use, the just-in-time membership and the identity provider a callback may reach.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { authMembers } from '../../db/schema';
import type { SsoRequirement, SsoSignInHooks } from '../../plugins/auth';
import { ORG_MEMBERSHIP_LIMIT } from '../../../shared/organisations';
import { recordOrgAudit } from '../organisations';
import { checkIdpAddress } from './idp-address';
import * as repository from './repository';
import { domainOfEmail, isDomainVerifiedBy } from './verified-domains';
import type { ResolveHost } from '../webhooks';

export interface SsoSignInDeps {
  db: Database;
  config: Pick<Config, 'webhooks'>;
  resolveHost: ResolveHost;
  log: FastifyBaseLogger;
}

const CALLBACK_PATH = /^\/api\/auth\/sso\/callback\/([^/]+)$/;

/** The endpoints of a provider's OpenID settings our server fetches (token, keys, user info). */
function fetchedEndpoints(oidcConfig: string | null): string[] {
  if (!oidcConfig) return [];
  try {
    const parsed = JSON.parse(oidcConfig) as Record<string, unknown>;
    return ['discoveryEndpoint', 'tokenEndpoint', 'jwksEndpoint', 'userInfoEndpoint']
      .map((key) => parsed[key])
      .filter((value): value is string => typeof value === 'string' && value.length > 0);
  } catch {
    return [];
  }
}

/**
 * The origins of a provider's OpenID endpoints our server fetches, each through our outbound
 * checks again (its name may resolve elsewhere now): one that fails leaves the provider
 * untrusted, and the library then refuses a private address.
 */
export async function trustedOriginsOf(
  { db, config, resolveHost }: Pick<SsoSignInDeps, 'db' | 'config' | 'resolveHost'>,
  providerId: string,
): Promise<string[]> {
  const provider = await repository.providerById(db, providerId);
  const origins = new Set<string>();
  for (const endpoint of fetchedEndpoints(provider?.oidcConfig ?? null)) {
    const origin = await checkIdpAddress(config, resolveHost, endpoint).catch(() => undefined);
    if (!origin) return [];
    origins.add(origin);
  }
  return [...origins];
}

export function createSsoSignInHooks({
  db,
  config,
  resolveHost,
  log,
}: SsoSignInDeps): SsoSignInHooks {
  return {
    async requirementFor(email): Promise<SsoRequirement | undefined> {
      const domain = domainOfEmail(email);
      if (!domain) return undefined;
      const enforcing = await repository.enforcingProvider(db, domain);
      if (!enforcing) return undefined;
      // A domain the organisation no longer verifies is not its to enforce.
      if (!(await isDomainVerifiedBy(db, enforcing.organisationId, domain))) return undefined;
      return {
        ...enforcing,
        ownerId: await repository.ownerWithEmail(db, enforcing.organisationId, email),
      };
    },

    async refusalFor(providerId, email) {
      const provider = await repository.providerById(db, providerId);
      const domain = domainOfEmail(email);
      if (
        provider?.organizationId &&
        domain === provider.domain &&
        (await isDomainVerifiedBy(db, provider.organizationId, domain))
      ) {
        return undefined;
      }
      return "This address is not in a verified domain of the provider's organisation";
    },

    async joinOrganisation(userId, providerId) {
      const provider = await repository.providerById(db, providerId);
      const organisationId = provider?.organizationId;
      if (!organisationId || (await repository.isMember(db, organisationId, userId))) return;
      if ((await repository.memberCount(db, organisationId)) >= ORG_MEMBERSHIP_LIMIT) {
        log.warn({ organisationId }, 'SSO sign-in not made a member: the organisation is full');
        return;
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(authMembers)
          .values({ id: randomUUID(), organizationId: organisationId, userId, role: 'member' })
          .onConflictDoNothing();
        await recordOrgAudit(tx, {
          organisationId,
          actorId: userId,
          action: 'member.join',
          targetType: 'member',
          targetId: userId,
          details: { role: 'member', via: 'sso' },
        });
      });
      log.info({ organisationId }, 'member joined through single sign-on');
    },

    async recordRecoverySignIn(requirement) {
      if (!requirement.ownerId) return;
      await recordOrgAudit(db, {
        organisationId: requirement.organisationId,
        actorId: requirement.ownerId,
        action: 'sso.recovery',
        targetType: 'sso',
        targetId: requirement.organisationId,
      });
      log.warn(
        { organisationId: requirement.organisationId },
        'owner signed in with a password while single sign-on is required',
      );
    },

    async trustedOriginsFor(pathname) {
      const providerId = CALLBACK_PATH.exec(pathname)?.[1];
      if (!providerId) return [];
      return trustedOriginsOf({ db, config, resolveHost }, decodeURIComponent(providerId));
    },
  };
}
