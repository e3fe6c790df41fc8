import { INVITATION_DAYS, type OrgRole } from '../../../shared/organisations';
import type { Language } from '../../../shared/i18n/languages';
import { mailWriterFor } from '../../lib/i18n';
import type { MailMessage } from '../../plugins/mail';
import { layout } from '../../plugins/auth/mails';

/**
 * The invitation: who invited whom to which organisation, and the link that joins it; in
 * `language` (the invitee's saved language, else the inviter's request's).
 */
export async function invitationMail(
  invitation: {
    to: string;
    organisation: string;
    inviter: string;
    role: OrgRole;
    url: string;
  },
  language: Language,
): Promise<MailMessage> {
  const { t } = await mailWriterFor(language);
  const { organisation, inviter } = invitation;
  return {
    to: invitation.to,
    subject: t('mails.invitation.subject', { inviter, organisation }),
    ...layout(
      t('mails.invitation.heading', { organisation }),
      [
        t('mails.invitation.invited', { inviter, organisation, role: invitation.role }),
        t('mails.invitation.accept', { email: invitation.to, days: INVITATION_DAYS }),
      ],
      { label: t('mails.invitation.action', { organisation }), url: invitation.url },
      language,
    ),
  };
}
