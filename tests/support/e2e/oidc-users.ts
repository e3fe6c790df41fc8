import type { OidcTestUser } from '../fakes/oidc-provider';

const controlUrl = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}/oidc-users`;

/** Adds a person to the e2e OpenID provider (tests/support/e2e/server.ts) and returns them. */
export async function registerOidcUser(
  user: Omit<OidcTestUser, 'sub'> & { sub?: string },
): Promise<OidcTestUser> {
  const full: OidcTestUser = { sub: user.sub ?? `sub-${user.email}`, ...user };
  const response = await fetch(controlUrl(), { method: 'POST', body: JSON.stringify(full) });
  if (!response.ok) throw new Error(`could not register the OpenID user: ${response.status}`);
  return full;
}
