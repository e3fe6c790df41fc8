/** Leads: the people who shared their details from a card (docs/product.md#leads). */
const leads = {
  'leads.metaTitle': 'Leads',
  'leads.title': 'Leads',
  'leads.orgTitle': 'Leads of {organisation}',
  'leads.intro.own': 'People who shared their details from your cards. Only you see them.',
  'leads.intro.orgAll':
    'People who shared their details from the cards of {organisation}. Its owners and admins see them all; a member sees those of the cards given to them.',
  'leads.intro.orgGiven':
    'People who shared their details from the cards of {organisation} given to you. The organisation’s owners and admins see them too.',
  'leads.loading': 'Loading leads…',
  'leads.loadFailed': 'Failed to load leads',
  'leads.updateFailed': 'Failed to save the lead',
  'leads.noteSaved': 'Note saved',
  'leads.deleteFailed': 'Failed to delete leads',
  'leads.deleted': '{count, plural, one {Lead deleted} other {# leads deleted}}',
  'leads.noMatch.title': 'No leads match',
  'leads.noMatch.clear': 'Clear filters',
  'leads.noMatch.text': 'Try another search, another card or a wider range of dates.',
  'leads.noMatch.textMembers':
    'Try another search, another card, another member or a wider range of dates.',
  'leads.empty.title': 'No leads yet',
  'leads.empty.goToCards': 'Go to My Cards',
  'leads.empty.own':
    'When visitors of your cards tap “Share your details”, what they send shows up here. You can switch it off for a card in its editor.',
  'leads.empty.org':
    'When visitors of the cards of {organisation} tap “Share your details”, what they send shows up here. You can switch it off for a card in its editor.',
  'leads.showing': 'Showing {first}–{last} of {total} leads',
  'leads.deleteSelected': 'Delete selected',
  'leads.deleteSelectedCount': 'Delete selected ({count})',

  // Filters.
  'leads.find': 'Find leads',
  'leads.search': 'Search leads',
  'leads.searchPlaceholder': 'Name, email, company or note',
  'leads.card': 'Card',
  'leads.member': 'Member',
  'leads.allMembers': 'All members',
  'leads.unknownMember': 'Unknown member',
  'leads.from': 'From',
  'leads.to': 'To',
  'leads.sort': 'Sort',
  'leads.sort.newest': 'Newest first',
  'leads.sort.oldest': 'Oldest first',
  'leads.sort.name': 'Name (A–Z)',
  'leads.yourLeads': 'Your leads',
  'leads.pages': 'Lead pages',

  // Deleting.
  'leads.delete.titleOne': 'Delete lead',
  'leads.delete.titleMany': 'Delete leads',
  'leads.delete.questionOne': 'Are you sure you want to delete this lead?',
  'leads.delete.questionMany':
    'Are you sure you want to delete {count, plural, one {# lead} other {# leads}}?',
  'leads.delete.confirm': 'Yes, delete',
  'leads.delete.keep': 'Keep',
  'leads.delete.warning': 'Their details, your notes and their consent will be gone.',

  // The list.
  'leads.list.selectAll': 'Select all on this page',
  'leads.list.select': 'Select {name}',
  'leads.list.role': '{jobTitle} at {company}',
  'leads.list.card': 'Card: ',
  'leads.list.member': 'Member: {member}',
  'leads.list.unassigned': 'Unassigned',
  'leads.list.received': 'Received ',
  'leads.list.followedUp': 'Followed up',
  'leads.list.new': 'New',

  // A lead's details.
  'leads.detail.fromOrgCard': 'From the card “{card}” of {organisation}, {date}',
  'leads.detail.fromCard': 'From your card “{card}”, {date}',
  'leads.detail.label': 'Lead details',
  'leads.detail.email': 'Email',
  'leads.detail.phone': 'Phone',
  'leads.detail.company': 'Company',
  'leads.detail.jobTitle': 'Job title',
  'leads.detail.theirNote': 'Their note',
  'leads.detail.consent': 'Consent',
  'leads.detail.consentQuote': '“{text}”',
  'leads.detail.given': 'Given <time></time>',
  'leads.detail.notGiven': 'Not given',
  'leads.detail.followedUp': 'Followed up',
  'leads.detail.followedUpHint': 'Mark the leads you have already contacted.',
  'leads.detail.privateNote': 'Private note',
  'leads.detail.noteOrg': 'Whoever sees this lead in {organisation} sees this note.',
  'leads.detail.noteOwn': 'Only you see this note.',
  'leads.detail.saveNote': 'Save note',
  'leads.detail.delete': 'Delete lead',
  'leads.detail.vcard': 'Save to phone (vCard)',
  'leads.detail.close': 'Close lead details',

  // The mailed copy of a card.
  'leads.copy.metaTitle': 'Get your copy of the card',
  'leads.copy.title': 'Get your copy of the card',
  'leads.copy.failed': 'The card could not be sent. Please try again.',
  'leads.copy.text':
    'Press the button and we will e-mail you the contact card you asked for, its contact file attached.',
  'leads.copy.sending': 'Sending…',
  'leads.copy.send': 'Send me the card',
  'leads.copy.sent': 'The card is on its way to your inbox.',
  'leads.copy.invalid': 'This link is not valid.',
};

export default leads;
