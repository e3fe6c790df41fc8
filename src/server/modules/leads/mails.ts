/**
 * The mails of the contact exchange (docs/product.md#leads): the owner's note of a new lead, the
 * link that confirms a visitor's address, and the copy of a card the visitor then gets. All are
 * plain text plus HTML made by the one mail layout, which escapes every value; nothing a visitor
 * typed becomes markup.
 */
import type { Language } from '../../../shared/i18n/languages';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { LEAD_COPY_LINK_HOURS } from '../../../shared/leads-constants';
import type { LeadRow, OutboxAttachment } from '../../db/schema';
import { mailWriterFor } from '../../lib/i18n';
import { layout } from '../../plugins/auth/mails';
import type { MailMessage } from '../../plugins/mail';

/** One line of text: control characters (line breaks among them) become spaces. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** Sent to the card's owner for each new lead; a reply goes to the visitor. */
export async function newLeadMail(
  options: {
    to: string;
    lead: LeadRow;
    cardName: string;
    leadsUrl: string;
  },
  language: Language,
): Promise<MailMessage> {
  const { t } = await mailWriterFor(language);
  const { lead } = options;
  const name = oneLine(lead.name);
  const card = oneLine(options.cardName);
  const details: [MessageId, string][] = [
    ['mails.newLead.name', name],
    ['mails.newLead.email', lead.email],
    ['mails.newLead.phone', lead.phone],
    ['mails.newLead.company', oneLine(lead.company)],
    ['mails.newLead.jobTitle', oneLine(lead.jobTitle)],
  ];
  const paragraphs = [
    t('mails.newLead.shared', { name, card }),
    ...details.filter(([, value]) => value).map(([id, value]) => t(id, { value })),
    ...(lead.note ? [t('mails.newLead.note', { note: lead.note })] : []),
    t('mails.newLead.consent', {
      consent: lead.consentText,
      time: lead.consentedAt.toISOString(),
    }),
    t('mails.newLead.reply'),
  ];
  return {
    to: options.to,
    replyTo: lead.email,
    subject: t('mails.newLead.subject', { name, card }),
    ...layout(
      t('mails.newLead.heading'),
      paragraphs,
      { label: t('mails.newLead.action'), url: options.leadsUrl },
      language,
    ),
  };
}

/**
 * Sent to the address a visitor typed when they asked for a copy of the card: the copy goes only
 * once this link is followed and its button pressed. Anyone can type any address, so nothing in it
 * was chosen by anyone but us: not the visitor's words, not the card's (its owner's) either, in
 * the subject or anywhere else.
 */
export async function cardCopyConfirmationMail(
  options: { to: string; url: string },
  language: Language,
): Promise<MailMessage> {
  const { t } = await mailWriterFor(language);
  return {
    to: options.to,
    subject: t('mails.cardCopyConfirm.subject'),
    ...layout(
      t('mails.cardCopyConfirm.heading'),
      [
        t('mails.cardCopyConfirm.asked'),
        t('mails.cardCopyConfirm.howTo', { hours: LEAD_COPY_LINK_HOURS }),
        t('mails.cardCopyConfirm.ignore'),
      ],
      { label: t('mails.cardCopyConfirm.action'), url: options.url },
      language,
    ),
  };
}

/**
 * The card a visitor asked for, its vCard attached, sent once they confirmed their address.
 * Nothing the visitor typed is in it.
 */
export async function cardCopyMail(
  options: {
    to: string;
    cardName: string;
    cardUrl: string;
    vcard: OutboxAttachment;
  },
  language: Language,
): Promise<MailMessage> {
  const { t } = await mailWriterFor(language);
  const name = oneLine(options.cardName);
  return {
    to: options.to,
    subject: t('mails.cardCopy.subject', { name }),
    ...layout(
      t('mails.cardCopy.subject', { name }),
      [t('mails.cardCopy.attached')],
      { label: t('mails.cardCopy.action'), url: options.cardUrl },
      language,
    ),
    attachments: [options.vcard],
  };
}
