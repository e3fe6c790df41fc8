import { and, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAccounts, authSessions } from '../../db/schema';
import { PROVIDER_SIGN_IN_ERRORS } from '../../../shared/error-codes';
import { ownedBy, within } from '../../modules/access';

/** better-auth's account row for an e-mail and password (every other row is an external link). */
const PASSWORD_ACCOUNT = 'credential';

/** What better-auth's `user.validateUserInfo` hands over (the fields this module reads). */
export interface ProviderUserInfo {
  user: { emailVerified?: unknown };
  source: { method: string; action: string; oauth?: { providerId: string } };
}

/**
 * An external provider's address counts only when the provider says it verified it: an account
 * is never created, linked or signed in to from an address the provider reports unverified
 * (`email_verified` of an OpenID provider, the `verified` flag of a GitHub e-mail). Otherwise
 * anyone could claim someone else's address at a lax provider and wait for its owner to sign up
 * (docs/decisions/0009).
 */
export function refuseUnverifiedProviderAddress({ user, source }: ProviderUserInfo) {
  if (source.method !== 'oauth' || user.emailVerified === true) return undefined;
  return {
    error: PROVIDER_SIGN_IN_ERRORS.PROVIDER_EMAIL_NOT_VERIFIED,
    errorDescription: 'The provider has not verified this email address',
  };
}

/**
 * The owner proved the address by mail. Every external link the account had was made while the
 * address was unverified (a provider's verified address verifies the account, and nothing links
 * to an unverified one), and every session it had was opened through one of them (an unverified
 * address cannot sign in with a password): none is the owner's. The links and the sessions go; a
 * password stays, and the link itself may then sign the owner in. Returns how many links went.
 */
export async function dropUnprovenAccess(db: Database, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(authSessions).where(within(authSessions, ownedBy(userId)));
    const dropped = await tx
      .delete(authAccounts)
      .where(
        and(within(authAccounts, ownedBy(userId)), ne(authAccounts.providerId, PASSWORD_ACCOUNT)),
      )
      .returning({ id: authAccounts.id });
    return dropped.length;
  });
}
