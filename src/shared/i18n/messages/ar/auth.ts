import type { AreaCatalogue } from '../../catalogue';
import type authEn from '../en/auth';

const auth: AreaCatalogue<typeof authEn> = {
  'login.pageTitle': 'تسجيل الدخول',
  'login.tagline': 'عرّف بنفسك بمسحة واحدة.',
  'login.highlightQr': 'رمز QR لكل بطاقة',
  'login.highlightSave': 'حفظ جهات الاتصال بلمسة واحدة',
  'login.highlightUpdate': 'حدّث بياناتك في أي وقت',
  'auth.signIn.title': 'أهلًا بك!',
  'auth.signIn.subtitle': 'سجّل الدخول لإنشاء بطاقات أعمالك الرقمية ومشاركتها وإدارتها.',
  'auth.signUp.title': 'إنشاء حساب',
  'auth.signUp.subtitle': 'ابدأ ببريدك الإلكتروني. أول شهرين مجانًا.',
  'auth.forgot.title': 'نسيت كلمة المرور',
  'auth.forgot.subtitle': 'أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.',
  'auth.reset.title': 'تعيين كلمة مرور جديدة',
  'auth.reset.subtitle': 'اختر كلمة مرور جديدة لحسابك.',
  'auth.ssoHint':
    'هل تستخدم الدخول الموحّد في عملك؟ سينقلك بريد العمل إلى صفحة تسجيل الدخول الخاصة بمؤسستك.',
  'auth.ssoNotice': 'تسجّل مؤسستك دخولك عبر الدخول الموحّد: تابع إلى صفحة تسجيل الدخول الخاصة بها.',
  'auth.forgotPasswordLink': 'نسيت كلمة المرور؟',
  'auth.continueWithSso': 'المتابعة بالدخول الموحّد',
  'auth.signInButton': 'تسجيل الدخول',
  'auth.noAccount': 'ليس لديك حساب؟ <button>أنشئ حسابًا</button>',
  'auth.signInInstead': 'سجّل الدخول بدلًا من ذلك',
  'auth.createAccountButton': 'إنشاء الحساب',
  'auth.backToSignIn': 'العودة إلى تسجيل الدخول',
  'auth.or': 'أو',
  'auth.continueWith': 'المتابعة باستخدام {provider}',
  'auth.agreement':
    'بالمتابعة، فإنك توافق على <terms>شروط الخدمة</terms> و<privacy>سياسة الخصوصية</privacy>.',
  'auth.localMailboxTitle': 'هذا الخادم لا يرسل بريدًا إلكترونيًا',
  'auth.localMailboxBody':
    'للعثور على الرابط، افتح عنوان صندوق البريد الذي طبعه الخادم عند تشغيله (ينتهي بـ <code>/dev/mailbox?token=…</code>).',

  'field.email': 'البريد الإلكتروني',
  'field.password': 'كلمة المرور',
  'field.confirmPassword': 'تأكيد كلمة المرور',
  'field.fullName': 'الاسم الكامل',
  'field.counter': 'الأحرف: {length}/{max}',
  'field.passwordRule':
    '{min, plural, zero {# أحرف على الأقل.} one {حرف واحد على الأقل.} two {حرفان على الأقل.} few {# أحرف على الأقل.} many {# حرفًا على الأقل.} other {# حرف على الأقل.}}',

  'auth.error.invalidEmailOrPassword':
    'تعذّر تسجيل الدخول: البريد الإلكتروني أو كلمة المرور غير صحيحة. يُرجى المحاولة مرة أخرى.',
  'auth.error.invalidEmail': 'تعذّر تسجيل الدخول: صيغة البريد الإلكتروني غير صالحة.',
  'auth.error.rateLimited': 'تعذّر تسجيل الدخول: محاولات فاشلة كثيرة. يُرجى المحاولة لاحقًا.',
  'auth.error.userNotFound':
    'تعذّر تسجيل الدخول: لا يوجد حساب بهذا البريد الإلكتروني. يُرجى إنشاء حساب أولًا.',
  'auth.error.invalidPassword': 'تعذّر تسجيل الدخول: كلمة المرور غير صحيحة. يُرجى المحاولة مرة أخرى.',
  'auth.error.disabled': 'تعذّر تسجيل الدخول: تم تعطيل هذا الحساب. يُرجى التواصل مع الدعم.',
  'auth.error.other': 'تعذّر تسجيل الدخول: {code}',
  'auth.signUpError.invalidEmail': 'تعذّر إنشاء الحساب: صيغة البريد الإلكتروني غير صالحة.',
  'auth.signUpError.rateLimited': 'تعذّر إنشاء الحساب: محاولات فاشلة كثيرة. يُرجى المحاولة لاحقًا.',
  'auth.signUpError.passwordTooShort':
    'تعذّر إنشاء الحساب: يجب ألّا تقل كلمة المرور عن {min, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  'auth.serverDown': 'الخادم لا يستجيب. يُرجى المحاولة لاحقًا.',
  'auth.emailNotVerifiedToast':
    'يُرجى تأكيد بريدك الإلكتروني قبل تسجيل الدخول. ستجد رابط التأكيد في صندوق الوارد.',
  'auth.emailNotVerifiedBanner': 'البريد الإلكتروني غير مؤكَّد. ستجد رابط التأكيد في صندوق الوارد.',
  'auth.resendSuccess': 'أرسلنا رسالة التأكيد. يُرجى التحقق من صندوق الوارد.',
  'auth.resendFailure': 'تعذّر إعادة إرسال رسالة التأكيد. يُرجى المحاولة مرة أخرى.',
  'auth.resetSent': 'أرسلنا رسالة إعادة تعيين كلمة المرور. يُرجى التحقق من صندوق الوارد.',
  'auth.resetSendFailure': 'تعذّر إرسال رسالة إعادة تعيين كلمة المرور.',
  'auth.socialFailure': 'تعذّر تسجيل الدخول',
  'auth.socialFailureWithReason': 'تعذّر تسجيل الدخول: {reason}.',
  'auth.missingCredentials': 'يُرجى إدخال البريد الإلكتروني وكلمة المرور',
  'auth.accountExists':
    'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول بدلًا من ذلك، أو استخدم «نسيت كلمة المرور؟» إن لم تتذكر كلمة المرور.',
  'auth.signUpFailure': 'تعذّر إنشاء الحساب. يُرجى المحاولة مرة أخرى.',
  'auth.verificationLinkInvalid':
    'رابط التأكيد هذا غير صالح أو انتهت صلاحيته. سجّل الدخول ببريدك الإلكتروني وكلمة المرور لتحصل على رابط جديد.',
  'auth.resetLinkInvalid':
    'رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا لإعادة تعيين كلمة المرور.',
  'auth.passwordReset':
    'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.',
  'auth.passwordChanged': 'تم تحديث كلمة المرور.',
  'auth.emailVerified': 'تم تأكيد بريدك الإلكتروني. يُرجى تسجيل الدخول.',
  'auth.accountNotLinked':
    'تعذّر تسجيل الدخول: لهذا البريد الإلكتروني حساب بالفعل. سجّل الدخول بالطريقة التي أنشأت بها حسابك أول مرة.',
  'auth.providerEmailNotVerified':
    'تعذّر تسجيل الدخول: لم يؤكد مزوّد الخدمة هذا البريد الإلكتروني. أكّده لدى المزوّد أولًا، أو أنشئ حسابًا ببريدك الإلكتروني وكلمة مرور.',
  'auth.ssoRequired':
    'تعذّر تسجيل الدخول: تشترط مؤسستك الدخول الموحّد لهذا العنوان. سجّل الدخول ببريد العمل للانتقال إلى صفحة تسجيل الدخول الخاصة بها.',
  'auth.ssoRequiredBy':
    'تشترط {organisation} الدخول الموحّد لهذا العنوان: تابع بتسجيل الدخول الخاص بمؤسستك.',
  'auth.ssoDomainNotVerified':
    'تعذّر تسجيل الدخول: هذا العنوان ليس ضمن نطاق تم التحقق منه لدى مؤسسة المزوّد.',
  'auth.providerError.restart':
    'تعذّر تسجيل الدخول: استغرق تسجيل الدخول وقتًا طويلًا أو بدأ في متصفح آخر. ابدأه من جديد.',
  'auth.providerError.setup':
    'تعذّر تسجيل الدخول: تسجيل الدخول الخاص بمؤسستك غير مُعدّ بشكل صحيح. اطلب من مسؤولها مراجعة إعدادات الدخول الموحّد.',
  'auth.providerError.cancelled': 'تعذّر تسجيل الدخول: أُلغي تسجيل الدخول لدى المزوّد.',

  'auth.sendResetLink': 'إرسال رابط إعادة التعيين',
  'auth.back': 'رجوع',
  'auth.requestNewLink': 'اطلب رابطًا جديدًا',
  'auth.resetPasswordButton': 'إعادة تعيين كلمة المرور',
  'field.newPassword': 'كلمة المرور الجديدة',
  'field.confirmNewPassword': 'تأكيد كلمة المرور الجديدة',
  'auth.resendVerification': 'إعادة إرسال رسالة التأكيد',

  'auth.checkingSignIn': 'جارٍ التحقق من تسجيل دخولك…',
  'logout.pageTitle': 'تسجيل الخروج',
  'logout.body': 'جارٍ تسجيل الخروج…',
  'verify.pageTitle': 'تأكيد البريد الإلكتروني',
  'verify.title': 'أرسلنا رسالة التأكيد بنجاح!',
  'verify.sentTo': 'أرسلنا رابط التأكيد إلى',
  'verify.body':
    'افتح الرابط في تلك الرسالة لتفعيل حسابك. إن لم تجدها، فتحقق من مجلد البريد غير المرغوب فيه، أو أنشئ حسابًا من جديد لتحصل على رابط جديد.',
  'verify.resend': 'إعادة الإرسال',
  'profile.title': 'أكمل ملفك الشخصي',
  'profile.intro': 'أخبرنا باسمك لإكمال إعداد حسابك.',
  'profile.success': 'اكتمل ملفك الشخصي بنجاح!',
  'profile.failure': 'تعذّر إنشاء الملف الشخصي',
  'profile.disabledName': 'أدخل اسمك الكامل للمتابعة.',
  'profile.disabledBoth': 'أدخل اسمك الكامل ووافق على الشروط والأحكام للمتابعة.',
  'profile.agree': 'أوافق على <terms>الشروط والأحكام</terms> و<privacy>سياسة الخصوصية</privacy>',
  'profile.completeButton': 'إكمال الملف الشخصي',

  'validation.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا',
  'validation.passwordMin':
    'يجب ألّا تقل كلمة المرور عن {min, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'validation.passwordMax':
    'يجب ألّا تزيد كلمة المرور على {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'validation.passwordsDiffer': 'كلمتا المرور غير متطابقتين',
  'validation.termsRequired': 'يُرجى الموافقة على الشروط والأحكام للمتابعة',
  'validation.fullNameMissing': 'يُرجى إدخال اسمك الكامل',
  'validation.fullNameMax':
    'يجب ألّا يزيد الاسم الكامل على {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',

  'mail.verify.subject': 'أكّد بريدك الإلكتروني في CardVault',
  'mail.verify.heading': 'أكّد بريدك الإلكتروني',
  'mail.verify.body1': 'شكرًا لتسجيلك في CardVault. أكّد أن هذا عنوانك لإكمال إنشاء حسابك.',
  'mail.verify.body2':
    'يعمل الرابط لمدة 24 ساعة. إن لم تكن أنت من أنشأ الحساب، فتجاهل هذه الرسالة.',
  'mail.verify.action': 'تأكيد البريد الإلكتروني',
  'mail.reset.subject': 'إعادة تعيين كلمة مرور CardVault',
  'mail.reset.heading': 'إعادة تعيين كلمة المرور',
  'mail.reset.body1': 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في CardVault.',
  'mail.reset.body2':
    'يعمل الرابط لمدة ساعة واحدة ومرة واحدة فقط. إن لم تكن أنت صاحب الطلب، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
  'mail.reset.action': 'اختر كلمة مرور جديدة',
  'mail.existing.subject': 'لديك حساب في CardVault بالفعل',
  'mail.existing.heading': 'لديك حساب بالفعل',
  'mail.existing.body1':
    'حاول أحدهم، وربما أنت، إنشاء حساب في CardVault بهذا العنوان للتو. لهذا العنوان حساب بالفعل، لذا لم يتغير شيء.',
  'mail.existing.body2':
    'سجّل الدخول بدلًا من ذلك. إن نسيت كلمة المرور، فاختر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول. وإن لم يكن عنوانك مؤكَّدًا بعد، فسيُعرض عليك رابط تأكيد جديد عند تسجيل الدخول.',
  'mail.existing.action': 'تسجيل الدخول',
};

export default auth;
