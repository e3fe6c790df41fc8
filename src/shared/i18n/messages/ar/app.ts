import type { AreaCatalogue } from '../../catalogue';
import type appEn from '../en/app';

const app: AreaCatalogue<typeof appEn> = {
  'shell.loading': 'جارٍ تحميل CardVault…',
  'shell.skipToContent': 'انتقل إلى المحتوى',

  'language.label': 'اللغة',

  'header.mainNav': 'القائمة الرئيسية',
  'header.mobileNav': 'قائمة الجوال',
  'header.menu': 'القائمة',
  'header.login': 'تسجيل الدخول',
  'header.createCard': 'أنشئ بطاقة',
  'header.signOut': 'تسجيل الخروج',
  'header.signedInAs': 'تم تسجيل الدخول باسم <b>{email}</b>',
  'header.userMenu': 'قائمة المستخدم',
  'header.adminShort': 'الإدارة',
  'header.adminConsole': 'لوحة الإدارة',
  'nav.myCards': 'بطاقاتي',
  'nav.insights': 'الإحصاءات',
  'nav.leads': 'العملاء المحتملون',
  'nav.team': 'الفريق',
  'nav.pricing': 'الأسعار',
  'nav.account': 'الحساب',
  'nav.subscription': 'الاشتراك',
  'nav.digitalBusinessCards': 'بطاقات الأعمال الرقمية',
  'nav.howItWorks': 'كيف تعمل',

  'footer.tagline': 'بطاقات أعمال رقمية، لكل بطاقة رمز QR خاص بها. عرّف بنفسك بمسحة واحدة.',
  'footer.nav': 'تذييل الصفحة',
  'footer.company': 'الشركة',
  'footer.about': 'من نحن',
  'footer.feedback': 'ملاحظاتك',
  'footer.legal': 'الشؤون القانونية',
  'footer.terms': 'شروط الخدمة',
  'footer.privacy': 'سياسة الخصوصية',
  'footer.copyright': '© {year} CardVault. جميع الحقوق محفوظة.',
};

export default app;
