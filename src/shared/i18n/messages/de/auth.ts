import type { AreaCatalogue } from '../../catalogue';
import type authEn from '../en/auth';

const auth: AreaCatalogue<typeof authEn> = {
  'login.pageTitle': 'Anmelden',
  'login.tagline': 'Zeigen Sie mit einem Scan, wer Sie sind.',
  'login.highlightQr': 'Ein QR-Code für jede Karte',
  'login.highlightSave': 'Kontakte mit einem Tipp gespeichert',
  'login.highlightUpdate': 'Ihre Angaben jederzeit aktualisieren',
  'auth.signIn.title': 'Willkommen!',
  'auth.signIn.subtitle':
    'Melden Sie sich an, um Ihre digitalen Visitenkarten zu erstellen, zu teilen und zu verwalten.',
  'auth.signUp.title': 'Konto erstellen',
  'auth.signUp.subtitle':
    'Beginnen Sie mit Ihrer E-Mail-Adresse. Die ersten 2 Monate sind kostenlos.',
  'auth.forgot.title': 'Passwort vergessen',
  'auth.forgot.subtitle':
    'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie Ihr Passwort zurücksetzen können.',
  'auth.reset.title': 'Neues Passwort festlegen',
  'auth.reset.subtitle': 'Wählen Sie ein neues Passwort für Ihr Konto.',
  'auth.ssoHint':
    'Nutzen Sie Single Sign-on bei der Arbeit? Mit Ihrer geschäftlichen Adresse gelangen Sie zur Anmeldung Ihrer Organisation.',
  'auth.ssoNotice':
    'Ihre Organisation meldet Sie per Single Sign-on an: Weiter zu ihrer Anmeldeseite.',
  'auth.forgotPasswordLink': 'Passwort vergessen?',
  'auth.continueWithSso': 'Weiter mit Single Sign-on',
  'auth.signInButton': 'Anmelden',
  'auth.noAccount': 'Noch kein Konto? <button>Jetzt erstellen</button>',
  'auth.signInInstead': 'Stattdessen anmelden',
  'auth.createAccountButton': 'Konto erstellen',
  'auth.backToSignIn': 'Zurück zur Anmeldung',
  'auth.or': 'oder',
  'auth.continueWith': 'Weiter mit {provider}',
  'auth.agreement':
    'Wenn Sie fortfahren, stimmen Sie unseren <terms>Nutzungsbedingungen</terms> und unserer <privacy>Datenschutzerklärung</privacy> zu.',
  'auth.localMailboxTitle': 'Dieser Server versendet keine E-Mails',
  'auth.localMailboxBody':
    'Den Link finden Sie im Postfach unter der Adresse, die der Server beim Start ausgegeben hat (sie endet auf <code>/dev/mailbox?token=…</code>).',

  'field.email': 'E-Mail',
  'field.password': 'Passwort',
  'field.confirmPassword': 'Passwort bestätigen',
  'field.fullName': 'Vollständiger Name',
  'field.counter': '{length}/{max} Zeichen',
  'field.passwordRule': 'Mindestens {min} Zeichen.',

  'auth.error.invalidEmailOrPassword':
    'Anmeldung fehlgeschlagen: E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
  'auth.error.invalidEmail': 'Anmeldung fehlgeschlagen: Ungültiges E-Mail-Format.',
  'auth.error.rateLimited':
    'Anmeldung fehlgeschlagen: Zu viele Fehlversuche. Bitte versuchen Sie es später erneut.',
  'auth.error.userNotFound':
    'Anmeldung fehlgeschlagen: Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte registrieren Sie sich zuerst.',
  'auth.error.invalidPassword':
    'Anmeldung fehlgeschlagen: Falsches Passwort. Bitte versuchen Sie es erneut.',
  'auth.error.disabled':
    'Anmeldung fehlgeschlagen: Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
  'auth.error.other': 'Anmeldung fehlgeschlagen: {code}',
  'auth.signUpError.invalidEmail': 'Registrierung fehlgeschlagen: Ungültiges E-Mail-Format.',
  'auth.signUpError.rateLimited':
    'Registrierung fehlgeschlagen: Zu viele Fehlversuche. Bitte versuchen Sie es später erneut.',
  'auth.signUpError.passwordTooShort':
    'Registrierung fehlgeschlagen: Das Passwort muss mindestens {min} Zeichen lang sein.',
  'auth.serverDown': 'Der Server ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  'auth.emailNotVerifiedToast':
    'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden. Den Bestätigungslink finden Sie in Ihrem Posteingang.',
  'auth.emailNotVerifiedBanner':
    'E-Mail-Adresse nicht bestätigt. Den Bestätigungslink finden Sie in Ihrem Posteingang.',
  'auth.resendSuccess': 'Bestätigungs-E-Mail gesendet. Bitte sehen Sie in Ihrem Posteingang nach.',
  'auth.resendFailure':
    'Die Bestätigungs-E-Mail konnte nicht erneut gesendet werden. Bitte versuchen Sie es noch einmal.',
  'auth.resetSent':
    'E-Mail zum Zurücksetzen des Passworts gesendet. Bitte sehen Sie in Ihrem Posteingang nach.',
  'auth.resetSendFailure':
    'Die E-Mail zum Zurücksetzen des Passworts konnte nicht gesendet werden.',
  'auth.socialFailure': 'Anmeldung fehlgeschlagen',
  'auth.socialFailureWithReason': 'Anmeldung fehlgeschlagen: {reason}.',
  'auth.missingCredentials': 'Bitte geben Sie E-Mail-Adresse und Passwort ein',
  'auth.accountExists':
    'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich stattdessen an oder nutzen Sie „Passwort vergessen?“, falls Sie Ihr Passwort nicht mehr wissen.',
  'auth.signUpFailure': 'Registrierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'auth.verificationLinkInvalid':
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich mit E-Mail-Adresse und Passwort an, um einen neuen zu erhalten.',
  'auth.resetLinkInvalid':
    'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordern Sie einen neuen Link an, um Ihr Passwort zurückzusetzen.',
  'auth.passwordReset':
    'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  'auth.passwordChanged': 'Ihr Passwort wurde geändert.',
  'auth.emailVerified': 'Ihre E-Mail-Adresse ist bestätigt. Bitte melden Sie sich an.',
  'auth.accountNotLinked':
    'Anmeldung fehlgeschlagen: Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich so an, wie Sie sich ursprünglich registriert haben.',
  'auth.providerEmailNotVerified':
    'Anmeldung fehlgeschlagen: Der Anbieter hat diese E-Mail-Adresse nicht bestätigt. Bestätigen Sie sie zuerst beim Anbieter oder registrieren Sie sich mit E-Mail-Adresse und Passwort.',
  'auth.ssoRequired':
    'Anmeldung fehlgeschlagen: Ihre Organisation verlangt für diese Adresse Single Sign-on. Melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an, um zur Anmeldung Ihrer Organisation zu gelangen.',
  'auth.ssoRequiredBy':
    '{organisation} verlangt für diese Adresse Single Sign-on: Fahren Sie mit der Anmeldung Ihrer Organisation fort.',
  'auth.ssoDomainNotVerified':
    'Anmeldung fehlgeschlagen: Diese Adresse gehört zu keiner bestätigten Domain der Organisation des Anbieters.',
  'auth.providerError.restart':
    'Anmeldung fehlgeschlagen: Die Anmeldung hat zu lange gedauert oder wurde in einem anderen Browser begonnen. Beginnen Sie sie erneut.',
  'auth.providerError.setup':
    'Anmeldung fehlgeschlagen: Die Anmeldung Ihrer Organisation ist nicht richtig eingerichtet. Bitten Sie ihre Administration, die Single-Sign-on-Einstellungen zu prüfen.',
  'auth.providerError.cancelled':
    'Anmeldung fehlgeschlagen: Die Anmeldung wurde beim Anbieter abgebrochen.',

  'auth.sendResetLink': 'Link zum Zurücksetzen senden',
  'auth.back': 'Zurück',
  'auth.requestNewLink': 'Neuen Link anfordern',
  'auth.resetPasswordButton': 'Passwort zurücksetzen',
  'field.newPassword': 'Neues Passwort',
  'field.confirmNewPassword': 'Neues Passwort bestätigen',
  'auth.resendVerification': 'Bestätigungs-E-Mail erneut senden',

  'auth.checkingSignIn': 'Anmeldung wird geprüft …',
  'logout.pageTitle': 'Abmelden',
  'logout.body': 'Sie werden abgemeldet …',
  'verify.pageTitle': 'E-Mail-Adresse bestätigen',
  'verify.title': 'Bestätigungs-E-Mail gesendet!',
  'verify.sentTo': 'Wir haben einen Bestätigungslink gesendet an',
  'verify.body':
    'Öffnen Sie den Link in dieser E-Mail, um Ihr Konto zu aktivieren. Falls Sie sie nicht finden, sehen Sie im Spam-Ordner nach oder registrieren Sie sich erneut, um einen neuen Link zu erhalten.',
  'verify.resend': 'Erneut senden',
  'profile.title': 'Profil vervollständigen',
  'profile.intro': 'Sagen Sie uns Ihren Namen, um die Einrichtung Ihres Kontos abzuschließen.',
  'profile.success': 'Profil erfolgreich vervollständigt!',
  'profile.failure': 'Das Benutzerprofil konnte nicht erstellt werden',
  'profile.disabledName': 'Geben Sie Ihren vollständigen Namen ein, um fortzufahren.',
  'profile.disabledBoth':
    'Geben Sie Ihren vollständigen Namen ein und akzeptieren Sie die Nutzungsbedingungen, um fortzufahren.',
  'profile.agree':
    'Ich stimme den <terms>Nutzungsbedingungen</terms> und der <privacy>Datenschutzerklärung</privacy> zu',
  'profile.completeButton': 'Profil vervollständigen',

  'validation.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'validation.passwordMin': 'Das Passwort muss mindestens {min} Zeichen lang sein',
  'validation.passwordMax': 'Das Passwort darf höchstens {max} Zeichen lang sein',
  'validation.passwordsDiffer': 'Die Passwörter stimmen nicht überein',
  'validation.termsRequired': 'Bitte akzeptieren Sie die Nutzungsbedingungen, um fortzufahren',
  'validation.fullNameMissing': 'Bitte geben Sie Ihren vollständigen Namen ein',
  'validation.fullNameMax': 'Der vollständige Name darf höchstens {max} Zeichen lang sein',

  'mail.verify.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für CardVault',
  'mail.verify.heading': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'mail.verify.body1':
    'Danke für Ihre Registrierung bei CardVault. Bestätigen Sie, dass dies Ihre Adresse ist, um die Einrichtung Ihres Kontos abzuschließen.',
  'mail.verify.body2':
    'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren.',
  'mail.verify.action': 'E-Mail-Adresse bestätigen',
  'mail.reset.subject': 'Ihr CardVault-Passwort zurücksetzen',
  'mail.reset.heading': 'Passwort zurücksetzen',
  'mail.reset.body1': 'Jemand hat angefordert, das Passwort Ihres CardVault-Kontos zurückzusetzen.',
  'mail.reset.body2':
    'Der Link ist eine Stunde lang gültig und funktioniert nur einmal. Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  'mail.reset.action': 'Neues Passwort wählen',
  'mail.existing.subject': 'Sie haben bereits ein CardVault-Konto',
  'mail.existing.heading': 'Sie haben bereits ein Konto',
  'mail.existing.body1':
    'Jemand, vermutlich Sie, wollte gerade mit dieser Adresse ein CardVault-Konto erstellen. Es gibt bereits eines, daher wurde nichts geändert.',
  'mail.existing.body2':
    'Melden Sie sich stattdessen an. Falls Sie Ihr Passwort vergessen haben, wählen Sie auf der Anmeldeseite „Passwort vergessen?“. Ist Ihre Adresse noch nicht bestätigt, erhalten Sie bei der Anmeldung einen neuen Bestätigungslink.',
  'mail.existing.action': 'Anmelden',
};

export default auth;
