import type { AreaCatalogue } from '../../catalogue';
import type authEn from '../en/auth';

const auth: AreaCatalogue<typeof authEn> = {
  'login.pageTitle': 'Connexion',
  'login.tagline': 'Présentez-vous en un scan.',
  'login.highlightQr': 'Un QR code pour chaque carte',
  'login.highlightSave': 'Contacts enregistrés d’un geste',
  'login.highlightUpdate': 'Vos coordonnées à jour à tout moment',
  'auth.signIn.title': 'Bonjour !',
  'auth.signIn.subtitle':
    'Connectez-vous pour créer, partager et gérer vos cartes de visite numériques.',
  'auth.signUp.title': 'Créer un compte',
  'auth.signUp.subtitle': 'Commencez par votre adresse e-mail. Vos 2 premiers mois sont offerts.',
  'auth.forgot.title': 'Mot de passe oublié',
  'auth.forgot.subtitle':
    'Saisissez votre adresse e-mail : nous vous enverrons un lien pour réinitialiser votre mot de passe.',
  'auth.reset.title': 'Choisir un nouveau mot de passe',
  'auth.reset.subtitle': 'Choisissez un nouveau mot de passe pour votre compte.',
  'auth.ssoHint':
    'Vous utilisez l’authentification unique au travail ? Votre adresse professionnelle vous mène à la connexion de votre organisation.',
  'auth.ssoNotice':
    'Votre organisation vous connecte par authentification unique : continuez vers sa page de connexion.',
  'auth.forgotPasswordLink': 'Mot de passe oublié ?',
  'auth.continueWithSso': 'Continuer avec l’authentification unique',
  'auth.signInButton': 'Se connecter',
  'auth.noAccount': 'Pas encore de compte ? <button>Créez-en un</button>',
  'auth.signInInstead': 'Me connecter plutôt',
  'auth.createAccountButton': 'Créer mon compte',
  'auth.backToSignIn': 'Retour à la connexion',
  'auth.or': 'ou',
  'auth.continueWith': 'Continuer avec {provider}',
  'auth.agreement':
    'En continuant, vous acceptez nos <terms>Conditions d’utilisation</terms> et notre <privacy>Politique de confidentialité</privacy>.',
  'auth.localMailboxTitle': 'Ce serveur n’envoie pas d’e-mails',
  'auth.localMailboxBody':
    'Pour trouver le lien, ouvrez l’adresse de la boîte aux lettres affichée par le serveur au démarrage (elle se termine par <code>/dev/mailbox?token=…</code>).',

  'field.email': 'E-mail',
  'field.password': 'Mot de passe',
  'field.confirmPassword': 'Confirmer le mot de passe',
  'field.fullName': 'Nom complet',
  'field.counter': '{length}/{max} caractères',
  'field.passwordRule': 'Au moins {min} caractères.',

  'auth.error.invalidEmailOrPassword':
    'Échec de la connexion : adresse e-mail ou mot de passe incorrect. Veuillez réessayer.',
  'auth.error.invalidEmail': 'Échec de la connexion : format d’adresse e-mail non valide.',
  'auth.error.rateLimited':
    'Échec de la connexion : trop de tentatives infructueuses. Veuillez réessayer plus tard.',
  'auth.error.userNotFound':
    'Échec de la connexion : aucun compte n’existe pour cette adresse e-mail. Veuillez d’abord vous inscrire.',
  'auth.error.invalidPassword':
    'Échec de la connexion : mot de passe incorrect. Veuillez réessayer.',
  'auth.error.disabled':
    'Échec de la connexion : ce compte a été désactivé. Veuillez contacter l’assistance.',
  'auth.error.other': 'Échec de la connexion : {code}',
  'auth.signUpError.invalidEmail': 'Échec de l’inscription : format d’adresse e-mail non valide.',
  'auth.signUpError.rateLimited':
    'Échec de l’inscription : trop de tentatives infructueuses. Veuillez réessayer plus tard.',
  'auth.signUpError.passwordTooShort':
    'Échec de l’inscription : le mot de passe doit comporter au moins {min} caractères.',
  'auth.serverDown': 'Le serveur ne répond pas. Veuillez réessayer plus tard.',
  'auth.emailNotVerifiedToast':
    'Veuillez confirmer votre adresse e-mail avant de vous connecter. Le lien de confirmation vous attend dans votre boîte de réception.',
  'auth.emailNotVerifiedBanner':
    'Adresse e-mail non confirmée. Le lien de confirmation vous attend dans votre boîte de réception.',
  'auth.resendSuccess': 'E-mail de confirmation envoyé. Consultez votre boîte de réception.',
  'auth.resendFailure': 'Impossible de renvoyer l’e-mail de confirmation. Veuillez réessayer.',
  'auth.resetSent': 'E-mail de réinitialisation envoyé. Consultez votre boîte de réception.',
  'auth.resetSendFailure': 'Impossible d’envoyer l’e-mail de réinitialisation du mot de passe.',
  'auth.socialFailure': 'Échec de la connexion',
  'auth.socialFailureWithReason': 'Échec de la connexion : {reason}.',
  'auth.missingCredentials': 'Veuillez saisir votre adresse e-mail et votre mot de passe',
  'auth.accountExists':
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt, ou utilisez « Mot de passe oublié ? » si vous ne vous en souvenez plus.',
  'auth.signUpFailure': 'Échec de l’inscription. Veuillez réessayer.',
  'auth.verificationLinkInvalid':
    'Ce lien de confirmation n’est pas valide ou a expiré. Connectez-vous avec votre adresse e-mail et votre mot de passe pour en recevoir un nouveau.',
  'auth.resetLinkInvalid':
    'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau pour réinitialiser votre mot de passe.',
  'auth.passwordReset':
    'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter avec le nouveau.',
  'auth.passwordChanged': 'Votre mot de passe a été modifié.',
  'auth.emailVerified': 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.',
  'auth.accountNotLinked':
    'Échec de la connexion : un compte existe déjà avec cette adresse e-mail. Connectez-vous de la même manière que lors de votre inscription.',
  'auth.providerEmailNotVerified':
    'Échec de la connexion : le fournisseur n’a pas vérifié cette adresse e-mail. Faites-la d’abord vérifier chez lui, ou inscrivez-vous avec votre adresse e-mail et un mot de passe.',
  'auth.ssoRequired':
    'Échec de la connexion : votre organisation exige l’authentification unique pour cette adresse. Connectez-vous avec votre adresse professionnelle pour accéder à sa page de connexion.',
  'auth.ssoRequiredBy':
    '{organisation} exige l’authentification unique pour cette adresse : continuez avec la connexion de votre organisation.',
  'auth.ssoDomainNotVerified':
    'Échec de la connexion : cette adresse n’appartient à aucun domaine vérifié de l’organisation du fournisseur.',
  'auth.providerError.restart':
    'Échec de la connexion : la connexion a pris trop de temps ou a été commencée dans un autre navigateur. Recommencez-la.',
  'auth.providerError.setup':
    'Échec de la connexion : la connexion de votre organisation n’est pas correctement configurée. Demandez à son administrateur de vérifier les réglages d’authentification unique.',
  'auth.providerError.cancelled':
    'Échec de la connexion : la connexion a été annulée chez le fournisseur.',

  'auth.sendResetLink': 'Envoyer le lien de réinitialisation',
  'auth.back': 'Retour',
  'auth.requestNewLink': 'Demander un nouveau lien',
  'auth.resetPasswordButton': 'Réinitialiser le mot de passe',
  'field.newPassword': 'Nouveau mot de passe',
  'field.confirmNewPassword': 'Confirmer le nouveau mot de passe',
  'auth.resendVerification': 'Renvoyer l’e-mail de confirmation',

  'auth.checkingSignIn': 'Vérification de votre connexion…',
  'logout.pageTitle': 'Déconnexion',
  'logout.body': 'Déconnexion en cours…',
  'verify.pageTitle': 'Confirmez votre adresse e-mail',
  'verify.title': 'E-mail de confirmation envoyé !',
  'verify.sentTo': 'Nous avons envoyé un lien de confirmation à',
  'verify.body':
    'Ouvrez le lien de cet e-mail pour activer votre compte. Si vous ne le trouvez pas, regardez dans vos indésirables, ou inscrivez-vous à nouveau pour recevoir un nouveau lien.',
  'verify.resend': 'Renvoyer',
  'profile.title': 'Complétez votre profil',
  'profile.intro': 'Indiquez votre nom pour terminer la création de votre compte.',
  'profile.success': 'Profil complété !',
  'profile.failure': 'Impossible de créer le profil',
  'profile.disabledName': 'Saisissez votre nom complet pour continuer.',
  'profile.disabledBoth':
    'Saisissez votre nom complet et acceptez les conditions d’utilisation pour continuer.',
  'profile.agree':
    'J’accepte les <terms>Conditions d’utilisation</terms> et la <privacy>Politique de confidentialité</privacy>',
  'profile.completeButton': 'Terminer mon profil',

  'validation.emailInvalid': 'Saisissez une adresse e-mail valide',
  'validation.passwordMin': 'Le mot de passe doit comporter au moins {min} caractères',
  'validation.passwordMax': 'Le mot de passe doit comporter au plus {max} caractères',
  'validation.passwordsDiffer': 'Les mots de passe ne correspondent pas',
  'validation.termsRequired': 'Veuillez accepter les conditions d’utilisation pour continuer',
  'validation.fullNameMissing': 'Veuillez saisir votre nom complet',
  'validation.fullNameMax': 'Le nom complet doit comporter au plus {max} caractères',

  'mail.verify.subject': 'Confirmez votre adresse e-mail pour CardVault',
  'mail.verify.heading': 'Confirmez votre adresse e-mail',
  'mail.verify.body1':
    'Merci de vous être inscrit sur CardVault. Confirmez qu’il s’agit bien de votre adresse pour terminer la création de votre compte.',
  'mail.verify.body2':
    'Le lien est valable 24 heures. Si vous ne vous êtes pas inscrit, ignorez ce message.',
  'mail.verify.action': 'Confirmer mon adresse e-mail',
  'mail.reset.subject': 'Réinitialisez votre mot de passe CardVault',
  'mail.reset.heading': 'Réinitialisez votre mot de passe',
  'mail.reset.body1':
    'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte CardVault.',
  'mail.reset.body2':
    'Le lien est valable une heure et une seule fois. Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.',
  'mail.reset.action': 'Choisir un nouveau mot de passe',
  'mail.existing.subject': 'Vous avez déjà un compte CardVault',
  'mail.existing.heading': 'Vous avez déjà un compte',
  'mail.existing.body1':
    'Quelqu’un, sans doute vous, vient d’essayer de créer un compte CardVault avec cette adresse. Elle en a déjà un : rien n’a été modifié.',
  'mail.existing.body2':
    'Connectez-vous plutôt. Si vous avez oublié votre mot de passe, choisissez « Mot de passe oublié ? » sur la page de connexion. Si votre adresse n’est pas encore confirmée, la connexion vous proposera un nouveau lien de confirmation.',
  'mail.existing.action': 'Se connecter',
};

export default auth;
