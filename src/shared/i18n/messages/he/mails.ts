import type { AreaCatalogue } from '../../catalogue';
import type mailsEn from '../en/mails';

const mails: AreaCatalogue<typeof mailsEn> = {
  'mails.supportSubject':
    '{kind, select, support {תמיכה} suggestion {הצעה} bugReport {דיווח על באג} complaint {תלונה} billing {חיובים} other {אחר}}',
  'mails.supportConfirm.subject': 'אשרו את פניית התמיכה שלכם ל־CardVault',
  'mails.supportConfirm.heading': 'אשרו את פניית התמיכה',
  'mails.supportConfirm.received': 'קיבלנו מהכתובת הזו פניית תמיכה בנושא „{subject}”.',
  'mails.supportConfirm.confirm':
    'אשרו ששלחתם אותה, ואנחנו נעביר אותה לצוות CardVault. הקישור עובד פעם אחת בלבד, למשך {hours, plural, one {שעה אחת} two {שעתיים} other {# שעות}}.',
  'mails.supportConfirm.ignore': 'אם לא כתבתם אלינו, התעלמו מההודעה: שום דבר לא יישלח.',
  'mails.supportConfirm.action': 'אישור ושליחת הפנייה',
  'mails.supportReceived.subject': 'קיבלנו את פניית התמיכה שלכם ל־CardVault',
  'mails.supportReceived.heading': 'קיבלנו את פניית התמיכה שלכם',
  'mails.supportReceived.thanks':
    'תודה שכתבתם לצוות CardVault. הפנייה שלכם „{subject}” הגיעה אלינו, ונשיב לכתובת הזו.',
  'mails.supportReceived.reference': 'מספר האסמכתה שלכם: {id}',
  'mails.supportReceived.yourMessage': 'ההודעה שלכם:',
  'mails.supportDelivery.subject': '[תמיכה] {subject} מאת {email}',
  'mails.supportDelivery.heading': '{subject} מאת {email}',
  'mails.supportDelivery.from': 'מאת',
  'mails.supportDelivery.account': 'חשבון',
  'mails.supportDelivery.signedIn': 'משתמש מחובר {id}',
  'mails.supportDelivery.visitor': 'מבקר (הכתובת אושרה במייל)',
  'mails.supportDelivery.requestSubject': 'נושא',
  'mails.supportDelivery.sent': 'נשלחה',
  'mails.supportDelivery.requestId': 'מזהה הפנייה',
  'mails.supportDelivery.attachments': 'קבצים מצורפים',
  'mails.supportDelivery.file': '{name} ({size} בייטים)',

  'mails.invitation.subject': '{inviter} הזמין אתכם אל {organisation} ב־CardVault',
  'mails.invitation.heading': 'הצטרפו אל {organisation} ב־CardVault',
  'mails.invitation.invited':
    '{inviter} הזמין אתכם להצטרף אל {organisation} {role, select, owner {כבעלים} admin {כמנהלים} other {כחברים}}. כרטיסי הביקור של הצוות מנוהלים יחד ב־CardVault.',
  'mails.invitation.accept':
    'התחברו או צרו חשבון עם הכתובת הזו ({email}) כדי לקבל את ההזמנה. הקישור תקף למשך {days, plural, one {יום אחד} two {יומיים} other {# ימים}} ופעם אחת בלבד. אם לא ציפיתם לזה, התעלמו מההודעה.',
  'mails.invitation.action': 'הצטרפות אל {organisation}',
  'mails.provisioned.subject': 'נוספתם אל {organisation} ב־CardVault',
  'mails.provisioned.heading': 'ברוכים הבאים אל {organisation} ב־CardVault',
  'mails.provisioned.added':
    'ספריית המשתמשים של החברה שלכם הוסיפה אתכם אל {organisation} {role, select, owner {כבעלים} admin {כמנהלים} other {כחברים}}. כרטיסי הביקור של הצוות מנוהלים יחד ב־CardVault.',
  'mails.provisioned.signIn':
    'התחברו עם הכתובת הזו ({email}): דרך ההתחברות של החברה שלכם אם יש כזו, או בחרו „שכחתי סיסמה” כדי לקבוע סיסמה. אם לא ציפיתם לזה, פנו לצוות ה־IT של החברה.',
  'mails.provisioned.action': 'פתיחת {organisation}',

  'mails.newLead.subject': 'ליד חדש: {name} ({card})',
  'mails.newLead.heading': 'יש לכם ליד חדש',
  'mails.newLead.shared': '{name} שיתף את פרטי הקשר שלו מהכרטיס שלכם „{card}”.',
  'mails.newLead.name': 'שם: {value}',
  'mails.newLead.email': 'אימייל: {value}',
  'mails.newLead.phone': 'טלפון: {value}',
  'mails.newLead.company': 'חברה: {value}',
  'mails.newLead.jobTitle': 'תפקיד: {value}',
  'mails.newLead.note': 'ההערה שלו: {note}',
  'mails.newLead.consent': 'הוא הסכים לכך: „{consent}” ({time}).',
  'mails.newLead.reply': 'השיבו למייל הזה כדי לכתוב אליו.',
  'mails.newLead.action': 'פתיחת הלידים שלכם',
  'mails.cardCopyConfirm.subject': 'אשרו את הכתובת שלכם כדי לקבל כרטיס איש קשר מ־CardVault',
  'mails.cardCopyConfirm.heading': 'אשרו את הכתובת שלכם',
  'mails.cardCopyConfirm.asked':
    'מישהו ביקש ב־CardVault לשלוח לכתובת הזו עותק של כרטיס איש קשר, אחרי ששיתף את הפרטים שלו עם בעל הכרטיס.',
  'mails.cardCopyConfirm.howTo':
    'אם זה הייתם אתם, פתחו את הקישור ולחצו על „שלחו לי את הכרטיס”. הוא עובד פעם אחת בלבד, למשך {hours, plural, one {שעה אחת} two {שעתיים} other {# שעות}}.',
  'mails.cardCopyConfirm.ignore': 'אם לא ביקשתם את זה, התעלמו מההודעה: שום דבר נוסף לא יישלח.',
  'mails.cardCopyConfirm.action': 'קבלת הכרטיס',
  'mails.cardCopy.subject': 'כרטיס איש הקשר של {name}',
  'mails.cardCopy.attached':
    'ביקשתם עותק של הכרטיס הזה ב־CardVault ואישרתם את הכתובת שלכם. איש הקשר מצורף כקובץ vCard: פתחו אותו כדי להוסיף אותו לאנשי הקשר שלכם.',
  'mails.cardCopy.action': 'פתיחת הכרטיס',

  'mails.billing.cards':
    '{count, plural, one {כרטיס אחד} two {שני כרטיסים} other {{number} כרטיסים}}',
  'mails.billing.forOrganisation': '{subject} ({organisation})',
  'mails.billing.aboutOrganisation': 'ההודעה עוסקת במינוי של הארגון שלכם {organisation}.',
  'mails.billing.manage': 'ניהול המינוי',
  'mails.trialStarted.subject': 'תקופת הניסיון שלכם ב־CardVault התחילה',
  'mails.trialStarted.heading': 'תקופת הניסיון החינמית שלכם התחילה',
  'mails.trialStarted.active': 'תקופת הניסיון שלכם ל־{cards} פעילה. לא חויבתם בדבר.',
  'mails.trialStarted.firstCharge':
    'החיוב הראשון יהיה {amount} ב־{date}, עבור שנה של {cards}, אלא אם תבטלו לפני כן.',
  'mails.trialStarted.cancel':
    'אפשר לבטל או לשנות את מספר הכרטיסים בדף המינוי שלכם בכל עת במהלך תקופת הניסיון.',
  'mails.trialEnding.subject': 'תקופת הניסיון שלכם ב־CardVault מסתיימת ב־{date}',
  'mails.trialEnding.heading': 'תקופת הניסיון החינמית שלכם מסתיימת בקרוב',
  'mails.trialEnding.ends': 'תקופת הניסיון שלכם ל־{cards} מסתיימת ב־{date}.',
  'mails.trialEnding.charge': 'אז נחייב {amount} ב־{date} עבור שנה של {cards}.',
  'mails.trialEnding.keep':
    'כדי לשמור על הכרטיסים, אין צורך לעשות דבר. כדי להפסיק, בטלו בדף המינוי לפני המועד.',
  'mails.receipt.subject': 'הקבלה שלכם מ־CardVault: {amount}',
  'mails.receipt.heading': 'קבלה על {amount}',
  'mails.receipt.thanks': 'תודה. קיבלנו את התשלום שלכם בסך {amount} ב־{date}.',
  'mails.receipt.paysFor': 'התשלום מכסה {cards}.',
  'mails.receipt.paysUntil': 'התשלום מכסה {cards} עד {date}.',
  'mails.receipt.reference': 'אסמכתה: {reference}',
  'mails.receipt.action': 'צפייה במינוי',
  'mails.overAllocation.subject': 'המינוי שלכם ב־CardVault מכסה עכשיו פחות כרטיסים ממה שיש לכם',
  'mails.overAllocation.heading': 'המינוי שלכם מכסה פחות כרטיסים ממה שיש לכם',
  'mails.overAllocation.situation': 'המינוי שלכם משלם עכשיו על {allocation}, ויש לכם {held}.',
  'mails.overAllocation.consequence':
    'עד שתחזרו ל־{allocation} לכל היותר, לא תוכלו ליצור כרטיסים או לבחור עיצובי פרימיום. הכרטיסים שלכם והדפים הציבוריים שלהם ממשיכים לעבוד.',
  'mails.overAllocation.remedy': 'מחקו {extra}, או הוסיפו כרטיסים בדף התמחור.',
  'mails.overAllocation.action': 'פתיחת הכרטיסים שלי',
};

export default mails;
