import type { AreaCatalogue } from '../../catalogue';
import type appEn from '../en/app';

const app: AreaCatalogue<typeof appEn> = {
  'shell.loading': 'CardVault נטען…',
  'shell.skipToContent': 'דילוג לתוכן',

  'language.label': 'שפה',

  'header.mainNav': 'ראשי',
  'header.mobileNav': 'נייד',
  'header.menu': 'תפריט',
  'header.login': 'כניסה',
  'header.createCard': 'יצירת כרטיס',
  'header.signOut': 'יציאה',
  'header.signedInAs': 'מחובר/ת בתור <b>{email}</b>',
  'header.userMenu': 'תפריט משתמש',
  'header.adminShort': 'ניהול',
  'header.adminConsole': 'מסוף ניהול',
  'nav.myCards': 'הכרטיסים שלי',
  'nav.insights': 'נתונים',
  'nav.leads': 'לידים',
  'nav.team': 'צוות',
  'nav.pricing': 'מחירים',
  'nav.account': 'חשבון',
  'nav.subscription': 'מינוי',
  'nav.digitalBusinessCards': 'כרטיסי ביקור דיגיטליים',
  'nav.howItWorks': 'איך זה עובד',

  'footer.tagline': 'כרטיסי ביקור דיגיטליים עם קוד QR לכל כרטיס. מציגים את עצמכם בסריקה אחת.',
  'footer.nav': 'כותרת תחתונה',
  'footer.company': 'החברה',
  'footer.about': 'אודות',
  'footer.feedback': 'משוב',
  'footer.legal': 'מידע משפטי',
  'footer.terms': 'תנאי השימוש',
  'footer.privacy': 'מדיניות הפרטיות',
  'footer.copyright': '© {year} CardVault. כל הזכויות שמורות.',
};

export default app;
