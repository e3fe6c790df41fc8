import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.VALIDATION_ERROR': 'Algunos de los valores enviados no se aceptan',
  'error.INVALID_INPUT': 'La solicitud contiene un valor que no se puede guardar ni buscar',
  'error.INVALID_JSON': 'El cuerpo de la solicitud no es un JSON válido',
  'error.INVALID_CONTENT_LENGTH': 'Content-Length no coincide con el cuerpo de la solicitud',
  'error.BAD_REQUEST': 'No se ha podido procesar la solicitud',
  'error.REQUEST_ERROR': 'No se ha podido procesar la solicitud',
  'error.UNAUTHORIZED': 'Primero inicia sesión',
  'error.FORBIDDEN': 'No tienes permiso para hacer eso',
  'error.NOT_FOUND': 'No se ha encontrado',
  'error.CROSS_SITE_REQUEST': 'No se permiten solicitudes desde otros sitios.',
  'error.RATE_LIMITED': 'Demasiadas solicitudes. Inténtalo más tarde.',
  'error.RATE_LIMITED.inMinutes':
    'Demasiadas solicitudes. Vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.',
  'error.INTERNAL_ERROR': 'Algo ha salido mal',
  'error.DATABASE_UNAVAILABLE': 'La base de datos no ha respondido',
  'error.STORAGE_UNAVAILABLE':
    'Ahora mismo no se puede acceder al almacenamiento de archivos. No se ha cambiado nada; vuelve a intentarlo en un momento.',
  'error.NOT_READY': 'El servidor se está iniciando. Vuelve a intentarlo en un momento.',
  'error.PAYLOAD_TOO_LARGE': 'La solicitud es más grande de lo que admite este formulario',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Tipo de contenido no admitido',
  'error.MALFORMED_MULTIPART': 'El cuerpo multipart/form-data está mal formado',
  'error.FILE_TOO_LARGE': 'El archivo es demasiado grande. El tamaño máximo es {megabytes} MB.',
  'error.TOO_MANY_FILES': 'Como máximo {max} archivos',
  'error.FILE_TYPE_NOT_ALLOWED': 'Tipo de archivo no permitido: {file}',
  'error.INVALID_IMAGE': 'Tipo de archivo no válido. Usa el formato JPEG, JPG o PNG.',
  'error.IMAGE_TOO_LARGE': 'Esta imagen tiene más píxeles de los que admite una subida',
  'error.IMAGE_SHAPE_NOT_ACCEPTED':
    'La imagen mide {width} × {height} píxeles: cada lado debe medir al menos {minSide} píxeles y como mucho {maxRatio} veces el otro.',
  'error.ATTACHMENTS_NOT_ALLOWED':
    'Solo los usuarios con sesión iniciada pueden adjuntar archivos. Inicia sesión para añadir adjuntos o envía tu mensaje sin ellos.',
  'error.EMAIL_NOT_VERIFIED': 'Primero confirma tu correo electrónico',
  'error.FIRST_TIME_USER': 'Primero completa tu perfil',
  'error.PROFILE_EXISTS': 'Tu perfil ya está completo',
  'error.PROFILE_INCOMPLETE':
    'Este usuario aún no ha completado su perfil, así que no puede ser administrador',
  'error.ADMIN_BY_CONFIG':
    '{email} es administrador a través de ADMIN_EMAILS; quita la dirección de ahí',
  'error.SELF_REVOKE': 'No puedes quitarte tu propio rol de administrador',
  'error.CONFIRMATION_MISMATCH':
    'Lo que has escrito no coincide: escríbelo exactamente como se muestra',
  'error.REAUTHENTICATION_REQUIRED':
    'Por tu seguridad, cierra sesión, vuelve a iniciarla y elimina tu cuenta en los {minutes} minutos siguientes.',
  'error.SELF_DELETE': 'Elimina tu propia cuenta desde tu página Cuenta, no desde la consola',
  'error.AUTH_ERROR': 'Error de autenticación',
  'error.INVALID_CALLBACK_URL': '{field}: debe ser una dirección de este sitio',
  'error.INVALID_EMAIL_OR_PASSWORD': 'El correo electrónico o la contraseña no son correctos',
  'error.INVALID_EMAIL': 'Formato de correo electrónico no válido',
  'error.INVALID_PASSWORD': 'La contraseña no es correcta',
  'error.USER_NOT_FOUND': 'No hay ninguna cuenta con este correo electrónico',
  'error.BANNED_USER': 'Esta cuenta se ha desactivado. Ponte en contacto con soporte.',
  'error.USER_DISABLED': 'Esta cuenta se ha desactivado. Ponte en contacto con soporte.',
  'error.USER_ALREADY_EXISTS': 'Ya existe una cuenta con este correo electrónico',
  'error.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
    'Ya existe una cuenta con este correo electrónico. Usa otro.',
  'error.PASSWORD_TOO_SHORT': 'La contraseña es demasiado corta',
  'error.INVALID_TOKEN': 'Este enlace no es válido',
  'error.TOKEN_EXPIRED': 'Este enlace ha caducado',
  'error.NO_SUBSCRIPTION': 'Todavía no hay ninguna suscripción',
  'error.MAX_CARDS':
    'Has alcanzado el número máximo de tarjetas. Añade más tarjetas a tu suscripción.',
  'error.PREMIUM_REQUIRED': 'Esta opción forma parte de las plantillas de tarjeta Premium',
  'error.NOT_TRIALING': 'Esta suscripción no está en periodo de prueba',
  'error.BELOW_CARD_COUNT':
    'Ya tienes {created} tarjetas, así que la prueba necesita al menos {created} (has pedido {asked}).',
  'error.ALREADY_CANCELED': 'Esta suscripción ya está cancelada',
  'error.HAS_SUBSCRIPTION': 'Este usuario ya tiene una suscripción; edítala en su lugar',
  'error.STATUS_FROM_PROVIDER':
    'El estado de esta suscripción depende de su proveedor de pagos: usa Cancelar, o Sincronizar para volver a leerlo',
  'error.SUBSCRIPTION_NOT_BILLABLE': 'Esta suscripción no la factura el proveedor de pagos',
  'error.PAYMENT_FAILED':
    'No se ha podido procesar tu pago. Actualiza tu método de pago y vuelve a intentarlo.',
  'error.EDIT_CONFLICT': 'Esto se ha cambiado en otro sitio después de que lo abrieras',
  'error.CHECKOUT_EXPIRED':
    'Este pago ha caducado: se inició otro más reciente, tu suscripción cambió después de abrirlo o se abrió hace más de una hora. No se ha cobrado nada. Vuelve a empezar desde la página de Precios.',
  'error.CHECKOUT_COMPLETED':
    'Tu último pago acaba de completarse y tu suscripción está en camino. Vuelve a cargar la página en un momento en lugar de iniciar otro pago.',
  'error.INVALID_WEBHOOK': 'No se ha podido verificar el webhook',
  'error.NOT_CONFIGURED': 'Esta función no está configurada en este servidor',
  'error.LINK_ALREADY_USED': 'Este enlace ya se ha usado: la tarjeta se ha enviado.',
  'error.LINK_EXPIRED':
    'Este enlace ha caducado (funciona durante {hours} horas). Vuelve a pedir una copia en la página de la tarjeta.',
  'error.EXPORT_TOO_LARGE':
    'Un archivo de Excel admite hasta {max} contactos. Acota la lista con los filtros o exporta a CSV.',
  'error.SLUG_TAKEN': 'Otra organización ya usa esta dirección',
  'error.ALREADY_MEMBER': 'Esta persona ya es miembro',
  'error.LAST_OWNER':
    'Una organización necesita un propietario: haz propietario a otra persona primero',
  'error.INVITATION_WRONG_ADDRESS': 'Esta invitación se envió a otra dirección de correo',
  'error.INVITATION_EXPIRED': 'Esta invitación ha caducado: pide una nueva',
  'error.INVITATION_CLOSED': 'Esta invitación se ha revocado o ya se ha usado',
  'error.NOT_A_MEMBER': 'Solo un miembro de la organización puede recibir sus tarjetas',
  'error.FIELD_LOCKED':
    'El campo «{field}» lo define {organisation}: pide a un propietario o administrador que cambie el kit de marca',
  'error.DOMAIN_TAKEN': 'Otra organización ya ha verificado este dominio',
  'error.DOMAIN_LIMIT': 'Una organización puede tener como máximo {max} dominios',
  'error.DNS_LOOKUP_FAILED':
    'La consulta DNS no ha respondido en {seconds} segundos. Vuelve a intentarlo en un minuto.',
  'error.SSO_REQUIRED':
    'Esta dirección requiere inicio de sesión único: continúa con el inicio de sesión de tu organización.',
  'error.SSO_DOMAIN_NOT_VERIFIED':
    '{domain} no es un dominio verificado de esta organización: verifícalo primero (Equipo → Dominios).',
  'error.SSO_PROVIDER_INVALID':
    'No se ha podido iniciar el inicio de sesión de tu organización: pide a su administrador que revise la configuración del inicio de sesión único',
  'error.API_TOKEN_INVALID': 'El token de API no es válido',
  'error.API_TOKEN_EXPIRED': 'El token de API ha caducado',
  'error.API_TOKEN_REVOKED': 'El token de API se ha revocado',
  'error.API_TOKEN_NOT_ACCEPTED': 'Esta ruta no acepta tokens de API',
  'error.API_TOKEN_SCOPE_MISSING': 'Al token de API le falta el ámbito {scope}',
  'error.API_TOKEN_LIMIT':
    'Una organización puede tener como máximo {max} tokens activos: revoca uno primero',
  'error.SCIM_TOKEN_LIMIT':
    'Una organización puede tener como máximo {max} tokens en uso: revoca uno primero',
  'error.NETWORK_ERROR': 'El servidor no está disponible. Vuelve a intentarlo más tarde.',
  'error.INVALID_RESPONSE': 'El servidor ha enviado una respuesta que esta página no puede leer',
  'error.UNKNOWN': 'Algo ha salido mal',
};

export default errors;
