import type { AreaCatalogue } from '../../catalogue';
import type marketingEn from '../en/marketing';

const marketing: AreaCatalogue<typeof marketingEn> = {
  'marketing.landing.title': 'Tarjetas de visita digitales con código QR',
  'marketing.landing.description':
    'Crea tarjetas de visita digitales, compártelas con un código QR y deja que guarden tu contacto con un toque. Gratis durante 2 meses.',
  'marketing.templates.title': 'Plantillas para cada marca',
  'marketing.templates.description':
    'Ocho diseños con tus colores, fuentes y logotipo, mostrados con personas ficticias. El contraste de los colores siempre se comprueba.',
  'marketing.landing.ctaTitle': 'Haz que tu próxima presentación sea inolvidable',
  'marketing.landing.ctaText':
    'Crea hoy tu tarjeta de visita digital. Los 2 primeros meses son gratis.',
  'marketing.cta.createCard': 'Crear tarjeta',
  'marketing.hero.eyebrow': 'Tarjetas de visita digitales con código QR',
  'marketing.hero.title': 'Tu tarjeta de visita, <em>siempre en el bolsillo.</em>',
  'marketing.hero.text':
    'Crea una tarjeta de visita digital preciosa en minutos. Compártela con un código QR o un enlace, y deja que guarden tus datos en el móvil con un solo toque.',
  'marketing.hero.startTrial': 'Empieza tu prueba gratis',
  'marketing.hero.seeHow': 'Mira cómo funciona',
  'marketing.hero.highlightFree': '2 meses gratis',
  'marketing.hero.highlightNoApp': 'Sin app para escanear',
  'marketing.hero.highlightCancel': 'Cancela cuando quieras',
  'marketing.hero.scanToSave': 'Escanea para guardar',
  'marketing.hero.contactSaved': 'Contacto guardado',
  'marketing.how.eyebrow': 'Cómo funciona',
  'marketing.how.title': 'Del registro a compartir en cuatro pasos',
  'marketing.how.description': 'Sin imprimir, sin reimprimir, sin teclear números en el móvil.',
  'marketing.how.step': 'Paso {number}',
  'marketing.how.createTitle': 'Crea tu tarjeta',
  'marketing.how.createText':
    'Añade tu nombre, cargo, datos de contacto y foto. Una vista previa en directo muestra lo que verán los demás.',
  'marketing.how.shareTitle': 'Compártela con un código QR',
  'marketing.how.shareText':
    'Cada tarjeta tiene su propio código QR y enlace, para tu móvil, una acreditación o tu firma de correo.',
  'marketing.how.saveTitle': 'Tus visitas guardan tu vCard',
  'marketing.how.saveText':
    'Con un toque, tus datos van directos a sus contactos. Sin necesidad de app.',
  'marketing.how.updateTitle': 'Siempre al día',
  'marketing.how.updateText':
    '¿Nuevo cargo o nuevo número? Edita tu tarjeta una vez y todos los que tengan tu enlace lo verán.',
  'marketing.features.eyebrow': 'Tarjetas de visita digitales',
  'marketing.features.title': 'Todo lo que hace una tarjeta de papel, y mucho más',
  'marketing.features.description':
    'Una tarjeta de CardVault es una página viva sobre ti: nunca se agota, nunca se queda anticuada y siempre está a un escaneo.',
  'marketing.features.qrTitle': 'Un código QR para cada tarjeta',
  'marketing.features.qrText':
    'Cada tarjeta tiene un código QR único que abre su página pública con la cámara de cualquier móvil.',
  'marketing.features.saveTitle': 'Guardar el contacto con un toque',
  'marketing.features.saveText':
    'Tus visitas descargan tus datos como vCard, compatible con iPhone, Android y Outlook.',
  'marketing.features.shareTitle': 'Comparte donde quieras',
  'marketing.features.shareText':
    'Envía tu enlace por SMS, correo o redes sociales, o ponlo en tu firma de correo.',
  'marketing.features.brandingTitle': 'Tu propia marca',
  'marketing.features.brandingText':
    'Añade tu foto, un banner o el logotipo de tu empresa, y enlaces a tu web y tus perfiles sociales.',
  'marketing.features.templatesTitle': 'Plantillas de tarjeta premium',
  'marketing.features.templatesText':
    'Diseños cuidados que se ven genial en cualquier pantalla, del móvil más pequeño al monitor más grande.',
  'marketing.features.rolesTitle': 'Tarjetas para cada faceta',
  'marketing.features.rolesText':
    'Ten tarjetas distintas para cada trabajo, marca o proyecto personal, todas gestionadas desde una sola cuenta.',
  'marketing.pricing.eyebrow': 'Precios',
  'marketing.pricing.title': 'Precios sencillos, por tarjeta',
  'marketing.pricing.description':
    'Paga solo por las tarjetas que necesitas. Facturación anual, por tarjeta y año.',
  'marketing.pricing.plan': 'CardVault Premium',
  'marketing.pricing.freeMonths': '2 meses',
  'marketing.pricing.free': 'gratis',
  'marketing.pricing.then': 'Después, {price} por tarjeta al año, con facturación anual.',
  'marketing.pricing.thenNoPrice': 'Después, facturación anual, con precio por tarjeta y año.',
  'marketing.pricing.trialMonths': 'Prueba gratis de 2 meses',
  'marketing.pricing.trialPayment': 'Necesitas un método de pago para empezar la prueba',
  'marketing.pricing.trialNoCharge': 'No se cobra nada hasta que termine la prueba',
  'marketing.pricing.trialCancel': 'Cancela cuando quieras, sin compromiso',
  'marketing.pricing.included': 'Todo incluido',
  'marketing.pricing.templates': 'Plantillas de tarjeta premium',
  'marketing.pricing.branding': 'Tu propia marca',
  'marketing.pricing.support': 'Soporte prioritario',
  'marketing.pricing.qr': 'Un código QR y una vCard únicos para cada tarjeta',
  'marketing.pricing.startTrial': 'Empieza tu prueba gratis',
  'marketing.pricing.noCharge': 'Hoy no se cobra nada. Cancela cuando quieras durante la prueba.',
  'marketing.samples.eyebrow': 'Tarjetas de ejemplo',
  'marketing.samples.title': 'Pensado para cada profesión',
  'marketing.samples.description':
    'Diseñadores, equipos comerciales, profesionales sanitarios y fundadores usan CardVault para causar una gran primera impresión. Las personas de estos ejemplos son ficticias.',
  'marketing.sample.at': 'en',
  'marketing.sample.saveContact': 'Guardar contacto',
  'marketing.sample.qr': 'Código QR: abre esta página',
  'marketing.about.title': 'Quiénes somos',
  'marketing.about.description':
    'CardVault ayuda a los profesionales a compartir sus datos de contacto con un escaneo.',
  'marketing.about.eyebrow': 'Nuestra misión',
  'marketing.about.heading': 'Cada presentación merece ser recordada',
  'marketing.about.text':
    'CardVault existe para que compartir quién eres sea tan fácil como un apretón de manos. Convertimos tu tarjeta de visita en una página viva con su propio código QR, para que guarden tus datos en segundos y siempre lleguen a tu versión más actual.',
  'marketing.about.signIn': 'Iniciar sesión',
  'marketing.about.createCard': 'Crea tu tarjeta',
  'marketing.about.goToMyCards': 'Ir a Mis tarjetas',
  'marketing.about.values': 'En qué creemos',
  'marketing.about.instantTitle': 'Conexiones al instante',
  'marketing.about.instantText':
    'Basta con escanear. Sin apps que instalar, sin números que teclear, sin tarjetas perdidas en un bolsillo.',
  'marketing.about.paperTitle': 'Menos papel',
  'marketing.about.paperText':
    'Cada año se imprimen miles de millones de tarjetas de papel, y la mayoría acaba en la basura en menos de una semana.',
  'marketing.about.controlTitle': 'Tú tienes el control',
  'marketing.about.controlText':
    'Elige qué compartes, actualízalo cuando quieras y elimina una tarjeta cuando ya no la necesites.',
  'marketing.about.ctaTitle': '¿Listo para compartir tu tarjeta?',
  'marketing.about.ctaText':
    'Inicia sesión para crear tu primera tarjeta de visita digital. Los 2 primeros meses son gratis.',
  'marketing.about.ctaSignIn': 'Inicia sesión para empezar',
};

export default marketing;
