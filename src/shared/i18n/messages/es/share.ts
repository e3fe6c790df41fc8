import type { AreaCatalogue } from '../../catalogue';
import type shareEn from '../en/share';

const share: AreaCatalogue<typeof shareEn> = {
  'share.loadingCard': 'Cargando la tarjeta…',
  'share.title': 'Comparte tu tarjeta',
  'share.back': 'Mis tarjetas',
  'share.intro':
    'tu monedero, tu firma de correo, tus videollamadas, una etiqueta NFC, papel o un móvil sin cobertura. Todos los caminos llevan a la misma página de la tarjeta.',
  'share.cardName': '<bdi>{name}</bdi>: ',
  'share.wallet.title': 'Pases de monedero',
  'share.wallet.description':
    'Tu tarjeta en el monedero de tu móvil: tu nombre, cargo y empresa con los colores de tu tarjeta, y un código QR que abre la página de tu tarjeta. ¿Has editado la tarjeta? Añádela otra vez para ver los datos nuevos.',
  'share.wallet.checking': 'Comprobando qué monederos admite este servidor…',
  'share.wallet.checkFailed':
    'No se pudo comprobar qué monederos admite este servidor. Recarga la página para intentarlo de nuevo.',
  'share.wallet.unavailable': 'Los pases de monedero aún no están disponibles en este sitio.',
  'share.wallet.adminHint':
    'Eres administrador: <link>Configuración del sitio</link> en la consola de administración indica qué claves configurar.',
  'share.wallet.apple': 'Añadir a Apple Wallet',
  'share.wallet.google': 'Añadir a Google Wallet',
  'share.wallet.googleFailed': 'No se pudo crear el enlace de Google Wallet. Inténtalo de nuevo.',
  'share.wallet.output': 'El código QR de un pase creado aquí',
  'share.signature.title': 'Firma de correo',
  'share.signature.description':
    'Cada correo que envíes puede llevar a tu tarjeta: una firma para Gmail, Outlook y Apple Mail.',
  'share.signature.body':
    'Elige uno de los {count} diseños ({layouts}), mira cómo quedará y cópialo con tu foto, tu logotipo, tus colores y un enlace a tu tarjeta.',
  'share.signature.make': 'Crear una firma de correo',
  'share.signature.output': 'El enlace y las imágenes de una firma creada aquí',
  'share.background.title': 'Fondo para videollamadas',
  'share.background.description':
    'Tu nombre, cargo, empresa y un código QR a tu tarjeta detrás de ti en Zoom, Google Meet o Microsoft Teams.',
  'share.background.layout': 'Diseño',
  'share.background.corner': 'Esquina',
  'share.background.cornerDescription':
    'Tus colores, el código QR arriba a la derecha y tu nombre abajo a la izquierda.',
  'share.background.side': 'Panel lateral',
  'share.background.sideDescription':
    'Un panel con tu color de acento a la derecha, con el código QR y tu nombre.',
  'share.background.minimal': 'Minimalista',
  'share.background.minimalDescription':
    'Un fondo liso y tranquilo, un código QR pequeño y tu nombre arriba a la izquierda.',
  'share.background.failed': 'No se pudo crear el fondo. Inténtalo de nuevo.',
  'share.background.download': 'Descargar el fondo',
  'share.background.howTo':
    'Ponlo como fondo virtual: en Zoom en Ajustes › Fondos y efectos, en Google Meet en Aplicar efectos visuales › Fondos, en Teams en Efectos de vídeo › Fondos, y añade la imagen descargada. Tu propia vista previa se ve en espejo, así que el texto te parecerá invertido; los demás lo ven al derecho.',
  'share.background.output': 'El código QR de un fondo creado aquí',
  'share.qr.title': 'Código QR',
  'share.qr.description': 'Para diapositivas, carteles, pegatinas y tarjetas impresas.',
  'share.qr.carries': 'El código contiene',
  'share.qr.url': 'Enlace a la página de la tarjeta',
  'share.qr.urlDescription':
    'Abre tu tarjeta, siempre actualizada. El móvil que escanea necesita conexión.',
  'share.qr.vcard': 'El contacto dentro (funciona sin cobertura)',
  'share.qr.vcardDescription':
    'El móvil guarda tu nombre, teléfono, correo, empresa y cargo directamente del código. Vuelve a imprimirlo después de editar la tarjeta.',
  'share.qr.urlAlt': 'Código QR de la tarjeta de {name}',
  'share.qr.vcardAlt': 'Código QR con el contacto de {name}',
  'share.qr.png': 'Descargar PNG',
  'share.qr.svg': 'Descargar SVG',
  'share.qr.output': 'Un código descargado aquí',
  'share.print.title': 'Tarjetas impresas',
  'share.print.description':
    'Un PDF de tu tarjeta con sus colores y su fuente: los datos en el anverso y un código QR a tu página en el reverso.',
  'share.print.paper': 'Papel',
  'share.print.card': 'Tarjeta suelta (85 × 55 mm)',
  'share.print.cardDetail': 'Una tarjeta con marcas de corte, para una imprenta',
  'share.print.a4': 'Hoja A4 de 10',
  'share.print.a4Detail': 'Tarjetas de 85 × 55 mm, anversos y luego reversos',
  'share.print.letter': 'Hoja Carta de 10',
  'share.print.letterDetail': 'Tarjetas de 3,5 × 2 in, anversos y luego reversos',
  'share.print.failed': 'No se pudo crear el PDF. Inténtalo de nuevo.',
  'share.print.download': 'Descargar PDF',
  'share.print.howTo':
    'Imprime al 100 % (tamaño real, no «ajustar a la página»); para una hoja, imprime a doble cara girando por el borde largo y recorta por las marcas.',
  'share.print.output': 'Las tarjetas impresas con este PDF',
  'share.nfc.title': 'Etiqueta NFC',
  'share.nfc.description':
    'Pon tu tarjeta en una pegatina o tarjeta NFC: un móvil que se acerque abre la página de tu tarjeta.',
  'share.nfc.refused':
    'Se denegó el permiso de NFC. Permite NFC para este sitio en la configuración de sitios de Chrome y vuelve a intentarlo.',
  'share.nfc.unsupported': 'Este móvil no puede escribir etiquetas NFC.',
  'share.nfc.off':
    'El NFC está desactivado u ocupado. Activa el NFC en los ajustes del móvil y vuelve a intentarlo.',
  'share.nfc.notWritten':
    'No se pudo escribir la etiqueta. Mantenla quieta contra la parte trasera del móvil y vuelve a intentarlo; una etiqueta bloqueada no se puede escribir.',
  'share.nfc.hold': 'Acerca una etiqueta NFC a la parte trasera del móvil…',
  'share.nfc.cancel': 'Cancelar',
  'share.nfc.write': 'Escribir en una etiqueta NFC',
  'share.nfc.writeAnother': 'Escribir otra etiqueta',
  'share.nfc.written': 'Escrita',
  'share.nfc.writtenBody': 'Toca la etiqueta con un móvil para abrir tu tarjeta.',
  'share.nfc.failedTitle': 'No se escribió',
  'share.nfc.androidTitle': 'Escribe etiquetas desde Android',
  'share.nfc.androidBody':
    'Este navegador no puede escribir etiquetas NFC. Abre esta página en Chrome en un móvil Android para escribir una etiqueta aquí, o escribe la dirección de abajo con una app de NFC en cualquier móvil (una app para iPhone o Android como NFC Tools o NXP TagWriter): elige un registro URL.',
  'share.nfc.address': 'La dirección de la etiqueta',
  'share.nfc.copy': 'Copiar dirección',
  'share.nfc.copied': 'La dirección de la etiqueta está en tu portapapeles.',
  'share.nfc.copiedTitle': 'Dirección copiada',
  'share.nfc.copyFailed': 'Selecciona la dirección y cópiala tú.',
  'share.nfc.copyFailedTitle': 'No se pudo copiar',
  'share.nfc.size':
    'Ocupa {bytes} bytes de una etiqueta: cabe en una {tag} ({tagBytes} bytes) o en cualquier etiqueta mayor. Los toques se cuentan como NFC en Estadísticas.',
  'share.nfc.sizeTooLarge':
    'Ocupa {bytes} bytes de una etiqueta, más de lo que caben en las etiquetas habituales. Los toques se cuentan como NFC en Estadísticas.',
  'share.nfc.output': 'Una etiqueta escrita aquí',
  'share.home.title': 'Sin conexión y en la pantalla de inicio',
  'share.home.description':
    'La página de tu tarjeta sigue funcionando sin cobertura y se queda en la pantalla de inicio como una app.',
  'share.home.offline':
    'Quien haya abierto una vez la página de tu tarjeta puede volver a abrirla sin señal: su móvil guarda la página, sus imágenes y tu archivo de contacto, y los muestra sin conexión. No hay nada que configurar.',
  'share.home.install': 'Pon tu tarjeta en la pantalla de inicio',
  'share.home.android': 'Android, Chrome',
  'share.home.androidSteps':
    'abre la página de tu tarjeta, toca el menú ⋮ y luego Añadir a pantalla de inicio (o Instalar aplicación).',
  'share.home.ios': 'iPhone y iPad, Safari',
  'share.home.iosSteps':
    'abre la página de tu tarjeta, toca Compartir y luego Añadir a pantalla de inicio.',
  'share.home.step': '<name>{browser}:</name> {steps}',
  'share.home.app':
    'Se abre a pantalla completa con los colores de tu tarjeta y tu foto (o tus iniciales) como icono: una forma rápida de enseñar tu tarjeta en persona.',
  'share.home.address': 'La página de tu tarjeta',
  'share.home.open': 'Abrir la página de mi tarjeta',
  'share.home.copy': 'Copiar dirección',
  'share.home.copied': 'Dirección de la tarjeta copiada al portapapeles.',
  'share.home.copyFailed': 'No se pudo copiar: selecciona la dirección y cópiala tú.',
  'share.local.deviceTitle': 'La dirección de este sitio solo funciona en este ordenador',
  'share.local.networkTitle': 'La dirección de este sitio solo funciona en esta red',
  'share.local.deviceBody':
    'Este sitio está abierto en <address>{origin}</address>, al que solo llega este ordenador. Los pases de monedero, fondos, códigos QR, tarjetas impresas, etiquetas NFC y firmas de correo creados aquí abren tu tarjeta en esa dirección, así que los móviles de otros lugares no pueden abrirla. Pide al administrador del sitio una dirección pública y vuelve a crearlos.',
  'share.local.networkBody':
    'Este sitio está abierto en <address>{origin}</address>, al que solo llegan los dispositivos de esta red. Los pases de monedero, fondos, códigos QR, tarjetas impresas, etiquetas NFC y firmas de correo creados aquí abren tu tarjeta en esa dirección, así que los móviles de otros lugares no pueden abrirla. Pide al administrador del sitio una dirección pública y vuelve a crearlos.',
  'share.local.admin':
    'Eres administrador: pon en <code>PUBLIC_URL</code> la dirección que abre la gente (por ejemplo <code>https://cards.example.com</code>), reinicia el servidor y abre el sitio allí. <link>Configuración del sitio</link> en la consola de administración muestra qué más está configurado.',
  'share.local.deviceShort': 'Solo funciona en este ordenador',
  'share.local.networkShort': 'Solo funciona en esta red',
  'share.local.deviceWarning':
    '{output} abrirá tu tarjeta en <address>{origin}</address>, al que solo llega este ordenador. Pide al administrador del sitio una dirección pública. <link>Qué significa esto</link>',
  'share.local.networkWarning':
    '{output} abrirá tu tarjeta en <address>{origin}</address>, al que solo llegan los dispositivos de esta red. Pide al administrador del sitio una dirección pública. <link>Qué significa esto</link>',
  'share.signatureWords.viewCard': 'Ver mi tarjeta digital',
  'share.signatureWords.viewCardArrow': 'Ver mi tarjeta digital →',
  'share.signatureWords.myCard': 'Mi tarjeta',
  'share.signatureWords.logo': 'Logotipo de {name}',
  'share.signatureWords.phoneLine': 'Teléfono: {phone}',
  'share.signatureWords.emailLine': 'Correo electrónico: {email}',
  'share.signatureWords.websiteLine': 'Sitio web: {website}',
  'share.signatureWords.cardLine': 'Mi tarjeta: {url}',
  'share.signatureWords.roleSeparator': ', ',
  'share.signaturePage.title': 'Firma de correo',
  'share.signaturePage.back': 'Comparte tu tarjeta',
  'share.signaturePage.intro':
    'tus datos, tu foto y tus colores debajo de cada correo que envíes, con un enlace a tu tarjeta.',
  'share.signaturePage.layout': 'Diseño',
  'share.signaturePage.layoutLegend': 'Diseño de la firma',
  'share.signaturePage.classic': 'Clásico',
  'share.signaturePage.classicDescription':
    'Foto junto a tus datos, con una línea en tu color de acento.',
  'share.signaturePage.compact': 'Compacto',
  'share.signaturePage.compactDescription':
    'Dos o tres líneas de texto, sin foto: para respuestas y conversaciones largas.',
  'share.signaturePage.banner': 'Banda',
  'share.signaturePage.bannerDescription':
    'Tu nombre sobre una banda de tu color de acento, con el logotipo y los enlaces debajo.',
  'share.signaturePage.preview': 'Vista previa',
  'share.signaturePage.previewDescription':
    'Tal como se verá en un mensaje. Los enlaces llevan a tu tarjeta.',
  'share.signaturePage.failed': 'No se pudo crear tu firma. Inténtalo más tarde.',
  'share.signaturePage.building': 'Creando tu firma…',
  'share.signaturePage.copy': 'Copiar firma',
  'share.signaturePage.copyPlain': 'Copiar texto sin formato',
  'share.signaturePage.copied': 'Pégala en los ajustes de firma de tu programa de correo.',
  'share.signaturePage.copiedTitle': 'Firma copiada',
  'share.signaturePage.plainCopied': 'La firma en texto sin formato está en tu portapapeles.',
  'share.signaturePage.plainCopiedTitle': 'Texto sin formato copiado',
  'share.signaturePage.notCopied':
    'Tu navegador no permitió copiar. Cópiala a mano como se indica.',
  'share.signaturePage.notCopiedTitle': 'No se copió',
  'share.signaturePage.byHand': 'Cópiala a mano',
  'share.signaturePage.byHandRich':
    'Haz clic en la vista previa, pulsa Ctrl+A (⌘A en Mac) para seleccionar la firma y luego Ctrl+C (⌘C) para copiarla.',
  'share.signaturePage.byHandPlain':
    'El texto sin formato de abajo está seleccionado: pulsa Ctrl+C (⌘C en Mac) para copiarlo.',
  'share.signaturePage.plain': 'Versión en texto sin formato',
  'share.signaturePage.frame': 'Vista previa de la firma',
  'share.signaturePage.steps': 'Añádela a tu correo',
  'share.signaturePage.gmail1':
    'Abre Configuración (la rueda dentada) y luego Ver todos los ajustes.',
  'share.signaturePage.gmail2': 'En General, busca Firma y elige Crear nueva.',
  'share.signaturePage.gmail3': 'Pega y luego Guardar cambios al final de la página.',
  'share.signaturePage.outlook1': 'Abre Configuración, luego Cuenta (o Correo) y luego Firmas.',
  'share.signaturePage.outlook2': 'Elige Nueva firma y ponle un nombre.',
  'share.signaturePage.outlook3':
    'Pega y luego Guardar. Elígela como predeterminada para los mensajes nuevos.',
  'share.signaturePage.apple1': 'Abre Mail, luego Ajustes (Preferencias) y luego Firmas.',
  'share.signaturePage.apple2': 'Elige tu cuenta y pulsa +.',
  'share.signaturePage.apple3':
    'Desmarca «Usar siempre el tipo de letra por omisión del mensaje» y pega.',
};

export default share;
