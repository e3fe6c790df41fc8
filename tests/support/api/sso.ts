import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/server/db/client';
import { followOidcProvider, type OidcSignInResult } from './oidc-sign-in';
import { cookieHeader } from './users';

/** A domain the organisation has verified (its row as the domains routes leave it once checked). */
export async function verifiedDomain(db: Database, organisationId: string, domain: string) {
  await db.execute(sql`
    insert into organisation_domains (organization_id, domain, token, verified_at)
    values (${organisationId}, ${domain}, ${`token-${domain}`}, now())
    on conflict (organization_id, domain) do update set verified_at = now()`);
}

/** The domain goes back to pending (as when its check fails later). */
export async function unverifiedDomain(db: Database, organisationId: string, domain: string) {
  await db.execute(sql`
    update organisation_domains set verified_at = null
    where organization_id = ${organisationId} and domain = ${domain}`);
}

/** A random domain of the test's own. */
export const uniqueDomain = (prefix = 'corp') =>
  `${prefix}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.example`;

/**
 * The work-e-mail-first sign-in through an organisation's OpenID provider: `/api/auth/sso/start`
 * with the address, then the provider's login form, back to our callback.
 */
export async function signInThroughSso(
  app: FastifyInstance,
  person: { email: string; password: string },
): Promise<OidcSignInResult> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sso/start',
    payload: { email: person.email },
  });
  const answer = start.json() as { url?: string };
  if (start.statusCode !== 200 || !answer.url) {
    throw new Error(`SSO sign-in did not start: ${start.body}`);
  }
  return followOidcProvider(app, {
    url: answer.url,
    appCookies: cookieHeader(start.headers['set-cookie']),
    callbackPrefix: `${app.config.publicUrl}/api/auth/sso/callback/`,
    person,
  });
}
