import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.UNAUTHORIZED': 'Bitte melden Sie sich zuerst an',
  'error.FORBIDDEN': 'Dazu sind Sie nicht berechtigt',
  'error.NOT_FOUND': 'Nicht gefunden',
  'error.RATE_LIMITED': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  'error.CROSS_SITE_REQUEST': 'Anfragen von anderen Websites sind nicht erlaubt.',
  'error.PAYLOAD_TOO_LARGE': 'Die Anfrage ist größer, als dieses Formular erlaubt',
  'error.EMAIL_NOT_VERIFIED': 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse',
  'error.FIRST_TIME_USER': 'Bitte vervollständigen Sie zuerst Ihr Profil',
  'error.PROFILE_EXISTS': 'Ihr Profil ist bereits vollständig',
  'error.SELF_REVOKE': 'Sie können sich Ihre eigene Admin-Rolle nicht entziehen',
};

export default errors;
