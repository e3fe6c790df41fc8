import {
  RATE_LIMIT_GONE_HOURS,
  RATE_LIMIT_KEPT_HOURS,
  RETENTION_PURGE_EVERY_HOURS,
  SESSION_DAYS,
} from './legal-facts';
import type { LegalDocument } from './legal-types';

const hoursText = (hours: number) => (hours === 1 ? 'an hour' : `${hours} hours`);

export const privacyPolicy: LegalDocument = {
  kind: 'privacy',
  updated: { year: 2025, month: 1 },
  intro:
    'This Privacy Policy explains how CardVault collects, uses, shares and protects information when you use our website, digital business cards and QR codes.',
  sections: [
    {
      heading: 'Account Information',
      paragraphs: [
        'When you create an account we collect your name, email address and sign-in details. If you sign in with an external account provider, we receive the basic profile information that provider shares with us, such as your name, email address and profile picture. Passwords are handled by our identity provider and are never stored in readable form.',
      ],
    },
    {
      heading: 'Card Content',
      paragraphs: [
        'We store the information you add to your cards: your name, job title, company, bio, phone number, email address, location, website, social profile links, profile picture and banner image. Cards are public by design, so this content is visible to anyone who opens the card link or scans its QR code.',
      ],
    },
    {
      heading: 'Usage Data',
      paragraphs: [
        'We collect technical information needed to run and improve the service, such as browser type, device type, pages visited, approximate location derived from your IP address, and error logs. We use this information in aggregate to keep CardVault secure, reliable and easy to use.',
      ],
    },
    {
      heading: 'Sign-in Sessions and IP Addresses',
      paragraphs: [
        `Each time you sign in we keep a session: when it started, when it expires, and the IP address and browser description (user agent) of the device you signed in from. A session lasts until you sign out, or until ${SESSION_DAYS} days have passed since you last used it. It is then deleted with its IP address and user agent: at once when you sign out, within ${hoursText(RETENTION_PURGE_EVERY_HOURS)} of expiring otherwise. Your data export lists your sessions, without the secret that keeps you signed in.`,
        `To protect sign-in, sign-up, the support form and the other forms anyone can send from abuse, we count requests per IP address (for IPv6, per /64 network), per email address and per account. Each counter holds only that address or account id and a number, and is deleted between ${RATE_LIMIT_KEPT_HOURS} and ${RATE_LIMIT_GONE_HOURS} hours after it started counting.`,
      ],
    },
    {
      heading: 'QR Code Interactions',
      paragraphs: [
        'When someone scans a card QR code or opens a public card page, we may record the time of the visit, the device and browser type and whether the contact file was downloaded. We do not identify visitors personally, and we do not sell this information.',
      ],
    },
    {
      heading: 'Cards Kept on Your Device',
      paragraphs: [
        "When you open a card's page, your browser keeps a copy of that card (its page, pictures and contact file) so that it opens again with no network. The copy stays on your device; we learn nothing from it. Clearing this site's data in your browser removes it.",
      ],
    },
    {
      heading: 'Details Visitors Share',
      paragraphs: [
        "A card's owner may let visitors share their own details back from the card's page. When you do, we pass your name, email address and whatever else you choose to fill in to that owner, and keep them for the owner with the words you agreed to and the time you agreed. The owner decides what to do with them and may contact you; ask the owner, or us through the Support page, to have them deleted.",
      ],
    },
    {
      heading: 'Payment Information',
      paragraphs: [
        'Subscriptions and free trials are processed by trusted third-party payment processors. Your card number and other payment details are sent directly to the processor and are handled under its own privacy policy and security standards. We only receive limited information, such as the subscription status, the billing period and the last four digits of your card.',
      ],
    },
    {
      heading: 'How We Share Information',
      paragraphs: [
        'We do not sell your personal information. We share it only with service providers who help us operate CardVault (hosting, email delivery, identity and payment processing) under contracts that require them to protect it, when you ask us to, or when the law requires it.',
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        'We keep your account and card information for as long as your account is active. When a subscription ends, your cards are scheduled for deletion and removed after the notice period shown in the app. You can delete a card or ask us to delete your account at any time; some records may be kept longer where the law requires it, for example for tax purposes.',
      ],
    },
    {
      heading: 'Records of Administrator Actions',
      paragraphs: [
        "When a CardVault administrator acts on an account, a card or a subscription, we record who acted (their account id, email address and name at that moment), what they did, to what, and when. These records are never changed or deleted, also not when the administrator's account or the account acted on is deleted, so that every administrative action stays accountable; they keep the account ids and email addresses they named.",
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'Depending on where you live, you may have the right to access, correct, export or delete your personal information, to object to or restrict certain processing, and to withdraw consent. You can edit most information directly in your account, or contact us through the Support page to exercise any of these rights.',
      ],
    },
    {
      heading: 'Children Under 13',
      paragraphs: [
        'CardVault is not directed at children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us information, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'International Transfers',
      paragraphs: [
        'We and our service providers may process information in countries other than the one you live in. When we transfer personal information internationally, we use appropriate safeguards, such as standard contractual clauses, to protect it.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this Privacy Policy from time to time. We will tell you about material changes by email or in the app before they take effect. Questions? Reach us through the Support page.',
      ],
    },
  ],
};
