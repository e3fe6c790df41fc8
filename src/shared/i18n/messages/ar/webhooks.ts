import type { AreaCatalogue } from '../../catalogue';
import type webhooksEn from '../en/webhooks';

const webhooks: AreaCatalogue<typeof webhooksEn> = {
  'webhooks.title': 'خطافات الويب',
  'webhooks.endpoints': 'نقاط الاستقبال',
  'webhooks.teamDescribe':
    'أرسل العملاء المحتملين الجدد وتغييرات كل بطاقة من بطاقات {organisation} إلى نظام CRM أو أداة الأتمتة لديك، أيًّا كان من أُسندت إليه البطاقة. لا تتلقاها نقاط الاستقبال الخاصة بالأعضاء أبدًا.',
  'webhooks.teamRefusal': 'لا يرى خطافات الويب في {organisation} ويضبطها إلا مالكوها ومشرفوها.',
  'webhooks.accountDescription':
    'أرسل العملاء المحتملين الجدد وتغييرات البطاقات إلى نظام CRM أو أداة الأتمتة لديك. يُوقَّع كل طلب بسرّ نقطة الاستقبال (Standard Webhooks) ويُعاد إرساله لفترة إن كانت نقطة الاستقبال متوقفة.',
  'webhooks.organisationDescription':
    'يُوقَّع كل طلب بسرّ نقطة الاستقبال (Standard Webhooks) ويُعاد إرساله لفترة إن كانت نقطة الاستقبال متوقفة.',
  'webhooks.failure.load': 'تعذّر تحميل خطافات الويب',
  'webhooks.failure.create': 'تعذّرت إضافة نقطة الاستقبال',
  'webhooks.failure.remove': 'تعذّر حذف نقطة الاستقبال',
  'webhooks.failure.test': 'تعذّر إرسال حدث تجريبي',
  'webhooks.event.leadCreated': 'زائر يشارك بياناته (lead.created)',
  'webhooks.event.cardUpdated': 'تحديث بطاقة (card.updated)',
  'webhooks.event.cardDeleted': 'حذف بطاقة (card.deleted)',
  'webhooks.url': 'عنوان URL لنقطة الاستقبال',
  'webhooks.urlHint':
    'عنوان HTTPS على الإنترنت العام، أو على شبكة هذا الموقع الخاصة إن سمح مشغّله بذلك.',
  'webhooks.events': 'الأحداث',
  'webhooks.add': 'إضافة نقطة استقبال',
  'webhooks.state.sending': 'جارٍ الإرسال…',
  'webhooks.state.retrying': 'إعادة المحاولة',
  'webhooks.state.delivered': 'تم التسليم',
  'webhooks.state.failed': 'فشل',
  'webhooks.noAnswer': 'لا يوجد رد',
  'webhooks.httpStatus': 'HTTP {status}',
  'webhooks.attempts':
    '{count, plural, zero {لا محاولات} one {محاولة واحدة} two {محاولتان} few {# محاولات} many {# محاولة} other {# محاولة}}',
  'webhooks.queued': 'في قائمة الانتظار',
  'webhooks.waiting': 'بانتظار الرد',
  'webhooks.waitingAttempt': 'بانتظار الرد · المحاولة {attempt}',
  'webhooks.nextTry': 'المحاولة التالية {date}',
  'webhooks.testQueued': 'أُضيف الحدث التجريبي إلى قائمة الانتظار؛ يظهر تسليمه أدناه.',
  'webhooks.added': 'أُضيفت في {date}',
  'webhooks.sendTest': 'إرسال حدث تجريبي',
  'webhooks.lastDeliveries': 'آخر عمليات التسليم',
  'webhooks.noDeliveries': 'لا شيء بعد. أرسل حدثًا تجريبيًا لتجربتها.',
  'webhooks.addedTitle': 'أُضيفت نقطة الاستقبال: انسخ سرّ التوقيع',
  'webhooks.secretOnce': 'انسخ سرّ التوقيع الآن: لن تراه مرة أخرى.',
  'webhooks.secret': 'سرّ التوقيع',
  'webhooks.copySecret': 'نسخ السرّ',
  'webhooks.list': 'نقاط استقبال خطافات الويب',
  'webhooks.loading': 'جارٍ تحميل خطافات الويب…',
  'webhooks.none': 'لا توجد نقاط استقبال بعد.',
  'webhooks.delete': 'حذف',
  'webhooks.deleteLabel': 'حذف نقطة الاستقبال {url}',
  'webhooks.deleteTitle': 'حذف نقطة الاستقبال',
  'webhooks.deleteBody': 'لن تُرسل الأحداث إلى {url} بعد الآن. تُحذف عمليات تسليمها أيضًا.',
  'webhooks.deleted': 'حُذفت نقطة الاستقبال.',
  'webhooks.refusal.NOT_HTTPS': 'يجب أن يبدأ عنوان URL بـ https://',
  'webhooks.refusal.NO_HOST': 'لا يحتوي عنوان URL على اسم مضيف',
  'webhooks.refusal.UNRESOLVED': 'تعذّر العثور على عنوان {host}',
  'webhooks.refusal.NOT_PUBLIC': '{address} ليس عنوانًا عامًا',
  'webhooks.refusal.RESOLVES_NOT_PUBLIC': 'يشير {host} إلى عنوان غير عام ({address})',
};

export default webhooks;
