import type { AreaCatalogue } from '../../catalogue';
import type shareEn from '../en/share';

const share: AreaCatalogue<typeof shareEn> = {
  'share.loadingCard': 'טוענים את הכרטיס…',
  'share.title': 'שיתוף הכרטיס',
  'share.back': 'הכרטיסים שלי',
  'share.intro':
    'הארנק, חתימת הדוא״ל, שיחות הווידאו, תג NFC, נייר או טלפון בלי רשת. כל הדרכים מובילות לאותו דף כרטיס.',
  'share.cardName': '<bdi>{name}</bdi>: ',
  'share.wallet.title': 'כרטיסים בארנק',
  'share.wallet.description':
    'הכרטיס בארנק של הטלפון: השם, התפקיד והחברה בצבעי הכרטיס, עם קוד QR שפותח את דף הכרטיס. ערכת את הכרטיס? הוסיפו אותו שוב כדי לקבל את הפרטים החדשים.',
  'share.wallet.checking': 'בודקים באילו ארנקים השרת הזה תומך…',
  'share.wallet.checkFailed':
    'לא הצלחנו לבדוק באילו ארנקים השרת תומך. טענו את הדף מחדש כדי לנסות שוב.',
  'share.wallet.unavailable': 'כרטיסים בארנק עדיין לא זמינים באתר הזה.',
  'share.wallet.adminHint':
    'את/ה מנהל/ת: הדף <link>הגדרת האתר</link> במסוף הניהול מפרט אילו מפתחות להגדיר.',
  'share.wallet.apple': 'הוספה ל־Apple Wallet',
  'share.wallet.google': 'הוספה ל־Google Wallet',
  'share.wallet.googleFailed': 'לא הצלחנו ליצור את הקישור ל־Google Wallet. נסו שוב.',
  'share.wallet.output': 'קוד ה־QR של כרטיס ארנק שנוצר כאן',
  'share.signature.title': 'חתימת דוא״ל',
  'share.signature.description':
    'כל הודעה שתשלחו יכולה להוביל לכרטיס שלכם: חתימה ל־Gmail, ל־Outlook ול־Apple Mail.',
  'share.signature.body':
    'בחרו אחת מ־{count} פריסות ({layouts}), ראו איך היא תיראה והעתיקו אותה עם התמונה, הלוגו, הצבעים וקישור לכרטיס.',
  'share.signature.make': 'יצירת חתימת דוא״ל',
  'share.signature.output': 'הקישור והתמונות של חתימה שנוצרה כאן',
  'share.background.title': 'רקע לשיחות וידאו',
  'share.background.description':
    'השם, התפקיד, החברה וקוד QR לכרטיס מאחוריכם ב־Zoom, ב־Google Meet או ב־Microsoft Teams.',
  'share.background.layout': 'פריסה',
  'share.background.corner': 'פינה',
  'share.background.cornerDescription': 'הצבעים שלכם, קוד ה־QR למעלה מימין והשם למטה משמאל.',
  'share.background.side': 'לוח צדדי',
  'share.background.sideDescription': 'לוח בצבע המבטא שלכם מימין, עם קוד ה־QR והשם.',
  'share.background.minimal': 'מינימלי',
  'share.background.minimalDescription': 'רקע שקט ופשוט, קוד QR קטן והשם למעלה משמאל.',
  'share.background.failed': 'לא הצלחנו ליצור את הרקע. נסו שוב.',
  'share.background.download': 'הורדת הרקע',
  'share.background.howTo':
    'הגדירו אותו כרקע וירטואלי: ב־Zoom תחת הגדרות › רקעים ואפקטים, ב־Google Meet תחת החלת אפקטים חזותיים › רקעים, ב־Teams תחת אפקטי וידאו › רקעים, ואז הוסיפו את התמונה שהורדתם. התצוגה המקדימה שלכם משוקפת, לכן הטקסט נראה לכם הפוך; כל השאר רואים אותו כרגיל.',
  'share.background.output': 'קוד ה־QR של רקע שנוצר כאן',
  'share.qr.title': 'קוד QR',
  'share.qr.description': 'למצגות, כרזות, מדבקות וכרטיסים מודפסים.',
  'share.qr.carries': 'מה הקוד מכיל',
  'share.qr.url': 'קישור לדף הכרטיס',
  'share.qr.urlDescription': 'פותח את הכרטיס, תמיד מעודכן. הטלפון הסורק צריך חיבור.',
  'share.qr.vcard': 'איש הקשר בתוכו (עובד בלי רשת)',
  'share.qr.vcardDescription':
    'הטלפון שומר את השם, הטלפון, הדוא״ל, החברה והתפקיד ישירות מהקוד. הדפיסו שוב אחרי עריכת הכרטיס.',
  'share.qr.urlAlt': 'קוד QR של הכרטיס של {name}',
  'share.qr.vcardAlt': 'קוד QR עם איש הקשר {name}',
  'share.qr.png': 'הורדת PNG',
  'share.qr.svg': 'הורדת SVG',
  'share.qr.output': 'קוד שהורד כאן',
  'share.print.title': 'כרטיסים מודפסים',
  'share.print.description':
    'קובץ PDF של הכרטיס בצבעיו ובגופן שלו: הפרטים בצד הקדמי, קוד QR לדף הכרטיס בגב.',
  'share.print.paper': 'נייר',
  'share.print.card': 'כרטיס בודד (85 × 55 מ״מ)',
  'share.print.cardDetail': 'כרטיס אחד עם סימני חיתוך, לבית דפוס',
  'share.print.a4': 'גיליון A4 של 10',
  'share.print.a4Detail': 'כרטיסים בגודל 85 × 55 מ״מ, צדדים קדמיים ואז גבות',
  'share.print.letter': 'גיליון Letter של 10',
  'share.print.letterDetail': 'כרטיסים בגודל 3.5 × 2 אינץ׳, צדדים קדמיים ואז גבות',
  'share.print.failed': 'לא הצלחנו ליצור את ה־PDF. נסו שוב.',
  'share.print.download': 'הורדת PDF',
  'share.print.howTo':
    'הדפיסו ב־100% (גודל אמיתי, לא „התאמה לדף”); לגיליון, הדפיסו דו־צדדי עם היפוך בצד הארוך, ואז חתכו לאורך הסימנים.',
  'share.print.output': 'כרטיסים שהודפסו מה־PDF הזה',
  'share.nfc.title': 'תג NFC',
  'share.nfc.description':
    'שימו את הכרטיס על מדבקה או כרטיס NFC: טלפון שמוצמד אליו פותח את דף הכרטיס.',
  'share.nfc.refused': 'ההרשאה ל־NFC נדחתה. אפשרו NFC לאתר הזה בהגדרות האתר של Chrome ונסו שוב.',
  'share.nfc.unsupported': 'הטלפון הזה לא יכול לכתוב תגי NFC.',
  'share.nfc.off': 'NFC כבוי או תפוס. הפעילו NFC בהגדרות הטלפון ונסו שוב.',
  'share.nfc.notWritten':
    'לא הצלחנו לכתוב על התג. החזיקו אותו יציב על גב הטלפון ונסו שוב; אי אפשר לכתוב על תג נעול.',
  'share.nfc.hold': 'הצמידו תג NFC לגב הטלפון…',
  'share.nfc.cancel': 'ביטול',
  'share.nfc.write': 'כתיבה לתג NFC',
  'share.nfc.writeAnother': 'כתיבה לתג נוסף',
  'share.nfc.written': 'נכתב',
  'share.nfc.writtenBody': 'געו בתג עם טלפון כדי לפתוח את הכרטיס.',
  'share.nfc.failedTitle': 'לא נכתב',
  'share.nfc.androidTitle': 'כתיבת תגים מ־Android',
  'share.nfc.androidBody':
    'הדפדפן הזה לא יכול לכתוב תגי NFC. פתחו את הדף ב־Chrome בטלפון Android כדי לכתוב תג מכאן, או כתבו את הכתובת שלמטה עם אפליקציית NFC בכל טלפון (אפליקציה ל־iPhone או ל־Android כמו NFC Tools או NXP TagWriter): בחרו רשומת URL.',
  'share.nfc.address': 'הכתובת של התג',
  'share.nfc.copy': 'העתקת הכתובת',
  'share.nfc.copied': 'הכתובת של התג הועתקה ללוח.',
  'share.nfc.copiedTitle': 'הכתובת הועתקה',
  'share.nfc.copyFailed': 'סמנו את הכתובת והעתיקו אותה בעצמכם.',
  'share.nfc.copyFailedTitle': 'ההעתקה נכשלה',
  'share.nfc.size':
    'היא תופסת {bytes} בתים בתג: תג {tag} ({tagBytes} בתים) או כל תג גדול יותר יכיל אותה. נגיעות נספרות כ־NFC בתובנות.',
  'share.nfc.sizeTooLarge':
    'היא תופסת {bytes} בתים בתג, יותר ממה שתגים נפוצים מכילים. נגיעות נספרות כ־NFC בתובנות.',
  'share.nfc.output': 'תג שנכתב כאן',
  'share.home.title': 'ללא חיבור ובמסך הבית',
  'share.home.description': 'דף הכרטיס ממשיך לעבוד בלי רשת, ויושב במסך הבית כמו אפליקציה.',
  'share.home.offline':
    'מי שפתח את דף הכרטיס פעם אחת יכול לפתוח אותו שוב בלי קליטה: הטלפון שומר את הדף, התמונות וקובץ איש הקשר, ומציג אותם ללא חיבור. אין מה להגדיר.',
  'share.home.install': 'הוספת הכרטיס למסך הבית',
  'share.home.android': 'Android, ‏Chrome',
  'share.home.androidSteps':
    'פתחו את דף הכרטיס, הקישו על התפריט ⋮ ואז על „הוספה למסך הבית” (או „התקנת האפליקציה”).',
  'share.home.ios': 'iPhone ו־iPad, ‏Safari',
  'share.home.iosSteps': 'פתחו את דף הכרטיס, הקישו על „שיתוף” ואז על „הוספה למסך הבית”.',
  'share.home.step': '<name>{browser}:</name> {steps}',
  'share.home.app':
    'הוא נפתח במסך מלא בצבעי הכרטיס, עם התמונה (או ראשי התיבות) כסמל: דרך מהירה להציג את הכרטיס פנים אל פנים.',
  'share.home.address': 'דף הכרטיס שלך',
  'share.home.open': 'פתיחת דף הכרטיס שלי',
  'share.home.copy': 'העתקת הכתובת',
  'share.home.copied': 'כתובת הכרטיס הועתקה ללוח.',
  'share.home.copyFailed': 'ההעתקה נכשלה: סמנו את הכתובת והעתיקו אותה בעצמכם.',
  'share.local.deviceTitle': 'הכתובת של האתר הזה עובדת רק במחשב הזה',
  'share.local.networkTitle': 'הכתובת של האתר הזה עובדת רק ברשת הזו',
  'share.local.deviceBody':
    'האתר פתוח בכתובת <address>{origin}</address>, שרק המחשב הזה יכול להגיע אליה. כרטיסי ארנק, רקעים, קודי QR, כרטיסים מודפסים, תגי NFC וחתימות דוא״ל שנוצרים כאן פותחים את הכרטיס בכתובת הזו, כך שטלפונים במקומות אחרים לא יוכלו לפתוח אותו. בקשו ממנהל האתר כתובת ציבורית, ואז צרו אותם מחדש.',
  'share.local.networkBody':
    'האתר פתוח בכתובת <address>{origin}</address>, שרק מכשירים ברשת הזו יכולים להגיע אליה. כרטיסי ארנק, רקעים, קודי QR, כרטיסים מודפסים, תגי NFC וחתימות דוא״ל שנוצרים כאן פותחים את הכרטיס בכתובת הזו, כך שטלפונים במקומות אחרים לא יוכלו לפתוח אותו. בקשו ממנהל האתר כתובת ציבורית, ואז צרו אותם מחדש.',
  'share.local.admin':
    'את/ה מנהל/ת: הגדירו את <code>PUBLIC_URL</code> לכתובת שאנשים פותחים (למשל <code>https://cards.example.com</code>), הפעילו מחדש את השרת ופתחו שם את האתר. הדף <link>הגדרת האתר</link> במסוף הניהול מפרט מה עוד מוגדר.',
  'share.local.deviceShort': 'עובד רק במחשב הזה',
  'share.local.networkShort': 'עובד רק ברשת הזו',
  'share.local.deviceWarning':
    '{output} יפתח את הכרטיס בכתובת <address>{origin}</address>, שרק המחשב הזה יכול להגיע אליה. בקשו ממנהל האתר כתובת ציבורית. <link>מה זה אומר</link>',
  'share.local.networkWarning':
    '{output} יפתח את הכרטיס בכתובת <address>{origin}</address>, שרק מכשירים ברשת הזו יכולים להגיע אליה. בקשו ממנהל האתר כתובת ציבורית. <link>מה זה אומר</link>',
  'share.signaturePage.title': 'חתימת דוא״ל',
  'share.signaturePage.back': 'שיתוף הכרטיס',
  'share.signaturePage.intro': 'הפרטים, התמונה והצבעים שלכם בתחתית כל הודעה, עם קישור לכרטיס.',
  'share.signaturePage.layout': 'פריסה',
  'share.signaturePage.layoutLegend': 'פריסת החתימה',
  'share.signaturePage.classic': 'קלאסית',
  'share.signaturePage.classicDescription': 'תמונה לצד הפרטים, עם קו בצבע המבטא שלכם.',
  'share.signaturePage.compact': 'קומפקטית',
  'share.signaturePage.compactDescription':
    'שתיים או שלוש שורות טקסט, בלי תמונה: לתשובות ולשרשורים עמוסים.',
  'share.signaturePage.banner': 'באנר',
  'share.signaturePage.bannerDescription': 'השם על רצועה בצבע המבטא, עם לוגו וקישורים מתחת.',
  'share.signaturePage.preview': 'תצוגה מקדימה',
  'share.signaturePage.previewDescription': 'כפי שתיראה בהודעה. הקישורים מובילים לכרטיס.',
  'share.signaturePage.failed': 'לא הצלחנו לבנות את החתימה. נסו שוב מאוחר יותר.',
  'share.signaturePage.building': 'בונים את החתימה…',
  'share.signaturePage.copy': 'העתקת החתימה',
  'share.signaturePage.copyPlain': 'העתקת טקסט פשוט',
  'share.signaturePage.copied': 'הדביקו אותה בהגדרות החתימה של תוכנת הדואר.',
  'share.signaturePage.copiedTitle': 'החתימה הועתקה',
  'share.signaturePage.plainCopied': 'החתימה בטקסט פשוט הועתקה ללוח.',
  'share.signaturePage.plainCopiedTitle': 'הטקסט הפשוט הועתק',
  'share.signaturePage.notCopied': 'הדפדפן לא אפשר העתקה. העתיקו ידנית כפי שמוצג.',
  'share.signaturePage.notCopiedTitle': 'לא הועתק',
  'share.signaturePage.byHand': 'העתקה ידנית',
  'share.signaturePage.byHandRich':
    'לחצו בתוך התצוגה המקדימה, הקישו Ctrl+A (‏⌘A ב־Mac) כדי לסמן את החתימה, ואז Ctrl+C (‏⌘C) כדי להעתיק.',
  'share.signaturePage.byHandPlain':
    'הטקסט הפשוט שלמטה מסומן: הקישו Ctrl+C (‏⌘C ב־Mac) כדי להעתיק אותו.',
  'share.signaturePage.plain': 'גרסת טקסט פשוט',
  'share.signaturePage.frame': 'תצוגה מקדימה של החתימה',
  'share.signaturePage.steps': 'הוספה לתוכנת הדואר',
  'share.signaturePage.gmail1': 'פתחו את ההגדרות (גלגל השיניים) ואז „הצגת כל ההגדרות”.',
  'share.signaturePage.gmail2': 'בכרטיסייה „כללי”, מצאו „חתימה” ובחרו „יצירת חתימה חדשה”.',
  'share.signaturePage.gmail3': 'הדביקו ולחצו „שמירת השינויים” בתחתית הדף.',
  'share.signaturePage.outlook1': 'פתחו את ההגדרות, ואז „חשבון” (או „דואר”), ואז „חתימות”.',
  'share.signaturePage.outlook2': 'בחרו „חתימה חדשה” ותנו לה שם.',
  'share.signaturePage.outlook3': 'הדביקו ולחצו „שמירה”. בחרו בה כברירת המחדל להודעות חדשות.',
  'share.signaturePage.apple1': 'פתחו את Mail, ואז „הגדרות” („העדפות”), ואז „חתימות”.',
  'share.signaturePage.apple2': 'בחרו את החשבון ולחצו על +.',
  'share.signaturePage.apple3':
    'בטלו את הסימון „התאם תמיד לגופן ברירת המחדל של ההודעה”, ואז הדביקו.',
};

export default share;
