import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.VALIDATION_ERROR': 'بعض القيم المرسلة غير مقبولة',
  'error.INVALID_INPUT': 'يحتوي الطلب على قيمة لا يمكن حفظها أو البحث عنها',
  'error.INVALID_JSON': 'محتوى الطلب ليس JSON صالحًا',
  'error.INVALID_CONTENT_LENGTH': 'قيمة Content-Length لا تطابق محتوى الطلب',
  'error.BAD_REQUEST': 'تعذّرت معالجة الطلب',
  'error.REQUEST_ERROR': 'تعذّرت معالجة الطلب',
  'error.UNAUTHORIZED': 'سجّل الدخول أولًا',
  'error.FORBIDDEN': 'لا تملك صلاحية القيام بذلك',
  'error.NOT_FOUND': 'غير موجود',
  'error.CROSS_SITE_REQUEST': 'لا يُسمح بالطلبات الواردة من مواقع أخرى.',
  'error.RATE_LIMITED': 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  'error.RATE_LIMITED.inMinutes':
    'طلبات كثيرة جدًا. أعد المحاولة بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'error.INTERNAL_ERROR': 'حدث خطأ ما',
  'error.DATABASE_UNAVAILABLE': 'لم تستجب قاعدة البيانات',
  'error.STORAGE_UNAVAILABLE':
    'تعذّر الوصول إلى تخزين الملفات حاليًا. لم يتغيّر شيء؛ يُرجى المحاولة مجددًا بعد قليل.',
  'error.NOT_READY': 'الخادم قيد التشغيل. يُرجى المحاولة مجددًا بعد قليل.',
  'error.PAYLOAD_TOO_LARGE': 'حجم الطلب أكبر مما يسمح به هذا النموذج',
  'error.UNSUPPORTED_MEDIA_TYPE': 'نوع المحتوى غير مدعوم',
  'error.MALFORMED_MULTIPART': 'محتوى multipart/form-data غير سليم',
  'error.FILE_TOO_LARGE': 'الملف كبير جدًا. الحد الأقصى للحجم {megabytes} ميغابايت.',
  'error.TOO_MANY_FILES':
    '{max, plural, zero {# ملف كحد أقصى} one {ملف واحد كحد أقصى} two {ملفان كحد أقصى} few {# ملفات كحد أقصى} many {# ملفًا كحد أقصى} other {# ملف كحد أقصى}}',
  'error.FILE_TYPE_NOT_ALLOWED': 'نوع الملف غير مسموح به: {file}',
  'error.INVALID_IMAGE': 'نوع الملف غير صالح. يُرجى استخدام صيغة JPEG أو JPG أو PNG.',
  'error.IMAGE_TOO_LARGE': 'عدد بكسلات هذه الصورة أكبر مما يُسمح به للرفع',
  'error.IMAGE_SHAPE_NOT_ACCEPTED':
    'أبعاد الصورة {width} × {height} بكسل: يجب ألا يقل كل ضلع عن {minSide} بكسل وألا يزيد على {maxRatio} أضعاف الضلع الآخر.',
  'error.ATTACHMENTS_NOT_ALLOWED':
    'لا يمكن إرفاق الملفات إلا للمستخدمين المسجّلين. سجّل الدخول لإضافة مرفقات، أو أرسل رسالتك من دونها.',
  'error.EMAIL_NOT_VERIFIED': 'يُرجى تأكيد بريدك الإلكتروني أولًا',
  'error.FIRST_TIME_USER': 'يُرجى إكمال ملفك الشخصي أولًا',
  'error.PROFILE_EXISTS': 'ملفك الشخصي مكتمل بالفعل',
  'error.PROFILE_INCOMPLETE': 'لم يُكمل هذا المستخدم ملفه الشخصي بعد، لذا لا يمكن أن يكون مشرفًا',
  'error.ADMIN_BY_CONFIG': '{email} مشرف عبر ADMIN_EMAILS؛ أزل العنوان من هناك',
  'error.SELF_REVOKE': 'لا يمكنك سحب دور المشرف من نفسك',
  'error.CONFIRMATION_MISMATCH': 'ما كتبته غير مطابق: اكتبه تمامًا كما هو معروض',
  'error.REAUTHENTICATION_REQUIRED':
    'حفاظًا على أمانك، سجّل الخروج ثم سجّل الدخول مجددًا، ثم احذف حسابك خلال {minutes} دقائق.',
  'error.SELF_DELETE': 'احذف حسابك من صفحة حسابك، لا من لوحة الإدارة',
  'error.AUTH_ERROR': 'فشلت المصادقة',
  'error.INVALID_CALLBACK_URL': '{field}: يجب أن يكون عنوانًا على هذا الموقع',
  'error.INVALID_EMAIL_OR_PASSWORD': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'error.INVALID_EMAIL': 'صيغة البريد الإلكتروني غير صالحة',
  'error.INVALID_PASSWORD': 'كلمة المرور غير صحيحة',
  'error.USER_NOT_FOUND': 'لا يوجد حساب بهذا البريد الإلكتروني',
  'error.BANNED_USER': 'تم تعطيل هذا الحساب. يُرجى التواصل مع الدعم.',
  'error.USER_DISABLED': 'تم تعطيل هذا الحساب. يُرجى التواصل مع الدعم.',
  'error.USER_ALREADY_EXISTS': 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  'error.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
    'يوجد حساب بهذا البريد الإلكتروني بالفعل. استخدم بريدًا إلكترونيًا آخر.',
  'error.PASSWORD_TOO_SHORT': 'كلمة المرور قصيرة جدًا',
  'error.INVALID_TOKEN': 'هذا الرابط غير صالح',
  'error.TOKEN_EXPIRED': 'انتهت صلاحية هذا الرابط',
  'error.NO_SUBSCRIPTION': 'لا يوجد اشتراك بعد',
  'error.MAX_CARDS': 'وصلت إلى الحد الأقصى لعدد البطاقات. يُرجى إضافة بطاقات إلى اشتراكك.',
  'error.PREMIUM_REQUIRED': 'هذا الخيار من قوالب البطاقات المميزة',
  'error.NOT_TRIALING': 'هذا الاشتراك ليس في فترته التجريبية',
  'error.BELOW_CARD_COUNT':
    'لديك {created} بطاقة بالفعل، لذا تحتاج الفترة التجريبية إلى {created} بطاقة على الأقل (طلبت {asked}).',
  'error.ALREADY_CANCELED': 'هذا الاشتراك مُلغى بالفعل',
  'error.HAS_SUBSCRIPTION': 'لدى هذا المستخدم اشتراك بالفعل؛ عدّله بدلًا من ذلك',
  'error.STATUS_FROM_PROVIDER':
    'حالة هذا الاشتراك تتبع مزوّد الدفع: استخدم «إلغاء»، أو «مزامنة» لقراءتها مجددًا',
  'error.SUBSCRIPTION_NOT_BILLABLE': 'لا يُفوتر مزوّد الدفع هذا الاشتراك',
  'error.PAYMENT_FAILED': 'تعذّرت معالجة دفعتك. يُرجى تحديث طريقة الدفع والمحاولة مجددًا.',
  'error.EDIT_CONFLICT': 'تم تغيير هذا من مكان آخر بعد أن فتحته',
  'error.CHECKOUT_EXPIRED':
    'انتهت صلاحية عملية الدفع هذه: بدأت عملية أحدث، أو تغيّر اشتراكك بعد فتحها، أو فُتحت قبل أكثر من ساعة. لم يُخصم أي مبلغ. ابدأ من جديد من صفحة الأسعار.',
  'error.CHECKOUT_COMPLETED':
    'اكتملت عملية الدفع الأخيرة للتو، واشتراكك في الطريق. يُرجى إعادة تحميل الصفحة بعد قليل بدلًا من بدء عملية دفع أخرى.',
  'error.INVALID_WEBHOOK': 'تعذّر التحقق من الـ webhook',
  'error.NOT_CONFIGURED': 'هذه الميزة غير مُعدّة على هذا الخادم',
  'error.LINK_ALREADY_USED': 'استُخدم هذا الرابط بالفعل: أُرسلت البطاقة.',
  'error.LINK_EXPIRED':
    'انتهت صلاحية هذا الرابط (يعمل لمدة {hours} ساعة). اطلب نسخة مجددًا من صفحة البطاقة.',
  'error.EXPORT_TOO_LARGE':
    'يتسع ملف Excel لما يصل إلى {max} عميل محتمل. ضيّق القائمة بالمرشّحات، أو صدّرها بصيغة CSV.',
  'error.SLUG_TAKEN': 'تستخدم مؤسسة أخرى هذا العنوان بالفعل',
  'error.ALREADY_MEMBER': 'هذا الشخص عضو بالفعل',
  'error.LAST_OWNER': 'تحتاج المؤسسة إلى مالك: اجعل شخصًا آخر مالكًا أولًا',
  'error.INVITATION_WRONG_ADDRESS': 'أُرسلت هذه الدعوة إلى بريد إلكتروني آخر',
  'error.INVITATION_EXPIRED': 'انتهت صلاحية هذه الدعوة: اطلب دعوة جديدة',
  'error.INVITATION_CLOSED': 'أُلغيت هذه الدعوة أو استُخدمت بالفعل',
  'error.NOT_A_MEMBER': 'لا يمكن منح بطاقات المؤسسة إلا لأحد أعضائها',
  'error.FIELD_LOCKED':
    'الحقل «{field}» تحدده {organisation}: اطلب من مالك أو مشرف تغيير هوية العلامة التجارية',
  'error.DOMAIN_TAKEN': 'تحققت مؤسسة أخرى من هذا النطاق بالفعل',
  'error.DOMAIN_LIMIT': 'يمكن للمؤسسة أن تملك {max} نطاقًا كحد أقصى',
  'error.DNS_LOOKUP_FAILED': 'لم يستجب استعلام DNS خلال {seconds} ثوانٍ. أعد المحاولة بعد دقيقة.',
  'error.SSO_REQUIRED':
    'يتطلب هذا العنوان تسجيل الدخول الموحّد: تابع عبر تسجيل الدخول الخاص بمؤسستك.',
  'error.SSO_DOMAIN_NOT_VERIFIED':
    '{domain} ليس نطاقًا موثّقًا لهذه المؤسسة: وثّقه أولًا (الفريق ← النطاقات).',
  'error.SSO_PROVIDER_INVALID':
    'تعذّر بدء تسجيل الدخول الخاص بمؤسستك: اطلب من مشرفها مراجعة إعدادات تسجيل الدخول الموحّد',
  'error.API_TOKEN_INVALID': 'رمز API غير صالح',
  'error.API_TOKEN_EXPIRED': 'انتهت صلاحية رمز API',
  'error.API_TOKEN_REVOKED': 'أُلغي رمز API',
  'error.API_TOKEN_NOT_ACCEPTED': 'هذا المسار لا يقبل رموز API',
  'error.API_TOKEN_SCOPE_MISSING': 'رمز API يفتقد النطاق {scope}',
  'error.API_TOKEN_LIMIT': 'يمكن للمؤسسة أن تملك {max} رمزًا نشطًا كحد أقصى: ألغِ أحدها أولًا',
  'error.SCIM_TOKEN_LIMIT': 'يمكن للمؤسسة أن تستخدم {max} رموز كحد أقصى: ألغِ أحدها أولًا',
  'error.NETWORK_ERROR': 'الخادم متوقف. يُرجى المحاولة لاحقًا.',
  'error.INVALID_RESPONSE': 'أرسل الخادم ردًا لا تستطيع هذه الصفحة قراءته',
  'error.UNKNOWN': 'حدث خطأ ما',
};

export default errors;
