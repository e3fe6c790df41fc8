import type { AreaCatalogue } from '../../catalogue';
import type accountEn from '../en/account';

const account: AreaCatalogue<typeof accountEn> = {
  'account.title': 'Konto',
  'account.nav.label': 'Konto',
  'account.nav.account': 'Konto',
  'account.nav.myCards': 'Meine Karten',
  'account.nav.subscription': 'Abo verwalten',
  'account.nav.signOut': 'Abmelden',
  'account.profile.title': 'Profil',
  'account.profile.description': 'Ihr Name und Bild überall in CardVault.',
  'account.profile.pictureAlt': 'Ihr Profilbild',
  'account.profile.changePicture': 'Bild ändern',
  'account.profile.thing': 'Profil',
  'account.profile.email': 'E-Mail',
  'account.profile.emailHint': 'Ihre E-Mail-Adresse kann hier nicht geändert werden.',
  'account.profile.uploading': 'Bild wird hochgeladen…',
  'account.profile.saving': 'Wird gespeichert…',
  'account.profile.save': 'Änderungen speichern',
  'account.profile.saved': 'Kontodaten gespeichert.',
  'account.profile.failed': 'Kontodaten konnten nicht aktualisiert werden',
  'account.profile.newerLoaded':
    'Ihr Profil wurde so geladen, wie es anderswo gespeichert wurde. Sonst hat sich nichts geändert.',
  'account.avatar.title': 'Profilbild',
  'account.avatar.description':
    'Wählen Sie ein Bild, prüfen Sie die Vorschau und übernehmen Sie es dann.',
  'account.avatar.choose': 'Bild auswählen',
  'account.avatar.previewAlt': 'Vorschau des Profilbilds',
  'account.conflict.fullName': 'Vollständiger Name',
  'account.conflict.picture': 'Profilbild',
  'account.conflict.noPicture': 'Kein Bild',
  'account.conflict.yourPicture': 'Profilbild: Ihres',
  'account.conflict.newerPicture': 'Profilbild: das neuer gespeicherte',
  'account.password.title': 'Passwort ändern',
  'account.password.description':
    'Geben Sie Ihr aktuelles Passwort ein und wählen Sie dann ein neues.',
  'account.password.current': 'Aktuelles Passwort',
  'account.password.new': 'Neues Passwort',
  'account.password.submit': 'Passwort ändern',
  'account.data.title': 'Ihre Daten',
  'account.data.description':
    'Laden Sie eine ZIP-Datei mit Ihrem Profil, Ihren Karten und deren Bildern, vCards und Tageszahlen herunter, mit einer README, die jede Datei erklärt.',
  'account.data.download': 'Meine Daten herunterladen',
  'account.data.limit': 'Bis zu {count} Downloads pro Stunde.',
  'account.delete.title': 'Konto löschen',
  'account.delete.description':
    'Löscht Ihr Konto mit allem, was darin ist, und kündigt Ihr Abo. Das kann nicht rückgängig gemacht werden.',
  'account.delete.open': 'Mein Konto löschen',
  'account.delete.close': 'Dialog „Konto löschen“ schließen',
  'account.delete.dialogTitle': 'Ihr Konto löschen',
  'account.delete.withPassword':
    'Geben Sie zur Bestätigung Ihre E-Mail-Adresse und Ihr Passwort ein.',
  'account.delete.recentSignIn':
    'Geben Sie zur Bestätigung Ihre E-Mail-Adresse ein. Sie müssen sich in den letzten {minutes} Minuten angemeldet haben; sonst melden Sie sich zuerst ab und wieder an.',
  'account.delete.submit': 'Mein Konto endgültig löschen',
  'account.delete.warning':
    'Ihr Konto, Ihr Profil, Ihre Karten und deren Bilder, vCards und Tageszahlen werden sofort gelöscht, und Ihr Abo wird jetzt gekündigt. Laden Sie Ihre Daten vorher herunter, wenn Sie eine Kopie behalten möchten.',
  'account.delete.emailLabel': 'Ihre E-Mail-Adresse',
  'account.delete.emailHint': 'Geben Sie <address>{email}</address> erneut ein.',
  'account.delete.passwordLabel': 'Ihr Passwort',
  'account.delete.typeEmail': 'Geben Sie zur Bestätigung Ihre E-Mail-Adresse ein',
  'account.delete.notYourEmail': 'Das ist nicht die E-Mail-Adresse Ihres Kontos',
  'account.delete.enterPassword': 'Geben Sie Ihr Passwort ein',
  'account.delete.wrongPassword': 'Dieses Passwort ist nicht korrekt',
  'account.delete.reauthenticate':
    'Zu Ihrer Sicherheit: Melden Sie sich ab, wieder an und löschen Sie Ihr Konto dann innerhalb von {minutes} Minuten.',
  'account.delete.failed': 'Ihr Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  'account.delete.done': 'Ihr Konto und alles darin wurden gelöscht.',
};

export default account;
