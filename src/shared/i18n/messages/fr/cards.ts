import type { AreaCatalogue } from '../../catalogue';
import type cardsEn from '../en/cards';

const cards: AreaCatalogue<typeof cardsEn> = {
  'myCards.title': 'Mes cartes',
  'myCards.loadingOrganisation': 'Chargement de l’organisation…',
  'myCards.orgTitle': 'Cartes de {organisation}',
  'myCards.organisation': 'Organisation',
  'myCards.orgIntroManager':
    'Toutes les cartes de l’organisation. Vos propres cartes se trouvent sous Personnel.',
  'myCards.orgIntroMember':
    'Les cartes de l’organisation qui vous sont attribuées. Vos propres cartes se trouvent sous Personnel.',
  'myCards.yourCards': 'Vos cartes',
  'myCards.loadingCards': 'Chargement des cartes',
  'myCards.cardPages': 'Pages de cartes',
  'myCards.deleteTitle': 'Supprimer la carte',
  'myCards.deleteQuestion': 'Voulez-vous vraiment supprimer votre carte ?',
  'myCards.deleteConfirm': 'Oui, supprimer la carte',
  'myCards.deleteCancel': 'Garder la carte',
  'myCards.deleteWarning': 'La carte de {name}, son QR code et sa page publique disparaîtront.',
  'myCards.empty.title': 'Aucune carte',
  'myCards.empty.createFirst': 'Créer ma première carte',
  'myCards.empty.body':
    'Créez une carte de visite numérique avec son propre QR code et commencez à la partager.',
  'myCards.empty.trialStep': 'Commencez votre essai gratuit de {months} mois',
  'myCards.empty.trialNote': 'Rien n’est facturé avant la fin de l’essai.',
  'myCards.empty.startTrial': 'Essayer gratuitement',
  'myCards.empty.createStepNote':
    'Saisissez vos coordonnées, puis partagez votre carte par son lien ou son QR code.',
  'myCards.empty.twoSteps': 'Vous n’avez pas encore de carte. Deux étapes pour créer la première :',
  'myCards.orgEmpty.memberTitle': 'Aucune carte ne vous a encore été attribuée',
  'myCards.orgEmpty.memberBody':
    'Lorsqu’un propriétaire ou un administrateur de {organisation} vous attribue l’une de ses cartes, elle apparaît ici et vous pouvez la modifier.',
  'myCards.orgEmpty.title': '{organisation} n’a pas encore de carte',
  'myCards.orgEmpty.create': 'Créer une carte de l’organisation',
  'myCards.orgEmpty.body':
    'Créez une carte pour chaque membre de votre équipe : elle appartient à l’organisation, et vous l’attribuez à un membre depuis la page Équipe.',

  'vault.noSlotsTitle': 'Aucun emplacement de carte pour l’instant',
  'vault.noSlotsBody':
    'Les emplacements de carte viennent avec un abonnement. Vous choisissez leur nombre en commençant l’essai gratuit.',
  'vault.usage': '{created} emplacements utilisés sur {allocated}',
  'vault.cardsCreated': 'Cartes créées',
  'vault.availableSlots': 'Emplacements libres',
  'sidePanel.trialTitle': 'Commencez votre essai gratuit',
  'sidePanel.trialBody':
    'Essayez CardVault gratuitement pendant {months, plural, one {# mois} other {# mois}}. Rien n’est facturé avant la fin de l’essai, et vous pouvez résilier à tout moment.',
  'sidePanel.reactivate': 'Réactiver votre abonnement',
  'sidePanel.pastDue':
    'Votre paiement est en retard. Réactivez votre abonnement pour continuer à créer des cartes.',
  'sidePanel.canceled':
    'Votre abonnement a été résilié. Vos cartes existantes restent accessibles.',
  'sidePanel.createTitle': 'Créer une carte',
  'sidePanel.freeSlots':
    '{remaining, plural, one {Il vous reste # emplacement libre pour une nouvelle carte.} other {Il vous reste # emplacements libres pour de nouvelles cartes.}}',
  'sidePanel.unlockTitle': 'Débloquer plus de cartes',
  'sidePanel.unlockBody':
    'Des cartes pour toute votre équipe ? Ajoutez des emplacements à votre abonnement à tout moment.',
  'sidePanel.seePlans': 'Voir les offres',
  'sidePanel.outTitle': 'Plus aucun emplacement libre',
  'sidePanel.outBody':
    'Tous les emplacements de votre abonnement sont utilisés. Ajoutez-en pour créer de nouvelles cartes.',
  'sidePanel.addSlots': 'Ajouter des emplacements',
  'sidePanel.questionsTitle': 'Des questions ?',
  'sidePanel.questionsBody':
    'Nous vous aidons volontiers pour vos cartes, votre abonnement ou toute autre chose.',
  'sidePanel.sendQuery': 'Écrivez-nous',
};

export default cards;
