import {
  RATE_LIMIT_GONE_HOURS,
  RATE_LIMIT_KEPT_HOURS,
  RETENTION_PURGE_EVERY_HOURS,
  SESSION_DAYS,
} from '../../legal-facts';
import type { LegalDocument } from '../../legal-types';

/** 'en el plazo de una hora', 'en el plazo de 2 horas'. */
const withinHours = (hours: number) =>
  hours === 1 ? 'en el plazo de una hora' : `en el plazo de ${hours} horas`;

const privacyPolicy: LegalDocument = {
  kind: 'privacy',
  updated: { year: 2025, month: 1 },
  intro:
    'Esta política de privacidad explica cómo CardVault recopila, usa, comparte y protege la información cuando usas nuestro sitio web, nuestras tarjetas de visita digitales y nuestros códigos QR.',
  sections: [
    {
      heading: 'Información de la cuenta',
      paragraphs: [
        'Cuando creas una cuenta, recopilamos tu nombre, tu dirección de correo electrónico y tus datos de inicio de sesión. Si inicias sesión con un proveedor de cuentas externo, recibimos la información básica de perfil que ese proveedor comparte con nosotros, como tu nombre, tu dirección de correo electrónico y tu foto de perfil. Las contraseñas las gestiona nuestro proveedor de identidad y nunca se guardan de forma legible.',
      ],
    },
    {
      heading: 'Contenido de las tarjetas',
      paragraphs: [
        'Guardamos la información que añades a tus tarjetas: tu nombre, cargo, empresa, biografía, número de teléfono, dirección de correo electrónico, ubicación, sitio web, enlaces a perfiles en redes sociales, foto de perfil e imagen de portada. Las tarjetas son públicas por naturaleza, así que este contenido lo puede ver cualquiera que abra el enlace de la tarjeta o escanee su código QR.',
      ],
    },
    {
      heading: 'Datos de uso',
      paragraphs: [
        'Recopilamos la información técnica necesaria para prestar y mejorar el servicio, como el tipo de navegador, el tipo de dispositivo, las páginas visitadas, la ubicación aproximada deducida de tu dirección IP y los registros de errores. Usamos esta información de forma agregada para que CardVault siga siendo seguro, fiable y fácil de usar.',
      ],
    },
    {
      heading: 'Sesiones y direcciones IP',
      paragraphs: [
        `Cada vez que inicias sesión guardamos una sesión: cuándo empezó, cuándo caduca y la dirección IP y la descripción del navegador (user agent) del dispositivo desde el que iniciaste sesión. Una sesión dura hasta que cierras sesión o hasta que pasan ${SESSION_DAYS} días desde la última vez que la usaste. Después se elimina junto con su dirección IP y su user agent: al momento si cierras sesión y, si no, ${withinHours(RETENTION_PURGE_EVERY_HOURS)} desde que caduca. La exportación de tus datos incluye tus sesiones, sin el secreto que mantiene tu sesión iniciada.`,
        `Para proteger del abuso el inicio de sesión, el registro, el formulario de soporte y los demás formularios que cualquiera puede enviar, contamos las solicitudes por dirección IP (en IPv6, por red /64), por dirección de correo electrónico y por cuenta. Cada contador guarda solo esa dirección o ese identificador de cuenta y un número, y se elimina entre ${RATE_LIMIT_KEPT_HOURS} y ${RATE_LIMIT_GONE_HOURS} horas después de empezar a contar.`,
      ],
    },
    {
      heading: 'Visitas mediante códigos QR',
      paragraphs: [
        'Cuando alguien escanea el código QR de una tarjeta o abre la página pública de una tarjeta, podemos registrar la hora de la visita, el tipo de dispositivo y de navegador y si se descargó el archivo de contacto. No identificamos personalmente a los visitantes y no vendemos esta información.',
      ],
    },
    {
      heading: 'Tarjetas guardadas en tu dispositivo',
      paragraphs: [
        'Cuando abres la página de una tarjeta, tu navegador guarda una copia de esa tarjeta (su página, sus imágenes y su archivo de contacto) para poder abrirla de nuevo sin conexión. La copia se queda en tu dispositivo y no nos proporciona ningún dato. Si borras los datos de este sitio en tu navegador, se elimina.',
      ],
    },
    {
      heading: 'Datos que comparten los visitantes',
      paragraphs: [
        'El propietario de una tarjeta puede permitir que los visitantes le envíen sus propios datos desde la página de la tarjeta. Si lo haces, transmitimos a ese propietario tu nombre, tu dirección de correo electrónico y cualquier otro dato que decidas rellenar, y los conservamos para él junto con el texto que aceptaste y el momento en que lo aceptaste. El propietario decide qué hacer con ellos y puede ponerse en contacto contigo; para que se eliminen, pídeselo al propietario o a nosotros a través de la página de Soporte.',
      ],
    },
    {
      heading: 'Información de pago',
      paragraphs: [
        'Las suscripciones y las pruebas gratuitas las gestionan procesadores de pago externos de confianza. El número de tu tarjeta y los demás datos de pago se envían directamente al procesador y se tratan conforme a su propia política de privacidad y sus propias normas de seguridad. Nosotros solo recibimos información limitada, como el estado de la suscripción, el periodo de facturación y los cuatro últimos dígitos de tu tarjeta.',
      ],
    },
    {
      heading: 'Cómo compartimos la información',
      paragraphs: [
        'No vendemos tu información personal. Solo la compartimos con proveedores de servicios que nos ayudan a operar CardVault (alojamiento, envío de correo electrónico, gestión de identidades y procesamiento de pagos) con contratos que les obligan a protegerla, cuando nos lo pides o cuando la ley lo exige.',
      ],
    },
    {
      heading: 'Conservación de los datos',
      paragraphs: [
        'Conservamos la información de tu cuenta y de tus tarjetas mientras tu cuenta esté activa. Cuando termina una suscripción, tus tarjetas quedan programadas para su eliminación y se borran una vez transcurrido el plazo de aviso que se muestra en la aplicación. Puedes eliminar una tarjeta o pedirnos que eliminemos tu cuenta en cualquier momento; algunos registros pueden conservarse más tiempo cuando la ley lo exige, por ejemplo, a efectos fiscales.',
      ],
    },
    {
      heading: 'Registro de las acciones de los administradores',
      paragraphs: [
        'Cuando un administrador de CardVault actúa sobre una cuenta, una tarjeta o una suscripción, registramos quién actuó (su identificador de cuenta, su dirección de correo electrónico y su nombre en ese momento), qué hizo, sobre qué y cuándo. Estos registros nunca se modifican ni se eliminan, tampoco cuando se elimina la cuenta del administrador o la cuenta afectada, para que cada acción administrativa pueda rendir cuentas; conservan los identificadores de cuenta y las direcciones de correo electrónico que mencionan.',
      ],
    },
    {
      heading: 'Tus derechos',
      paragraphs: [
        'Según dónde vivas, puedes tener derecho a acceder a tu información personal, rectificarla, exportarla o suprimirla, a oponerte a determinados tratamientos o a limitarlos y a retirar tu consentimiento. Puedes editar la mayor parte de la información directamente en tu cuenta, o ponerte en contacto con nosotros a través de la página de Soporte para ejercer cualquiera de estos derechos.',
      ],
    },
    {
      heading: 'Menores de 13 años',
      paragraphs: [
        'CardVault no está dirigido a menores de 13 años y no recopilamos a sabiendas información personal de ellos. Si crees que un menor de 13 años nos ha facilitado información, ponte en contacto con nosotros y la eliminaremos.',
      ],
    },
    {
      heading: 'Transferencias internacionales',
      paragraphs: [
        'Nosotros y nuestros proveedores de servicios podemos tratar información en países distintos de aquel en el que vives. Cuando transferimos información personal a otros países, la protegemos con garantías adecuadas, como las cláusulas contractuales tipo.',
      ],
    },
    {
      heading: 'Cambios en esta política',
      paragraphs: [
        'Podemos actualizar esta política de privacidad de vez en cuando. Te informaremos de los cambios importantes por correo electrónico o en la aplicación antes de que entren en vigor. ¿Tienes preguntas? Escríbenos a través de la página de Soporte.',
      ],
    },
  ],
};

export default privacyPolicy;
