import type { AreaCatalogue } from '../../catalogue';
import type webhooksEn from '../en/webhooks';

const webhooks: AreaCatalogue<typeof webhooksEn> = {
  'webhooks.title': 'Webhooks',
  'webhooks.endpoints': 'Points de terminaison',
  'webhooks.teamDescribe':
    'Envoyez les nouveaux prospects et les modifications de chaque carte de {organisation} à votre CRM ou outil d’automatisation, quelle que soit la personne à qui la carte est attribuée. Les points de terminaison personnels d’un membre ne les reçoivent jamais.',
  'webhooks.teamRefusal':
    'Seuls les propriétaires et admins de {organisation} voient et configurent ses webhooks.',
  'webhooks.accountDescription':
    'Envoyez les nouveaux prospects et les modifications de cartes à votre CRM ou outil d’automatisation. Chaque requête est signée avec le secret du point de terminaison (Standard Webhooks) et renvoyée pendant un moment si votre point de terminaison est indisponible.',
  'webhooks.organisationDescription':
    'Chaque requête est signée avec le secret du point de terminaison (Standard Webhooks) et renvoyée pendant un moment si votre point de terminaison est indisponible.',
  'webhooks.failure.load': 'Impossible de charger les webhooks',
  'webhooks.failure.create': 'Impossible d’ajouter le point de terminaison',
  'webhooks.failure.remove': 'Impossible de supprimer le point de terminaison',
  'webhooks.failure.test': 'Impossible d’envoyer un événement de test',
  'webhooks.event.leadCreated': 'Un visiteur partage ses coordonnées (lead.created)',
  'webhooks.event.cardUpdated': 'Une carte est modifiée (card.updated)',
  'webhooks.event.cardDeleted': 'Une carte est supprimée (card.deleted)',
  'webhooks.url': 'URL du point de terminaison',
  'webhooks.urlHint':
    'Une adresse HTTPS sur l’internet public, ou sur le réseau propre à ce site si son exploitant l’autorise.',
  'webhooks.events': 'Événements',
  'webhooks.add': 'Ajouter le point de terminaison',
  'webhooks.state.sending': 'Envoi…',
  'webhooks.state.retrying': 'Nouvel essai',
  'webhooks.state.delivered': 'Livré',
  'webhooks.state.failed': 'Échec',
  'webhooks.noAnswer': 'Aucune réponse',
  'webhooks.httpStatus': 'HTTP {status}',
  'webhooks.attempts': '{count, plural, one {# tentative} other {# tentatives}}',
  'webhooks.queued': 'En file d’attente',
  'webhooks.waiting': 'En attente de réponse',
  'webhooks.waitingAttempt': 'En attente de réponse · tentative {attempt}',
  'webhooks.nextTry': 'prochain essai {date}',
  'webhooks.testQueued': 'Événement de test mis en file ; sa livraison s’affiche ci-dessous.',
  'webhooks.added': 'ajouté le {date}',
  'webhooks.sendTest': 'Envoyer un événement de test',
  'webhooks.lastDeliveries': 'Dernières livraisons',
  'webhooks.noDeliveries': 'Aucune pour l’instant. Envoyez un événement de test pour l’essayer.',
  'webhooks.addedTitle': 'Point de terminaison ajouté : copiez son secret de signature',
  'webhooks.secretOnce': 'Copiez ce secret de signature maintenant : vous ne le reverrez pas.',
  'webhooks.secret': 'Secret de signature',
  'webhooks.copySecret': 'Copier le secret',
  'webhooks.list': 'Points de terminaison des webhooks',
  'webhooks.loading': 'Chargement des webhooks…',
  'webhooks.none': 'Aucun point de terminaison pour l’instant.',
  'webhooks.delete': 'Supprimer',
  'webhooks.deleteLabel': 'Supprimer le point de terminaison {url}',
  'webhooks.deleteTitle': 'Supprimer le point de terminaison',
  'webhooks.deleteBody':
    'Les événements ne seront plus envoyés à {url}. Ses livraisons sont supprimées aussi.',
  'webhooks.deleted': 'Point de terminaison supprimé.',
  'webhooks.refusal.NOT_HTTPS': 'l’URL doit commencer par https://',
  'webhooks.refusal.NO_HOST': 'l’URL n’a pas d’hôte',
  'webhooks.refusal.UNRESOLVED': '{host} n’a pas pu être résolu',
  'webhooks.refusal.NOT_PUBLIC': '{address} n’est pas une adresse publique',
  'webhooks.refusal.RESOLVES_NOT_PUBLIC':
    '{host} correspond à une adresse qui n’est pas publique ({address})',
};

export default webhooks;
