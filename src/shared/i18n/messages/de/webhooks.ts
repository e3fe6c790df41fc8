import type { AreaCatalogue } from '../../catalogue';
import type webhooksEn from '../en/webhooks';

const webhooks: AreaCatalogue<typeof webhooksEn> = {
  'webhooks.title': 'Webhooks',
  'webhooks.endpoints': 'Endpunkte',
  'webhooks.teamDescribe':
    'Senden Sie neue Leads und Änderungen jeder Karte von {organisation} an Ihr CRM oder Automatisierungstool, egal wem die Karte zugewiesen ist. Die eigenen Endpunkte eines Mitglieds erhalten sie nie.',
  'webhooks.teamRefusal':
    'Nur die Inhaber und Admins von {organisation} sehen und setzen ihre Webhooks.',
  'webhooks.accountDescription':
    'Senden Sie neue Leads und Kartenänderungen an Ihr CRM oder Automatisierungstool. Jede Anfrage wird mit dem Geheimnis des Endpunkts signiert (Standard Webhooks) und eine Zeit lang wiederholt, wenn Ihr Endpunkt nicht erreichbar ist.',
  'webhooks.organisationDescription':
    'Jede Anfrage wird mit dem Geheimnis des Endpunkts signiert (Standard Webhooks) und eine Zeit lang wiederholt, wenn Ihr Endpunkt nicht erreichbar ist.',
  'webhooks.failure.load': 'Die Webhooks konnten nicht geladen werden',
  'webhooks.failure.create': 'Der Webhook-Endpunkt konnte nicht hinzugefügt werden',
  'webhooks.failure.remove': 'Der Webhook-Endpunkt konnte nicht gelöscht werden',
  'webhooks.failure.test': 'Das Testereignis konnte nicht gesendet werden',
  'webhooks.event.leadCreated': 'Ein Besucher teilt seine Kontaktdaten (lead.created)',
  'webhooks.event.cardUpdated': 'Eine Karte wird aktualisiert (card.updated)',
  'webhooks.event.cardDeleted': 'Eine Karte wird gelöscht (card.deleted)',
  'webhooks.url': 'Endpunkt-URL',
  'webhooks.urlHint':
    'Eine HTTPS-Adresse im öffentlichen Internet oder im eigenen Netz dieser Website, wenn der Betreiber das erlaubt.',
  'webhooks.events': 'Ereignisse',
  'webhooks.add': 'Endpunkt hinzufügen',
  'webhooks.state.sending': 'Wird gesendet …',
  'webhooks.state.retrying': 'Neuer Versuch',
  'webhooks.state.delivered': 'Zugestellt',
  'webhooks.state.failed': 'Fehlgeschlagen',
  'webhooks.noAnswer': 'Keine Antwort',
  'webhooks.httpStatus': 'HTTP {status}',
  'webhooks.attempts': '{count, plural, one {# Versuch} other {# Versuche}}',
  'webhooks.queued': 'In der Warteschlange',
  'webhooks.waiting': 'Warten auf Antwort',
  'webhooks.waitingAttempt': 'Warten auf Antwort · Versuch {attempt}',
  'webhooks.nextTry': 'nächster Versuch {date}',
  'webhooks.testQueued': 'Testereignis eingereiht; seine Zustellung erscheint unten.',
  'webhooks.added': 'hinzugefügt {date}',
  'webhooks.sendTest': 'Testereignis senden',
  'webhooks.lastDeliveries': 'Letzte Zustellungen',
  'webhooks.noDeliveries': 'Noch keine. Senden Sie ein Testereignis, um es auszuprobieren.',
  'webhooks.addedTitle': 'Endpunkt hinzugefügt: Kopieren Sie sein Signaturgeheimnis',
  'webhooks.secretOnce':
    'Kopieren Sie dieses Signaturgeheimnis jetzt: Sie sehen es nicht noch einmal.',
  'webhooks.secret': 'Signaturgeheimnis',
  'webhooks.copySecret': 'Geheimnis kopieren',
  'webhooks.list': 'Webhook-Endpunkte',
  'webhooks.loading': 'Webhooks werden geladen …',
  'webhooks.none': 'Noch keine Endpunkte.',
  'webhooks.delete': 'Löschen',
  'webhooks.deleteLabel': 'Endpunkt {url} löschen',
  'webhooks.deleteTitle': 'Webhook-Endpunkt löschen',
  'webhooks.deleteBody':
    'An {url} werden keine Ereignisse mehr gesendet. Seine Zustellungen werden ebenfalls gelöscht.',
  'webhooks.deleted': 'Webhook-Endpunkt gelöscht.',
  'webhooks.refusal.NOT_HTTPS': 'Die URL muss mit https:// beginnen',
  'webhooks.refusal.NO_HOST': 'Die URL enthält keinen Host',
  'webhooks.refusal.UNRESOLVED': '{host} konnte nicht aufgelöst werden',
  'webhooks.refusal.NOT_PUBLIC': '{address} ist keine öffentliche Adresse',
  'webhooks.refusal.RESOLVES_NOT_PUBLIC':
    '{host} wird zu einer nicht öffentlichen Adresse aufgelöst ({address})',
};

export default webhooks;
