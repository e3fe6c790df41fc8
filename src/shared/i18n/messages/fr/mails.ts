import type { AreaCatalogue } from '../../catalogue';
import type mailsEn from '../en/mails';

const mails: AreaCatalogue<typeof mailsEn> = {
  'mails.supportSubject':
    '{kind, select, support {Assistance} suggestion {Suggestion} bugReport {Signalement de bug} complaint {Réclamation} billing {Facturation} other {Autre}}',
  'mails.supportConfirm.subject': 'Confirmez votre demande d’assistance CardVault',
  'mails.supportConfirm.heading': 'Confirmez votre demande d’assistance',
  'mails.supportConfirm.received':
    'Nous avons reçu une demande d’assistance depuis cette adresse avec l’objet « {subject} ».',
  'mails.supportConfirm.confirm':
    'Confirmez que vous l’avez envoyée et nous la transmettrons à l’équipe CardVault. Le lien ne fonctionne qu’une fois, pendant {hours, plural, one {# heure} other {# heures}}.',
  'mails.supportConfirm.ignore':
    'Si vous ne nous avez pas écrit, ignorez ce message : rien ne sera envoyé.',
  'mails.supportConfirm.action': 'Confirmer et envoyer ma demande',
  'mails.supportReceived.subject': 'Nous avons reçu votre demande d’assistance CardVault',
  'mails.supportReceived.heading': 'Nous avons reçu votre demande d’assistance',
  'mails.supportReceived.thanks':
    'Merci d’avoir écrit à l’équipe CardVault. Votre demande « {subject} » nous est bien parvenue, et nous vous répondrons à cette adresse.',
  'mails.supportReceived.reference': 'Votre référence : {id}',
  'mails.supportReceived.yourMessage': 'Votre message :',
  'mails.supportDelivery.subject': '[Assistance] {subject} de {email}',
  'mails.supportDelivery.heading': '{subject} de {email}',
  'mails.supportDelivery.from': 'De',
  'mails.supportDelivery.account': 'Compte',
  'mails.supportDelivery.signedIn': 'utilisateur connecté {id}',
  'mails.supportDelivery.visitor': 'visiteur (adresse confirmée par e-mail)',
  'mails.supportDelivery.requestSubject': 'Objet',
  'mails.supportDelivery.sent': 'Envoyée le',
  'mails.supportDelivery.requestId': 'Identifiant de la demande',
  'mails.supportDelivery.attachments': 'Pièces jointes',
  'mails.supportDelivery.file': '{name} ({size} octets)',

  'mails.invitation.subject': '{inviter} vous invite à rejoindre {organisation} sur CardVault',
  'mails.invitation.heading': 'Rejoignez {organisation} sur CardVault',
  'mails.invitation.invited':
    '{inviter} vous invite à rejoindre {organisation} en tant {role, select, owner {que propriétaire} admin {qu’administrateur} other {que membre}}. Les cartes de visite de l’équipe y sont gérées ensemble sur CardVault.',
  'mails.invitation.accept':
    'Connectez-vous ou créez un compte avec cette adresse ({email}) pour accepter. Le lien est valable {days, plural, one {# jour} other {# jours}} et une seule fois. Si vous ne vous y attendiez pas, ignorez ce message.',
  'mails.invitation.action': 'Rejoindre {organisation}',
  'mails.provisioned.subject': 'Vous avez été ajouté à {organisation} sur CardVault',
  'mails.provisioned.heading': 'Bienvenue dans {organisation} sur CardVault',
  'mails.provisioned.added':
    'L’annuaire de votre entreprise vous a ajouté à {organisation} en tant {role, select, owner {que propriétaire} admin {qu’administrateur} other {que membre}}. Les cartes de visite de l’équipe y sont gérées ensemble sur CardVault.',
  'mails.provisioned.signIn':
    'Connectez-vous avec cette adresse ({email}) : avec la connexion de votre entreprise si elle en a une, ou choisissez « Mot de passe oublié » pour définir un mot de passe. Si vous ne vous y attendiez pas, adressez-vous au service informatique de votre entreprise.',
  'mails.provisioned.action': 'Ouvrir {organisation}',

  'mails.newLead.subject': 'Nouveau contact : {name} ({card})',
  'mails.newLead.heading': 'Vous avez un nouveau contact',
  'mails.newLead.shared': '{name} vous a transmis ses coordonnées depuis votre carte « {card} ».',
  'mails.newLead.name': 'Nom : {value}',
  'mails.newLead.email': 'E-mail : {value}',
  'mails.newLead.phone': 'Téléphone : {value}',
  'mails.newLead.company': 'Entreprise : {value}',
  'mails.newLead.jobTitle': 'Fonction : {value}',
  'mails.newLead.note': 'Son message : {note}',
  'mails.newLead.consent': 'Cette personne a accepté ceci : « {consent} » ({time}).',
  'mails.newLead.reply': 'Répondez à cet e-mail pour lui écrire.',
  'mails.newLead.action': 'Ouvrir vos contacts',
  'mails.cardCopyConfirm.subject':
    'Confirmez votre adresse pour recevoir une carte de contact de CardVault',
  'mails.cardCopyConfirm.heading': 'Confirmez votre adresse',
  'mails.cardCopyConfirm.asked':
    'Quelqu’un a demandé sur CardVault qu’une copie d’une carte de contact soit envoyée à cette adresse, après avoir transmis ses propres coordonnées au propriétaire de la carte.',
  'mails.cardCopyConfirm.howTo':
    'Si c’était vous, ouvrez le lien et appuyez sur « M’envoyer la carte ». Il ne fonctionne qu’une fois, pendant {hours, plural, one {# heure} other {# heures}}.',
  'mails.cardCopyConfirm.ignore':
    'Si vous ne l’avez pas demandé, ignorez ce message : rien d’autre ne sera envoyé.',
  'mails.cardCopyConfirm.action': 'Recevoir la carte',
  'mails.cardCopy.subject': 'La carte de contact de {name}',
  'mails.cardCopy.attached':
    'Vous avez demandé une copie de cette carte sur CardVault et confirmé votre adresse. Le contact est joint au format vCard : ouvrez-le pour l’ajouter à vos contacts.',
  'mails.cardCopy.action': 'Ouvrir la carte',

  'mails.billing.cards': '{count, plural, one {{number} carte} other {{number} cartes}}',
  'mails.billing.forOrganisation': '{subject} ({organisation})',
  'mails.billing.aboutOrganisation':
    'Ce message concerne l’abonnement de votre organisation {organisation}.',
  'mails.billing.manage': 'Gérer l’abonnement',
  'mails.trialStarted.subject': 'Votre essai CardVault a commencé',
  'mails.trialStarted.heading': 'Votre essai gratuit a commencé',
  'mails.trialStarted.active': 'Votre essai pour {cards} est actif. Rien n’a été prélevé.',
  'mails.trialStarted.firstCharge':
    'Votre premier prélèvement sera de {amount} le {date}, pour une année de {cards}, sauf si vous résiliez avant.',
  'mails.trialStarted.cancel':
    'Pendant l’essai, vous pouvez à tout moment résilier ou modifier le nombre de cartes sur la page de votre abonnement.',
  'mails.trialEnding.subject': 'Votre essai CardVault se termine le {date}',
  'mails.trialEnding.heading': 'Votre essai gratuit se termine bientôt',
  'mails.trialEnding.ends': 'Votre essai pour {cards} se termine le {date}.',
  'mails.trialEnding.charge':
    'Nous prélèverons alors {amount} le {date} pour une année de {cards}.',
  'mails.trialEnding.keep':
    'Pour garder vos cartes, vous n’avez rien à faire. Pour arrêter, résiliez avant cette date sur la page de votre abonnement.',
  'mails.receipt.subject': 'Votre reçu CardVault : {amount}',
  'mails.receipt.heading': 'Reçu de {amount}',
  'mails.receipt.thanks': 'Merci. Nous avons reçu votre paiement de {amount} le {date}.',
  'mails.receipt.paysFor': 'Il couvre {cards}.',
  'mails.receipt.paysUntil': 'Il couvre {cards} jusqu’au {date}.',
  'mails.receipt.reference': 'Référence : {reference}',
  'mails.receipt.action': 'Voir l’abonnement',
  'mails.overAllocation.subject':
    'Votre abonnement CardVault couvre désormais moins de cartes que vous n’en avez',
  'mails.overAllocation.heading': 'Votre abonnement couvre moins de cartes que vous n’en avez',
  'mails.overAllocation.situation':
    'Votre abonnement paie désormais pour {allocation}, et vous en avez {held}.',
  'mails.overAllocation.consequence':
    'Tant que vous n’êtes pas revenu à {allocation}, vous ne pouvez ni créer de cartes ni choisir de designs premium. Vos cartes et leurs pages publiques continuent de fonctionner.',
  'mails.overAllocation.remedy': 'Supprimez {extra} ou ajoutez des cartes sur la page Tarifs.',
  'mails.overAllocation.action': 'Ouvrir Mes cartes',
};

export default mails;
