import type { AreaCatalogue } from '../../catalogue';
import type cardsEn from '../en/cards';

const cards: AreaCatalogue<typeof cardsEn> = {
  'myCards.title': 'بطاقاتي',
  'myCards.loadingOrganisation': 'جارٍ تحميل المؤسسة…',
  'myCards.orgTitle': 'بطاقات {organisation}',
  'myCards.organisation': 'المؤسسة',
  'myCards.orgIntroManager': 'جميع بطاقات المؤسسة. تجد بطاقاتك الخاصة ضمن «شخصي».',
  'myCards.orgIntroMember': 'بطاقات المؤسسة المسندة إليك. تجد بطاقاتك الخاصة ضمن «شخصي».',
  'myCards.yourCards': 'بطاقاتك',
  'myCards.loadingCards': 'جارٍ تحميل البطاقات',
  'myCards.cardPages': 'صفحات البطاقات',
  'myCards.deleteTitle': 'حذف البطاقة',
  'myCards.deleteQuestion': 'هل تريد حذف بطاقتك بالتأكيد؟',
  'myCards.deleteConfirm': 'نعم، احذف البطاقة',
  'myCards.deleteCancel': 'الإبقاء على البطاقة',
  'myCards.deleteWarning': 'ستُحذف بطاقة {name} ورمز QR الخاص بها وصفحتها العامة.',
  'myCards.empty.title': 'لا توجد بطاقات',
  'myCards.empty.createFirst': 'أنشئ بطاقتك الأولى',
  'myCards.empty.body': 'أنشئ بطاقة أعمال رقمية لها رمز QR خاص بها وابدأ بمشاركتها.',
  'myCards.empty.trialStep':
    'ابدأ تجربتك المجانية لمدة {months, plural, one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}}',
  'myCards.empty.trialNote': 'لن يُخصم أي مبلغ قبل انتهاء التجربة.',
  'myCards.empty.startTrial': 'ابدأ التجربة المجانية',
  'myCards.empty.createStepNote': 'أضف بياناتك، ثم شارك بطاقتك عبر رابطها أو رمز QR.',
  'myCards.empty.twoSteps': 'ليست لديك بطاقات بعد. خطوتان تفصلانك عن بطاقتك الأولى:',
  'myCards.orgEmpty.memberTitle': 'لم تُسند إليك أي بطاقة بعد',
  'myCards.orgEmpty.memberBody':
    'عندما يسند إليك أحد مالكي {organisation} أو مشرفيها إحدى بطاقاتها، ستظهر هنا ويمكنك تعديلها.',
  'myCards.orgEmpty.title': 'لا توجد بطاقات لدى {organisation} بعد',
  'myCards.orgEmpty.create': 'إنشاء بطاقة للمؤسسة',
  'myCards.orgEmpty.body':
    'أنشئ بطاقة لكل شخص في فريقك: تكون البطاقة ملكًا للمؤسسة، وتُسندها إلى أحد الأعضاء من صفحة الفريق.',

  'vault.noSlotsTitle': 'لا توجد خانات بطاقات بعد',
  'vault.noSlotsBody': 'تأتي خانات البطاقات مع الاشتراك. تختار عددها عند بدء التجربة المجانية.',
  'vault.usage': 'تم استخدام {created} من {allocated} خانة',
  'vault.cardsCreated': 'البطاقات المُنشأة',
  'vault.availableSlots': 'الخانات المتاحة',
  'sidePanel.trialTitle': 'ابدأ تجربتك المجانية',
  'sidePanel.trialBody':
    'جرّب CardVault مجانًا لمدة {months, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}}. لن يُخصم أي مبلغ قبل انتهاء التجربة، ويمكنك الإلغاء في أي وقت.',
  'sidePanel.reactivate': 'أعد تفعيل اشتراكك',
  'sidePanel.pastDue': 'تأخر سداد دفعتك. أعد تفعيل الاشتراك لتواصل إنشاء البطاقات.',
  'sidePanel.canceled': 'أُلغي اشتراكك. تبقى بطاقاتك الحالية متاحة.',
  'sidePanel.createTitle': 'أنشئ بطاقة جديدة',
  'sidePanel.freeSlots':
    '{remaining, plural, zero {لا توجد لديك خانات متاحة.} one {لديك خانة واحدة متاحة لبطاقة جديدة.} two {لديك خانتان متاحتان لبطاقات جديدة.} few {لديك # خانات متاحة لبطاقات جديدة.} many {لديك # خانة متاحة لبطاقات جديدة.} other {لديك # خانة متاحة لبطاقات جديدة.}}',
  'sidePanel.unlockTitle': 'افتح المزيد من البطاقات',
  'sidePanel.unlockBody': 'تحتاج بطاقات لفريقك كله؟ أضف خانات إلى اشتراكك في أي وقت.',
  'sidePanel.seePlans': 'اطّلع على الخطط',
  'sidePanel.outTitle': 'نفدت خاناتك',
  'sidePanel.outBody': 'كل خانات اشتراكك مستخدمة. أضف خانات لإنشاء بطاقات جديدة.',
  'sidePanel.addSlots': 'أضف خانات',
  'sidePanel.questionsTitle': 'هل لديك أسئلة؟',
  'sidePanel.questionsBody': 'يسعدنا مساعدتك في بطاقاتك أو اشتراكك أو أي شيء آخر.',
  'sidePanel.sendQuery': 'أرسل لنا استفسارك',
};

export default cards;
