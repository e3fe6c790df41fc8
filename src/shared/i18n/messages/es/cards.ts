import type { AreaCatalogue } from '../../catalogue';
import type cardsEn from '../en/cards';

const cards: AreaCatalogue<typeof cardsEn> = {
  'myCards.title': 'Mis tarjetas',
  'myCards.loadingOrganisation': 'Cargando la organización…',
  'myCards.orgTitle': 'Tarjetas de {organisation}',
  'myCards.organisation': 'Organización',
  'myCards.orgIntroManager':
    'Todas las tarjetas de la organización. Tus propias tarjetas están en Personal.',
  'myCards.orgIntroMember':
    'Las tarjetas de la organización que te han asignado. Tus propias tarjetas están en Personal.',
  'myCards.yourCards': 'Tus tarjetas',
  'myCards.loadingCards': 'Cargando tarjetas',
  'myCards.cardPages': 'Páginas de tarjetas',
  'myCards.deleteTitle': 'Eliminar tarjeta',
  'myCards.deleteQuestion': '¿Seguro que quieres eliminar tu tarjeta?',
  'myCards.deleteConfirm': 'Sí, eliminar tarjeta',
  'myCards.deleteCancel': 'Conservar tarjeta',
  'myCards.deleteWarning': 'La tarjeta de {name}, su código QR y su página pública desaparecerán.',
  'myCards.empty.title': 'No hay tarjetas',
  'myCards.empty.createFirst': 'Crea tu primera tarjeta',
  'myCards.empty.body':
    'Crea una tarjeta de visita digital con su propio código QR y empieza a compartirla.',
  'myCards.empty.trialStep':
    'Empieza tu prueba gratuita de {months, plural, one {# mes} other {# meses}}',
  'myCards.empty.trialNote': 'No se cobra nada hasta que termine la prueba.',
  'myCards.empty.startTrial': 'Empezar prueba gratuita',
  'myCards.empty.createStepNote':
    'Añade tus datos y comparte tu tarjeta con su enlace o su código QR.',
  'myCards.empty.twoSteps': 'Aún no tienes tarjetas. Dos pasos para crear la primera:',
  'myCards.orgEmpty.memberTitle': 'Aún no te han asignado tarjetas',
  'myCards.orgEmpty.memberBody':
    'Cuando un propietario o administrador de {organisation} te asigne una de sus tarjetas, aparecerá aquí y podrás editarla.',
  'myCards.orgEmpty.title': '{organisation} aún no tiene tarjetas',
  'myCards.orgEmpty.create': 'Crear tarjeta de la organización',
  'myCards.orgEmpty.body':
    'Crea una tarjeta para cada persona de tu equipo: pertenece a la organización y se la asignas a un miembro en la página Equipo.',

  'vault.noSlotsTitle': 'Aún no tienes espacios para tarjetas',
  'vault.noSlotsBody':
    'Los espacios para tarjetas vienen con una suscripción. Eliges cuántos al empezar la prueba gratuita.',
  'vault.usage': '{created} de {allocated} espacios usados',
  'vault.cardsCreated': 'Tarjetas creadas',
  'vault.availableSlots': 'Espacios libres',
  'sidePanel.trialTitle': 'Empieza tu prueba gratuita',
  'sidePanel.trialBody':
    'Prueba CardVault gratis durante {months, plural, one {# mes} other {# meses}}. No se cobra nada hasta que termine la prueba y puedes cancelar cuando quieras.',
  'sidePanel.reactivate': 'Reactiva tu suscripción',
  'sidePanel.pastDue':
    'Tu pago está vencido. Reactiva la suscripción para seguir creando tarjetas.',
  'sidePanel.canceled': 'Tu suscripción se ha cancelado. Tus tarjetas siguen disponibles.',
  'sidePanel.createTitle': 'Crea una tarjeta nueva',
  'sidePanel.freeSlots':
    '{remaining, plural, one {Tienes # espacio libre para una tarjeta nueva.} other {Tienes # espacios libres para tarjetas nuevas.}}',
  'sidePanel.unlockTitle': 'Desbloquea más tarjetas',
  'sidePanel.unlockBody':
    '¿Necesitas tarjetas para todo tu equipo? Añade espacios a tu suscripción cuando quieras.',
  'sidePanel.seePlans': 'Ver planes',
  'sidePanel.outTitle': 'No te quedan espacios',
  'sidePanel.outBody':
    'Todos los espacios de tu suscripción están en uso. Añade más para crear tarjetas nuevas.',
  'sidePanel.addSlots': 'Añadir espacios',
  'sidePanel.questionsTitle': '¿Tienes preguntas?',
  'sidePanel.questionsBody':
    'Te ayudamos encantados con tus tarjetas, tu suscripción o cualquier otra cosa.',
  'sidePanel.sendQuery': 'Escríbenos',
};

export default cards;
