import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.VALIDATION_ERROR': 'Certaines des valeurs envoyées ne sont pas acceptées',
  'error.INVALID_INPUT':
    'La requête contient une valeur qui ne peut être ni enregistrée ni recherchée',
  'error.INVALID_JSON': 'Le corps de la requête n’est pas un JSON valide',
  'error.INVALID_CONTENT_LENGTH': 'Content-Length ne correspond pas au corps de la requête',
  'error.BAD_REQUEST': 'La requête n’a pas pu être traitée',
  'error.REQUEST_ERROR': 'La requête n’a pas pu être traitée',
  'error.UNAUTHORIZED': 'Connectez-vous d’abord',
  'error.FORBIDDEN': 'Vous n’êtes pas autorisé à faire cela',
  'error.NOT_FOUND': 'Introuvable',
  'error.CROSS_SITE_REQUEST': 'Les requêtes provenant d’autres sites ne sont pas autorisées.',
  'error.RATE_LIMITED': 'Trop de requêtes. Veuillez réessayer plus tard.',
  'error.RATE_LIMITED.inMinutes':
    'Trop de requêtes. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'error.INTERNAL_ERROR': 'Une erreur s’est produite',
  'error.DATABASE_UNAVAILABLE': 'La base de données n’a pas répondu',
  'error.STORAGE_UNAVAILABLE':
    'Le stockage des fichiers est injoignable pour le moment. Rien n’a été modifié ; veuillez réessayer dans un instant.',
  'error.NOT_READY': 'Le serveur démarre. Veuillez réessayer dans un instant.',
  'error.PAYLOAD_TOO_LARGE': 'La requête dépasse la taille autorisée par ce formulaire',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Type de contenu non pris en charge',
  'error.MALFORMED_MULTIPART': 'Le corps multipart/form-data est mal formé',
  'error.FILE_TOO_LARGE': 'Fichier trop volumineux. La taille maximale est de {megabytes} Mo.',
  'error.TOO_MANY_FILES': '{max} fichiers au maximum',
  'error.FILE_TYPE_NOT_ALLOWED': 'Type de fichier non autorisé : {file}',
  'error.INVALID_IMAGE': 'Type de fichier non valide. Utilisez le format JPEG, JPG ou PNG.',
  'error.IMAGE_TOO_LARGE': 'Cette image compte plus de pixels qu’un envoi n’en autorise',
  'error.IMAGE_SHAPE_NOT_ACCEPTED':
    'L’image mesure {width} × {height} pixels : chaque côté doit mesurer au moins {minSide} pixels et au plus {maxRatio} fois l’autre.',
  'error.ATTACHMENTS_NOT_ALLOWED':
    'Seuls les utilisateurs connectés peuvent joindre des fichiers. Connectez-vous pour ajouter des pièces jointes, ou envoyez votre message sans elles.',
  'error.EMAIL_NOT_VERIFIED': 'Veuillez d’abord confirmer votre adresse e-mail',
  'error.FIRST_TIME_USER': 'Veuillez d’abord compléter votre profil',
  'error.PROFILE_EXISTS': 'Votre profil est déjà complet',
  'error.PROFILE_INCOMPLETE':
    'Cet utilisateur n’a pas encore complété son profil, il ne peut donc pas être administrateur',
  'error.ADMIN_BY_CONFIG':
    '{email} est administrateur via ADMIN_EMAILS ; retirez l’adresse à cet endroit',
  'error.SELF_REVOKE': 'Vous ne pouvez pas vous retirer votre propre rôle d’administrateur',
  'error.CONFIRMATION_MISMATCH':
    'Ce que vous avez saisi ne correspond pas : saisissez-le exactement comme indiqué',
  'error.REAUTHENTICATION_REQUIRED':
    'Pour votre sécurité, déconnectez-vous, reconnectez-vous, puis supprimez votre compte dans les {minutes} minutes.',
  'error.SELF_DELETE':
    'Supprimez votre propre compte depuis votre page Compte, pas depuis la console',
  'error.AUTH_ERROR': 'L’authentification a échoué',
  'error.INVALID_CALLBACK_URL': '{field} : doit être une adresse de ce site',
  'error.INVALID_EMAIL_OR_PASSWORD': 'L’adresse e-mail ou le mot de passe est incorrect',
  'error.INVALID_EMAIL': 'Format d’adresse e-mail non valide',
  'error.INVALID_PASSWORD': 'Le mot de passe est incorrect',
  'error.USER_NOT_FOUND': 'Aucun compte n’existe avec cette adresse e-mail',
  'error.BANNED_USER': 'Ce compte a été désactivé. Veuillez contacter l’assistance.',
  'error.USER_DISABLED': 'Ce compte a été désactivé. Veuillez contacter l’assistance.',
  'error.USER_ALREADY_EXISTS': 'Un compte existe déjà avec cette adresse e-mail',
  'error.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
    'Un compte existe déjà avec cette adresse e-mail. Utilisez une autre adresse.',
  'error.PASSWORD_TOO_SHORT': 'Le mot de passe est trop court',
  'error.INVALID_TOKEN': 'Ce lien n’est pas valide',
  'error.TOKEN_EXPIRED': 'Ce lien a expiré',
  'error.NO_SUBSCRIPTION': 'Il n’y a pas encore d’abonnement',
  'error.MAX_CARDS':
    'Vous avez atteint le nombre maximal de cartes. Ajoutez des cartes à votre abonnement.',
  'error.PREMIUM_REQUIRED': 'Ce choix fait partie des modèles de cartes Premium',
  'error.NOT_TRIALING': 'Cet abonnement n’est pas en période d’essai',
  'error.BELOW_CARD_COUNT':
    'Vous avez déjà {created} cartes, l’essai doit donc en compter au moins {created} (vous en avez demandé {asked}).',
  'error.ALREADY_CANCELED': 'Cet abonnement est déjà résilié',
  'error.HAS_SUBSCRIPTION': 'Cet utilisateur a déjà un abonnement ; modifiez-le plutôt',
  'error.STATUS_FROM_PROVIDER':
    'Le statut de cet abonnement suit son prestataire de paiement : utilisez Résilier, ou Synchroniser pour le relire',
  'error.SUBSCRIPTION_NOT_BILLABLE':
    'Cet abonnement n’est pas facturé par le prestataire de paiement',
  'error.PAYMENT_FAILED':
    'Votre paiement n’a pas pu être traité. Mettez à jour votre moyen de paiement et réessayez.',
  'error.EDIT_CONFLICT': 'Ceci a été modifié ailleurs après que vous l’avez ouvert',
  'error.CHECKOUT_EXPIRED':
    'Ce paiement a expiré : un paiement plus récent a été lancé, votre abonnement a changé depuis son ouverture, ou il a été ouvert il y a plus d’une heure. Rien n’a été prélevé. Recommencez depuis la page Tarifs.',
  'error.CHECKOUT_COMPLETED':
    'Votre dernier paiement vient d’aboutir, et votre abonnement arrive. Rechargez la page dans un instant au lieu de lancer un autre paiement.',
  'error.INVALID_WEBHOOK': 'Le webhook n’a pas pu être vérifié',
  'error.NOT_CONFIGURED': 'Cette fonctionnalité n’est pas configurée sur ce serveur',
  'error.LINK_ALREADY_USED': 'Ce lien a déjà été utilisé : la carte a été envoyée.',
  'error.LINK_EXPIRED':
    'Ce lien a expiré (il est valable {hours} heures). Redemandez une copie sur la page de la carte.',
  'error.EXPORT_TOO_LARGE':
    'Un fichier Excel contient au maximum {max} contacts. Affinez la liste avec les filtres, ou exportez en CSV.',
  'error.SLUG_TAKEN': 'Une autre organisation utilise déjà cette adresse',
  'error.ALREADY_MEMBER': 'Cette personne est déjà membre',
  'error.LAST_OWNER':
    'Une organisation a besoin d’un propriétaire : désignez d’abord quelqu’un d’autre comme propriétaire',
  'error.INVITATION_WRONG_ADDRESS': 'Cette invitation a été envoyée à une autre adresse e-mail',
  'error.INVITATION_EXPIRED': 'Cette invitation a expiré : demandez-en une nouvelle',
  'error.INVITATION_CLOSED': 'Cette invitation a été révoquée ou déjà utilisée',
  'error.NOT_A_MEMBER': 'Seul un membre de l’organisation peut recevoir ses cartes',
  'error.FIELD_LOCKED':
    'Le champ « {field} » est défini par {organisation} : demandez à un propriétaire ou à un administrateur de modifier le kit de marque',
  'error.DOMAIN_TAKEN': 'Une autre organisation a déjà vérifié ce domaine',
  'error.DOMAIN_LIMIT': 'Une organisation peut avoir au maximum {max} domaines',
  'error.DNS_LOOKUP_FAILED':
    'La recherche DNS n’a pas répondu en {seconds} secondes. Réessayez dans une minute.',
  'error.SSO_REQUIRED':
    'Cette adresse exige l’authentification unique : continuez avec la connexion de votre organisation.',
  'error.SSO_DOMAIN_NOT_VERIFIED':
    '{domain} n’est pas un domaine vérifié de cette organisation : vérifiez-le d’abord (Équipe → Domaines).',
  'error.SSO_PROVIDER_INVALID':
    'La connexion de votre organisation n’a pas pu démarrer : demandez à son administrateur de vérifier les réglages d’authentification unique',
  'error.API_TOKEN_INVALID': 'Le jeton d’API n’est pas valide',
  'error.API_TOKEN_EXPIRED': 'Le jeton d’API a expiré',
  'error.API_TOKEN_REVOKED': 'Le jeton d’API a été révoqué',
  'error.API_TOKEN_NOT_ACCEPTED': 'Cette route n’accepte pas les jetons d’API',
  'error.API_TOKEN_SCOPE_MISSING': 'Il manque au jeton d’API la portée {scope}',
  'error.API_TOKEN_LIMIT':
    'Une organisation peut avoir au maximum {max} jetons actifs : révoquez-en un d’abord',
  'error.SCIM_TOKEN_LIMIT':
    'Une organisation peut avoir au maximum {max} jetons en service : révoquez-en un d’abord',
  'error.NETWORK_ERROR': 'Le serveur est indisponible. Veuillez réessayer plus tard.',
  'error.INVALID_RESPONSE': 'Le serveur a envoyé une réponse que cette page ne peut pas lire',
  'error.UNKNOWN': 'Une erreur s’est produite',
};

export default errors;
