import type { AreaCatalogue } from '../../catalogue';
import type mailsEn from '../en/mails';

const mails: AreaCatalogue<typeof mailsEn> = {
  'mails.supportSubject':
    '{kind, select, support {الدعم} suggestion {اقتراح} bugReport {الإبلاغ عن خطأ} complaint {شكوى} billing {الفوترة} other {أخرى}}',
  'mails.supportConfirm.subject': 'أكّد طلب الدعم الذي أرسلته إلى CardVault',
  'mails.supportConfirm.heading': 'أكّد طلب الدعم',
  'mails.supportConfirm.received': 'تلقّينا طلب دعم من هذا العنوان بالموضوع «{subject}».',
  'mails.supportConfirm.confirm':
    'أكّد أنك أرسلته وسننقله إلى فريق CardVault. يعمل الرابط مرة واحدة فقط، لمدة {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}.',
  'mails.supportConfirm.ignore': 'إن لم تراسلنا، فتجاهل هذه الرسالة: لن يُرسَل أي شيء.',
  'mails.supportConfirm.action': 'تأكيد طلبي وإرساله',
  'mails.supportReceived.subject': 'تلقّينا طلب الدعم الذي أرسلته إلى CardVault',
  'mails.supportReceived.heading': 'تلقّينا طلب الدعم',
  'mails.supportReceived.thanks':
    'شكرًا لمراسلتك فريق CardVault. وصلنا طلبك «{subject}»، وسنردّ عليك على هذا العنوان.',
  'mails.supportReceived.reference': 'رقمك المرجعي: {id}',
  'mails.supportReceived.yourMessage': 'رسالتك:',
  'mails.supportDelivery.subject': '[الدعم] {subject} من {email}',
  'mails.supportDelivery.heading': '{subject} من {email}',
  'mails.supportDelivery.from': 'من',
  'mails.supportDelivery.account': 'الحساب',
  'mails.supportDelivery.signedIn': 'مستخدم مسجّل الدخول {id}',
  'mails.supportDelivery.visitor': 'زائر (تم تأكيد العنوان بالبريد الإلكتروني)',
  'mails.supportDelivery.requestSubject': 'الموضوع',
  'mails.supportDelivery.sent': 'أُرسل في',
  'mails.supportDelivery.requestId': 'معرّف الطلب',
  'mails.supportDelivery.attachments': 'المرفقات',
  'mails.supportDelivery.file': '{name} ({size} بايت)',

  'mails.invitation.subject': 'دعاك {inviter} إلى {organisation} على CardVault',
  'mails.invitation.heading': 'انضم إلى {organisation} على CardVault',
  'mails.invitation.invited':
    'دعاك {inviter} إلى الانضمام إلى {organisation} {role, select, owner {مالكًا} admin {مشرفًا} other {عضوًا}}. تُدار بطاقات العمل الخاصة بالفريق معًا على CardVault.',
  'mails.invitation.accept':
    'سجّل الدخول أو أنشئ حسابًا بهذا العنوان ({email}) لقبول الدعوة. يعمل الرابط لمدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} ومرة واحدة فقط. إن لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.',
  'mails.invitation.action': 'الانضمام إلى {organisation}',
  'mails.provisioned.subject': 'تمت إضافتك إلى {organisation} على CardVault',
  'mails.provisioned.heading': 'مرحبًا بك في {organisation} على CardVault',
  'mails.provisioned.added':
    'أضافك دليل شركتك إلى {organisation} {role, select, owner {مالكًا} admin {مشرفًا} other {عضوًا}}. تُدار بطاقات العمل الخاصة بالفريق معًا على CardVault.',
  'mails.provisioned.signIn':
    'سجّل الدخول بهذا العنوان ({email}): عبر تسجيل الدخول الخاص بشركتك إن وُجد، أو اختر «نسيت كلمة المرور» لتعيين كلمة مرور. إن لم تكن تتوقع ذلك، فاسأل فريق تقنية المعلومات في شركتك.',
  'mails.provisioned.action': 'فتح {organisation}',

  'mails.newLead.subject': 'عميل محتمل جديد: {name} ({card})',
  'mails.newLead.heading': 'لديك عميل محتمل جديد',
  'mails.newLead.shared': 'شارك {name} بيانات الاتصال الخاصة به من بطاقتك «{card}».',
  'mails.newLead.name': 'الاسم: {value}',
  'mails.newLead.email': 'البريد الإلكتروني: {value}',
  'mails.newLead.phone': 'الهاتف: {value}',
  'mails.newLead.company': 'الشركة: {value}',
  'mails.newLead.jobTitle': 'المسمى الوظيفي: {value}',
  'mails.newLead.note': 'ملاحظته: {note}',
  'mails.newLead.consent': 'وافق على ما يلي: «{consent}» ({time}).',
  'mails.newLead.reply': 'ردّ على هذه الرسالة لمراسلته.',
  'mails.newLead.action': 'فتح العملاء المحتملين',
  'mails.cardCopyConfirm.subject': 'أكّد عنوانك لتصلك بطاقة اتصال من CardVault',
  'mails.cardCopyConfirm.heading': 'أكّد عنوانك',
  'mails.cardCopyConfirm.asked':
    'طلب أحدهم على CardVault إرسال نسخة من بطاقة اتصال إلى هذا العنوان، بعد أن شارك بياناته مع صاحب البطاقة.',
  'mails.cardCopyConfirm.howTo':
    'إن كنت أنت، فافتح الرابط واضغط «أرسل لي البطاقة». يعمل مرة واحدة فقط، لمدة {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}.',
  'mails.cardCopyConfirm.ignore': 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يُرسَل أي شيء آخر.',
  'mails.cardCopyConfirm.action': 'الحصول على البطاقة',
  'mails.cardCopy.subject': 'بطاقة اتصال {name}',
  'mails.cardCopy.attached':
    'طلبت نسخة من هذه البطاقة على CardVault وأكّدت عنوانك. جهة الاتصال مرفقة بصيغة vCard: افتحها لإضافتها إلى جهات اتصالك.',
  'mails.cardCopy.action': 'فتح البطاقة',

  'mails.billing.cards':
    '{count, plural, zero {{number} بطاقة} one {بطاقة واحدة} two {بطاقتين} few {{number} بطاقات} many {{number} بطاقة} other {{number} بطاقة}}',
  'mails.billing.forOrganisation': '{subject} ({organisation})',
  'mails.billing.aboutOrganisation': 'تتعلق هذه الرسالة باشتراك مؤسستك {organisation}.',
  'mails.billing.manage': 'إدارة الاشتراك',
  'mails.trialStarted.subject': 'بدأت فترتك التجريبية في CardVault',
  'mails.trialStarted.heading': 'بدأت فترتك التجريبية المجانية',
  'mails.trialStarted.active': 'فترتك التجريبية لـ {cards} نشطة. لم يُخصم أي مبلغ.',
  'mails.trialStarted.firstCharge':
    'ستكون أول دفعة {amount} في {date}، مقابل سنة من {cards}، ما لم تُلغِ قبل ذلك.',
  'mails.trialStarted.cancel':
    'يمكنك الإلغاء أو تغيير عدد البطاقات من صفحة اشتراكك في أي وقت خلال الفترة التجريبية.',
  'mails.trialEnding.subject': 'تنتهي فترتك التجريبية في CardVault في {date}',
  'mails.trialEnding.heading': 'تنتهي فترتك التجريبية المجانية قريبًا',
  'mails.trialEnding.ends': 'تنتهي فترتك التجريبية لـ {cards} في {date}.',
  'mails.trialEnding.charge': 'سنخصم بعدها {amount} في {date} مقابل سنة من {cards}.',
  'mails.trialEnding.keep':
    'للاحتفاظ ببطاقاتك، لا تفعل شيئًا. للتوقف، ألغِ الاشتراك من صفحة اشتراكك قبل ذلك الموعد.',
  'mails.receipt.subject': 'إيصالك من CardVault: {amount}',
  'mails.receipt.heading': 'إيصال بمبلغ {amount}',
  'mails.receipt.thanks': 'شكرًا لك. تلقّينا دفعتك بمبلغ {amount} في {date}.',
  'mails.receipt.paysFor': 'تغطي هذه الدفعة {cards}.',
  'mails.receipt.paysUntil': 'تغطي هذه الدفعة {cards} حتى {date}.',
  'mails.receipt.reference': 'المرجع: {reference}',
  'mails.receipt.action': 'عرض الاشتراك',
  'mails.overAllocation.subject': 'أصبح اشتراكك في CardVault يغطي بطاقات أقل مما لديك',
  'mails.overAllocation.heading': 'اشتراكك يغطي بطاقات أقل مما لديك',
  'mails.overAllocation.situation': 'أصبح اشتراكك يغطي {allocation}، ولديك {held}.',
  'mails.overAllocation.consequence':
    'إلى أن تعود إلى {allocation} أو أقل، لا يمكنك إنشاء بطاقات أو اختيار تصاميم مميزة. تظل بطاقاتك وصفحاتها العامة تعمل.',
  'mails.overAllocation.remedy': 'احذف {extra}، أو أضف بطاقات من صفحة الأسعار.',
  'mails.overAllocation.action': 'فتح بطاقاتي',
};

export default mails;
