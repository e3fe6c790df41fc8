/** The landing page and the About page (docs/product.md#screens-landing). */
const marketing = {
  'marketing.landing.title': 'Digital Business Cards with QR Codes',
  'marketing.landing.description':
    'Create digital business cards, share them with a QR code and let people save your contact in one tap. Free for 2 months.',
  'marketing.templates.title': 'Templates for every brand',
  'marketing.templates.description':
    'Eight layouts in your colours, fonts and logo, shown with fictional people. Colours are always checked for contrast.',
  'marketing.landing.ctaTitle': 'Make your next introduction unforgettable',
  'marketing.landing.ctaText':
    'Create your digital business card today. Your first 2 months are free.',
  'marketing.cta.createCard': 'Create Card',

  // The hero.
  'marketing.hero.eyebrow': 'Digital business cards with QR codes',
  'marketing.hero.title': 'Your business card, <em>always in your pocket.</em>',
  'marketing.hero.text':
    'Create a beautiful digital business card in minutes. Share it with a QR code or a link, and let people save your details to their phone in one tap.',
  'marketing.hero.startTrial': 'Start your free trial',
  'marketing.hero.seeHow': 'See how it works',
  'marketing.hero.highlightFree': '2 months free',
  'marketing.hero.highlightNoApp': 'No app needed to scan',
  'marketing.hero.highlightCancel': 'Cancel any time',
  'marketing.hero.scanToSave': 'Scan to save',
  'marketing.hero.contactSaved': 'Contact saved',

  // How it works.
  'marketing.how.eyebrow': 'How it Works',
  'marketing.how.title': 'From sign-up to shared in four steps',
  'marketing.how.description': 'No printing, no reprints, no typing numbers into phones.',
  'marketing.how.step': 'Step {number}',
  'marketing.how.createTitle': 'Create your card',
  'marketing.how.createText':
    'Add your name, role, contact details and photo. A live preview shows what people will see.',
  'marketing.how.shareTitle': 'Share it with a QR code',
  'marketing.how.shareText':
    'Every card gets its own QR code and link, for your phone, a badge or your email signature.',
  'marketing.how.saveTitle': 'Visitors save your vCard',
  'marketing.how.saveText':
    'One tap puts your details straight into their phone’s contacts. No app needed.',
  'marketing.how.updateTitle': 'Keep it up to date',
  'marketing.how.updateText':
    'New role or new number? Edit your card once and everyone with your link sees it.',

  // The features.
  'marketing.features.eyebrow': 'Digital Business Cards',
  'marketing.features.title': 'Everything a paper card does, and much more',
  'marketing.features.description':
    'A CardVault card is a living page about you: never out of print, never out of date, always one scan away.',
  'marketing.features.qrTitle': 'A QR code for every card',
  'marketing.features.qrText':
    'Each card comes with a unique QR code that opens its public page on any phone camera.',
  'marketing.features.saveTitle': 'One-tap contact saving',
  'marketing.features.saveText':
    'Visitors download your details as a vCard that works with iPhone, Android and Outlook.',
  'marketing.features.shareTitle': 'Share anywhere',
  'marketing.features.shareText':
    'Send your link by text, email or social media, or put it in your email signature.',
  'marketing.features.brandingTitle': 'Custom branding',
  'marketing.features.brandingText':
    'Add your photo, a banner or company logo, and links to your website and social profiles.',
  'marketing.features.templatesTitle': 'Premium card templates',
  'marketing.features.templatesText':
    'Polished layouts that look great on every screen, from small phones to large monitors.',
  'marketing.features.rolesTitle': 'Cards for every role',
  'marketing.features.rolesText':
    'Keep separate cards for each job, brand or side project, all managed from one account.',

  // Pricing.
  'marketing.pricing.eyebrow': 'Pricing',
  'marketing.pricing.title': 'Simple pricing, per card',
  'marketing.pricing.description':
    'Pay only for the cards you need. Billed annually, per card per year.',
  'marketing.pricing.plan': 'CardVault Premium',
  'marketing.pricing.freeMonths': '2 months',
  'marketing.pricing.free': 'free',
  'marketing.pricing.then': 'Then {price} per card per year, billed annually.',
  'marketing.pricing.thenNoPrice': 'Then billed annually, priced per card per year.',
  'marketing.pricing.trialMonths': 'Free trial of 2 months',
  'marketing.pricing.trialPayment': 'A payment method is needed to start the trial',
  'marketing.pricing.trialNoCharge': 'Nothing is charged until your trial ends',
  'marketing.pricing.trialCancel': 'Cancel any time, no commitment',
  'marketing.pricing.included': 'Everything included',
  'marketing.pricing.templates': 'Premium card templates',
  'marketing.pricing.branding': 'Custom branding',
  'marketing.pricing.support': 'Priority support',
  'marketing.pricing.qr': 'A unique QR code and vCard for every card',
  'marketing.pricing.startTrial': 'Start your free trial',
  'marketing.pricing.noCharge': 'No charge today. Cancel any time during the trial.',

  // The sample cards.
  'marketing.samples.eyebrow': 'Sample cards',
  'marketing.samples.title': 'Made for every profession',
  'marketing.samples.description':
    'Designers, sales teams, clinicians and founders use CardVault to make a great first impression. These example people are fictional.',
  'marketing.sample.at': 'at',
  'marketing.sample.saveContact': 'Save contact',
  'marketing.sample.qr': 'QR code: opens this page',

  // The About page.
  'marketing.about.title': 'About',
  'marketing.about.description':
    'CardVault helps professionals share their contact details with a scan.',
  'marketing.about.eyebrow': 'Our mission',
  'marketing.about.heading': 'Every introduction deserves to be remembered',
  'marketing.about.text':
    'CardVault exists to make sharing who you are as easy as a handshake. We turn your business card into a living page with its own QR code, so people can save your details in seconds and always reach the latest version of you.',
  'marketing.about.signIn': 'Sign in',
  'marketing.about.createCard': 'Create your card',
  'marketing.about.goToMyCards': 'Go to My Cards',
  'marketing.about.values': 'What we believe',
  'marketing.about.instantTitle': 'Instant connections',
  'marketing.about.instantText':
    'A scan is all it takes. No apps to install, no numbers to type, no cards lost in a pocket.',
  'marketing.about.paperTitle': 'Less paper',
  'marketing.about.paperText':
    'Billions of paper cards are printed every year and most end up in the bin within a week.',
  'marketing.about.controlTitle': 'You stay in control',
  'marketing.about.controlText':
    'Choose what to share, update it whenever you like, and delete a card when you no longer need it.',
  'marketing.about.ctaTitle': 'Ready to share your card?',
  'marketing.about.ctaText':
    'Sign in to create your first digital business card. Your first 2 months are free.',
  'marketing.about.ctaSignIn': 'Sign in to get started',
} as const;

export default marketing;
