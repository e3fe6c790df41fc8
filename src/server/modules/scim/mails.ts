import { ORG_ROLE_LABELS, teamPagePath, type OrgRole } from '../../../shared/organisations';
import type { MailMessage } from '../../plugins/mail';
import { layout } from '../../plugins/auth/mails';

/**
 * The invitation of someone the organisation's directory has provisioned: they are a member
 * already; the mail says so and how to sign in (their address has an account, without a
 * password until they set one).
 */
export function provisionedMail(input: {
  to: string;
  organisation: string;
  role: OrgRole;
  siteUrl: string;
  slug: string;
}): MailMessage {
  const role = ORG_ROLE_LABELS[input.role].toLowerCase();
  return {
    to: input.to,
    subject: `You have been added to ${input.organisation} on CardVault`,
    ...layout(
      `Welcome to ${input.organisation} on CardVault`,
      [
        `Your company directory has added you to ${input.organisation} as ${role === 'admin' ? 'an' : 'a'} ${role}. Its team's business cards are managed together on CardVault.`,
        `Sign in with this address (${input.to}): with your company's sign-in if it has one, or choose "Forgot password" to set a password. If you did not expect this, ask your company's IT team.`,
      ],
      { label: `Open ${input.organisation}`, url: `${input.siteUrl}${teamPagePath(input.slug)}` },
    ),
  };
}
