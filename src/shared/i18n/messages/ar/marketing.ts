import type { AreaCatalogue } from '../../catalogue';
import type marketingEn from '../en/marketing';

const marketing: AreaCatalogue<typeof marketingEn> = {
  'marketing.landing.title': 'بطاقات أعمال رقمية مع رمز QR',
  'marketing.landing.description':
    'أنشئ بطاقات أعمال رقمية، وشاركها برمز QR، ودع الآخرين يحفظون جهة اتصالك بلمسة واحدة. مجانًا لمدة شهرين.',
  'marketing.templates.title': 'قوالب لكل علامة تجارية',
  'marketing.templates.description':
    'ثمانية تصاميم بألوانك وخطوطك وشعارك، معروضة بأشخاص خياليين. يُتحقق دائمًا من تباين الألوان.',
  'marketing.landing.ctaTitle': 'اجعل تعارفك القادم لا يُنسى',
  'marketing.landing.ctaText': 'أنشئ بطاقة أعمالك الرقمية اليوم. أول شهرين مجانًا.',
  'marketing.cta.createCard': 'أنشئ بطاقة',
  'marketing.hero.eyebrow': 'بطاقات أعمال رقمية مع رمز QR',
  'marketing.hero.title': 'بطاقة أعمالك، <em>دائمًا في جيبك.</em>',
  'marketing.hero.text':
    'أنشئ بطاقة أعمال رقمية جميلة في دقائق. شاركها برمز QR أو برابط، ودع الآخرين يحفظون بياناتك على هواتفهم بلمسة واحدة.',
  'marketing.hero.startTrial': 'ابدأ تجربتك المجانية',
  'marketing.hero.seeHow': 'شاهد كيف تعمل',
  'marketing.hero.highlightFree': 'شهران مجانًا',
  'marketing.hero.highlightNoApp': 'لا حاجة إلى تطبيق للمسح',
  'marketing.hero.highlightCancel': 'إلغاء في أي وقت',
  'marketing.hero.scanToSave': 'امسح للحفظ',
  'marketing.hero.contactSaved': 'تم حفظ جهة الاتصال',
  'marketing.how.eyebrow': 'كيف تعمل',
  'marketing.how.title': 'من التسجيل إلى المشاركة في أربع خطوات',
  'marketing.how.description': 'لا طباعة ولا إعادة طباعة ولا كتابة أرقام في الهواتف.',
  'marketing.how.step': 'الخطوة {number}',
  'marketing.how.createTitle': 'أنشئ بطاقتك',
  'marketing.how.createText':
    'أضف اسمك ومسماك الوظيفي وبيانات الاتصال وصورتك. تعرض لك المعاينة المباشرة ما سيراه الآخرون.',
  'marketing.how.shareTitle': 'شاركها برمز QR',
  'marketing.how.shareText':
    'لكل بطاقة رمز QR ورابط خاصان بها، لهاتفك أو لشارة أو لتوقيع بريدك الإلكتروني.',
  'marketing.how.saveTitle': 'يحفظ الزوار بطاقة vCard الخاصة بك',
  'marketing.how.saveText': 'لمسة واحدة تضع بياناتك مباشرة في جهات اتصال هواتفهم. دون أي تطبيق.',
  'marketing.how.updateTitle': 'حافظ عليها محدّثة',
  'marketing.how.updateText':
    'منصب جديد أو رقم جديد؟ عدّل بطاقتك مرة واحدة وسيراها كل من لديه رابطك.',
  'marketing.features.eyebrow': 'بطاقات الأعمال الرقمية',
  'marketing.features.title': 'كل ما تفعله البطاقة الورقية، وأكثر بكثير',
  'marketing.features.description':
    'بطاقة CardVault صفحة حية عنك: لا تنفد أبدًا، ولا تصبح قديمة، وهي دائمًا على بُعد مسحة واحدة.',
  'marketing.features.qrTitle': 'رمز QR لكل بطاقة',
  'marketing.features.qrText': 'لكل بطاقة رمز QR فريد يفتح صفحتها العامة بكاميرا أي هاتف.',
  'marketing.features.saveTitle': 'حفظ جهة الاتصال بلمسة',
  'marketing.features.saveText':
    'ينزّل الزوار بياناتك بصيغة vCard تعمل مع iPhone وAndroid وOutlook.',
  'marketing.features.shareTitle': 'شارك في أي مكان',
  'marketing.features.shareText':
    'أرسل رابطك برسالة نصية أو بالبريد الإلكتروني أو عبر وسائل التواصل، أو ضعه في توقيع بريدك.',
  'marketing.features.brandingTitle': 'هوية بصرية خاصة بك',
  'marketing.features.brandingText':
    'أضف صورتك أو لافتة أو شعار شركتك، وروابط إلى موقعك وحساباتك على وسائل التواصل.',
  'marketing.features.templatesTitle': 'قوالب بطاقات مميزة',
  'marketing.features.templatesText':
    'تصاميم أنيقة تبدو رائعة على كل شاشة، من الهواتف الصغيرة إلى الشاشات الكبيرة.',
  'marketing.features.rolesTitle': 'بطاقة لكل دور',
  'marketing.features.rolesText':
    'احتفظ ببطاقات منفصلة لكل وظيفة أو علامة تجارية أو مشروع جانبي، وأدِرها كلها من حساب واحد.',
  'marketing.pricing.eyebrow': 'الأسعار',
  'marketing.pricing.title': 'أسعار بسيطة، لكل بطاقة',
  'marketing.pricing.description':
    'ادفع فقط مقابل البطاقات التي تحتاجها. الفوترة سنوية، لكل بطاقة في السنة.',
  'marketing.pricing.plan': 'CardVault Premium',
  'marketing.pricing.freeMonths': 'شهران',
  'marketing.pricing.free': 'مجانًا',
  'marketing.pricing.then': 'ثم {price} لكل بطاقة في السنة، تُدفع سنويًا.',
  'marketing.pricing.thenNoPrice': 'ثم فوترة سنوية، بسعر لكل بطاقة في السنة.',
  'marketing.pricing.trialMonths': 'تجربة مجانية لمدة شهرين',
  'marketing.pricing.trialPayment': 'يلزم إضافة وسيلة دفع لبدء التجربة',
  'marketing.pricing.trialNoCharge': 'لا يُخصم أي مبلغ حتى تنتهي تجربتك',
  'marketing.pricing.trialCancel': 'إلغاء في أي وقت، دون التزام',
  'marketing.pricing.included': 'كل شيء مشمول',
  'marketing.pricing.templates': 'قوالب بطاقات مميزة',
  'marketing.pricing.branding': 'هوية بصرية خاصة بك',
  'marketing.pricing.support': 'دعم ذو أولوية',
  'marketing.pricing.qr': 'رمز QR وبطاقة vCard فريدان لكل بطاقة',
  'marketing.pricing.startTrial': 'ابدأ تجربتك المجانية',
  'marketing.pricing.noCharge': 'لا رسوم اليوم. يمكنك الإلغاء في أي وقت خلال التجربة.',
  'marketing.samples.eyebrow': 'بطاقات نموذجية',
  'marketing.samples.title': 'مصممة لكل مهنة',
  'marketing.samples.description':
    'يستخدم المصممون وفرق المبيعات والأطباء ورواد الأعمال CardVault لترك انطباع أول رائع. الأشخاص في هذه الأمثلة خياليون.',
  'marketing.sample.at': 'في',
  'marketing.sample.saveContact': 'حفظ جهة الاتصال',
  'marketing.sample.qr': 'رمز QR: يفتح هذه الصفحة',
  'marketing.about.title': 'من نحن',
  'marketing.about.description':
    'يساعد CardVault المحترفين على مشاركة بيانات الاتصال الخاصة بهم بمسحة واحدة.',
  'marketing.about.eyebrow': 'مهمتنا',
  'marketing.about.heading': 'كل تعارف يستحق أن يُتذكّر',
  'marketing.about.text':
    'وُجد CardVault ليجعل التعريف بنفسك سهلًا كالمصافحة. نحوّل بطاقة أعمالك إلى صفحة حية لها رمز QR خاص بها، فيحفظ الآخرون بياناتك في ثوانٍ ويصلون دائمًا إلى أحدث نسخة منك.',
  'marketing.about.signIn': 'تسجيل الدخول',
  'marketing.about.createCard': 'أنشئ بطاقتك',
  'marketing.about.goToMyCards': 'الانتقال إلى بطاقاتي',
  'marketing.about.values': 'ما نؤمن به',
  'marketing.about.instantTitle': 'تواصل فوري',
  'marketing.about.instantText':
    'يكفي مسح واحد. لا تطبيقات لتثبيتها، ولا أرقام لكتابتها، ولا بطاقات تضيع في الجيب.',
  'marketing.about.paperTitle': 'ورق أقل',
  'marketing.about.paperText':
    'تُطبع مليارات البطاقات الورقية كل عام، وينتهي معظمها في سلة المهملات خلال أسبوع.',
  'marketing.about.controlTitle': 'أنت صاحب القرار',
  'marketing.about.controlText':
    'اختر ما تشاركه، وحدّثه متى شئت، واحذف البطاقة حين لا تعود بحاجة إليها.',
  'marketing.about.ctaTitle': 'مستعد لمشاركة بطاقتك؟',
  'marketing.about.ctaText': 'سجّل الدخول لإنشاء أول بطاقة أعمال رقمية لك. أول شهرين مجانًا.',
  'marketing.about.ctaSignIn': 'سجّل الدخول لتبدأ',
};

export default marketing;
