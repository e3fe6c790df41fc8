import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.UNAUTHORIZED': 'Primero inicia sesión',
  'error.FORBIDDEN': 'No tienes permiso para hacer eso',
  'error.NOT_FOUND': 'No se ha encontrado',
  'error.RATE_LIMITED': 'Demasiadas solicitudes. Inténtalo más tarde.',
  'error.CROSS_SITE_REQUEST': 'No se permiten solicitudes desde otros sitios.',
  'error.PAYLOAD_TOO_LARGE': 'La solicitud es más grande de lo que admite este formulario',
  'error.EMAIL_NOT_VERIFIED': 'Primero confirma tu correo electrónico',
  'error.FIRST_TIME_USER': 'Primero completa tu perfil',
  'error.PROFILE_EXISTS': 'Tu perfil ya está completo',
  'error.SELF_REVOKE': 'No puedes quitarte tu propio rol de administrador',
};

export default errors;
