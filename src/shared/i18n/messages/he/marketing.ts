import type { AreaCatalogue } from '../../catalogue';
import type marketingEn from '../en/marketing';

const marketing: AreaCatalogue<typeof marketingEn> = {
  'marketing.landing.title': 'כרטיסי ביקור דיגיטליים עם קוד QR',
  'marketing.landing.description':
    'יוצרים כרטיסי ביקור דיגיטליים, משתפים אותם בקוד QR, ואחרים שומרים את פרטי הקשר שלכם בנגיעה אחת. חודשיים בחינם.',
  'marketing.templates.title': 'תבניות לכל מותג',
  'marketing.templates.description':
    'שמונה עיצובים בצבעים, בגופנים ובלוגו שלכם, מוצגים עם אנשים בדויים. הניגודיות של הצבעים נבדקת תמיד.',
  'marketing.landing.ctaTitle': 'הפכו את ההיכרות הבאה לבלתי נשכחת',
  'marketing.landing.ctaText':
    'צרו עוד היום את כרטיס הביקור הדיגיטלי שלכם. החודשיים הראשונים בחינם.',
  'marketing.cta.createCard': 'יצירת כרטיס',
  'marketing.hero.eyebrow': 'כרטיסי ביקור דיגיטליים עם קוד QR',
  'marketing.hero.title': 'כרטיס הביקור שלכם, <em>תמיד בכיס.</em>',
  'marketing.hero.text':
    'יוצרים כרטיס ביקור דיגיטלי יפהפה בתוך דקות. משתפים אותו בקוד QR או בקישור, ואחרים שומרים את הפרטים שלכם בטלפון בנגיעה אחת.',
  'marketing.hero.startTrial': 'להתחיל תקופת ניסיון בחינם',
  'marketing.hero.seeHow': 'איך זה עובד',
  'marketing.hero.highlightFree': 'חודשיים בחינם',
  'marketing.hero.highlightNoApp': 'בלי אפליקציה לסריקה',
  'marketing.hero.highlightCancel': 'ביטול בכל עת',
  'marketing.hero.scanToSave': 'סורקים ושומרים',
  'marketing.hero.contactSaved': 'איש הקשר נשמר',
  'marketing.how.eyebrow': 'איך זה עובד',
  'marketing.how.title': 'מהרשמה לשיתוף בארבעה צעדים',
  'marketing.how.description': 'בלי הדפסה, בלי הדפסות חוזרות, בלי להקליד מספרים לטלפון.',
  'marketing.how.step': 'צעד {number}',
  'marketing.how.createTitle': 'יוצרים כרטיס',
  'marketing.how.createText':
    'מוסיפים שם, תפקיד, פרטי קשר ותמונה. תצוגה מקדימה חיה מראה מה אחרים יראו.',
  'marketing.how.shareTitle': 'משתפים בקוד QR',
  'marketing.how.shareText': 'לכל כרטיס יש קוד QR וקישור משלו, לטלפון, לתג או לחתימת האימייל.',
  'marketing.how.saveTitle': 'המבקרים שומרים את ה-vCard שלכם',
  'marketing.how.saveText':
    'נגיעה אחת מכניסה את הפרטים שלכם ישר לאנשי הקשר בטלפון שלהם. בלי אפליקציה.',
  'marketing.how.updateTitle': 'תמיד מעודכן',
  'marketing.how.updateText':
    'תפקיד חדש או מספר חדש? עורכים את הכרטיס פעם אחת, וכל מי שיש לו את הקישור רואה את זה.',
  'marketing.features.eyebrow': 'כרטיסי ביקור דיגיטליים',
  'marketing.features.title': 'כל מה שכרטיס נייר עושה, ועוד הרבה יותר',
  'marketing.features.description':
    'כרטיס של CardVault הוא דף חי עליכם: אף פעם לא אוזל, אף פעם לא מתיישן, תמיד במרחק סריקה אחת.',
  'marketing.features.qrTitle': 'קוד QR לכל כרטיס',
  'marketing.features.qrText':
    'לכל כרטיס יש קוד QR ייחודי שפותח את הדף הציבורי שלו בכל מצלמת טלפון.',
  'marketing.features.saveTitle': 'שמירת איש קשר בנגיעה',
  'marketing.features.saveText':
    'המבקרים מורידים את הפרטים שלכם כ-vCard שעובד עם iPhone, Android ו-Outlook.',
  'marketing.features.shareTitle': 'שיתוף בכל מקום',
  'marketing.features.shareText':
    'שלחו את הקישור בהודעה, באימייל או ברשתות החברתיות, או הוסיפו אותו לחתימת האימייל.',
  'marketing.features.brandingTitle': 'מיתוג משלכם',
  'marketing.features.brandingText':
    'הוסיפו תמונה, באנר או לוגו של החברה, וקישורים לאתר ולפרופילים החברתיים שלכם.',
  'marketing.features.templatesTitle': 'תבניות כרטיס פרימיום',
  'marketing.features.templatesText':
    'עיצובים מלוטשים שנראים מצוין בכל מסך, מטלפון קטן ועד מסך גדול.',
  'marketing.features.rolesTitle': 'כרטיס לכל תפקיד',
  'marketing.features.rolesText':
    'כרטיסים נפרדים לכל עבודה, מותג או פרויקט צדדי, וכולם מנוהלים מחשבון אחד.',
  'marketing.pricing.eyebrow': 'מחירים',
  'marketing.pricing.title': 'תמחור פשוט, לפי כרטיס',
  'marketing.pricing.description': 'משלמים רק על הכרטיסים שצריכים. חיוב שנתי, לכל כרטיס לשנה.',
  'marketing.pricing.plan': 'CardVault Premium',
  'marketing.pricing.freeMonths': 'חודשיים',
  'marketing.pricing.free': 'בחינם',
  'marketing.pricing.then': 'לאחר מכן {price} לכרטיס לשנה, בחיוב שנתי.',
  'marketing.pricing.thenNoPrice': 'לאחר מכן בחיוב שנתי, במחיר לכרטיס לשנה.',
  'marketing.pricing.trialMonths': 'תקופת ניסיון של חודשיים בחינם',
  'marketing.pricing.trialPayment': 'כדי להתחיל את תקופת הניסיון צריך אמצעי תשלום',
  'marketing.pricing.trialNoCharge': 'שום חיוב עד סוף תקופת הניסיון',
  'marketing.pricing.trialCancel': 'ביטול בכל עת, בלי התחייבות',
  'marketing.pricing.included': 'הכול כלול',
  'marketing.pricing.templates': 'תבניות כרטיס פרימיום',
  'marketing.pricing.branding': 'מיתוג משלכם',
  'marketing.pricing.support': 'תמיכה בעדיפות',
  'marketing.pricing.qr': 'קוד QR ו-vCard ייחודיים לכל כרטיס',
  'marketing.pricing.startTrial': 'להתחיל תקופת ניסיון בחינם',
  'marketing.pricing.noCharge': 'אין חיוב היום. אפשר לבטל בכל עת במהלך תקופת הניסיון.',
  'marketing.samples.eyebrow': 'כרטיסים לדוגמה',
  'marketing.samples.title': 'מתאים לכל מקצוע',
  'marketing.samples.description':
    'מעצבים, צוותי מכירות, אנשי רפואה ומייסדים משתמשים ב-CardVault כדי ליצור רושם ראשוני מצוין. האנשים בדוגמאות האלה בדויים.',
  'marketing.sample.at': 'ב-',
  'marketing.sample.saveContact': 'שמירת איש קשר',
  'marketing.sample.qr': 'קוד QR: פותח את הדף הזה',
  'marketing.about.title': 'אודות',
  'marketing.about.description': 'CardVault עוזר לאנשי מקצוע לשתף את פרטי הקשר שלהם בסריקה.',
  'marketing.about.eyebrow': 'המשימה שלנו',
  'marketing.about.heading': 'כל היכרות ראויה להיזכר',
  'marketing.about.text':
    'CardVault קיים כדי להפוך את השיתוף של מי שאתם לפשוט כמו לחיצת יד. אנחנו הופכים את כרטיס הביקור שלכם לדף חי עם קוד QR משלו, כך שאחרים שומרים את הפרטים שלכם בתוך שניות ותמיד מגיעים לגרסה העדכנית ביותר שלכם.',
  'marketing.about.signIn': 'כניסה',
  'marketing.about.createCard': 'יצירת כרטיס',
  'marketing.about.goToMyCards': 'לכרטיסים שלי',
  'marketing.about.values': 'במה אנחנו מאמינים',
  'marketing.about.instantTitle': 'חיבור מיידי',
  'marketing.about.instantText':
    'מספיקה סריקה. בלי אפליקציות להתקין, בלי מספרים להקליד, בלי כרטיסים שהולכים לאיבוד בכיס.',
  'marketing.about.paperTitle': 'פחות נייר',
  'marketing.about.paperText': 'מיליארדי כרטיסי נייר מודפסים בכל שנה, ורובם מגיעים לפח בתוך שבוע.',
  'marketing.about.controlTitle': 'השליטה בידיים שלכם',
  'marketing.about.controlText':
    'בוחרים מה לשתף, מעדכנים מתי שרוצים, ומוחקים כרטיס כשכבר לא צריכים אותו.',
  'marketing.about.ctaTitle': 'מוכנים לשתף את הכרטיס שלכם?',
  'marketing.about.ctaText':
    'היכנסו כדי ליצור את כרטיס הביקור הדיגיטלי הראשון שלכם. החודשיים הראשונים בחינם.',
  'marketing.about.ctaSignIn': 'כניסה ומתחילים',
};

export default marketing;
