import type { AreaCatalogue } from '../../catalogue';
import type mailsEn from '../en/mails';

const mails: AreaCatalogue<typeof mailsEn> = {
  'mails.supportSubject':
    '{kind, select, support {Soporte} suggestion {Sugerencia} bugReport {Informe de error} complaint {Queja} billing {Facturación} other {Otro}}',
  'mails.supportConfirm.subject': 'Confirma tu solicitud de soporte de CardVault',
  'mails.supportConfirm.heading': 'Confirma tu solicitud de soporte',
  'mails.supportConfirm.received':
    'Hemos recibido una solicitud de soporte desde esta dirección con el asunto «{subject}».',
  'mails.supportConfirm.confirm':
    'Confirma que la enviaste tú y se la pasaremos al equipo de CardVault. El enlace funciona una sola vez, durante {hours, plural, one {# hora} other {# horas}}.',
  'mails.supportConfirm.ignore': 'Si no nos has escrito, ignora este mensaje: no se enviará nada.',
  'mails.supportConfirm.action': 'Confirmar y enviar mi solicitud',
  'mails.supportReceived.subject': 'Hemos recibido tu solicitud de soporte de CardVault',
  'mails.supportReceived.heading': 'Hemos recibido tu solicitud de soporte',
  'mails.supportReceived.thanks':
    'Gracias por escribir al equipo de CardVault. Tu solicitud «{subject}» nos ha llegado y te responderemos a esta dirección.',
  'mails.supportReceived.reference': 'Tu referencia: {id}',
  'mails.supportReceived.yourMessage': 'Tu mensaje:',
  'mails.supportDelivery.subject': '[Soporte] {subject} de {email}',
  'mails.supportDelivery.heading': '{subject} de {email}',
  'mails.supportDelivery.from': 'De',
  'mails.supportDelivery.account': 'Cuenta',
  'mails.supportDelivery.signedIn': 'usuario con sesión iniciada {id}',
  'mails.supportDelivery.visitor': 'visitante (dirección confirmada por correo)',
  'mails.supportDelivery.requestSubject': 'Asunto',
  'mails.supportDelivery.sent': 'Enviada',
  'mails.supportDelivery.requestId': 'Id. de la solicitud',
  'mails.supportDelivery.attachments': 'Adjuntos',
  'mails.supportDelivery.file': '{name} ({size} bytes)',

  'mails.invitation.subject': '{inviter} te ha invitado a {organisation} en CardVault',
  'mails.invitation.heading': 'Únete a {organisation} en CardVault',
  'mails.invitation.invited':
    '{inviter} te ha invitado a unirte a {organisation} como {role, select, owner {propietario} admin {administrador} other {miembro}}. Las tarjetas de visita del equipo se gestionan juntas en CardVault.',
  'mails.invitation.accept':
    'Inicia sesión o crea una cuenta con esta dirección ({email}) para aceptar. El enlace es válido durante {days, plural, one {# día} other {# días}} y una sola vez. Si no esperabas esto, ignora este mensaje.',
  'mails.invitation.action': 'Unirme a {organisation}',
  'mails.provisioned.subject': 'Te han añadido a {organisation} en CardVault',
  'mails.provisioned.heading': 'Te damos la bienvenida a {organisation} en CardVault',
  'mails.provisioned.added':
    'El directorio de tu empresa te ha añadido a {organisation} como {role, select, owner {propietario} admin {administrador} other {miembro}}. Las tarjetas de visita del equipo se gestionan juntas en CardVault.',
  'mails.provisioned.signIn':
    'Inicia sesión con esta dirección ({email}): con el inicio de sesión de tu empresa si lo tiene, o elige «¿Olvidaste tu contraseña?» para crear una. Si no esperabas esto, consulta al equipo de informática de tu empresa.',
  'mails.provisioned.action': 'Abrir {organisation}',

  'mails.newLead.subject': 'Nuevo contacto: {name} ({card})',
  'mails.newLead.heading': 'Tienes un nuevo contacto',
  'mails.newLead.shared': '{name} ha compartido sus datos de contacto desde tu tarjeta «{card}».',
  'mails.newLead.name': 'Nombre: {value}',
  'mails.newLead.email': 'Correo: {value}',
  'mails.newLead.phone': 'Teléfono: {value}',
  'mails.newLead.company': 'Empresa: {value}',
  'mails.newLead.jobTitle': 'Cargo: {value}',
  'mails.newLead.note': 'Su nota: {note}',
  'mails.newLead.consent': 'Aceptó lo siguiente: «{consent}» ({time}).',
  'mails.newLead.reply': 'Responde a este correo para escribirle.',
  'mails.newLead.action': 'Abrir tus contactos',
  'mails.cardCopyConfirm.subject':
    'Confirma tu dirección para recibir una tarjeta de contacto de CardVault',
  'mails.cardCopyConfirm.heading': 'Confirma tu dirección',
  'mails.cardCopyConfirm.asked':
    'Alguien ha pedido en CardVault que se envíe a esta dirección una copia de una tarjeta de contacto, tras compartir sus propios datos con el titular de la tarjeta.',
  'mails.cardCopyConfirm.howTo':
    'Si fuiste tú, abre el enlace y pulsa «Enviarme la tarjeta». Funciona una sola vez, durante {hours, plural, one {# hora} other {# horas}}.',
  'mails.cardCopyConfirm.ignore':
    'Si no lo has pedido, ignora este mensaje: no se enviará nada más.',
  'mails.cardCopyConfirm.action': 'Obtener la tarjeta',
  'mails.cardCopy.subject': 'La tarjeta de contacto de {name}',
  'mails.cardCopy.attached':
    'Pediste una copia de esta tarjeta en CardVault y confirmaste tu dirección. El contacto va adjunto como vCard: ábrelo para añadirlo a tus contactos.',
  'mails.cardCopy.action': 'Abrir la tarjeta',

  'mails.billing.cards': '{count, plural, one {{number} tarjeta} other {{number} tarjetas}}',
  'mails.billing.forOrganisation': '{subject} ({organisation})',
  'mails.billing.aboutOrganisation':
    'Este mensaje trata de la suscripción de tu organización {organisation}.',
  'mails.billing.manage': 'Gestionar la suscripción',
  'mails.trialStarted.subject': 'Tu prueba de CardVault ha comenzado',
  'mails.trialStarted.heading': 'Tu prueba gratuita ha comenzado',
  'mails.trialStarted.active': 'Tu prueba para {cards} está activa. No se ha cobrado nada.',
  'mails.trialStarted.firstCharge':
    'Tu primer cargo será de {amount} el {date}, por un año de {cards}, salvo que canceles antes.',
  'mails.trialStarted.cancel':
    'Durante la prueba puedes cancelar o cambiar el número de tarjetas en la página de tu suscripción en cualquier momento.',
  'mails.trialEnding.subject': 'Tu prueba de CardVault termina el {date}',
  'mails.trialEnding.heading': 'Tu prueba gratuita termina pronto',
  'mails.trialEnding.ends': 'Tu prueba para {cards} termina el {date}.',
  'mails.trialEnding.charge': 'Entonces cobraremos {amount} el {date} por un año de {cards}.',
  'mails.trialEnding.keep':
    'Para conservar tus tarjetas, no tienes que hacer nada. Para dejarlo, cancela antes en la página de tu suscripción.',
  'mails.receipt.subject': 'Tu recibo de CardVault: {amount}',
  'mails.receipt.heading': 'Recibo de {amount}',
  'mails.receipt.thanks': 'Gracias. Hemos recibido tu pago de {amount} el {date}.',
  'mails.receipt.paysFor': 'Cubre {cards}.',
  'mails.receipt.paysUntil': 'Cubre {cards} hasta el {date}.',
  'mails.receipt.reference': 'Referencia: {reference}',
  'mails.receipt.action': 'Ver la suscripción',
  'mails.overAllocation.subject':
    'Tu suscripción de CardVault ahora cubre menos tarjetas de las que tienes',
  'mails.overAllocation.heading': 'Tu suscripción cubre menos tarjetas de las que tienes',
  'mails.overAllocation.situation': 'Tu suscripción ahora paga {allocation} y tienes {held}.',
  'mails.overAllocation.consequence':
    'Hasta que vuelvas a tener como máximo {allocation}, no puedes crear tarjetas ni elegir diseños premium. Tus tarjetas y sus páginas públicas siguen funcionando.',
  'mails.overAllocation.remedy': 'Elimina {extra} o añade tarjetas en la página de Precios.',
  'mails.overAllocation.action': 'Abrir Mis tarjetas',
};

export default mails;
