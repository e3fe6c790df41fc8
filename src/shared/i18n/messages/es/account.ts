import type { AreaCatalogue } from '../../catalogue';
import type accountEn from '../en/account';

const account: AreaCatalogue<typeof accountEn> = {
  'account.title': 'Cuenta',
  'account.nav.label': 'Cuenta',
  'account.nav.account': 'Cuenta',
  'account.nav.myCards': 'Mis tarjetas',
  'account.nav.subscription': 'Gestionar suscripción',
  'account.nav.signOut': 'Cerrar sesión',
  'account.profile.title': 'Perfil',
  'account.profile.description': 'Tu nombre y tu foto en todo CardVault.',
  'account.profile.pictureAlt': 'Tu foto de perfil',
  'account.profile.changePicture': 'Cambiar foto',
  'account.profile.thing': 'perfil',
  'account.profile.email': 'Correo electrónico',
  'account.profile.emailHint': 'Tu correo electrónico no se puede cambiar aquí.',
  'account.profile.uploading': 'Subiendo la foto…',
  'account.profile.saving': 'Guardando…',
  'account.profile.save': 'Guardar cambios',
  'account.profile.saved': 'Datos de la cuenta guardados.',
  'account.profile.failed': 'No se pudieron actualizar los datos de la cuenta',
  'account.profile.newerLoaded':
    'Se ha cargado tu perfil tal como se guardó en otro lugar. No ha cambiado nada más.',
  'account.avatar.title': 'Foto de perfil',
  'account.avatar.description': 'Elige una foto, revisa la vista previa y aplícala.',
  'account.avatar.choose': 'Elegir una foto',
  'account.avatar.previewAlt': 'Vista previa de la foto de perfil',
  'account.conflict.fullName': 'Nombre completo',
  'account.conflict.picture': 'Foto de perfil',
  'account.conflict.noPicture': 'Sin foto',
  'account.conflict.yourPicture': 'Foto de perfil: la tuya',
  'account.conflict.newerPicture': 'Foto de perfil: la guardada más reciente',
  'account.password.title': 'Cambiar contraseña',
  'account.password.description': 'Introduce tu contraseña actual y elige una nueva.',
  'account.password.current': 'Contraseña actual',
  'account.password.new': 'Nueva contraseña',
  'account.password.submit': 'Cambiar contraseña',
  'account.data.title': 'Tus datos',
  'account.data.description':
    'Descarga un archivo ZIP con tu perfil, tus tarjetas y sus imágenes, las vCards y las cifras diarias, con un README que explica cada archivo.',
  'account.data.download': 'Descargar mis datos',
  'account.data.limit': 'Hasta {count} descargas por hora.',
  'account.delete.title': 'Eliminar cuenta',
  'account.delete.description':
    'Elimina tu cuenta y todo su contenido, y cancela tu suscripción. No se puede deshacer.',
  'account.delete.open': 'Eliminar mi cuenta',
  'account.delete.close': 'Cerrar el diálogo de eliminar cuenta',
  'account.delete.dialogTitle': 'Eliminar tu cuenta',
  'account.delete.withPassword': 'Escribe tu correo electrónico y tu contraseña para confirmar.',
  'account.delete.recentSignIn':
    'Escribe tu correo electrónico para confirmar. Debes haber iniciado sesión en los últimos {minutes} minutos; si no, cierra sesión y vuelve a iniciarla primero.',
  'account.delete.submit': 'Eliminar mi cuenta para siempre',
  'account.delete.warning':
    'Tu cuenta, tu perfil, tus tarjetas y sus imágenes, las vCards y las cifras diarias se eliminan al instante, y tu suscripción se cancela ahora. Descarga tus datos antes si quieres conservar una copia.',
  'account.delete.emailLabel': 'Tu correo electrónico',
  'account.delete.emailHint': 'Escribe <address>{email}</address> de nuevo.',
  'account.delete.passwordLabel': 'Tu contraseña',
  'account.delete.typeEmail': 'Escribe tu correo electrónico para confirmar',
  'account.delete.notYourEmail': 'Este no es el correo electrónico de tu cuenta',
  'account.delete.enterPassword': 'Introduce tu contraseña',
  'account.delete.wrongPassword': 'Esta contraseña no es correcta',
  'account.delete.reauthenticate':
    'Por tu seguridad, cierra sesión, vuelve a iniciarla y elimina tu cuenta en un plazo de {minutes} minutos.',
  'account.delete.failed': 'No se pudo eliminar tu cuenta. Inténtalo de nuevo.',
  'account.delete.done': 'Tu cuenta y todo su contenido se han eliminado.',
};

export default account;
