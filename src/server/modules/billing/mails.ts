import { overAllocationSentences } from '../../../shared/billing';
import { layout } from '../../plugins/auth/mails';
import type { MailMessage } from '../../plugins/mail';

/**
 * The billing mails a customer expects (docs/product.md#billing-mails): the trial started, a
 * receipt for each payment, and a note before the trial ends. Amounts in the price's currency,
 * dates in UTC, written the same way in every mail.
 */

const PRODUCT = 'CardVault';

export const formatAmount = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

export const formatDay = (date: Date) =>
  date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const cardsOf = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

/**
 * An organisation's subscription is mailed to each of its owners, who may also have their own:
 * its name goes beside the usual texts (in the subject and a first sentence), which stay as
 * they are (docs/product.md#team-billing).
 */
export interface MailedFor {
  /** The organisation's name, on an organisation's subscription. */
  organisation?: string | undefined;
}

const subjectFor = (subject: string, terms: MailedFor) =>
  terms.organisation ? `${subject} (${terms.organisation})` : subject;

const aboutOrganisation = (terms: MailedFor) =>
  terms.organisation
    ? [`This is about the subscription of your organisation ${terms.organisation}.`]
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

export function trialStartedMail(terms: TrialTerms): MailMessage {
  const charge = `${formatAmount(terms.amount, terms.currency)} on ${formatDay(terms.firstChargeOn)}`;
  return {
    to: terms.to,
    subject: subjectFor(`Your ${PRODUCT} trial has started`, terms),
    ...layout(
      'Your free trial has started',
      [
        ...aboutOrganisation(terms),
        `Your trial for ${cardsOf(terms.cards)} is active. Nothing has been charged.`,
        `Your first charge will be ${charge}, for a year of ${cardsOf(terms.cards)}, unless you cancel before then.`,
        'You can cancel or change the number of cards on your subscription page at any time during the trial.',
      ],
      { label: 'Manage subscription', url: terms.subscriptionUrl },
    ),
  };
}

export function trialEndingMail(terms: TrialTerms): MailMessage {
  const charge = `${formatAmount(terms.amount, terms.currency)} on ${formatDay(terms.firstChargeOn)}`;
  return {
    to: terms.to,
    subject: subjectFor(`Your ${PRODUCT} trial ends on ${formatDay(terms.firstChargeOn)}`, terms),
    ...layout(
      'Your free trial ends soon',
      [
        ...aboutOrganisation(terms),
        `Your trial for ${cardsOf(terms.cards)} ends on ${formatDay(terms.firstChargeOn)}.`,
        `We will then charge ${charge} for a year of ${cardsOf(terms.cards)}.`,
        'To keep your cards, do nothing. To stop, cancel on your subscription page before then.',
      ],
      { label: 'Manage subscription', url: terms.subscriptionUrl },
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

export function receiptMail(payment: Payment): MailMessage {
  const amount = formatAmount(payment.amount, payment.currency);
  return {
    to: payment.to,
    subject: subjectFor(`Your ${PRODUCT} receipt: ${amount}`, payment),
    ...layout(
      `Receipt for ${amount}`,
      [
        ...aboutOrganisation(payment),
        `Thank you. We received your payment of ${amount} on ${formatDay(payment.paidAt)}.`,
        `It pays for ${cardsOf(payment.cards)}${payment.periodEnd ? ` until ${formatDay(payment.periodEnd)}` : ''}.`,
        `Reference: ${payment.reference}`,
      ],
      { label: 'View subscription', url: payment.subscriptionUrl },
    ),
  };
}

/**
 * The subscription now pays for fewer cards than the owner holds (a quantity lowered at the
 * payment provider): what they can no longer do, and how to be back within it.
 */
export function overAllocationMail(
  terms: MailedFor & {
    to: string;
    held: number;
    allocation: number;
    /** My Cards (or the organisation's Team page), where cards are deleted. */
    myCardsUrl: string;
  },
): MailMessage {
  const text = overAllocationSentences(terms.held, terms.allocation);
  return {
    to: terms.to,
    subject: subjectFor(`Your ${PRODUCT} subscription now covers fewer cards than you have`, terms),
    ...layout(
      'Your subscription covers fewer cards than you have',
      [...aboutOrganisation(terms), text.situation, text.consequence, text.remedy],
      { label: 'Open My Cards', url: terms.myCardsUrl },
    ),
  };
}
