import type { AreaCatalogue } from '../../catalogue';
import type webhooksEn from '../en/webhooks';

const webhooks: AreaCatalogue<typeof webhooksEn> = {
  'webhooks.title': 'Webhooks',
  'webhooks.endpoints': 'Endpoints',
  'webhooks.teamDescribe':
    'Envía los nuevos contactos y los cambios de cada tarjeta de {organisation} a tu CRM o herramienta de automatización, sea quien sea la persona que tiene la tarjeta. Los endpoints propios de un miembro nunca los reciben.',
  'webhooks.teamRefusal':
    'Solo los propietarios y admins de {organisation} ven y configuran sus webhooks.',
  'webhooks.accountDescription':
    'Envía los nuevos contactos y los cambios de tarjetas a tu CRM o herramienta de automatización. Cada petición se firma con el secreto del endpoint (Standard Webhooks) y se reintenta durante un tiempo si tu endpoint no responde.',
  'webhooks.organisationDescription':
    'Cada petición se firma con el secreto del endpoint (Standard Webhooks) y se reintenta durante un tiempo si tu endpoint no responde.',
  'webhooks.failure.load': 'No se pudieron cargar los webhooks',
  'webhooks.failure.create': 'No se pudo añadir el endpoint del webhook',
  'webhooks.failure.remove': 'No se pudo eliminar el endpoint del webhook',
  'webhooks.failure.test': 'No se pudo enviar un evento de prueba',
  'webhooks.event.leadCreated': 'Un visitante comparte sus datos (lead.created)',
  'webhooks.event.cardUpdated': 'Se actualiza una tarjeta (card.updated)',
  'webhooks.event.cardDeleted': 'Se elimina una tarjeta (card.deleted)',
  'webhooks.url': 'URL del endpoint',
  'webhooks.urlHint':
    'Una dirección HTTPS en internet, o en la red propia de este sitio si su operador lo permite.',
  'webhooks.events': 'Eventos',
  'webhooks.add': 'Añadir endpoint',
  'webhooks.state.sending': 'Enviando…',
  'webhooks.state.retrying': 'Reintentando',
  'webhooks.state.delivered': 'Entregado',
  'webhooks.state.failed': 'Fallido',
  'webhooks.noAnswer': 'Sin respuesta',
  'webhooks.httpStatus': 'HTTP {status}',
  'webhooks.attempts': '{count, plural, one {# intento} other {# intentos}}',
  'webhooks.queued': 'En cola',
  'webhooks.waiting': 'Esperando respuesta',
  'webhooks.waitingAttempt': 'Esperando respuesta · intento {attempt}',
  'webhooks.nextTry': 'próximo intento {date}',
  'webhooks.testQueued': 'Evento de prueba en cola; su entrega aparece abajo.',
  'webhooks.added': 'añadido el {date}',
  'webhooks.sendTest': 'Enviar evento de prueba',
  'webhooks.lastDeliveries': 'Últimas entregas',
  'webhooks.noDeliveries': 'Ninguna todavía. Envía un evento de prueba para probarlo.',
  'webhooks.addedTitle': 'Endpoint añadido: copia su secreto de firma',
  'webhooks.secretOnce': 'Copia este secreto de firma ahora: no volverás a verlo.',
  'webhooks.secret': 'Secreto de firma',
  'webhooks.copySecret': 'Copiar secreto',
  'webhooks.list': 'Endpoints de webhooks',
  'webhooks.loading': 'Cargando webhooks…',
  'webhooks.none': 'Todavía no hay endpoints.',
  'webhooks.delete': 'Eliminar',
  'webhooks.deleteLabel': 'Eliminar el endpoint {url}',
  'webhooks.deleteTitle': 'Eliminar endpoint del webhook',
  'webhooks.deleteBody': 'Ya no se enviarán eventos a {url}. Sus entregas también se eliminan.',
  'webhooks.deleted': 'Endpoint del webhook eliminado.',
  'webhooks.refusal.NOT_HTTPS': 'la URL debe empezar por https://',
  'webhooks.refusal.NO_HOST': 'la URL no tiene host',
  'webhooks.refusal.UNRESOLVED': 'no se pudo resolver {host}',
  'webhooks.refusal.NOT_PUBLIC': '{address} no es una dirección pública',
  'webhooks.refusal.RESOLVES_NOT_PUBLIC':
    '{host} se resuelve en una dirección que no es pública ({address})',
};

export default webhooks;
