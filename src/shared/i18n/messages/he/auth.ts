import type { AreaCatalogue } from '../../catalogue';
import type authEn from '../en/auth';

const auth: AreaCatalogue<typeof authEn> = {
  'login.pageTitle': 'כניסה',
  'login.tagline': 'מציגים את עצמכם בסריקה אחת.',
  'login.highlightQr': 'קוד QR לכל כרטיס',
  'login.highlightSave': 'אנשי קשר נשמרים בנגיעה אחת',
  'login.highlightUpdate': 'עדכון הפרטים בכל עת',
  'auth.signIn.title': 'שלום!',
  'auth.signIn.subtitle': 'נכנסים כדי ליצור, לשתף ולנהל את כרטיסי הביקור הדיגיטליים שלכם.',
  'auth.signUp.title': 'יצירת חשבון',
  'auth.signUp.subtitle': 'מתחילים עם כתובת האימייל. החודשיים הראשונים בחינם.',
  'auth.forgot.title': 'שכחתי סיסמה',
  'auth.forgot.subtitle': 'הזינו את כתובת האימייל ונשלח אליכם קישור לאיפוס הסיסמה.',
  'auth.reset.title': 'הגדרת סיסמה חדשה',
  'auth.reset.subtitle': 'בחרו סיסמה חדשה לחשבון.',
  'auth.ssoHint':
    'בעבודה משתמשים בכניסה יחידה (SSO)? כתובת העבודה תוביל אתכם לדף הכניסה של הארגון.',
  'auth.ssoNotice': 'הארגון שלכם מחבר אתכם בכניסה יחידה (SSO): המשיכו לדף הכניסה שלו.',
  'auth.forgotPasswordLink': 'שכחת סיסמה?',
  'auth.continueWithSso': 'המשך בכניסה יחידה',
  'auth.signInButton': 'כניסה',
  'auth.noAccount': 'אין לך חשבון? <button>ליצירת חשבון</button>',
  'auth.signInInstead': 'לכניסה לחשבון',
  'auth.createAccountButton': 'יצירת חשבון',
  'auth.backToSignIn': 'חזרה לכניסה',
  'auth.or': 'או',
  'auth.continueWith': 'המשך עם {provider}',
  'auth.agreement':
    'בהמשך השימוש אתם מסכימים ל<terms>תנאי השימוש</terms> ול<privacy>מדיניות הפרטיות</privacy> שלנו.',
  'auth.localMailboxTitle': 'השרת הזה לא שולח אימיילים',
  'auth.localMailboxBody':
    'כדי למצוא את הקישור, פתחו את כתובת תיבת הדואר שהשרת הדפיס כשעלה (היא מסתיימת ב־<code>/dev/mailbox?token=…</code>).',

  'field.email': 'אימייל',
  'field.password': 'סיסמה',
  'field.confirmPassword': 'אימות סיסמה',
  'field.fullName': 'שם מלא',
  'field.counter': '{length}/{max} תווים',
  'field.passwordRule': 'לפחות {min} תווים.',

  'auth.error.invalidEmailOrPassword': 'הכניסה נכשלה: האימייל או הסיסמה שגויים. נסו שוב.',
  'auth.error.invalidEmail': 'הכניסה נכשלה: כתובת האימייל אינה תקינה.',
  'auth.error.rateLimited': 'הכניסה נכשלה: יותר מדי ניסיונות כושלים. נסו שוב מאוחר יותר.',
  'auth.error.userNotFound': 'הכניסה נכשלה: אין חשבון עם כתובת האימייל הזו. צרו חשבון קודם.',
  'auth.error.invalidPassword': 'הכניסה נכשלה: הסיסמה שגויה. נסו שוב.',
  'auth.error.disabled': 'הכניסה נכשלה: החשבון הזה הושבת. פנו לתמיכה.',
  'auth.error.other': 'הכניסה נכשלה: {code}',
  'auth.signUpError.invalidEmail': 'ההרשמה נכשלה: כתובת האימייל אינה תקינה.',
  'auth.signUpError.rateLimited': 'ההרשמה נכשלה: יותר מדי ניסיונות כושלים. נסו שוב מאוחר יותר.',
  'auth.signUpError.passwordTooShort': 'ההרשמה נכשלה: הסיסמה חייבת להכיל לפחות {min} תווים.',
  'auth.serverDown': 'השרת אינו זמין. נסו שוב מאוחר יותר.',
  'auth.emailNotVerifiedToast':
    'יש לאמת את כתובת האימייל לפני הכניסה. קישור האימות מחכה לכם בתיבת הדואר הנכנס.',
  'auth.emailNotVerifiedBanner': 'האימייל לא אומת. קישור האימות מחכה לכם בתיבת הדואר הנכנס.',
  'auth.resendSuccess': 'אימייל האימות נשלח. בדקו את תיבת הדואר הנכנס.',
  'auth.resendFailure': 'לא הצלחנו לשלוח שוב את אימייל האימות. נסו שוב.',
  'auth.resetSent': 'אימייל לאיפוס הסיסמה נשלח. בדקו את תיבת הדואר הנכנס.',
  'auth.resetSendFailure': 'לא הצלחנו לשלוח אימייל לאיפוס הסיסמה.',
  'auth.socialFailure': 'הכניסה נכשלה',
  'auth.socialFailureWithReason': 'הכניסה נכשלה: {reason}.',
  'auth.missingCredentials': 'יש להזין אימייל וסיסמה',
  'auth.accountExists':
    'כבר יש חשבון עם כתובת האימייל הזו. היכנסו אליו, או לחצו על ״שכחת סיסמה?״ אם אינכם זוכרים את הסיסמה.',
  'auth.signUpFailure': 'ההרשמה נכשלה. נסו שוב.',
  'auth.verificationLinkInvalid':
    'קישור האימות אינו תקין או שפג תוקפו. היכנסו עם האימייל והסיסמה כדי לקבל קישור חדש.',
  'auth.resetLinkInvalid':
    'הקישור לאיפוס הסיסמה אינו תקין או שפג תוקפו. בקשו קישור חדש כדי לאפס את הסיסמה.',
  'auth.passwordReset': 'הסיסמה אופסה. אפשר להיכנס עכשיו עם הסיסמה החדשה.',
  'auth.passwordChanged': 'הסיסמה עודכנה.',
  'auth.emailVerified': 'כתובת האימייל אומתה. אפשר להיכנס.',
  'auth.accountNotLinked':
    'הכניסה נכשלה: כבר יש חשבון עם כתובת האימייל הזו. היכנסו באותה דרך שבה נרשמתם בפעם הראשונה.',
  'auth.providerEmailNotVerified':
    'הכניסה נכשלה: הספק לא אימת את כתובת האימייל הזו. אמתו אותה קודם אצל הספק, או הירשמו עם אימייל וסיסמה.',
  'auth.ssoRequired':
    'הכניסה נכשלה: הארגון שלכם מחייב כניסה יחידה (SSO) עבור הכתובת הזו. היכנסו עם אימייל העבודה כדי לעבור לדף הכניסה של הארגון.',
  'auth.ssoRequiredBy':
    '{organisation} מחייב כניסה יחידה (SSO) עבור הכתובת הזו: המשיכו עם הכניסה של הארגון שלכם.',
  'auth.ssoDomainNotVerified': 'הכניסה נכשלה: הכתובת הזו אינה בדומיין מאומת של הארגון של הספק.',
  'auth.providerError.restart':
    'הכניסה נכשלה: הכניסה ארכה זמן רב מדי או שהתחילה בדפדפן אחר. התחילו אותה מחדש.',
  'auth.providerError.setup':
    'הכניסה נכשלה: הכניסה של הארגון שלכם לא מוגדרת כראוי. בקשו ממנהל הארגון לבדוק את הגדרות הכניסה היחידה.',
  'auth.providerError.cancelled': 'הכניסה נכשלה: הכניסה בוטלה אצל הספק.',

  'auth.sendResetLink': 'שליחת קישור לאיפוס',
  'auth.back': 'חזרה',
  'auth.requestNewLink': 'בקשת קישור חדש',
  'auth.resetPasswordButton': 'איפוס סיסמה',
  'field.newPassword': 'סיסמה חדשה',
  'field.confirmNewPassword': 'אימות הסיסמה החדשה',
  'auth.resendVerification': 'שליחה חוזרת של אימייל האימות',

  'auth.checkingSignIn': 'בודקים את הכניסה שלך…',
  'logout.pageTitle': 'יציאה',
  'logout.body': 'מתבצעת יציאה…',
  'verify.pageTitle': 'אימות כתובת האימייל',
  'verify.title': 'אימייל האימות נשלח!',
  'verify.sentTo': 'שלחנו קישור אימות אל',
  'verify.body':
    'פתחו את הקישור שבאימייל כדי להפעיל את החשבון. לא מוצאים אותו? בדקו בתיקיית הספאם, או הירשמו שוב כדי לקבל קישור חדש.',
  'verify.resend': 'שליחה חוזרת',
  'profile.title': 'השלמת הפרופיל',
  'profile.intro': 'מה השם שלכם? נשלים את הגדרת החשבון.',
  'profile.success': 'הפרופיל הושלם בהצלחה!',
  'profile.failure': 'לא הצלחנו ליצור את הפרופיל',
  'profile.disabledName': 'הזינו את השם המלא כדי להמשיך.',
  'profile.disabledBoth': 'הזינו את השם המלא ואשרו את התנאים וההגבלות כדי להמשיך.',
  'profile.agree':
    'אני מסכים/ה ל<terms>תנאים וההגבלות</terms> ול<privacy>מדיניות הפרטיות</privacy>',
  'profile.completeButton': 'השלמת הפרופיל',

  'validation.emailInvalid': 'יש להזין כתובת אימייל תקינה',
  'validation.passwordMin': 'הסיסמה חייבת להכיל לפחות {min} תווים',
  'validation.passwordMax': 'הסיסמה יכולה להכיל עד {max} תווים',
  'validation.passwordsDiffer': 'הסיסמאות אינן תואמות',
  'validation.termsRequired': 'יש לאשר את התנאים וההגבלות כדי להמשיך',
  'validation.fullNameMissing': 'יש להזין את השם המלא',
  'validation.fullNameMax': 'השם המלא יכול להכיל עד {max} תווים',

  'mail.verify.subject': 'אימות כתובת האימייל שלך ב־CardVault',
  'mail.verify.heading': 'אימות כתובת האימייל',
  'mail.verify.body1': 'תודה שנרשמתם ל־CardVault. אשרו שזו הכתובת שלכם כדי לסיים את יצירת החשבון.',
  'mail.verify.body2': 'הקישור תקף ל־24 שעות. אם לא נרשמתם, אפשר להתעלם מההודעה הזו.',
  'mail.verify.action': 'אימות כתובת האימייל',
  'mail.reset.subject': 'איפוס הסיסמה ל־CardVault',
  'mail.reset.heading': 'איפוס הסיסמה',
  'mail.reset.body1': 'מישהו ביקש לאפס את הסיסמה של חשבון ה־CardVault שלכם.',
  'mail.reset.body2':
    'הקישור תקף לשעה אחת ולשימוש אחד בלבד. אם זה לא הייתם אתם, התעלמו מההודעה: הסיסמה שלכם נשארת כפי שהיא.',
  'mail.reset.action': 'בחירת סיסמה חדשה',
  'mail.existing.subject': 'כבר יש לך חשבון CardVault',
  'mail.existing.heading': 'כבר יש לך חשבון',
  'mail.existing.body1':
    'מישהו, כנראה את/ה, ניסה עכשיו ליצור חשבון CardVault עם הכתובת הזו. כבר יש לה חשבון, ולכן לא שונה דבר.',
  'mail.existing.body2':
    'היכנסו לחשבון. אם שכחתם את הסיסמה, בחרו ״שכחת סיסמה?״ בדף הכניסה. אם הכתובת עוד לא אומתה, בכניסה תקבלו קישור אימות חדש.',
  'mail.existing.action': 'כניסה',
};

export default auth;
