import type { AreaCatalogue } from '../../catalogue';
import type appEn from '../en/app';

const app: AreaCatalogue<typeof appEn> = {
  'shell.loading': 'Cargando CardVault…',
  'shell.skipToContent': 'Ir al contenido',

  'language.label': 'Idioma',

  'header.mainNav': 'Principal',
  'header.mobileNav': 'Móvil',
  'header.menu': 'Menú',
  'header.login': 'Iniciar sesión',
  'header.createCard': 'Crear tarjeta',
  'header.signOut': 'Cerrar sesión',
  'header.signedInAs': 'Sesión iniciada como <b>{email}</b>',
  'header.userMenu': 'Menú de usuario',
  'header.adminShort': 'Admin',
  'header.adminConsole': 'Panel de administración',
  'nav.myCards': 'Mis tarjetas',
  'nav.insights': 'Estadísticas',
  'nav.leads': 'Contactos',
  'nav.team': 'Equipo',
  'nav.pricing': 'Precios',
  'nav.account': 'Cuenta',
  'nav.subscription': 'Suscripción',
  'nav.digitalBusinessCards': 'Tarjetas de visita digitales',
  'nav.howItWorks': 'Cómo funciona',

  'footer.tagline':
    'Tarjetas de visita digitales con un código QR para cada una. Preséntate con un solo escaneo.',
  'footer.nav': 'Pie de página',
  'footer.company': 'Empresa',
  'footer.about': 'Quiénes somos',
  'footer.feedback': 'Comentarios',
  'footer.legal': 'Legal',
  'footer.terms': 'Condiciones del servicio',
  'footer.privacy': 'Política de privacidad',
  'footer.copyright': '© {year} CardVault. Todos los derechos reservados.',
};

export default app;
