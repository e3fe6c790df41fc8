/**
 * What the identity library's single sign-on needs of the sso module (modules/sso), handed in by
 * the app so this plugin imports no module: which organisation requires SSO for an address,
 * whether an SSO sign-in's address belongs to its provider's organisation, the just-in-time
 * membership, and which identity-provider addresses one request may reach.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface SsoRequirement {
  organisationId: string;
  organisationName: string;
  /** The account with this address is an owner of that organisation (the recovery path). */
  ownerId: string | undefined;
}

export interface SsoSignInHooks {
  /** The organisation whose enforced SSO covers this address, or undefined. */
  requirementFor(email: string): Promise<SsoRequirement | undefined>;
  /**
   * Why an SSO sign-in through this provider may not use this address (it is not in a domain
   * the provider's organisation has verified), or undefined when it may.
   */
  refusalFor(providerId: string, email: string): Promise<string | undefined>;
  /** After an SSO sign-in: the user joins the provider's organisation as a member. */
  joinOrganisation(userId: string, providerId: string): Promise<void>;
  /** An owner signed in with a password while their organisation requires SSO. */
  recordRecoverySignIn(requirement: SsoRequirement): Promise<void>;
  /** The identity-provider origins a request to this /api/auth path may reach. */
  trustedOriginsFor(pathname: string): Promise<string[]>;
}

const trusted = new AsyncLocalStorage<readonly string[]>();

/**
 * Identity-provider origins better-auth trusts within this call only: the sso library fetches
 * only trusted (or public) addresses, and an organisation's issuer is given by its admin, so it
 * is trusted for the calls that need it once our own outbound checks have passed it.
 */
export function withTrustedIdpOrigins<T>(origins: readonly string[], run: () => Promise<T>) {
  return trusted.run(origins, run);
}

export const trustedIdpOrigins = (): readonly string[] => trusted.getStore() ?? [];
