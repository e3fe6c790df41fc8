/** My Cards: the list, the card vault header and the side panel. */
const cards = {
  // My Cards (docs/product.md#screens-my-cards).
  'myCards.title': 'My Cards',
  'myCards.loadingOrganisation': 'Loading the organisation…',
  'myCards.orgTitle': 'Cards of {organisation}',
  'myCards.organisation': 'Organisation',
  'myCards.orgIntroManager': 'Every card of the organisation. Your own cards are under Personal.',
  'myCards.orgIntroMember':
    'The cards of the organisation given to you. Your own cards are under Personal.',
  'myCards.yourCards': 'Your cards',
  'myCards.loadingCards': 'Loading cards',
  'myCards.cardPages': 'Card pages',
  'myCards.deleteTitle': 'Delete Card',
  'myCards.deleteQuestion': 'Are you sure you want to delete your card?',
  'myCards.deleteConfirm': 'Yes, Delete Card',
  'myCards.deleteCancel': 'Keep Card',
  'myCards.deleteWarning': 'The card of {name}, its QR code and its public page will be gone.',
  'myCards.empty.title': 'No Cards Found',
  'myCards.empty.createFirst': 'Create Your First Card',
  'myCards.empty.body': 'Create a digital business card with its own QR code and start sharing it.',
  'myCards.empty.trialStep': 'Start your {months}-month free trial',
  'myCards.empty.trialNote': 'Nothing is charged until the trial ends.',
  'myCards.empty.startTrial': 'Start Free Trial',
  'myCards.empty.createStepNote': 'Add your details, then share your card by its link or QR code.',
  'myCards.empty.twoSteps': 'You have no cards yet. Two steps to your first one:',
  'myCards.orgEmpty.memberTitle': 'No cards given to you yet',
  'myCards.orgEmpty.memberBody':
    'When an owner or admin of {organisation} gives you one of its cards, it shows here and you can edit it.',
  'myCards.orgEmpty.title': '{organisation} has no cards yet',
  'myCards.orgEmpty.create': 'Create organisation card',
  'myCards.orgEmpty.body':
    'Make a card for each of your people: it belongs to the organisation, and you give it to a member on the Team page.',

  // My Cards: the card vault header and the side panel (docs/product.md#screens-my-cards).
  'vault.noSlotsTitle': 'No card slots yet',
  'vault.noSlotsBody':
    'Your card slots come with a subscription. You choose how many when you start the free trial.',
  'vault.usage': '{created} of {allocated} slots used',
  'vault.cardsCreated': 'Cards Created',
  'vault.availableSlots': 'Available Slots',
  'sidePanel.trialTitle': 'Start your free trial',
  'sidePanel.trialBody':
    'Try CardVault free for {months, plural, one {# month} other {# months}}. Nothing is charged until the trial ends, and you can cancel at any time.',
  'sidePanel.reactivate': 'Reactivate your subscription',
  'sidePanel.pastDue': 'Your payment is past due. Reactivate to keep creating cards.',
  'sidePanel.canceled': 'Your subscription has been canceled. Your existing cards stay accessible.',
  'sidePanel.createTitle': 'Create a new card',
  'sidePanel.freeSlots':
    '{remaining, plural, one {You have # free slot for a new card.} other {You have # free slots for new cards.}}',
  'sidePanel.unlockTitle': 'Unlock more cards',
  'sidePanel.unlockBody':
    'Need cards for your whole team? Add more slots to your subscription at any time.',
  'sidePanel.seePlans': 'See plans',
  'sidePanel.outTitle': "You're out of slots",
  'sidePanel.outBody':
    'Every card slot of your subscription is in use. Add more slots to create new cards.',
  'sidePanel.addSlots': 'Add more slots',
  'sidePanel.questionsTitle': 'Any questions?',
  'sidePanel.questionsBody':
    'We are happy to help with your cards, your subscription or anything else.',
  'sidePanel.sendQuery': 'Send us your query',
} as const;

export default cards;
