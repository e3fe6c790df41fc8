/** Team: the organisation's page, its members, invitations, seats, cards and settings; joining. */
const team = {
  // Organisation roles (docs/product.md#organisations).
  'team.role.owner': 'Owner',
  'team.role.admin': 'Admin',
  'team.role.member': 'Member',

  // What a failed call says when the server gives no reason of its own.
  'team.failure.loadOrgs': 'Failed to load your organisations',
  'team.failure.loadMembers': 'Failed to load the members',
  'team.failure.loadInvitations': 'Failed to load the invitations',
  'team.failure.loadInvitation': 'Failed to load the invitation',
  'team.failure.create': 'Failed to create the organisation',
  'team.failure.rename': 'Failed to rename the organisation',
  'team.failure.remove': 'Failed to delete the organisation',
  'team.failure.invite': 'Failed to send the invitation',
  'team.failure.revoke': 'Failed to revoke the invitation',
  'team.failure.role': 'Failed to change the role',
  'team.failure.removeMember': 'Failed to remove the member',
  'team.failure.leave': 'Failed to leave the organisation',
  'team.failure.join': 'Failed to join the organisation',
  'team.failure.loadCards': 'Failed to load the cards',
  'team.failure.assign': 'Failed to assign the card',
  'team.failure.loadSeats': 'Failed to load the organisation’s subscription',
  'team.failure.loadAudit': 'Failed to load the audit log',
  'team.failure.exportData': 'The organisation’s data could not be exported.',

  // Toasts and the organisation's sentences (shared/organisations.ts ORG_MESSAGES).
  'team.done.created': 'Organisation created',
  'team.done.updated': 'Organisation updated',
  'team.done.deleted': 'Organisation deleted',
  'team.done.invited': 'Invitation sent',
  'team.done.resent': 'Invitation sent again',
  'team.done.revoked': 'Invitation revoked',
  'team.done.joined': 'You joined the organisation',
  'team.done.roleChanged': 'Role changed',
  'team.done.removed': 'Member removed',
  'team.done.left': 'You left the organisation',
  'team.done.cardAssigned': 'Card assigned',
  'team.done.cardUnassigned': 'Card unassigned',
  'team.invitation.expired': 'This invitation has expired: ask for a new one',
  'team.invitation.closed': 'This invitation was revoked or used already',
  'team.confirmationMismatch': 'Type the organisation’s name exactly to delete it',

  // The Team page (docs/product.md#organisations).
  'team.title': 'Team',
  'team.metaTitle': 'Team · {organisation}',
  'team.intro': 'Your company’s organisation: its members, their roles, its cards and invitations.',
  'team.loadingOrgs': 'Loading your organisations…',
  'team.empty.title': 'Run your team’s cards together',
  'team.empty.body':
    'An organisation gathers your colleagues in one place: invite them by e-mail, give admins the right to invite others, and see who is in the team.',
  'team.organisation': 'Organisation',
  'team.yourRole': 'Your role:',
  'team.newOrganisation': 'New organisation',
  'team.create.title': 'Create an organisation',
  'team.create.description': 'Name it after your company or team; you become its owner.',
  'team.create.cancel': 'Cancel',
  'team.create.name': 'Organisation name',
  'team.create.address': 'Address',
  'team.create.addressHint': 'Your team’s page: <path>/team?org={slug}</path>',
  'team.create.submit': 'Create organisation',

  // Members.
  'team.members.title': 'Members',
  'team.members.titleCount': 'Members ({count})',
  'team.members.description': 'Everyone in the organisation sees this list.',
  'team.members.loading': 'Loading members…',
  'team.members.none': 'No members yet.',
  'team.members.you': '(you)',
  'team.members.joined': 'Joined {date}',
  'team.members.roleOf': 'Role of {name}',
  'team.members.remove': 'Remove',
  'team.members.removeLabel': 'Remove {name}',
  'team.members.removeTitle': 'Remove member',
  'team.members.removeBody':
    '{name} will no longer be part of {organisation}. You can invite them again later.',

  // Invitations.
  'team.invitations.title': 'Invitations',
  'team.invitations.description':
    'We e-mail a link to join; it works for 7 days, for that address only.',
  'team.invitations.form': 'Invite someone',
  'team.invitations.email': 'Email address',
  'team.invitations.emailPlaceholder': 'name@company.com',
  'team.invitations.role': 'Role',
  'team.invitations.send': 'Send invitation',
  'team.invitations.sent': 'Sent invitations',
  'team.invitations.loading': 'Loading invitations…',
  'team.invitations.none': 'No invitations yet.',
  'team.invitations.revoke': 'Revoke',
  'team.invitations.revokeLabel': 'Revoke the invitation to {email}',
  'team.invitations.revokeTitle': 'Revoke invitation',
  'team.invitations.revokeBody':
    'The link sent to {email} will no longer work. You can invite them again later.',
  'team.invitations.resend': 'Resend',
  'team.invitations.resendLabel': 'Resend the invitation to {email}',
  'team.invitations.expires': 'expires {date}',
  'team.invitations.expiredOn': 'expired {date}',
  'team.invitations.invitedBy': 'invited by {name}',
  'team.invitations.state.pending': 'Pending',
  'team.invitations.state.accepted': 'Accepted',
  'team.invitations.state.revoked': 'Revoked',
  'team.invitations.state.expired': 'Expired',

  // Seats (docs/product.md#team-billing).
  'team.seats.title': 'Seats',
  'team.seats.description':
    'Each card of the organisation takes one seat of its own subscription; a member’s subscription never pays for them.',
  'team.seats.loading': 'Loading the seats…',
  'team.seats.used': '{used} of {seats} seats used',
  'team.seats.seats': 'Seats',
  'team.seats.usedTerm': 'Used',
  'team.seats.free': 'Free',
  'team.seats.trialUntil': 'Free trial until {date}: nothing is charged before then.',
  'team.seats.endsOn': 'Ends on {date}; it is not renewed.',
  'team.seats.over':
    'The organisation has {used} cards and pays for {seats}: it can make no card until cards are deleted or seats added.',
  'team.seats.noSubscriptionOwner':
    'The organisation has no subscription yet. Start its free trial to create its cards.',
  'team.seats.noSubscription':
    'The organisation has no subscription yet. Ask an owner to start its free trial to create its cards.',
  'team.seats.pastDueOwner':
    'The organisation’s payment is past due. Update the payment method to create cards again.',
  'team.seats.pastDue':
    'The organisation’s payment is past due. An owner can update the payment method.',
  'team.seats.startTrial': 'Start free trial',
  'team.seats.startTrialNote':
    'A {months}-month free trial for the organisation, separate from yours: nothing is charged until it ends.',
  'team.seats.reactivate': 'Reactivate subscription',
  'team.seats.reactivateNote':
    'The organisation’s subscription starts again at once, without a second trial.',
  'team.seats.add': 'Add seats',
  'team.seats.addTrialNote': 'Seats added to the trial are charged when it ends.',
  'team.seats.addNote': 'Extra seats are billed immediately.',
  'team.seats.toAdd': 'Seats to add',
  'team.seats.fewer': 'Fewer seats',
  'team.seats.more': 'More seats',
  'team.seats.updatePayment': 'Update payment method',
  'team.seats.manageBilling': 'Manage billing',

  // The organisation's cards (docs/product.md#organisation-cards-screens).
  'team.cards.title': 'Cards',
  'team.cards.titleCount': 'Cards ({count})',
  'team.cards.yourTitle': 'Your cards in {organisation}',
  'team.cards.description':
    'The organisation’s cards and who each is given to. A member edits the cards given to them.',
  'team.cards.yourDescription': 'The cards of the organisation given to you. You can edit them.',
  'team.cards.onlyUnassigned': 'Only unassigned cards',
  'team.cards.create': 'Create organisation card',
  'team.cards.loading': 'Loading cards…',
  'team.cards.list': 'Organisation cards',
  'team.cards.pages': 'Organisation card pages',
  'team.cards.noneGivenTitle': 'No cards given to you yet',
  'team.cards.noneGivenBody':
    'When an owner or admin of {organisation} gives you one of its cards, it is listed here and on My Cards.',
  'team.cards.allAssignedTitle': 'Every card is assigned',
  'team.cards.allAssignedBody':
    'Each card of the organisation is given to a member. Clear the filter to see them all.',
  'team.cards.noneTitle': 'No cards yet',
  'team.cards.noneBody':
    'Make a card for each of your people, then give it to them here: they can edit it, and it stays with the organisation if they leave.',
  'team.cards.assignedTo': 'Assigned to',
  'team.cards.unassigned': 'Unassigned',
  'team.cards.assignedToYou': 'Assigned to you',
  'team.cards.edit': 'Edit<hidden> card of {name}</hidden>',
  'team.cards.show': 'Show<hidden> card of {name} (opens in a new tab)</hidden>',

  // The organisation's settings.
  'team.settings.rename': 'Rename the organisation',
  'team.settings.saveName': 'Save name',
  'team.settings.domainsNote':
    'Prove which e-mail domains are {organisation}’s, for single sign-on.',
  'team.settings.domains': 'Domains',
  'team.settings.sso': 'Single sign-on',
  'team.settings.leaveNote':
    'Leave {organisation}: you lose access to its team until someone invites you again.',
  'team.settings.leave': 'Leave organisation',
  'team.settings.leaveQuestion': 'Are you sure you want to leave {organisation}?',
  'team.settings.leaveConfirm': 'Leave',
  'team.settings.danger': 'Danger zone',
  'team.settings.deleteNote':
    'Deleting the organisation removes its members and invitations. Everyone keeps their own account and cards.',
  'team.settings.delete': 'Delete organisation',
  'team.settings.deleteQuestion': 'Type the organisation’s name, {organisation}, to delete it.',
  'team.settings.deleteWarning': 'Its members and invitations will be gone.',

  // Brand and people; records and connections.
  'team.tools.title': 'Brand and people',
  'team.tools.description':
    'Set the design and details every card shares, and bring many people at once from a spreadsheet or your company directory.',
  'team.tools.brandKit': 'Brand kit',
  'team.tools.import': 'Import people',
  'team.tools.provisioning': 'Provisioning',
  'team.records.title': 'Records and connections',
  'team.records.description':
    'See who changed what, send the organisation’s leads and card changes to your tools, and take its data with you.',
  'team.records.audit': 'Audit log',
  'team.records.webhooks': 'Webhooks',
  'team.records.apiTokens': 'API tokens',
  'team.records.download': 'Download the organisation’s data (ZIP)',
  'team.records.exportHolds':
    'One ZIP file with the organisation and its subscription, its members and invitations, every card with its vCard and images, the leads, each card’s daily figures and the audit log, with a README that explains each file. Only owners download it.',

  // Joining by an invitation's link.
  'team.join.title': 'Join an organisation',
  'team.join.checking': 'Checking your sign-in…',
  'team.join.loading': 'Loading the invitation…',
  'team.join.unusable': 'This invitation can’t be used',
  'team.join.toTeam': 'Go to Team',
  'team.join.toMyCards': 'Go to My Cards',
  'team.join.invitedAs':
    '{organisation} invited you as {role, select, owner {owner} admin {admin} other {member}}',
  'team.join.body':
    'Join to see its members{role, select, member {} other { and invite your colleagues}}. The invitation was sent to <address>{email}</address>.',
  'team.join.join': 'Join {organisation}',
  'team.join.notNow': 'Not now',
} as const;

export default team;
