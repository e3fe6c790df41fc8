import type { AreaCatalogue } from '../../catalogue';
import type teamEn from '../en/team';

const team: AreaCatalogue<typeof teamEn> = {
  'team.role.owner': 'Propriétaire',
  'team.role.admin': 'Admin',
  'team.role.member': 'Membre',

  'team.failure.loadOrgs': 'Impossible de charger vos organisations',
  'team.failure.loadMembers': 'Impossible de charger les membres',
  'team.failure.loadInvitations': 'Impossible de charger les invitations',
  'team.failure.loadInvitation': 'Impossible de charger l’invitation',
  'team.failure.create': 'Impossible de créer l’organisation',
  'team.failure.rename': 'Impossible de renommer l’organisation',
  'team.failure.remove': 'Impossible de supprimer l’organisation',
  'team.failure.invite': 'Impossible d’envoyer l’invitation',
  'team.failure.revoke': 'Impossible de révoquer l’invitation',
  'team.failure.role': 'Impossible de modifier le rôle',
  'team.failure.removeMember': 'Impossible de retirer le membre',
  'team.failure.leave': 'Impossible de quitter l’organisation',
  'team.failure.join': 'Impossible de rejoindre l’organisation',
  'team.failure.loadCards': 'Impossible de charger les cartes',
  'team.failure.assign': 'Impossible d’attribuer la carte',
  'team.failure.loadSeats': 'Impossible de charger l’abonnement de l’organisation',
  'team.failure.loadAudit': 'Impossible de charger le journal d’audit',
  'team.failure.exportData': 'Les données de l’organisation n’ont pas pu être exportées.',

  'team.done.created': 'Organisation créée',
  'team.done.updated': 'Organisation mise à jour',
  'team.done.deleted': 'Organisation supprimée',
  'team.done.invited': 'Invitation envoyée',
  'team.done.resent': 'Invitation renvoyée',
  'team.done.revoked': 'Invitation révoquée',
  'team.done.joined': 'Vous avez rejoint l’organisation',
  'team.done.roleChanged': 'Rôle modifié',
  'team.done.removed': 'Membre retiré',
  'team.done.left': 'Vous avez quitté l’organisation',
  'team.done.cardAssigned': 'Carte attribuée',
  'team.done.cardUnassigned': 'Carte désattribuée',
  'team.invitation.expired': 'Cette invitation a expiré : demandez-en une nouvelle',
  'team.invitation.closed': 'Cette invitation a été révoquée ou déjà utilisée',
  'team.confirmationMismatch': 'Saisissez exactement le nom de l’organisation pour la supprimer',

  'team.title': 'Équipe',
  'team.metaTitle': 'Équipe · {organisation}',
  'team.intro':
    'L’organisation de votre entreprise : ses membres, leurs rôles, ses cartes et ses invitations.',
  'team.loadingOrgs': 'Chargement de vos organisations…',
  'team.empty.title': 'Gérez ensemble les cartes de votre équipe',
  'team.empty.body':
    'Une organisation réunit vos collègues au même endroit : invitez-les par e-mail, autorisez les admins à inviter d’autres personnes et voyez qui fait partie de l’équipe.',
  'team.organisation': 'Organisation',
  'team.yourRole': 'Votre rôle :',
  'team.newOrganisation': 'Nouvelle organisation',
  'team.create.title': 'Créer une organisation',
  'team.create.description':
    'Donnez-lui le nom de votre entreprise ou de votre équipe ; vous en devenez propriétaire.',
  'team.create.cancel': 'Annuler',
  'team.create.name': 'Nom de l’organisation',
  'team.create.address': 'Adresse',
  'team.create.addressHint': 'Page de votre équipe : <path>/team?org={slug}</path>',
  'team.create.submit': 'Créer l’organisation',

  'team.members.title': 'Membres',
  'team.members.titleCount': 'Membres ({count})',
  'team.members.description': 'Tous les membres de l’organisation voient cette liste.',
  'team.members.loading': 'Chargement des membres…',
  'team.members.none': 'Aucun membre pour l’instant.',
  'team.members.you': '(vous)',
  'team.members.joined': 'Membre depuis le {date}',
  'team.members.roleOf': 'Rôle de {name}',
  'team.members.remove': 'Retirer',
  'team.members.removeLabel': 'Retirer {name}',
  'team.members.removeTitle': 'Retirer le membre',
  'team.members.removeBody':
    '{name} ne fera plus partie de {organisation}. Vous pourrez l’inviter de nouveau plus tard.',

  'team.invitations.title': 'Invitations',
  'team.invitations.description':
    'Nous envoyons par e-mail un lien pour rejoindre l’organisation ; il est valable 7 jours, pour cette adresse uniquement.',
  'team.invitations.form': 'Inviter quelqu’un',
  'team.invitations.email': 'Adresse e-mail',
  'team.invitations.emailPlaceholder': 'nom@entreprise.fr',
  'team.invitations.role': 'Rôle',
  'team.invitations.send': 'Envoyer l’invitation',
  'team.invitations.sent': 'Invitations envoyées',
  'team.invitations.loading': 'Chargement des invitations…',
  'team.invitations.none': 'Aucune invitation pour l’instant.',
  'team.invitations.revoke': 'Révoquer',
  'team.invitations.revokeLabel': 'Révoquer l’invitation envoyée à {email}',
  'team.invitations.revokeTitle': 'Révoquer l’invitation',
  'team.invitations.revokeBody':
    'Le lien envoyé à {email} ne fonctionnera plus. Vous pourrez l’inviter de nouveau plus tard.',
  'team.invitations.resend': 'Renvoyer',
  'team.invitations.resendLabel': 'Renvoyer l’invitation à {email}',
  'team.invitations.expires': 'expire le {date}',
  'team.invitations.expiredOn': 'expirée le {date}',
  'team.invitations.invitedBy': 'invité par {name}',
  'team.invitations.state.pending': 'En attente',
  'team.invitations.state.accepted': 'Acceptée',
  'team.invitations.state.revoked': 'Révoquée',
  'team.invitations.state.expired': 'Expirée',

  'team.seats.title': 'Places',
  'team.seats.description':
    'Chaque carte de l’organisation occupe une place de son propre abonnement ; l’abonnement d’un membre ne les paie jamais.',
  'team.seats.loading': 'Chargement des places…',
  'team.seats.used': '{used} places utilisées sur {seats}',
  'team.seats.seats': 'Places',
  'team.seats.usedTerm': 'Utilisées',
  'team.seats.free': 'Libres',
  'team.seats.trialUntil': 'Essai gratuit jusqu’au {date} : rien n’est facturé d’ici là.',
  'team.seats.endsOn': 'Prend fin le {date} ; il n’est pas renouvelé.',
  'team.seats.over':
    'L’organisation a {used} cartes et en paie {seats} : elle ne peut créer aucune carte tant que des cartes ne sont pas supprimées ou des places ajoutées.',
  'team.seats.noSubscriptionOwner':
    'L’organisation n’a pas encore d’abonnement. Lancez son essai gratuit pour créer ses cartes.',
  'team.seats.noSubscription':
    'L’organisation n’a pas encore d’abonnement. Demandez à un propriétaire de lancer son essai gratuit pour créer ses cartes.',
  'team.seats.pastDueOwner':
    'Le paiement de l’organisation est en retard. Mettez à jour le moyen de paiement pour créer de nouveau des cartes.',
  'team.seats.pastDue':
    'Le paiement de l’organisation est en retard. Un propriétaire peut mettre à jour le moyen de paiement.',
  'team.seats.startTrial': 'Commencer l’essai gratuit',
  'team.seats.startTrialNote':
    'Un essai gratuit de {months} mois pour l’organisation, distinct du vôtre : rien n’est facturé avant sa fin.',
  'team.seats.reactivate': 'Réactiver l’abonnement',
  'team.seats.reactivateNote':
    'L’abonnement de l’organisation reprend immédiatement, sans second essai.',
  'team.seats.add': 'Ajouter des places',
  'team.seats.addTrialNote': 'Les places ajoutées pendant l’essai sont facturées à sa fin.',
  'team.seats.addNote': 'Les places supplémentaires sont facturées immédiatement.',
  'team.seats.toAdd': 'Places à ajouter',
  'team.seats.fewer': 'Moins de places',
  'team.seats.more': 'Plus de places',
  'team.seats.updatePayment': 'Mettre à jour le moyen de paiement',
  'team.seats.manageBilling': 'Gérer la facturation',

  'team.cards.title': 'Cartes',
  'team.cards.titleCount': 'Cartes ({count})',
  'team.cards.yourTitle': 'Vos cartes dans {organisation}',
  'team.cards.description':
    'Les cartes de l’organisation et à qui chacune est attribuée. Un membre modifie les cartes qui lui sont attribuées.',
  'team.cards.yourDescription':
    'Les cartes de l’organisation qui vous sont attribuées. Vous pouvez les modifier.',
  'team.cards.onlyUnassigned': 'Seulement les cartes non attribuées',
  'team.cards.create': 'Créer une carte d’organisation',
  'team.cards.loading': 'Chargement des cartes…',
  'team.cards.list': 'Cartes de l’organisation',
  'team.cards.pages': 'Pages des cartes de l’organisation',
  'team.cards.noneGivenTitle': 'Aucune carte ne vous a encore été attribuée',
  'team.cards.noneGivenBody':
    'Quand un propriétaire ou un admin de {organisation} vous attribue l’une de ses cartes, elle apparaît ici et dans Mes cartes.',
  'team.cards.allAssignedTitle': 'Toutes les cartes sont attribuées',
  'team.cards.allAssignedBody':
    'Chaque carte de l’organisation est attribuée à un membre. Retirez le filtre pour les voir toutes.',
  'team.cards.noneTitle': 'Aucune carte pour l’instant',
  'team.cards.noneBody':
    'Créez une carte pour chaque personne de votre équipe, puis attribuez-la-lui ici : elle peut la modifier, et la carte reste à l’organisation si la personne part.',
  'team.cards.assignedTo': 'Attribuée à',
  'team.cards.unassigned': 'Non attribuée',
  'team.cards.assignedToYou': 'Attribuée à vous',
  'team.cards.edit': 'Modifier<hidden> la carte de {name}</hidden>',
  'team.cards.show': 'Afficher<hidden> la carte de {name} (s’ouvre dans un nouvel onglet)</hidden>',

  'team.settings.rename': 'Renommer l’organisation',
  'team.settings.saveName': 'Enregistrer le nom',
  'team.settings.domainsNote':
    'Prouvez quels domaines de messagerie appartiennent à {organisation}, pour l’authentification unique.',
  'team.settings.domains': 'Domaines',
  'team.settings.sso': 'Authentification unique',
  'team.settings.leaveNote':
    'Quitter {organisation} : vous perdez l’accès à son équipe jusqu’à ce que quelqu’un vous invite de nouveau.',
  'team.settings.leave': 'Quitter l’organisation',
  'team.settings.leaveQuestion': 'Voulez-vous vraiment quitter {organisation} ?',
  'team.settings.leaveConfirm': 'Quitter',
  'team.settings.danger': 'Zone de danger',
  'team.settings.deleteNote':
    'Supprimer l’organisation retire ses membres et ses invitations. Chacun conserve son propre compte et ses cartes.',
  'team.settings.delete': 'Supprimer l’organisation',
  'team.settings.deleteQuestion':
    'Saisissez le nom de l’organisation, {organisation}, pour la supprimer.',
  'team.settings.deleteWarning': 'Ses membres et ses invitations disparaîtront.',

  'team.tools.title': 'Marque et personnes',
  'team.tools.description':
    'Définissez le design et les informations communs à toutes les cartes, et ajoutez de nombreuses personnes à la fois depuis un tableur ou l’annuaire de votre entreprise.',
  'team.tools.brandKit': 'Kit de marque',
  'team.tools.import': 'Importer des personnes',
  'team.tools.provisioning': 'Provisionnement',
  'team.records.title': 'Historique et connexions',
  'team.records.description':
    'Voyez qui a modifié quoi, envoyez les prospects et les modifications de cartes de l’organisation vers vos outils, et emportez ses données.',
  'team.records.audit': 'Journal d’audit',
  'team.records.webhooks': 'Webhooks',
  'team.records.apiTokens': 'Jetons d’API',
  'team.records.download': 'Télécharger les données de l’organisation (ZIP)',
  'team.records.exportHolds':
    'Un fichier ZIP avec l’organisation et son abonnement, ses membres et invitations, chaque carte avec sa vCard et ses images, les prospects, les chiffres quotidiens de chaque carte et le journal d’audit, accompagné d’un README qui explique chaque fichier. Seuls les propriétaires peuvent le télécharger.',

  'team.join.title': 'Rejoindre une organisation',
  'team.join.checking': 'Vérification de votre connexion…',
  'team.join.loading': 'Chargement de l’invitation…',
  'team.join.unusable': 'Cette invitation ne peut pas être utilisée',
  'team.join.toTeam': 'Aller à Équipe',
  'team.join.toMyCards': 'Aller à Mes cartes',
  'team.join.invitedAs':
    '{organisation} vous a invité en tant que {role, select, owner {propriétaire} admin {admin} other {membre}}',
  'team.join.body':
    'Rejoignez-la pour voir ses membres{role, select, member {} other { et inviter vos collègues}}. L’invitation a été envoyée à <address>{email}</address>.',
  'team.join.join': 'Rejoindre {organisation}',
  'team.join.notNow': 'Pas maintenant',
};

export default team;
