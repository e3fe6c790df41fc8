import type { AreaCatalogue } from '../../catalogue';
import type cardsEn from '../en/cards';

const cards: AreaCatalogue<typeof cardsEn> = {
  'myCards.title': 'הכרטיסים שלי',
  'myCards.loadingOrganisation': 'הארגון נטען…',
  'myCards.orgTitle': 'הכרטיסים של {organisation}',
  'myCards.organisation': 'ארגון',
  'myCards.orgIntroManager': 'כל הכרטיסים של הארגון. הכרטיסים האישיים שלכם נמצאים תחת ״אישי״.',
  'myCards.orgIntroMember': 'כרטיסי הארגון שהוקצו לכם. הכרטיסים האישיים שלכם נמצאים תחת ״אישי״.',
  'myCards.yourCards': 'הכרטיסים שלכם',
  'myCards.loadingCards': 'הכרטיסים נטענים',
  'myCards.cardPages': 'דפי כרטיסים',
  'myCards.deleteTitle': 'מחיקת כרטיס',
  'myCards.deleteQuestion': 'בטוח שברצונך למחוק את הכרטיס?',
  'myCards.deleteConfirm': 'כן, למחוק את הכרטיס',
  'myCards.deleteCancel': 'להשאיר את הכרטיס',
  'myCards.deleteWarning': 'הכרטיס של {name}, קוד ה־QR שלו והדף הציבורי שלו יימחקו.',
  'myCards.empty.title': 'לא נמצאו כרטיסים',
  'myCards.empty.createFirst': 'יצירת הכרטיס הראשון',
  'myCards.empty.body': 'צרו כרטיס ביקור דיגיטלי עם קוד QR משלו והתחילו לשתף אותו.',
  'myCards.empty.trialStep':
    'התחילו תקופת ניסיון חינם של {months, plural, one {חודש} two {חודשיים} other {# חודשים}}',
  'myCards.empty.trialNote': 'לא תחויבו עד סוף תקופת הניסיון.',
  'myCards.empty.startTrial': 'להתחלת תקופת הניסיון',
  'myCards.empty.createStepNote': 'הוסיפו את הפרטים שלכם ושתפו את הכרטיס בקישור או בקוד QR.',
  'myCards.empty.twoSteps': 'עדיין אין לכם כרטיסים. שני צעדים לכרטיס הראשון:',
  'myCards.orgEmpty.memberTitle': 'עדיין לא הוקצו לכם כרטיסים',
  'myCards.orgEmpty.memberBody':
    'כשבעלים או מנהל/ת ב־{organisation} יקצו לכם אחד מכרטיסי הארגון, הוא יופיע כאן ותוכלו לערוך אותו.',
  'myCards.orgEmpty.title': 'ל־{organisation} עדיין אין כרטיסים',
  'myCards.orgEmpty.create': 'יצירת כרטיס ארגוני',
  'myCards.orgEmpty.body':
    'צרו כרטיס לכל אחד מהאנשים שלכם: הכרטיס שייך לארגון, ואתם מקצים אותו לחבר צוות בדף הצוות.',

  'vault.noSlotsTitle': 'עדיין אין מקומות לכרטיסים',
  'vault.noSlotsBody': 'המקומות לכרטיסים מגיעים עם מינוי. את מספרם בוחרים בתחילת תקופת הניסיון.',
  'vault.usage': '{created} מתוך {allocated} מקומות בשימוש',
  'vault.cardsCreated': 'כרטיסים שנוצרו',
  'vault.availableSlots': 'מקומות פנויים',
  'sidePanel.trialTitle': 'התחילו תקופת ניסיון בחינם',
  'sidePanel.trialBody':
    'נסו את CardVault בחינם למשך {months, plural, one {חודש אחד} two {חודשיים} other {# חודשים}}. לא תחויבו עד סוף תקופת הניסיון, ואפשר לבטל בכל עת.',
  'sidePanel.reactivate': 'חידוש המינוי',
  'sidePanel.pastDue': 'מועד התשלום עבר. חדשו את המינוי כדי להמשיך ליצור כרטיסים.',
  'sidePanel.canceled': 'המינוי בוטל. הכרטיסים הקיימים נשארים זמינים.',
  'sidePanel.createTitle': 'יצירת כרטיס חדש',
  'sidePanel.freeSlots':
    '{remaining, plural, one {יש לכם מקום פנוי אחד לכרטיס חדש.} other {יש לכם # מקומות פנויים לכרטיסים חדשים.}}',
  'sidePanel.unlockTitle': 'עוד כרטיסים',
  'sidePanel.unlockBody': 'צריכים כרטיסים לכל הצוות? אפשר להוסיף מקומות למינוי בכל עת.',
  'sidePanel.seePlans': 'לתוכניות',
  'sidePanel.outTitle': 'אין עוד מקומות פנויים',
  'sidePanel.outBody': 'כל המקומות במינוי בשימוש. הוסיפו מקומות כדי ליצור כרטיסים חדשים.',
  'sidePanel.addSlots': 'הוספת מקומות',
  'sidePanel.questionsTitle': 'יש שאלות?',
  'sidePanel.questionsBody': 'נשמח לעזור בכל הנוגע לכרטיסים, למינוי או לכל דבר אחר.',
  'sidePanel.sendQuery': 'שלחו לנו פנייה',
};

export default cards;
