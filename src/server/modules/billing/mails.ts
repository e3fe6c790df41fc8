import type { Language } from '../../../shared/i18n/languages';
import { mailWriterFor, type MailWriter } from '../../lib/i18n';
import { layout } from '../../plugins/auth/mails';
import type { MailMessage } from '../../plugins/mail';

/**
 * The billing mails a customer expects (docs/product.md#billing-mails): the trial started, a
 * receipt for each payment, and a note before the trial ends. Amounts in the price's currency,
 * dates in UTC, written the same way in every mail, in the recipient's language (English as it
 * always was: US English dates and amounts).
 */

/**
 * An organisation's subscription is mailed to each of its owners, who may also have their own:
 * its name goes beside the usual texts (in the subject and a first sentence), which stay as
 * they are (docs/product.md#team-billing).
 */
export interface MailedFor {
  /** The organisation's name, on an organisation's subscription. */
  organisation?: string | undefined;
  /** The recipient's language (lib/mail-language.ts). */
  language: Language;
}

const cardsOf = ({ t, number }: MailWriter, count: number) =>
  t('mails.billing.cards', { count, number: number(count) });

const subjectFor = ({ t }: MailWriter, subject: string, terms: MailedFor) =>
  terms.organisation
    ? t('mails.billing.forOrganisation', { subject, organisation: terms.organisation })
    : subject;

const aboutOrganisation = ({ t }: MailWriter, terms: MailedFor) =>
  terms.organisation
    ? [t('mails.billing.aboutOrganisation', { organisation: terms.organisation })]
    : [];

export interface TrialTerms extends MailedFor {
  to: string;
  cards: number;
  /** When the trial ends and the first charge is made. */
  firstChargeOn: Date;
  amount: number;
  currency: string;
  /** The subscription page (cancel, update the payment method). */
  subscriptionUrl: string;
}

export async function trialStartedMail(terms: TrialTerms): Promise<MailMessage> {
  const writer = await mailWriterFor(terms.language);
  const { t } = writer;
  const cards = cardsOf(writer, terms.cards);
  const amount = writer.amount(terms.amount, terms.currency);
  const date = writer.day(terms.firstChargeOn);
  return {
    to: terms.to,
    subject: subjectFor(writer, t('mails.trialStarted.subject'), terms),
    ...layout(
      t('mails.trialStarted.heading'),
      [
        ...aboutOrganisation(writer, terms),
        t('mails.trialStarted.active', { cards }),
        t('mails.trialStarted.firstCharge', { amount, date, cards }),
        t('mails.trialStarted.cancel'),
      ],
      { label: t('mails.billing.manage'), url: terms.subscriptionUrl },
      terms.language,
    ),
  };
}

export async function trialEndingMail(terms: TrialTerms): Promise<MailMessage> {
  const writer = await mailWriterFor(terms.language);
  const { t } = writer;
  const cards = cardsOf(writer, terms.cards);
  const amount = writer.amount(terms.amount, terms.currency);
  const date = writer.day(terms.firstChargeOn);
  return {
    to: terms.to,
    subject: subjectFor(writer, t('mails.trialEnding.subject', { date }), terms),
    ...layout(
      t('mails.trialEnding.heading'),
      [
        ...aboutOrganisation(writer, terms),
        t('mails.trialEnding.ends', { cards, date }),
        t('mails.trialEnding.charge', { amount, date, cards }),
        t('mails.trialEnding.keep'),
      ],
      { label: t('mails.billing.manage'), url: terms.subscriptionUrl },
      terms.language,
    ),
  };
}

export interface Payment extends MailedFor {
  to: string;
  amount: number;
  currency: string;
  paidAt: Date;
  cards: number;
  /** The payment's reference at the provider (an invoice or checkout id). */
  reference: string;
  /** Until when it pays for the cards, when known. */
  periodEnd?: Date;
  subscriptionUrl: string;
}

export async function receiptMail(payment: Payment): Promise<MailMessage> {
  const writer = await mailWriterFor(payment.language);
  const { t } = writer;
  const amount = writer.amount(payment.amount, payment.currency);
  const cards = cardsOf(writer, payment.cards);
  return {
    to: payment.to,
    subject: subjectFor(writer, t('mails.receipt.subject', { amount }), payment),
    ...layout(
      t('mails.receipt.heading', { amount }),
      [
        ...aboutOrganisation(writer, payment),
        t('mails.receipt.thanks', { amount, date: writer.day(payment.paidAt) }),
        payment.periodEnd
          ? t('mails.receipt.paysUntil', { cards, date: writer.day(payment.periodEnd) })
          : t('mails.receipt.paysFor', { cards }),
        t('mails.receipt.reference', { reference: payment.reference }),
      ],
      { label: t('mails.receipt.action'), url: payment.subscriptionUrl },
      payment.language,
    ),
  };
}

/**
 * The subscription now pays for fewer cards than the owner holds (a quantity lowered at the
 * payment provider): what they can no longer do, and how to be back within it (the same sentences
 * as the app's notice, shared/billing.ts `overAllocationSentences`).
 */
export async function overAllocationMail(
  terms: MailedFor & {
    to: string;
    held: number;
    allocation: number;
    /** My Cards (or the organisation's Team page), where cards are deleted. */
    myCardsUrl: string;
  },
): Promise<MailMessage> {
  const writer = await mailWriterFor(terms.language);
  const { t } = writer;
  const allocation = cardsOf(writer, terms.allocation);
  return {
    to: terms.to,
    subject: subjectFor(writer, t('mails.overAllocation.subject'), terms),
    ...layout(
      t('mails.overAllocation.heading'),
      [
        ...aboutOrganisation(writer, terms),
        t('mails.overAllocation.situation', { allocation, held: cardsOf(writer, terms.held) }),
        t('mails.overAllocation.consequence', { allocation }),
        t('mails.overAllocation.remedy', { extra: cardsOf(writer, terms.held - terms.allocation) }),
      ],
      { label: t('mails.overAllocation.action'), url: terms.myCardsUrl },
      terms.language,
    ),
  };
}
