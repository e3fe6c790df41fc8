/**
 * The mails of the contact exchange (docs/product.md#leads): the owner's note of a new lead, the
 * link that confirms a visitor's address, and the copy of a card the visitor then gets. All are
 * plain text plus HTML made by the one mail layout, which escapes every value; nothing a visitor
 * typed becomes markup.
 */
import { LEAD_COPY_LINK_HOURS } from '../../../shared/leads-constants';
import type { LeadRow, OutboxAttachment } from '../../db/schema';
import { layout } from '../../plugins/auth/mails';
import type { MailMessage } from '../../plugins/mail';

const PRODUCT = 'CardVault';

/** One line of text: control characters (line breaks among them) become spaces. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** Sent to the card's owner for each new lead; a reply goes to the visitor. */
export function newLeadMail(options: {
  to: string;
  lead: LeadRow;
  cardName: string;
  leadsUrl: string;
}): MailMessage {
  const { lead, cardName } = options;
  const name = oneLine(lead.name);
  const details: [string, string][] = [
    ['Name', name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Company', oneLine(lead.company)],
    ['Job title', oneLine(lead.jobTitle)],
  ];
  const paragraphs = [
    `${name} shared their contact details from your card "${oneLine(cardName)}".`,
    ...details.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    ...(lead.note ? [`Their note: ${lead.note}`] : []),
    `They agreed to this: "${lead.consentText}" (${lead.consentedAt.toISOString()}).`,
    'Reply to this mail to write to them.',
  ];
  return {
    to: options.to,
    replyTo: lead.email,
    subject: `New lead: ${name} (${oneLine(cardName)})`,
    ...layout('You have a new lead', paragraphs, {
      label: 'Open your leads',
      url: options.leadsUrl,
    }),
  };
}

/**
 * Sent to the address a visitor typed when they asked for a copy of the card: the copy goes only
 * once this link is followed and its button pressed. Anyone can type any address, so nothing in it
 * was chosen by anyone but us: not the visitor's words, not the card's (its owner's) either, in
 * the subject or anywhere else.
 */
export function cardCopyConfirmationMail(options: { to: string; url: string }): MailMessage {
  return {
    to: options.to,
    subject: `Confirm your address to get a contact card from ${PRODUCT}`,
    ...layout(
      'Confirm your address',
      [
        `Someone asked on ${PRODUCT} for a copy of a contact card to be sent to this address, after sharing their own details with the card's owner.`,
        `If it was you, open the link and press "Send me the card". It works once, for ${LEAD_COPY_LINK_HOURS} hours.`,
        'If you did not ask for it, ignore this message: nothing else will be sent.',
      ],
      { label: 'Get the card', url: options.url },
    ),
  };
}

/**
 * The card a visitor asked for, its vCard attached, sent once they confirmed their address.
 * Nothing the visitor typed is in it.
 */
export function cardCopyMail(options: {
  to: string;
  cardName: string;
  cardUrl: string;
  vcard: OutboxAttachment;
}): MailMessage {
  const cardName = oneLine(options.cardName);
  return {
    to: options.to,
    subject: `The contact card of ${cardName}`,
    ...layout(
      `The contact card of ${cardName}`,
      [
        `You asked for a copy of this card on ${PRODUCT} and confirmed your address. The contact is attached as a vCard: open it to add it to your contacts.`,
      ],
      { label: 'Open the card', url: options.cardUrl },
    ),
    attachments: [options.vcard],
  };
}
