import { TERMS_NOTICE_PERIOD_DAYS } from './legal-facts';
import type { LegalDocument } from './legal-types';

export const termsOfService: LegalDocument = {
  kind: 'terms',
  updated: { year: 2025, month: 1 },
  intro:
    'These Terms of Service govern your use of CardVault, including the website, the public card pages and the QR codes we generate for you. Please read them carefully.',
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By creating an account, starting a trial, publishing a card or otherwise using CardVault, you agree to be bound by these Terms of Service and by our Privacy Policy. If you use CardVault on behalf of a company or other organisation, you confirm that you are authorised to accept these terms on its behalf.',
        'If you do not agree with any part of these terms, you must not use the service.',
      ],
    },
    {
      heading: 'Use Licence',
      paragraphs: [
        'Subject to these terms and, where applicable, an active subscription or free trial, we grant you a personal, non-exclusive, non-transferable and revocable licence to use CardVault to create, edit, share and manage digital business cards.',
        'This licence does not allow you to copy, modify, resell, sublicense or reverse engineer the service or its card templates, to remove any proprietary notices, or to use the service to build a competing product. All rights not expressly granted remain with CardVault.',
      ],
    },
    {
      heading: 'Account',
      paragraphs: [
        'You must provide accurate, complete and current information when you create an account, and you must verify your email address before signing in with a password. You are responsible for keeping your credentials confidential and for all activity that happens under your account.',
        'Tell us promptly through the Support page if you suspect unauthorised access. We may suspend or close accounts that break these terms or put other users or the service at risk.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        'Your privacy matters to us. Our Privacy Policy explains what information we collect, how we use it and the choices you have. By using CardVault you acknowledge that information is handled as described there.',
        'Cards you publish are public by design: anyone with the link or QR code can view the details you choose to include and save them as a contact file. Only add information you are comfortable sharing.',
      ],
    },
    {
      heading: 'Prohibited Uses',
      paragraphs: ['You agree not to use CardVault to:'],
      items: [
        'impersonate any person or organisation, or misrepresent your identity or affiliation;',
        'publish content that is unlawful, fraudulent, defamatory, harassing, hateful or sexually explicit;',
        'infringe the intellectual property, privacy or other rights of anyone else;',
        'send spam, phishing links, malware or other harmful code;',
        'probe, scan, overload or interfere with the service, its security or other users;',
        'collect data about other users or card visitors without their consent.',
      ],
    },
    {
      heading: 'Service Availability',
      paragraphs: [
        'We work hard to keep CardVault available and reliable, but the service is provided on an "as available" basis. Maintenance, updates, failures of third-party providers or events outside our control may cause interruptions.',
        'We may change, add or remove features from time to time. When a change materially reduces what a paid plan includes, we will tell you in advance.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'CardVault is provided "as is" without warranties of any kind, whether express or implied, including implied warranties of merchantability, fitness for a particular purpose and non-infringement.',
        'We do not warrant that the service will be uninterrupted or error-free, that QR codes will be readable by every device, or that card content supplied by users is accurate. You are responsible for the information you publish.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, CardVault and its team will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill arising from your use of, or inability to use, the service.',
        'Our total liability for any claim relating to the service is limited to the amount you paid us for the service in the twelve months before the event giving rise to the claim. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about these terms? Send us a message through the Support page, linked as Feedback at the bottom of every page. We aim to reply within two business days.',
      ],
    },
    {
      heading: 'Changes to Terms',
      paragraphs: [
        `We may update these terms from time to time. For material changes we will give you at least ${TERMS_NOTICE_PERIOD_DAYS} days' notice by email or by a notice in the app before they take effect.`,
        'Continuing to use CardVault after changes take effect means you accept the updated terms. If you do not agree, you may cancel your subscription and stop using the service at any time.',
      ],
    },
  ],
};
