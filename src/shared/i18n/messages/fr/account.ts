import type { AreaCatalogue } from '../../catalogue';
import type accountEn from '../en/account';

const account: AreaCatalogue<typeof accountEn> = {
  'account.title': 'Compte',
  'account.nav.label': 'Compte',
  'account.nav.account': 'Compte',
  'account.nav.myCards': 'Mes cartes',
  'account.nav.subscription': 'Gérer l’abonnement',
  'account.nav.signOut': 'Se déconnecter',
  'account.profile.title': 'Profil',
  'account.profile.description': 'Votre nom et votre photo dans tout CardVault.',
  'account.profile.pictureAlt': 'Votre photo de profil',
  'account.profile.changePicture': 'Changer de photo',
  'account.profile.thing': 'profil',
  'account.profile.email': 'E-mail',
  'account.profile.emailHint': 'Votre adresse e-mail ne peut pas être modifiée ici.',
  'account.profile.uploading': 'Envoi de la photo…',
  'account.profile.saving': 'Enregistrement…',
  'account.profile.save': 'Enregistrer les modifications',
  'account.profile.saved': 'Informations du compte enregistrées.',
  'account.profile.failed': 'Échec de la mise à jour des informations du compte',
  'account.profile.newerLoaded':
    'Votre profil tel qu’enregistré ailleurs est chargé. Rien d’autre n’a changé.',
  'account.avatar.title': 'Photo de profil',
  'account.avatar.description': 'Choisissez une photo, vérifiez l’aperçu, puis appliquez-la.',
  'account.avatar.choose': 'Choisir une photo',
  'account.avatar.previewAlt': 'Aperçu de la photo de profil',
  'account.conflict.fullName': 'Nom complet',
  'account.conflict.picture': 'Photo de profil',
  'account.conflict.noPicture': 'Pas de photo',
  'account.conflict.yourPicture': 'Photo de profil : la vôtre',
  'account.conflict.newerPicture': 'Photo de profil : la plus récente enregistrée',
  'account.password.title': 'Modifier le mot de passe',
  'account.password.description':
    'Saisissez votre mot de passe actuel, puis choisissez-en un nouveau.',
  'account.password.current': 'Mot de passe actuel',
  'account.password.new': 'Nouveau mot de passe',
  'account.password.submit': 'Modifier le mot de passe',
  'account.data.title': 'Vos données',
  'account.data.description':
    'Téléchargez un fichier ZIP avec votre profil, vos cartes et leurs images, vos vCards et vos chiffres quotidiens, accompagné d’un README qui explique chaque fichier.',
  'account.data.download': 'Télécharger mes données',
  'account.data.limit': 'Jusqu’à {count} téléchargements par heure.',
  'account.delete.title': 'Supprimer le compte',
  'account.delete.description':
    'Supprime votre compte et tout son contenu, et résilie votre abonnement. Action irréversible.',
  'account.delete.open': 'Supprimer mon compte',
  'account.delete.close': 'Fermer la fenêtre de suppression du compte',
  'account.delete.dialogTitle': 'Supprimer votre compte',
  'account.delete.withPassword':
    'Saisissez votre adresse e-mail et votre mot de passe pour confirmer.',
  'account.delete.recentSignIn':
    'Saisissez votre adresse e-mail pour confirmer. Vous devez vous être connecté dans les {minutes} dernières minutes ; sinon, déconnectez-vous et reconnectez-vous d’abord.',
  'account.delete.submit': 'Supprimer définitivement mon compte',
  'account.delete.warning':
    'Votre compte, votre profil, vos cartes et leurs images, vos vCards et vos chiffres quotidiens sont supprimés immédiatement, et votre abonnement est résilié maintenant. Téléchargez d’abord vos données si vous souhaitez en garder une copie.',
  'account.delete.emailLabel': 'Votre adresse e-mail',
  'account.delete.emailHint': 'Saisissez à nouveau <address>{email}</address>.',
  'account.delete.passwordLabel': 'Votre mot de passe',
  'account.delete.typeEmail': 'Saisissez votre adresse e-mail pour confirmer',
  'account.delete.notYourEmail': 'Ce n’est pas l’e-mail de votre compte',
  'account.delete.enterPassword': 'Saisissez votre mot de passe',
  'account.delete.wrongPassword': 'Ce mot de passe est incorrect',
  'account.delete.reauthenticate':
    'Pour votre sécurité, déconnectez-vous, reconnectez-vous, puis supprimez votre compte dans les {minutes} minutes.',
  'account.delete.failed': 'Échec de la suppression de votre compte. Veuillez réessayer.',
  'account.delete.done': 'Votre compte et tout son contenu ont été supprimés.',
};

export default account;
