import type { SignedIn } from '../auth';
import type { AuditActor } from './repository';

/** An admin as their audit entries name them: id, address, and the name on their profile. */
export const auditActorOf = ({ user, profile }: SignedIn): AuditActor => ({
  id: user.id,
  email: user.email,
  fullName: profile.fullName,
});

/** The operator's command line: no account. */
export const CLI_ACTOR: AuditActor = { id: null, email: 'cli', fullName: 'Command line' };

/** An account's owner deleting it: named by the entry's target, the account's id. */
export const ACCOUNT_OWNER_ACTOR: AuditActor = {
  id: null,
  email: 'account owner',
  fullName: 'Account owner',
};
