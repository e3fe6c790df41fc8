import type { AreaCatalogue } from '../../catalogue';
import type editorEn from '../en/editor';

const editor: AreaCatalogue<typeof editorEn> = {
  'editor.createTitle': 'Crear tarjeta',
  'editor.createOrgTitle': 'Crear tarjeta de la organización',
  'editor.updateTitle': 'Editar tarjeta',
  'editor.createIntro':
    'Completa tus datos; la vista previa muestra la tarjeta exactamente como la verán los demás.',
  'editor.createOrgIntro':
    'Completa los datos de la persona a la que va destinada; la suscripción de {organisation} la paga, y puedes asignarla a un miembro en la página Equipo.',
  'editor.updateIntro':
    'Cambia lo que quieras; la vista previa se actualiza mientras escribes. Nada cambia hasta que actualices la tarjeta.',
  'editor.belongsTo': 'Pertenece a {organisation}',
  'editor.anOrganisation': 'una organización',
  'editor.yourOrganisation': 'tu organización',
  'editor.loadingOrganisation': 'Cargando la organización…',
  'editor.loadingCard': 'Cargando la tarjeta…',
  'editor.notAMember': 'No eres miembro de ninguna organización en «{slug}».',
  'editor.createOwn': 'Crear una tarjeta propia',
  'editor.onlyManagersCreate':
    'Solo los propietarios y administradores de {organisation} crean sus tarjetas.',
  'editor.backToOrgCards': 'Volver a sus tarjetas',

  'editor.showPreview': 'Mostrar vista previa',
  'editor.hidePreview': 'Ocultar vista previa',
  'editor.livePreview': 'Vista previa en directo',
  'editor.compactPreview': 'Vista previa compacta',
  'editor.draftTitle': 'Borrador recuperado',
  'editor.draftBody':
    'El texto que escribiste antes se guardó en este dispositivo y vuelve a estar en el formulario. Las imágenes que habías elegido no se guardaron: vuelve a elegirlas antes de guardar.',
  'editor.discardDraft': 'Descartar borrador',
  'editor.keepEditing': 'Seguir editando',
  'editor.section.details': 'Detalles de la tarjeta',
  'editor.section.detailsHelp': 'Un título te ayuda a distinguir tus tarjetas; solo tú lo ves.',
  'editor.section.about': 'Sobre ti',
  'editor.section.contact': 'Contacto',
  'editor.section.social': 'Perfiles sociales',
  'editor.section.socialHelp': 'Pega el enlace de un perfil o escribe un nombre de usuario.',
  'editor.section.images': 'Imágenes',
  'editor.section.imagesHelp': 'Las imágenes aplicadas se guardan con la tarjeta.',
  'editor.optional': '{label} (opcional)',
  'editor.field.title': 'Título de la tarjeta',
  'editor.field.fullName': 'Nombre completo',
  'editor.field.jobTitle': 'Cargo',
  'editor.field.company': 'Empresa',
  'editor.field.bio': 'Biografía',
  'editor.field.email': 'Correo electrónico',
  'editor.field.phone': 'Teléfono',
  'editor.field.location': 'Ubicación',
  'editor.field.website': 'Sitio web',
  'editor.placeholder.linkedin': 'linkedin.com/in/usuario o usuario',
  'editor.placeholder.github': 'github.com/usuario o usuario',
  'editor.placeholder.twitter': 'x.com/usuario o @usuario',
  'editor.placeholder.facebook': 'facebook.com/usuario o usuario',
  'editor.placeholder.instagram': 'instagram.com/usuario o @usuario',
  'editor.previewName': 'Tu nombre',
  'editor.previewJobTitle': 'Cargo',
  'editor.uploadingImages': 'Subiendo imágenes…',
  'editor.processingImages': 'Procesando imágenes…',
  'editor.cancel': 'Cancelar',
  'editor.saveCard': 'Guardar tarjeta',
  'editor.updateCard': 'Actualizar tarjeta',
  'editor.newerCardLoaded':
    'Se ha cargado la tarjeta tal como se guardó en otro lugar. No ha cambiado nada más.',
  'editor.createFailed': 'No se pudo crear la tarjeta',
  'editor.updateFailed': 'No se pudo actualizar la tarjeta',
  'editor.deleteFailed': 'No se pudo eliminar la tarjeta',
  'editor.loadFailed': 'No se pudieron cargar los detalles de la tarjeta',
  'editor.showcaseFailed': 'No se puede cargar esta tarjeta. Vuelve a intentarlo más tarde.',
  'editor.missingId': 'Falta el identificador de la tarjeta',
  'editor.cardsRemaining':
    '{remaining, plural, one {Te queda {count} tarjeta.} other {Te quedan {count} tarjetas.}}',

  'editor.rule.required': '{label} es obligatorio',
  'editor.rule.tooLong': '{label} admite como máximo {max} caracteres',
  'editor.rule.social': 'Escribe un enlace de perfil de {label} o un nombre de usuario',
  'editor.rule.phoneDigits': 'El teléfono admite como máximo {max} dígitos',
  'editor.rule.phonePattern':
    'El teléfono puede contener dígitos, espacios, paréntesis, guiones y un + inicial',
  'editor.rule.website': 'Escribe una dirección web válida, p. ej. {example}',

  'editor.image.profile': 'Foto de perfil',
  'editor.image.profileHelp':
    'Elige una imagen, revisa la vista previa y aplícala. Se guarda con la tarjeta.',
  'editor.image.profileChoose': 'Elegir una imagen',
  'editor.image.profileAlt': 'Vista previa de la foto de perfil',
  'editor.image.banner': 'Imagen de portada',
  'editor.image.bannerHelp':
    'Elige una imagen ancha para la parte superior de la tarjeta y aplícala. Se guarda con la tarjeta.',
  'editor.image.bannerChoose': 'Elegir una portada',
  'editor.image.bannerAlt': 'Vista previa de la imagen de portada',
  'editor.image.logo': 'Logotipo de la empresa',
  'editor.image.logoHelp':
    'Elige el logotipo de tu empresa (un PNG conserva su fondo transparente) y aplícalo. Se guarda con la tarjeta.',
  'editor.image.logoChoose': 'Elegir un logotipo',
  'editor.image.logoAlt': 'Vista previa del logotipo de la empresa',
  'editor.image.change': 'Cambiar',
  'editor.image.profileChange': 'Cambiar la foto de perfil',
  'editor.image.bannerChange': 'Cambiar la imagen de portada',
  'editor.image.logoChange': 'Cambiar el logotipo de la empresa',
  'editor.image.saved': 'Guardada con la tarjeta',
  'editor.image.none': 'Ninguna todavía',

  'editor.design.title': 'Diseño',
  'editor.design.description':
    'Elige el aspecto de la tarjeta. La vista previa muestra cada cambio; los colores se ajustan cuando hace falta para que la tarjeta siga siendo legible.',
  'editor.design.lockedTitle': 'Los diseños Premium están bloqueados',
  'editor.design.lockedOver':
    'Tienes más tarjetas de las que cubre tu suscripción, así que las plantillas y opciones Premium están bloqueadas hasta que elimines una tarjeta o añadas más. Tu tarjeta conserva su diseño.',
  'editor.design.lockedEnded':
    'Tu suscripción ha terminado, así que las plantillas y opciones Premium están bloqueadas. Tu tarjeta conserva su diseño.',
  'editor.design.seePlansPricing': 'Ver planes en la página de precios',
  'editor.design.template': 'Plantilla',
  'editor.design.colours': 'Colores',
  'editor.design.palettes': 'Paletas de colores',
  'editor.design.accent': 'Color de acento',
  'editor.design.background': 'Color de fondo',
  'editor.design.picker': 'Selector de {label}',
  'editor.design.hexRule':
    'Escribe el color como # y seis dígitos hexadecimales, por ejemplo #4338ca.',
  'editor.design.adjustedTitle': 'Ajustado para que la tarjeta siga siendo legible',
  'editor.design.darkened':
    'La plantilla Oscura necesita un fondo oscuro, así que el que elegiste se ha oscurecido.',
  'editor.design.accentAdjusted':
    'Tu color de acento tiene un contraste de {ratio} sobre el fondo; el texto y los botones necesitan {needed}, así que se ha {direction, select, darkened {oscurecido} other {aclarado}} a {color}.',
  'editor.design.font': 'Fuente',
  'editor.design.premiumOption': '{name} (Premium)',
  'editor.design.buttonShape': 'Forma de los botones',
  'editor.design.logoPremium':
    'Un nuevo logotipo de empresa es una opción Premium: <link>ver planes</link>.',
  'editor.design.qrCentre': 'Centro del código QR',
  'editor.design.qrHelp':
    'El código se dibuja en tus colores; una imagen en el centro aumenta su corrección de errores para que se siga pudiendo escanear.',
  'editor.design.qrOnWhite':
    'Las cámaras leen los códigos QR como cuadrados oscuros sobre un fondo claro, y tu fondo es demasiado oscuro para eso, así que el código va sobre blanco.',
  'editor.design.qrOnTint':
    'Las cámaras leen los códigos QR como cuadrados oscuros sobre un fondo claro, y tu fondo es demasiado oscuro para eso, así que el código va sobre un tono claro de tu color de acento ({color}).',
  'editor.design.qrDarkened':
    'Los cuadrados del código necesitan {min} sobre su fondo y ser más oscuros que él; tu color de acento tiene ahí {ratio}, así que se dibujan en {color}.',
  'editor.design.hideBranding': 'Ocultar la marca CardVault',
  'editor.design.hideBrandingHelp':
    'Sin nombre, logotipo ni enlace de CardVault en la página pública, en sus vistas previas de enlace ni en el contacto guardado.',
  'editor.design.premium': 'Premium',
  'editor.template.classic': 'Clásica',
  'editor.template.classic.about': 'Una portada, la foto sobre su borde y los datos debajo.',
  'editor.template.minimal': 'Minimalista',
  'editor.template.minimal.about': 'Sin portada: una foto pequeña junto al nombre y mucho aire.',
  'editor.template.centered': 'Centrada',
  'editor.template.centered.about': 'Todo centrado bajo una portada corta.',
  'editor.template.banner': 'Portada grande',
  'editor.template.banner.about': 'Una portada alta en tu color de acento lleva tu nombre.',
  'editor.template.split': 'Dividida',
  'editor.template.split.about': 'Tu foto en una columna junto a los datos.',
  'editor.template.photo': 'Foto destacada',
  'editor.template.photo.about': 'Primero una foto grande, los datos debajo.',
  'editor.template.corporate': 'Corporativa',
  'editor.template.corporate.about': 'Primero el logotipo y el nombre de tu empresa, luego tú.',
  'editor.template.dark': 'Oscura',
  'editor.template.dark.about': 'Texto claro sobre fondo oscuro.',
  'editor.font.system': 'Sistema',
  'editor.shape.rounded': 'Redondeada',
  'editor.shape.square': 'Cuadrada',
  'editor.shape.pill': 'Píldora',
  'editor.qrLogo.none': 'Nada',
  'editor.qrLogo.profile': 'Foto de perfil',
  'editor.qrLogo.logo': 'Logotipo de la empresa',
  'editor.palette.Indigo': 'Índigo',
  'editor.palette.Forest': 'Bosque',
  'editor.palette.Ocean': 'Océano',
  'editor.palette.Sunset': 'Atardecer',
  'editor.palette.Berry': 'Baya',
  'editor.palette.Graphite': 'Grafito',
  'editor.palette.Midnight': 'Medianoche',

  'editor.exchange.title': 'Intercambio de contactos',
  'editor.exchange.description':
    'Los visitantes pueden dejarte sus propios datos, y los encuentras en Leads.',
  'editor.exchange.label': 'Permitir que los visitantes compartan sus datos',
  'editor.exchange.help':
    'Añade «Comparte tus datos» junto a «Guardar contacto» en la página de la tarjeta. Los visitantes deben aceptar antes de que se envíe nada.',

  'editor.conflict.yes': 'Sí',
  'editor.conflict.no': 'No',
  'editor.conflict.on': 'Activado',
  'editor.conflict.off': 'Desactivado',
  'editor.conflict.noImage': 'Sin imagen',
  'editor.conflict.yours': '{image}: la tuya',
  'editor.conflict.newer': '{image}: la guardada más reciente',

  'cardTile.created': 'Creada',
  'cardTile.logo': 'Logotipo de {name}',
  'cardTile.phone': 'Teléfono:',
  'cardTile.email': 'Correo electrónico:',
  'cardTile.views':
    '{views, plural, one {{count} visita} other {{count} visitas}} en los últimos {days} días<sr> de la tarjeta de {name}: abrir sus estadísticas</sr>',
  'cardTile.leads':
    '{leads, plural, one {{count} lead} other {{count} leads}}<sr> de la tarjeta de {name}: abrirlos</sr>',
  'cardTile.share': 'Compartir<sr> la tarjeta de {name}: wallet, firma, impresión y más</sr>',
  'cardTile.show': 'Ver<sr> la tarjeta de {name} (se abre en una pestaña nueva)</sr>',
  'cardTile.edit': 'Editar<sr> la tarjeta de {name}</sr>',
  'cardTile.delete': 'Eliminar<sr> la tarjeta de {name}</sr>',

  'orgPanel.teamCards': 'Las tarjetas de tu equipo',
  'orgPanel.yourRole': 'Tu rol: {role}',
  'orgPanel.role.owner': 'Propietario',
  'orgPanel.role.admin': 'Administrador',
  'orgPanel.role.member': 'Miembro',
  'orgPanel.managerBody':
    'Estas tarjetas pertenecen a {organisation} y cuentan para su suscripción. Asigna cada una a un miembro en la página Equipo; después podrá editarla.',
  'orgPanel.create': 'Crear tarjeta de la organización',
  'orgPanel.assign': 'Asignar tarjetas en la página Equipo',
  'orgPanel.memberBody':
    'Ves las tarjetas de {organisation} que te han asignado y puedes editarlas. Sus propietarios y administradores crean sus tarjetas y las asignan.',
  'orgPanel.seeWho': 'Ver quién está en {organisation}',

  'notice.overTitle': 'Tienes más tarjetas de las que cubre tu suscripción',
  'notice.overSituation':
    'Tu suscripción cubre ahora {allocation, plural, one {# tarjeta} other {# tarjetas}}, y tienes {held, plural, one {# tarjeta} other {# tarjetas}}.',
  'notice.overConsequence':
    'Hasta que vuelvas a {allocation, plural, one {# tarjeta} other {# tarjetas}} o menos, no puedes crear tarjetas ni elegir diseños Premium. Tus tarjetas y sus páginas públicas siguen funcionando.',
  'notice.overRemedy':
    'Elimina {extra, plural, one {# tarjeta} other {# tarjetas}} o añade tarjetas en la página de precios.',
  'notice.addCards': 'Añadir tarjetas',
  'notice.unknownOrg':
    'No eres miembro de ninguna organización en «{slug}»: estos son {shown, select, cards {tus propias tarjetas} figures {tus propias cifras} leads {tus propios leads} other {{shown}}}.',
  'notice.hide': 'Ocultar este mensaje',

  'templateGallery.title': 'Plantillas de tarjeta',
  'templateGallery.description':
    'Ocho diseños, tus colores y fuentes. Cada combinación sigue siendo legible: los colores se comprueban y se ajustan para el contraste.',
  'templateGallery.previous': 'Plantillas anteriores',
  'templateGallery.next': 'Plantillas siguientes',
  'templateGallery.included': 'Incluida',
  'templateGallery.sample': 'Tarjeta de ejemplo con la plantilla {template}',
  'templateGallery.person.maya.jobTitle': 'Diseñadora de producto',
  'templateGallery.person.maya.bio':
    'Diseño productos tranquilos y útiles para equipos en crecimiento.',
  'templateGallery.person.daniel.jobTitle': 'Director comercial',
  'templateGallery.person.daniel.bio':
    'Ayudo a los comercios a mover su stock más rápido por toda Australia.',
  'templateGallery.person.priya.jobTitle': 'Fisioterapeuta',
  'templateGallery.person.priya.bio':
    'Rehabilitación deportiva y prevención de lesiones para todos los cuerpos.',
  'templateGallery.person.tomas.jobTitle': 'Arquitecto',
  'templateGallery.person.tomas.bio': 'Casas que dejan entrar la luz.',
  'templateGallery.person.aiko.jobTitle': 'Fotógrafa',
  'templateGallery.person.aiko.bio': 'Bodas, retratos y lugares tranquilos.',
  'templateGallery.person.samuel.jobTitle': 'Entrenador personal',
  'templateGallery.person.samuel.bio': 'Entrenamiento de fuerza para gente ocupada.',
  'templateGallery.person.grace.jobTitle': 'Asesora financiera',
  'templateGallery.person.grace.bio': 'Planes claros para la jubilación y más allá.',
  'templateGallery.person.leo.jobTitle': 'Productor musical',
  'templateGallery.person.leo.bio': 'Discos hechos después de medianoche.',

  'brandKit.title': 'Kit de marca',
  'brandKit.describe':
    'El diseño y los datos de los que parte cada tarjeta de {organisation}. Bloquea un campo y vendrá del kit en todas las tarjetas, las edite quien las edite.',
  'brandKit.loading': 'Cargando el kit de marca…',
  'brandKit.loadFailed': 'No se pudo cargar el kit de marca',
  'brandKit.saveFailed': 'No se pudo guardar el kit de marca',
  'brandKit.saved': 'Kit de marca guardado',
  'brandKit.setBy': 'Definido por {organisation}',
  'brandKit.lockedPhoneEmpty':
    'Añade el teléfono principal antes de bloquearlo: cada tarjeta necesita un número de teléfono',
  'brandKit.addressTooLong': 'La dirección admite como máximo 200 caracteres',
  'brandKit.onlyManagers':
    'Solo los propietarios y administradores cambian el kit de marca de {organisation}',
  'brandKit.nothingLockedMember':
    'No hay nada bloqueado: puedes cambiar todos los campos de las tarjetas que te han asignado.',
  'brandKit.lockedForMember': 'En las tarjetas que te han asignado, esto viene del kit: {fields}.',
  'brandKit.lockOnEvery': 'Bloquear {field} en todas las tarjetas',
  'brandKit.sharedTitle': 'Datos compartidos',
  'brandKit.sharedHelp':
    'Lo que tienen en común todas las tarjetas de la organización. Un campo bloqueado viene de aquí en todas las tarjetas; uno sin bloquear es el punto de partida de las nuevas.',
  'brandKit.designHelp':
    'El diseño del que parten las tarjetas nuevas. Los colores se ajustan cuando hace falta para que todas sigan siendo legibles; la vista previa muestra cómo.',
  'brandKit.logoSaved': 'Guardado en el kit de marca',
  'brandKit.nothingLocked':
    'No hay nada bloqueado: los miembros pueden cambiar todos los campos de sus tarjetas.',
  'brandKit.lockedCount':
    '{count, plural, one {# campo está bloqueado. Al guardar se escribe a la vez en todas las tarjetas de {organisation}.} other {# campos están bloqueados. Al guardar se escriben a la vez en todas las tarjetas de {organisation}.}}',
  'brandKit.uploadingLogo': 'Subiendo el logotipo…',
  'brandKit.saving': 'Guardando…',
  'brandKit.backToTeam': 'Volver a Equipo',
  'brandKit.save': 'Guardar kit de marca',
  'brandKit.previewTitle': 'La tarjeta de un miembro con el kit',
  'brandKit.previewHelp': 'Su propio nombre y sus datos, con el kit alrededor.',
  'brandKit.sampleJobTitle': 'Gestor de cuentas',
  'brandKit.field.template': 'Plantilla',
  'brandKit.field.accentColor': 'Color de acento',
  'brandKit.field.backgroundColor': 'Color de fondo',
  'brandKit.field.fontFamily': 'Fuente',
  'brandKit.field.buttonShape': 'Forma de los botones',
  'brandKit.field.qrLogo': 'Centro del código QR',
  'brandKit.field.brandLogo': 'Logotipo de la empresa',
  'brandKit.field.company': 'Empresa',
  'brandKit.field.website': 'Sitio web',
  'brandKit.field.location': 'Dirección',
  'brandKit.field.phone': 'Teléfono principal',
  'editor.phone.neutralPlaceholder': '+ prefijo del país y número',
};

export default editor;
