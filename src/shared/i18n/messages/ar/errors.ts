import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.UNAUTHORIZED': 'سجّل الدخول أولًا',
  'error.FORBIDDEN': 'لا تملك صلاحية القيام بذلك',
  'error.NOT_FOUND': 'غير موجود',
  'error.RATE_LIMITED': 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  'error.CROSS_SITE_REQUEST': 'لا يُسمح بالطلبات الواردة من مواقع أخرى.',
  'error.PAYLOAD_TOO_LARGE': 'حجم الطلب أكبر مما يسمح به هذا النموذج',
  'error.EMAIL_NOT_VERIFIED': 'يُرجى تأكيد بريدك الإلكتروني أولًا',
  'error.FIRST_TIME_USER': 'يُرجى إكمال ملفك الشخصي أولًا',
  'error.PROFILE_EXISTS': 'ملفك الشخصي مكتمل بالفعل',
  'error.SELF_REVOKE': 'لا يمكنك سحب دور المشرف من نفسك',
};

export default errors;
