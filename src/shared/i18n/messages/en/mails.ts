/**
 * The server's mails other than the sign-in ones (`mail.*` in auth.ts), written in the
 * recipient's language (src/server/lib/mail-language.ts). Values are escaped by the mail layout.
 */
const mails = {
  // Support (docs/product.md#support-mails): the visitor's confirmation link, the signed-in
  // user's receipt, and the request as the support inbox gets it.
  // The subject chosen on the support form (shared/support.ts SUPPORT_SUBJECTS), by its key.
  'mails.supportSubject':
    '{kind, select, support {Support} suggestion {Suggestion} bugReport {Bug Report} complaint {Complaint} billing {Billing} other {Other}}',
  'mails.supportConfirm.subject': 'Confirm your CardVault support request',
  'mails.supportConfirm.heading': 'Confirm your support request',
  'mails.supportConfirm.received':
    'We received a support request from this address with the subject "{subject}".',
  'mails.supportConfirm.confirm':
    'Confirm that you sent it and we will pass it on to the CardVault team. The link works once, for {hours, plural, one {# hour} other {# hours}}.',
  'mails.supportConfirm.ignore':
    'If you did not write to us, ignore this message: nothing will be sent.',
  'mails.supportConfirm.action': 'Confirm and send my request',
  'mails.supportReceived.subject': 'We received your CardVault support request',
  'mails.supportReceived.heading': 'We received your support request',
  'mails.supportReceived.thanks':
    'Thank you for writing to the CardVault team. Your request "{subject}" has reached us, and we will reply to this address.',
  'mails.supportReceived.reference': 'Your reference: {id}',
  'mails.supportReceived.yourMessage': 'Your message:',
  'mails.supportDelivery.subject': '[Support] {subject} from {email}',
  'mails.supportDelivery.heading': '{subject} from {email}',
  'mails.supportDelivery.from': 'From',
  'mails.supportDelivery.account': 'Account',
  'mails.supportDelivery.signedIn': 'signed-in user {id}',
  'mails.supportDelivery.visitor': 'visitor (address confirmed by e-mail)',
  'mails.supportDelivery.requestSubject': 'Subject',
  'mails.supportDelivery.sent': 'Sent',
  'mails.supportDelivery.requestId': 'Request id',
  'mails.supportDelivery.attachments': 'Attachments',
  'mails.supportDelivery.file': '{name} ({size} bytes)',

  // Organisations: an invitation, and a member added by the company directory (SCIM).
  'mails.invitation.subject': '{inviter} invited you to {organisation} on CardVault',
  'mails.invitation.heading': 'Join {organisation} on CardVault',
  'mails.invitation.invited':
    "{inviter} invited you to join {organisation} as {role, select, owner {an owner} admin {an admin} other {a member}}. Its team's business cards are managed together on CardVault.",
  'mails.invitation.accept':
    'Sign in or create an account with this address ({email}) to accept. The link works for {days, plural, one {# day} other {# days}} and only once. If you did not expect this, ignore this message.',
  'mails.invitation.action': 'Join {organisation}',
  'mails.provisioned.subject': 'You have been added to {organisation} on CardVault',
  'mails.provisioned.heading': 'Welcome to {organisation} on CardVault',
  'mails.provisioned.added':
    "Your company directory has added you to {organisation} as {role, select, owner {an owner} admin {an admin} other {a member}}. Its team's business cards are managed together on CardVault.",
  'mails.provisioned.signIn':
    'Sign in with this address ({email}): with your company\'s sign-in if it has one, or choose "Forgot password" to set a password. If you did not expect this, ask your company\'s IT team.',
  'mails.provisioned.action': 'Open {organisation}',

  // The contact exchange (docs/product.md#leads).
  'mails.newLead.subject': 'New lead: {name} ({card})',
  'mails.newLead.heading': 'You have a new lead',
  'mails.newLead.shared': '{name} shared their contact details from your card "{card}".',
  'mails.newLead.name': 'Name: {value}',
  'mails.newLead.email': 'Email: {value}',
  'mails.newLead.phone': 'Phone: {value}',
  'mails.newLead.company': 'Company: {value}',
  'mails.newLead.jobTitle': 'Job title: {value}',
  'mails.newLead.note': 'Their note: {note}',
  'mails.newLead.consent': 'They agreed to this: "{consent}" ({time}).',
  'mails.newLead.reply': 'Reply to this mail to write to them.',
  'mails.newLead.action': 'Open your leads',
  'mails.cardCopyConfirm.subject': 'Confirm your address to get a contact card from CardVault',
  'mails.cardCopyConfirm.heading': 'Confirm your address',
  'mails.cardCopyConfirm.asked':
    "Someone asked on CardVault for a copy of a contact card to be sent to this address, after sharing their own details with the card's owner.",
  'mails.cardCopyConfirm.howTo':
    'If it was you, open the link and press "Send me the card". It works once, for {hours, plural, one {# hour} other {# hours}}.',
  'mails.cardCopyConfirm.ignore':
    'If you did not ask for it, ignore this message: nothing else will be sent.',
  'mails.cardCopyConfirm.action': 'Get the card',
  'mails.cardCopy.subject': 'The contact card of {name}',
  'mails.cardCopy.attached':
    'You asked for a copy of this card on CardVault and confirmed your address. The contact is attached as a vCard: open it to add it to your contacts.',
  'mails.cardCopy.action': 'Open the card',

  // Billing (docs/product.md#billing-mails); an organisation's are about it (#team-billing).
  // {number} is {count} written in the language (in English as digits alone, as it always was).
  'mails.billing.cards': '{count, plural, one {{number} card} other {{number} cards}}',
  'mails.billing.forOrganisation': '{subject} ({organisation})',
  'mails.billing.aboutOrganisation':
    'This is about the subscription of your organisation {organisation}.',
  'mails.billing.manage': 'Manage subscription',
  'mails.trialStarted.subject': 'Your CardVault trial has started',
  'mails.trialStarted.heading': 'Your free trial has started',
  'mails.trialStarted.active': 'Your trial for {cards} is active. Nothing has been charged.',
  'mails.trialStarted.firstCharge':
    'Your first charge will be {amount} on {date}, for a year of {cards}, unless you cancel before then.',
  'mails.trialStarted.cancel':
    'You can cancel or change the number of cards on your subscription page at any time during the trial.',
  'mails.trialEnding.subject': 'Your CardVault trial ends on {date}',
  'mails.trialEnding.heading': 'Your free trial ends soon',
  'mails.trialEnding.ends': 'Your trial for {cards} ends on {date}.',
  'mails.trialEnding.charge': 'We will then charge {amount} on {date} for a year of {cards}.',
  'mails.trialEnding.keep':
    'To keep your cards, do nothing. To stop, cancel on your subscription page before then.',
  'mails.receipt.subject': 'Your CardVault receipt: {amount}',
  'mails.receipt.heading': 'Receipt for {amount}',
  'mails.receipt.thanks': 'Thank you. We received your payment of {amount} on {date}.',
  'mails.receipt.paysFor': 'It pays for {cards}.',
  'mails.receipt.paysUntil': 'It pays for {cards} until {date}.',
  'mails.receipt.reference': 'Reference: {reference}',
  'mails.receipt.action': 'View subscription',
  'mails.overAllocation.subject':
    'Your CardVault subscription now covers fewer cards than you have',
  'mails.overAllocation.heading': 'Your subscription covers fewer cards than you have',
  'mails.overAllocation.situation':
    'Your subscription now pays for {allocation}, and you have {held}.',
  'mails.overAllocation.consequence':
    'Until you are back within {allocation}, you cannot create cards or choose premium designs. Your cards and their public pages keep working.',
  'mails.overAllocation.remedy': 'Delete {extra}, or add cards on the Pricing page.',
  'mails.overAllocation.action': 'Open My Cards',
} as const;

export default mails;
