import { INVITATION_DAYS, ORG_ROLE_LABELS, type OrgRole } from '../../../shared/organisations';
import type { MailMessage } from '../../plugins/mail';
import { layout } from '../../plugins/auth/mails';

/** The invitation: who invited whom to which organisation, and the link that joins it. */
export function invitationMail(invitation: {
  to: string;
  organisation: string;
  inviter: string;
  role: OrgRole;
  url: string;
}): MailMessage {
  const role = ORG_ROLE_LABELS[invitation.role].toLowerCase();
  return {
    to: invitation.to,
    subject: `${invitation.inviter} invited you to ${invitation.organisation} on CardVault`,
    ...layout(
      `Join ${invitation.organisation} on CardVault`,
      [
        `${invitation.inviter} invited you to join ${invitation.organisation} as ${role === 'admin' ? 'an' : 'a'} ${role}. Its team's business cards are managed together on CardVault.`,
        `Sign in or create an account with this address (${invitation.to}) to accept. The link works for ${INVITATION_DAYS} days and only once. If you did not expect this, ignore this message.`,
      ],
      { label: `Join ${invitation.organisation}`, url: invitation.url },
    ),
  };
}
