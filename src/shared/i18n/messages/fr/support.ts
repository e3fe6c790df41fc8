import type { AreaCatalogue } from '../../catalogue';
import type supportEn from '../en/support';

const support: AreaCatalogue<typeof supportEn> = {
  'support.meta.title': 'Assistance',
  'support.meta.description': 'Questions, suggestions ou problèmes : écrivez à l’équipe CardVault.',
  'support.heading': 'Contacter l’assistance',
  'support.intro':
    'Une question, une idée ou quelque chose qui ne fonctionne pas ? Écrivez-nous et nous vous répondrons.',
  'support.checkingSignIn': 'Vérification de votre connexion…',
  'support.awaiting':
    'Nous avons envoyé un lien à <address>{email}</address>. Ouvrez-le dans les {hours} heures pour que votre demande parvienne à notre équipe.',
  'support.confirmed.body':
    'Merci d’avoir confirmé votre adresse. Notre réponse arrivera dans votre boîte de réception.',
  'support.linkUsed.body':
    'Ce lien de confirmation a déjà servi : la demande nous est donc déjà parvenue. Inutile de la confirmer à nouveau.',
  'support.linkExpired.title': 'Ce lien de confirmation a expiré.',
  'support.linkExpired.body':
    'Les liens sont valables {hours} heures, la demande n’a donc pas été envoyée. Renvoyez-la ci-dessous et confirmez-la depuis le nouvel e-mail.',
  'support.linkInvalid.title': 'Ce lien de confirmation n’est pas valide.',
  'support.linkInvalid.body':
    'Il a peut-être été tronqué lors de la copie, aucune demande n’a donc été envoyée. Rouvrez le lien depuis l’e-mail, ou renvoyez votre demande ci-dessous.',
  'support.next.title': 'Et ensuite',
  'support.next.user.sent': 'Votre demande parvient à notre équipe dès que vous l’envoyez.',
  'support.next.user.attachments': 'Seule notre équipe d’assistance voit les pièces jointes.',
  'support.next.user.reply': 'Notre réponse part à l’adresse e-mail de votre compte.',
  'support.next.visitor.link':
    'Nous vous envoyons un lien pour confirmer que l’adresse est bien la vôtre.',
  'support.next.visitor.confirm':
    'Votre demande nous parvient une fois confirmée ; le lien est valable {hours} heures.',
  'support.next.visitor.reply': 'Notre réponse part à l’adresse de l’expéditeur.',
  'support.form.subject': 'Objet',
  'support.form.from': 'De',
  'support.form.fromPlaceholder': 'vous@example.com',
  'support.form.fromHint': 'Nous enverrons un lien à cette adresse pour confirmer votre demande.',
  'support.form.message': 'Message',
  'support.form.messagePlaceholder':
    'Dites-nous ce qui s’est passé, ce que vous attendiez, et tout ce qui peut nous aider à vous aider.',
  'support.form.sending': 'Envoi…',
  'support.form.waiting': 'Envoyé, en attente du serveur…',
  'support.form.replyToAccount': 'Nous répondons à l’adresse e-mail de votre compte.',
  'support.form.nothingUntilConfirmed':
    'Rien n’est envoyé tant que vous n’avez pas confirmé votre adresse.',
  'support.form.send': 'Envoyer la demande',
  'support.subjects.support': 'Assistance',
  'support.subjects.suggestion': 'Suggestion',
  'support.subjects.bugReport': 'Signalement de bug',
  'support.subjects.complaint': 'Réclamation',
  'support.subjects.billing': 'Facturation',
  'support.subjects.other': 'Autre',
  'support.attachments.label': 'Pièces jointes',
  'support.attachments.optional': '(facultatif)',
  'support.attachments.count': '{count}/{max} fichiers',
  'support.attachments.drop':
    '<strong>Glissez-déposez des fichiers ici</strong> ou collez une capture d’écran n’importe où sur cette page',
  'support.attachments.choose': 'Choisir des fichiers',
  'support.attachments.attach': 'Joindre des fichiers',
  'support.attachments.limits': 'Jusqu’à {max} fichiers, {size} chacun.',
  'support.attachments.loadingLimits': 'Chargement des limites des pièces jointes…',
  'support.attachments.list': 'Fichiers joints',
  'support.attachments.remove': 'Retirer',
  'support.attachments.removeFile': 'Retirer {name}',
  'support.message.invalidFrom': 'Veuillez saisir un e-mail valide dans De',
  'support.message.bodyRequired': 'Veuillez saisir le texte du message',
  'support.message.bodyTooLong': 'Le message ne doit pas dépasser {max} caractères',
  'support.message.maxAttachments': 'Maximum de {max} pièces jointes atteint',
  'support.message.typeNotAllowed': 'Type de fichier non autorisé : {file}',
  'support.message.tooLarge': 'Pièce jointe trop volumineuse : {file}',
  'support.message.configMissing': 'Configuration de l’assistance indisponible.',
  'support.message.maxSizeMissing': 'Taille maximale des pièces jointes non configurée.',
  'support.message.sendFailed': 'Échec de l’envoi',
  'support.message.submittedSignedIn': 'Demande d’assistance envoyée',
  'support.message.submittedAnonymous':
    'E-mail de confirmation envoyé, veuillez consulter votre boîte de réception',
  'support.message.confirmed': 'Demande d’assistance envoyée, nous vous répondrons bientôt',
  'support.message.linkAlreadyUsed': 'Lien déjà utilisé',
  'support.message.requestFailed': 'Échec de la demande d’assistance',
};

export default support;
