import { TERMS_NOTICE_PERIOD_DAYS } from '../../legal-facts';
import type { LegalDocument } from '../../legal-types';

const termsOfService: LegalDocument = {
  kind: 'terms',
  updated: { year: 2025, month: 1 },
  intro:
    'Estas condiciones del servicio regulan tu uso de CardVault, incluidos el sitio web, las páginas públicas de las tarjetas y los códigos QR que generamos para ti. Léelas con atención.',
  sections: [
    {
      heading: 'Aceptación de las condiciones',
      paragraphs: [
        'Al crear una cuenta, iniciar una prueba, publicar una tarjeta o usar CardVault de cualquier otra forma, aceptas quedar vinculado por estas condiciones del servicio y por nuestra política de privacidad. Si usas CardVault en nombre de una empresa u otra organización, confirmas que tienes autorización para aceptar estas condiciones en su nombre.',
        'Si no estás de acuerdo con alguna parte de estas condiciones, no debes usar el servicio.',
      ],
    },
    {
      heading: 'Licencia de uso',
      paragraphs: [
        'Con sujeción a estas condiciones y, cuando corresponda, a una suscripción activa o a una prueba gratuita, te concedemos una licencia personal, no exclusiva, intransferible y revocable para usar CardVault con el fin de crear, editar, compartir y gestionar tarjetas de visita digitales.',
        'Esta licencia no te permite copiar, modificar, revender, sublicenciar ni aplicar ingeniería inversa al servicio o a sus plantillas de tarjetas, eliminar avisos de propiedad ni usar el servicio para crear un producto de la competencia. Todos los derechos que no se concedan expresamente siguen perteneciendo a CardVault.',
      ],
    },
    {
      heading: 'Cuenta',
      paragraphs: [
        'Debes facilitar información exacta, completa y actualizada al crear una cuenta, y verificar tu dirección de correo electrónico antes de iniciar sesión con una contraseña. Eres responsable de mantener la confidencialidad de tus credenciales y de toda la actividad que se realice con tu cuenta.',
        'Avísanos cuanto antes a través de la página de Soporte si sospechas que alguien ha accedido sin autorización. Podemos suspender o cerrar las cuentas que incumplan estas condiciones o que pongan en riesgo a otros usuarios o al servicio.',
      ],
    },
    {
      heading: 'Privacidad',
      paragraphs: [
        'Tu privacidad nos importa. Nuestra política de privacidad explica qué información recopilamos, cómo la usamos y qué opciones tienes. Al usar CardVault, reconoces que la información se trata tal como se describe en ella.',
        'Las tarjetas que publicas son públicas por naturaleza: cualquiera que tenga el enlace o el código QR puede ver los datos que decidas incluir y guardarlos como archivo de contacto. Añade solo la información que te parezca bien compartir.',
      ],
    },
    {
      heading: 'Usos prohibidos',
      paragraphs: ['Te comprometes a no usar CardVault para:'],
      items: [
        'suplantar a cualquier persona u organización, o falsear tu identidad o tu vinculación con otros;',
        'publicar contenido ilícito, fraudulento, difamatorio, acosador, de odio o sexualmente explícito;',
        'infringir la propiedad intelectual, la privacidad u otros derechos de terceros;',
        'enviar spam, enlaces de phishing, malware u otro código dañino;',
        'sondear, escanear, sobrecargar o interferir con el servicio, su seguridad u otros usuarios;',
        'recopilar datos sobre otros usuarios o sobre los visitantes de las tarjetas sin su consentimiento.',
      ],
    },
    {
      heading: 'Disponibilidad del servicio',
      paragraphs: [
        'Nos esforzamos por mantener CardVault disponible y fiable, pero el servicio se presta «según disponibilidad». El mantenimiento, las actualizaciones, los fallos de proveedores externos o los hechos ajenos a nuestro control pueden causar interrupciones.',
        'Podemos cambiar, añadir o retirar funciones de vez en cuando. Cuando un cambio reduzca de forma sustancial lo que incluye un plan de pago, te avisaremos con antelación.',
      ],
    },
    {
      heading: 'Exención de garantías',
      paragraphs: [
        'CardVault se ofrece «tal cual», sin garantías de ningún tipo, ya sean expresas o implícitas, incluidas las garantías implícitas de comerciabilidad, idoneidad para un fin determinado y no infracción.',
        'No garantizamos que el servicio vaya a funcionar sin interrupciones ni errores, que todos los dispositivos puedan leer los códigos QR ni que el contenido de las tarjetas que aportan los usuarios sea exacto. Tú eres responsable de la información que publicas.',
      ],
    },
    {
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'En la máxima medida permitida por la ley, ni CardVault ni su equipo serán responsables de daños indirectos, incidentales, especiales, consecuentes o punitivos, ni de la pérdida de beneficios, ingresos, datos o fondo de comercio derivada del uso del servicio o de la imposibilidad de usarlo.',
        'Nuestra responsabilidad total por cualquier reclamación relacionada con el servicio se limita al importe que nos hayas pagado por el servicio en los doce meses anteriores al hecho que dé lugar a la reclamación. Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permita limitar.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        '¿Tienes preguntas sobre estas condiciones? Escríbenos a través de la página de Soporte, enlazada como «Comentarios» al pie de cada página. Intentamos responder en un plazo de dos días hábiles.',
      ],
    },
    {
      heading: 'Cambios en las condiciones',
      paragraphs: [
        `Podemos actualizar estas condiciones de vez en cuando. Si los cambios son importantes, te avisaremos con al menos ${TERMS_NOTICE_PERIOD_DAYS} días de antelación a su entrada en vigor, por correo electrónico o mediante un aviso en la aplicación.`,
        'Si sigues usando CardVault después de que los cambios entren en vigor, aceptas las condiciones actualizadas. Si no estás de acuerdo, puedes cancelar tu suscripción y dejar de usar el servicio en cualquier momento.',
      ],
    },
  ],
};

export default termsOfService;
