import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.UNAUTHORIZED': 'יש להיכנס קודם',
  'error.FORBIDDEN': 'אין לך הרשאה לעשות את זה',
  'error.NOT_FOUND': 'לא נמצא',
  'error.RATE_LIMITED': 'יותר מדי בקשות. נסו שוב מאוחר יותר.',
  'error.CROSS_SITE_REQUEST': 'בקשות מאתרים אחרים אינן מותרות.',
  'error.PAYLOAD_TOO_LARGE': 'הבקשה גדולה ממה שהטופס הזה מאפשר',
  'error.EMAIL_NOT_VERIFIED': 'יש לאמת קודם את כתובת האימייל',
  'error.FIRST_TIME_USER': 'יש להשלים קודם את הפרופיל',
  'error.PROFILE_EXISTS': 'הפרופיל כבר הושלם',
  'error.SELF_REVOKE': 'אי אפשר לבטל את תפקיד הניהול של עצמך',
};

export default errors;
