import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.UNAUTHORIZED': 'Connectez-vous d’abord',
  'error.FORBIDDEN': 'Vous n’êtes pas autorisé à faire cela',
  'error.NOT_FOUND': 'Introuvable',
  'error.RATE_LIMITED': 'Trop de requêtes. Veuillez réessayer plus tard.',
  'error.CROSS_SITE_REQUEST': 'Les requêtes provenant d’autres sites ne sont pas autorisées.',
  'error.PAYLOAD_TOO_LARGE': 'La requête dépasse la taille autorisée par ce formulaire',
  'error.EMAIL_NOT_VERIFIED': 'Veuillez d’abord confirmer votre adresse e-mail',
  'error.FIRST_TIME_USER': 'Veuillez d’abord compléter votre profil',
  'error.PROFILE_EXISTS': 'Votre profil est déjà complet',
  'error.SELF_REVOKE': 'Vous ne pouvez pas vous retirer votre propre rôle d’administrateur',
};

export default errors;
