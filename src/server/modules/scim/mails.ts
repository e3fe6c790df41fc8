import { teamPagePath, type OrgRole } from '../../../shared/organisations';
import type { Language } from '../../../shared/i18n/languages';
import { mailWriterFor } from '../../lib/i18n';
import type { MailMessage } from '../../plugins/mail';
import { layout } from '../../plugins/auth/mails';

/**
 * The invitation of someone the organisation's directory has provisioned: they are a member
 * already; the mail says so and how to sign in (their address has an account, without a
 * password until they set one).
 */
export async function provisionedMail(
  input: {
    to: string;
    organisation: string;
    role: OrgRole;
    siteUrl: string;
    slug: string;
  },
  language: Language,
): Promise<MailMessage> {
  const { t } = await mailWriterFor(language);
  const { organisation } = input;
  return {
    to: input.to,
    subject: t('mails.provisioned.subject', { organisation }),
    ...layout(
      t('mails.provisioned.heading', { organisation }),
      [
        t('mails.provisioned.added', { organisation, role: input.role }),
        t('mails.provisioned.signIn', { email: input.to }),
      ],
      {
        label: t('mails.provisioned.action', { organisation }),
        url: `${input.siteUrl}${teamPagePath(input.slug)}`,
      },
      language,
    ),
  };
}
