import type { AreaCatalogue } from '../../catalogue';
import type supportEn from '../en/support';

const support: AreaCatalogue<typeof supportEn> = {
  'support.meta.title': 'Soporte',
  'support.meta.description': 'Preguntas, sugerencias o problemas: escribe al equipo de CardVault.',
  'support.heading': 'Contactar con soporte',
  'support.intro':
    '¿Tienes una pregunta, una idea o algo no funciona? Cuéntanoslo y te responderemos.',
  'support.checkingSignIn': 'Comprobando tu sesión…',
  'support.awaiting':
    'Hemos enviado un enlace a <address>{email}</address>. Ábrelo en un plazo de {hours} horas para que tu solicitud llegue a nuestro equipo.',
  'support.confirmed.body':
    'Gracias por confirmar tu dirección. Nuestra respuesta llegará a tu bandeja de entrada.',
  'support.linkUsed.body':
    'Este enlace de confirmación ya se usó, así que esa solicitud ya nos llegó. No hace falta confirmarla de nuevo.',
  'support.linkExpired.title': 'Este enlace de confirmación ha caducado.',
  'support.linkExpired.body':
    'Los enlaces valen {hours} horas, así que esa solicitud no se envió. Vuelve a enviarla abajo y confírmala desde el nuevo correo.',
  'support.linkInvalid.title': 'Este enlace de confirmación no es válido.',
  'support.linkInvalid.body':
    'Puede que se cortara al copiarlo, así que no se envió ninguna solicitud. Abre de nuevo el enlace del correo o vuelve a enviar tu solicitud abajo.',
  'support.next.title': 'Qué pasa ahora',
  'support.next.user.sent': 'Tu solicitud llega a nuestro equipo en cuanto la envías.',
  'support.next.user.attachments': 'Solo nuestro equipo de soporte ve los adjuntos.',
  'support.next.user.reply': 'Nuestra respuesta va al correo electrónico de tu cuenta.',
  'support.next.visitor.link': 'Te enviamos un enlace para confirmar que la dirección es tuya.',
  'support.next.visitor.confirm':
    'Tu solicitud nos llega cuando la confirmas; el enlace vale {hours} horas.',
  'support.next.visitor.reply': 'Nuestra respuesta va a la dirección del remitente.',
  'support.form.subject': 'Asunto',
  'support.form.from': 'De',
  'support.form.fromPlaceholder': 'tu@example.com',
  'support.form.fromHint': 'Enviaremos un enlace a esta dirección para confirmar tu solicitud.',
  'support.form.message': 'Mensaje',
  'support.form.messagePlaceholder':
    'Cuéntanos qué pasó, qué esperabas y cualquier cosa que nos ayude a ayudarte.',
  'support.form.sending': 'Enviando…',
  'support.form.waiting': 'Enviado, esperando al servidor…',
  'support.form.replyToAccount': 'Respondemos al correo electrónico de tu cuenta.',
  'support.form.nothingUntilConfirmed': 'No se envía nada hasta que confirmes tu dirección.',
  'support.form.send': 'Enviar solicitud',
  'support.subjects.support': 'Soporte',
  'support.subjects.suggestion': 'Sugerencia',
  'support.subjects.bugReport': 'Informe de error',
  'support.subjects.complaint': 'Queja',
  'support.subjects.billing': 'Facturación',
  'support.subjects.other': 'Otro',
  'support.attachments.label': 'Adjuntos',
  'support.attachments.optional': '(opcional)',
  'support.attachments.count': '{count}/{max} archivos',
  'support.attachments.drop':
    '<strong>Arrastra y suelta archivos aquí</strong> o pega una captura de pantalla en cualquier parte de esta página',
  'support.attachments.choose': 'Elegir archivos',
  'support.attachments.attach': 'Adjuntar archivos',
  'support.attachments.limits': 'Hasta {max} archivos, de {size} cada uno.',
  'support.attachments.loadingLimits': 'Cargando los límites de los adjuntos…',
  'support.attachments.list': 'Archivos adjuntos',
  'support.attachments.remove': 'Quitar',
  'support.attachments.removeFile': 'Quitar {name}',
  'support.message.invalidFrom': 'Introduce un correo electrónico válido en De',
  'support.message.bodyRequired': 'Escribe el texto del mensaje',
  'support.message.bodyTooLong': 'El mensaje puede tener como máximo {max} caracteres',
  'support.message.maxAttachments': 'Se ha alcanzado el máximo de {max} adjuntos',
  'support.message.typeNotAllowed': 'Tipo de archivo no permitido: {file}',
  'support.message.tooLarge': 'Adjunto demasiado grande: {file}',
  'support.message.configMissing': 'La configuración de soporte no está disponible.',
  'support.message.maxSizeMissing': 'No se ha configurado el tamaño máximo de los adjuntos.',
  'support.message.sendFailed': 'No se pudo enviar',
  'support.message.submittedSignedIn': 'Solicitud de soporte enviada',
  'support.message.submittedAnonymous':
    'Correo de confirmación enviado, revisa tu bandeja de entrada',
  'support.message.confirmed': 'Solicitud de soporte enviada, te responderemos pronto',
  'support.message.linkAlreadyUsed': 'El enlace ya se ha usado',
  'support.message.requestFailed': 'La solicitud de soporte ha fallado',
};

export default support;
