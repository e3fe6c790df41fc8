import type { AreaCatalogue } from '../../catalogue';
import type teamEn from '../en/team';

const team: AreaCatalogue<typeof teamEn> = {
  'team.role.owner': 'Propietario',
  'team.role.admin': 'Admin',
  'team.role.member': 'Miembro',

  'team.failure.loadOrgs': 'No se pudieron cargar tus organizaciones',
  'team.failure.loadMembers': 'No se pudieron cargar los miembros',
  'team.failure.loadInvitations': 'No se pudieron cargar las invitaciones',
  'team.failure.loadInvitation': 'No se pudo cargar la invitación',
  'team.failure.create': 'No se pudo crear la organización',
  'team.failure.rename': 'No se pudo cambiar el nombre de la organización',
  'team.failure.remove': 'No se pudo eliminar la organización',
  'team.failure.invite': 'No se pudo enviar la invitación',
  'team.failure.revoke': 'No se pudo revocar la invitación',
  'team.failure.role': 'No se pudo cambiar el rol',
  'team.failure.removeMember': 'No se pudo quitar al miembro',
  'team.failure.leave': 'No se pudo salir de la organización',
  'team.failure.join': 'No se pudo unir a la organización',
  'team.failure.loadCards': 'No se pudieron cargar las tarjetas',
  'team.failure.assign': 'No se pudo asignar la tarjeta',
  'team.failure.loadSeats': 'No se pudo cargar la suscripción de la organización',
  'team.failure.loadAudit': 'No se pudo cargar el registro de auditoría',
  'team.failure.exportData': 'No se pudieron exportar los datos de la organización.',

  'team.done.created': 'Organización creada',
  'team.done.updated': 'Organización actualizada',
  'team.done.deleted': 'Organización eliminada',
  'team.done.invited': 'Invitación enviada',
  'team.done.resent': 'Invitación enviada de nuevo',
  'team.done.revoked': 'Invitación revocada',
  'team.done.joined': 'Te has unido a la organización',
  'team.done.roleChanged': 'Rol cambiado',
  'team.done.removed': 'Miembro quitado',
  'team.done.left': 'Has salido de la organización',
  'team.done.cardAssigned': 'Tarjeta asignada',
  'team.done.cardUnassigned': 'Tarjeta sin asignar',
  'team.invitation.expired': 'Esta invitación ha caducado: pide una nueva',
  'team.invitation.closed': 'Esta invitación se revocó o ya se usó',
  'team.confirmationMismatch': 'Escribe el nombre exacto de la organización para eliminarla',

  'team.title': 'Equipo',
  'team.metaTitle': 'Equipo · {organisation}',
  'team.intro':
    'La organización de tu empresa: sus miembros, sus roles, sus tarjetas y sus invitaciones.',
  'team.loadingOrgs': 'Cargando tus organizaciones…',
  'team.empty.title': 'Gestiona juntos las tarjetas de tu equipo',
  'team.empty.body':
    'Una organización reúne a tus compañeros en un solo lugar: invítalos por correo electrónico, da a los admins permiso para invitar a otros y consulta quién forma parte del equipo.',
  'team.organisation': 'Organización',
  'team.yourRole': 'Tu rol:',
  'team.newOrganisation': 'Nueva organización',
  'team.create.title': 'Crear una organización',
  'team.create.description': 'Ponle el nombre de tu empresa o equipo; tú serás su propietario.',
  'team.create.cancel': 'Cancelar',
  'team.create.name': 'Nombre de la organización',
  'team.create.address': 'Dirección',
  'team.create.addressHint': 'Página de tu equipo: <path>/team?org={slug}</path>',
  'team.create.submit': 'Crear organización',

  'team.members.title': 'Miembros',
  'team.members.titleCount': 'Miembros ({count})',
  'team.members.description': 'Todos en la organización ven esta lista.',
  'team.members.loading': 'Cargando miembros…',
  'team.members.none': 'Todavía no hay miembros.',
  'team.members.you': '(tú)',
  'team.members.joined': 'Se unió el {date}',
  'team.members.roleOf': 'Rol de {name}',
  'team.members.remove': 'Quitar',
  'team.members.removeLabel': 'Quitar a {name}',
  'team.members.removeTitle': 'Quitar miembro',
  'team.members.removeBody':
    '{name} dejará de formar parte de {organisation}. Puedes volver a invitarle más adelante.',

  'team.invitations.title': 'Invitaciones',
  'team.invitations.description':
    'Enviamos por correo un enlace para unirse; es válido 7 días y solo para esa dirección.',
  'team.invitations.form': 'Invitar a alguien',
  'team.invitations.email': 'Correo electrónico',
  'team.invitations.emailPlaceholder': 'nombre@empresa.com',
  'team.invitations.role': 'Rol',
  'team.invitations.send': 'Enviar invitación',
  'team.invitations.sent': 'Invitaciones enviadas',
  'team.invitations.loading': 'Cargando invitaciones…',
  'team.invitations.none': 'Todavía no hay invitaciones.',
  'team.invitations.revoke': 'Revocar',
  'team.invitations.revokeLabel': 'Revocar la invitación a {email}',
  'team.invitations.revokeTitle': 'Revocar invitación',
  'team.invitations.revokeBody':
    'El enlace enviado a {email} dejará de funcionar. Puedes volver a invitarle más adelante.',
  'team.invitations.resend': 'Reenviar',
  'team.invitations.resendLabel': 'Reenviar la invitación a {email}',
  'team.invitations.expires': 'caduca el {date}',
  'team.invitations.expiredOn': 'caducó el {date}',
  'team.invitations.invitedBy': 'invitado por {name}',
  'team.invitations.state.pending': 'Pendiente',
  'team.invitations.state.accepted': 'Aceptada',
  'team.invitations.state.revoked': 'Revocada',
  'team.invitations.state.expired': 'Caducada',

  'team.seats.title': 'Plazas',
  'team.seats.description':
    'Cada tarjeta de la organización ocupa una plaza de su propia suscripción; la suscripción de un miembro nunca las paga.',
  'team.seats.loading': 'Cargando las plazas…',
  'team.seats.used': '{used} de {seats} plazas usadas',
  'team.seats.seats': 'Plazas',
  'team.seats.usedTerm': 'Usadas',
  'team.seats.free': 'Libres',
  'team.seats.trialUntil': 'Prueba gratuita hasta el {date}: no se cobra nada antes.',
  'team.seats.endsOn': 'Termina el {date}; no se renueva.',
  'team.seats.over':
    'La organización tiene {used} tarjetas y paga {seats}: no puede crear ninguna tarjeta hasta que se eliminen tarjetas o se añadan plazas.',
  'team.seats.noSubscriptionOwner':
    'La organización aún no tiene suscripción. Inicia su prueba gratuita para crear sus tarjetas.',
  'team.seats.noSubscription':
    'La organización aún no tiene suscripción. Pide a un propietario que inicie su prueba gratuita para crear sus tarjetas.',
  'team.seats.pastDueOwner':
    'El pago de la organización está vencido. Actualiza el método de pago para volver a crear tarjetas.',
  'team.seats.pastDue':
    'El pago de la organización está vencido. Un propietario puede actualizar el método de pago.',
  'team.seats.startTrial': 'Empezar prueba gratuita',
  'team.seats.startTrialNote':
    'Una prueba gratuita de {months} meses para la organización, independiente de la tuya: no se cobra nada hasta que termine.',
  'team.seats.reactivate': 'Reactivar suscripción',
  'team.seats.reactivateNote':
    'La suscripción de la organización se reanuda al instante, sin una segunda prueba.',
  'team.seats.add': 'Añadir plazas',
  'team.seats.addTrialNote': 'Las plazas añadidas durante la prueba se cobran cuando termina.',
  'team.seats.addNote': 'Las plazas adicionales se cobran de inmediato.',
  'team.seats.toAdd': 'Plazas que añadir',
  'team.seats.fewer': 'Menos plazas',
  'team.seats.more': 'Más plazas',
  'team.seats.updatePayment': 'Actualizar método de pago',
  'team.seats.manageBilling': 'Gestionar facturación',

  'team.cards.title': 'Tarjetas',
  'team.cards.titleCount': 'Tarjetas ({count})',
  'team.cards.yourTitle': 'Tus tarjetas en {organisation}',
  'team.cards.description':
    'Las tarjetas de la organización y a quién está asignada cada una. Un miembro edita las tarjetas que tiene asignadas.',
  'team.cards.yourDescription':
    'Las tarjetas de la organización que tienes asignadas. Puedes editarlas.',
  'team.cards.onlyUnassigned': 'Solo tarjetas sin asignar',
  'team.cards.create': 'Crear tarjeta de la organización',
  'team.cards.loading': 'Cargando tarjetas…',
  'team.cards.list': 'Tarjetas de la organización',
  'team.cards.pages': 'Páginas de tarjetas de la organización',
  'team.cards.noneGivenTitle': 'Todavía no tienes tarjetas asignadas',
  'team.cards.noneGivenBody':
    'Cuando un propietario o admin de {organisation} te asigne una de sus tarjetas, aparecerá aquí y en Mis tarjetas.',
  'team.cards.allAssignedTitle': 'Todas las tarjetas están asignadas',
  'team.cards.allAssignedBody':
    'Cada tarjeta de la organización está asignada a un miembro. Quita el filtro para verlas todas.',
  'team.cards.noneTitle': 'Todavía no hay tarjetas',
  'team.cards.noneBody':
    'Crea una tarjeta para cada persona de tu equipo y asígnasela aquí: podrá editarla, y la tarjeta se queda en la organización si la persona se va.',
  'team.cards.assignedTo': 'Asignada a',
  'team.cards.unassigned': 'Sin asignar',
  'team.cards.assignedToYou': 'Asignada a ti',
  'team.cards.edit': 'Editar<hidden> la tarjeta de {name}</hidden>',
  'team.cards.show': 'Ver<hidden> la tarjeta de {name} (se abre en una pestaña nueva)</hidden>',

  'team.settings.rename': 'Cambiar el nombre de la organización',
  'team.settings.saveName': 'Guardar nombre',
  'team.settings.domainsNote':
    'Demuestra qué dominios de correo pertenecen a {organisation}, para el inicio de sesión único.',
  'team.settings.domains': 'Dominios',
  'team.settings.sso': 'Inicio de sesión único',
  'team.settings.leaveNote':
    'Salir de {organisation}: pierdes el acceso a su equipo hasta que alguien vuelva a invitarte.',
  'team.settings.leave': 'Salir de la organización',
  'team.settings.leaveQuestion': '¿Seguro que quieres salir de {organisation}?',
  'team.settings.leaveConfirm': 'Salir',
  'team.settings.danger': 'Zona de peligro',
  'team.settings.deleteNote':
    'Al eliminar la organización se quitan sus miembros e invitaciones. Cada persona conserva su propia cuenta y sus tarjetas.',
  'team.settings.delete': 'Eliminar organización',
  'team.settings.deleteQuestion':
    'Escribe el nombre de la organización, {organisation}, para eliminarla.',
  'team.settings.deleteWarning': 'Sus miembros e invitaciones desaparecerán.',

  'team.tools.title': 'Marca y personas',
  'team.tools.description':
    'Define el diseño y los datos que comparten todas las tarjetas, y añade muchas personas a la vez desde una hoja de cálculo o el directorio de tu empresa.',
  'team.tools.brandKit': 'Kit de marca',
  'team.tools.import': 'Importar personas',
  'team.tools.provisioning': 'Aprovisionamiento',
  'team.records.title': 'Registros y conexiones',
  'team.records.description':
    'Consulta quién cambió qué, envía los contactos y los cambios de tarjetas de la organización a tus herramientas, y llévate sus datos.',
  'team.records.audit': 'Registro de auditoría',
  'team.records.webhooks': 'Webhooks',
  'team.records.apiTokens': 'Tokens de API',
  'team.records.download': 'Descargar los datos de la organización (ZIP)',
  'team.records.exportHolds':
    'Un archivo ZIP con la organización y su suscripción, sus miembros e invitaciones, cada tarjeta con su vCard e imágenes, los contactos, las cifras diarias de cada tarjeta y el registro de auditoría, con un README que explica cada archivo. Solo los propietarios pueden descargarlo.',

  'team.join.title': 'Unirse a una organización',
  'team.join.checking': 'Comprobando tu sesión…',
  'team.join.loading': 'Cargando la invitación…',
  'team.join.unusable': 'Esta invitación no se puede usar',
  'team.join.toTeam': 'Ir a Equipo',
  'team.join.toMyCards': 'Ir a Mis tarjetas',
  'team.join.invitedAs':
    '{organisation} te ha invitado como {role, select, owner {propietario} admin {admin} other {miembro}}',
  'team.join.body':
    'Únete para ver sus miembros{role, select, member {} other { e invitar a tus compañeros}}. La invitación se envió a <address>{email}</address>.',
  'team.join.join': 'Unirme a {organisation}',
  'team.join.notNow': 'Ahora no',
};

export default team;
