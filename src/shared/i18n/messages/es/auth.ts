import type { AreaCatalogue } from '../../catalogue';
import type authEn from '../en/auth';

const auth: AreaCatalogue<typeof authEn> = {
  'login.pageTitle': 'Iniciar sesión',
  'login.tagline': 'Preséntate con un solo escaneo.',
  'login.highlightQr': 'Un código QR para cada tarjeta',
  'login.highlightSave': 'Contactos guardados con un toque',
  'login.highlightUpdate': 'Actualiza tus datos cuando quieras',
  'auth.signIn.title': '¡Hola!',
  'auth.signIn.subtitle':
    'Inicia sesión para crear, compartir y gestionar tus tarjetas de visita digitales.',
  'auth.signUp.title': 'Crear cuenta',
  'auth.signUp.subtitle': 'Empieza con tu correo electrónico. Los 2 primeros meses son gratis.',
  'auth.forgot.title': 'He olvidado mi contraseña',
  'auth.forgot.subtitle':
    'Escribe tu correo electrónico y te enviaremos un enlace para restablecer la contraseña.',
  'auth.reset.title': 'Nueva contraseña',
  'auth.reset.subtitle': 'Elige una contraseña nueva para tu cuenta.',
  'auth.ssoHint':
    '¿Usas inicio de sesión único en el trabajo? Con tu correo del trabajo irás al acceso de tu organización.',
  'auth.ssoNotice':
    'Tu organización te identifica con inicio de sesión único: continúa en su página de acceso.',
  'auth.forgotPasswordLink': '¿Has olvidado la contraseña?',
  'auth.continueWithSso': 'Continuar con inicio de sesión único',
  'auth.signInButton': 'Iniciar sesión',
  'auth.noAccount': '¿Aún no tienes cuenta? <button>Crea una</button>',
  'auth.signInInstead': 'Iniciar sesión',
  'auth.createAccountButton': 'Crear cuenta',
  'auth.backToSignIn': 'Volver a iniciar sesión',
  'auth.or': 'o',
  'auth.continueWith': 'Continuar con {provider}',
  'auth.agreement':
    'Al continuar, aceptas nuestras <terms>Condiciones del servicio</terms> y nuestra <privacy>Política de privacidad</privacy>.',
  'auth.localMailboxTitle': 'Este servidor no envía correos',
  'auth.localMailboxBody':
    'Para encontrar el enlace, abre la dirección del buzón que mostró el servidor al arrancar (termina en <code>/dev/mailbox?token=…</code>).',

  'field.email': 'Correo electrónico',
  'field.password': 'Contraseña',
  'field.confirmPassword': 'Confirmar contraseña',
  'field.fullName': 'Nombre completo',
  'field.counter': '{length}/{max} caracteres',
  'field.passwordRule': 'Al menos {min} caracteres.',

  'auth.error.invalidEmailOrPassword':
    'No se pudo iniciar sesión: el correo o la contraseña no son correctos. Inténtalo de nuevo.',
  'auth.error.invalidEmail': 'No se pudo iniciar sesión: el formato del correo no es válido.',
  'auth.error.rateLimited':
    'No se pudo iniciar sesión: demasiados intentos fallidos. Inténtalo más tarde.',
  'auth.error.userNotFound':
    'No se pudo iniciar sesión: no hay ninguna cuenta con este correo. Regístrate primero.',
  'auth.error.invalidPassword':
    'No se pudo iniciar sesión: la contraseña no es correcta. Inténtalo de nuevo.',
  'auth.error.disabled':
    'No se pudo iniciar sesión: esta cuenta está desactivada. Ponte en contacto con el soporte.',
  'auth.error.other': 'No se pudo iniciar sesión: {code}',
  'auth.signUpError.invalidEmail':
    'No se pudo crear la cuenta: el formato del correo no es válido.',
  'auth.signUpError.rateLimited':
    'No se pudo crear la cuenta: demasiados intentos fallidos. Inténtalo más tarde.',
  'auth.signUpError.passwordTooShort':
    'No se pudo crear la cuenta: la contraseña debe tener al menos {min} caracteres.',
  'auth.serverDown': 'El servidor no responde. Inténtalo más tarde.',
  'auth.emailNotVerifiedToast':
    'Confirma tu correo electrónico antes de iniciar sesión. Busca el enlace de confirmación en tu bandeja de entrada.',
  'auth.emailNotVerifiedBanner':
    'Correo sin confirmar. Busca el enlace de confirmación en tu bandeja de entrada.',
  'auth.resendSuccess': 'Correo de confirmación enviado. Revisa tu bandeja de entrada.',
  'auth.resendFailure': 'No se pudo reenviar el correo de confirmación. Inténtalo de nuevo.',
  'auth.resetSent': 'Correo para restablecer la contraseña enviado. Revisa tu bandeja de entrada.',
  'auth.resetSendFailure': 'No se pudo enviar el correo para restablecer la contraseña.',
  'auth.socialFailure': 'No se pudo iniciar sesión',
  'auth.socialFailureWithReason': 'No se pudo iniciar sesión: {reason}.',
  'auth.missingCredentials': 'Escribe tu correo electrónico y tu contraseña',
  'auth.accountExists':
    'Ya existe una cuenta con este correo. Inicia sesión o usa «¿Has olvidado la contraseña?» si no la recuerdas.',
  'auth.signUpFailure': 'No se pudo crear la cuenta. Inténtalo de nuevo.',
  'auth.verificationLinkInvalid':
    'Este enlace de confirmación no es válido o ha caducado. Inicia sesión con tu correo y tu contraseña para recibir otro.',
  'auth.resetLinkInvalid':
    'Este enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo.',
  'auth.passwordReset': 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión con la nueva.',
  'auth.passwordChanged': 'Tu contraseña se ha actualizado.',
  'auth.emailVerified': 'Tu correo electrónico está confirmado. Ya puedes iniciar sesión.',
  'auth.accountNotLinked':
    'No se pudo iniciar sesión: este correo ya tiene una cuenta. Inicia sesión como lo hiciste al registrarte.',
  'auth.providerEmailNotVerified':
    'No se pudo iniciar sesión: el proveedor no ha verificado este correo. Verifícalo primero con el proveedor o regístrate con tu correo y una contraseña.',
  'auth.ssoRequired':
    'No se pudo iniciar sesión: tu organización exige inicio de sesión único para esta dirección. Entra con tu correo del trabajo para ir a su página de acceso.',
  'auth.ssoRequiredBy':
    '{organisation} exige inicio de sesión único para esta dirección: continúa con el inicio de sesión de tu organización.',
  'auth.ssoDomainNotVerified':
    'No se pudo iniciar sesión: esta dirección no pertenece a ningún dominio verificado de la organización del proveedor.',
  'auth.providerError.restart':
    'No se pudo iniciar sesión: el inicio de sesión tardó demasiado o se empezó en otro navegador. Vuelve a empezarlo.',
  'auth.providerError.setup':
    'No se pudo iniciar sesión: el inicio de sesión de tu organización no está bien configurado. Pide a su administrador que revise los ajustes de inicio de sesión único.',
  'auth.providerError.cancelled':
    'No se pudo iniciar sesión: el inicio de sesión se canceló en el proveedor.',

  'auth.sendResetLink': 'Enviar enlace',
  'auth.back': 'Volver',
  'auth.requestNewLink': 'Solicitar un enlace nuevo',
  'auth.resetPasswordButton': 'Restablecer contraseña',
  'field.newPassword': 'Contraseña nueva',
  'field.confirmNewPassword': 'Confirmar contraseña nueva',
  'auth.resendVerification': 'Reenviar correo de confirmación',

  'auth.checkingSignIn': 'Comprobando tu sesión…',
  'logout.pageTitle': 'Cerrando sesión',
  'logout.body': 'Cerrando sesión…',
  'verify.pageTitle': 'Confirma tu correo electrónico',
  'verify.title': '¡Correo de confirmación enviado!',
  'verify.sentTo': 'Hemos enviado un enlace de confirmación a',
  'verify.body':
    'Abre el enlace de ese correo para activar tu cuenta. Si no lo encuentras, revisa la carpeta de spam o vuelve a registrarte para recibir un enlace nuevo.',
  'verify.resend': 'Reenviar',
  'profile.title': 'Completa tu perfil',
  'profile.intro': 'Dinos tu nombre para terminar de configurar tu cuenta.',
  'profile.success': '¡Perfil completado!',
  'profile.failure': 'No se pudo crear el perfil',
  'profile.disabledName': 'Escribe tu nombre completo para continuar.',
  'profile.disabledBoth': 'Escribe tu nombre completo y acepta las condiciones para continuar.',
  'profile.agree':
    'Acepto las <terms>Condiciones del servicio</terms> y la <privacy>Política de privacidad</privacy>',
  'profile.completeButton': 'Completar perfil',

  'validation.emailInvalid': 'Escribe un correo electrónico válido',
  'validation.passwordMin': 'La contraseña debe tener al menos {min} caracteres',
  'validation.passwordMax': 'La contraseña debe tener como máximo {max} caracteres',
  'validation.passwordsDiffer': 'Las contraseñas no coinciden',
  'validation.termsRequired': 'Acepta las condiciones para continuar',
  'validation.fullNameMissing': 'Escribe tu nombre completo',
  'validation.fullNameMax': 'El nombre completo debe tener como máximo {max} caracteres',

  'mail.verify.subject': 'Confirma tu correo electrónico para CardVault',
  'mail.verify.heading': 'Confirma tu correo electrónico',
  'mail.verify.body1':
    'Gracias por registrarte en CardVault. Confirma que esta es tu dirección para terminar de crear tu cuenta.',
  'mail.verify.body2':
    'El enlace es válido durante 24 horas. Si no te has registrado, puedes ignorar este mensaje.',
  'mail.verify.action': 'Confirmar correo electrónico',
  'mail.reset.subject': 'Restablece tu contraseña de CardVault',
  'mail.reset.heading': 'Restablece tu contraseña',
  'mail.reset.body1': 'Alguien ha pedido restablecer la contraseña de tu cuenta de CardVault.',
  'mail.reset.body2':
    'El enlace es válido durante una hora y solo una vez. Si no has sido tú, ignora este mensaje: tu contraseña no cambia.',
  'mail.reset.action': 'Elegir una contraseña nueva',
  'mail.existing.subject': 'Ya tienes una cuenta de CardVault',
  'mail.existing.heading': 'Ya tienes una cuenta',
  'mail.existing.body1':
    'Alguien, probablemente tú, acaba de intentar crear una cuenta de CardVault con esta dirección. Ya tiene una, así que no se ha cambiado nada.',
  'mail.existing.body2':
    'Inicia sesión. Si has olvidado la contraseña, elige «¿Has olvidado la contraseña?» en la página de inicio de sesión. Si tu dirección aún no está confirmada, al iniciar sesión podrás pedir un enlace de confirmación nuevo.',
  'mail.existing.action': 'Iniciar sesión',
};

export default auth;
