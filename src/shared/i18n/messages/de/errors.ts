import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.VALIDATION_ERROR': 'Einige der gesendeten Werte werden nicht akzeptiert',
  'error.INVALID_INPUT':
    'Die Anfrage enthält einen Wert, der nicht gespeichert oder gesucht werden kann',
  'error.INVALID_JSON': 'Der Inhalt der Anfrage ist kein gültiges JSON',
  'error.INVALID_CONTENT_LENGTH': 'Content-Length passt nicht zum Inhalt der Anfrage',
  'error.BAD_REQUEST': 'Die Anfrage konnte nicht verarbeitet werden',
  'error.REQUEST_ERROR': 'Die Anfrage konnte nicht verarbeitet werden',
  'error.UNAUTHORIZED': 'Bitte melden Sie sich zuerst an',
  'error.FORBIDDEN': 'Dazu sind Sie nicht berechtigt',
  'error.NOT_FOUND': 'Nicht gefunden',
  'error.CROSS_SITE_REQUEST': 'Anfragen von anderen Websites sind nicht erlaubt.',
  'error.RATE_LIMITED': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  'error.RATE_LIMITED.inMinutes':
    'Zu viele Anfragen. Versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',
  'error.INTERNAL_ERROR': 'Etwas ist schiefgelaufen',
  'error.DATABASE_UNAVAILABLE': 'Die Datenbank hat nicht geantwortet',
  'error.STORAGE_UNAVAILABLE':
    'Der Dateispeicher ist gerade nicht erreichbar. Es wurde nichts geändert; bitte versuchen Sie es gleich noch einmal.',
  'error.NOT_READY': 'Der Server startet gerade. Bitte versuchen Sie es gleich noch einmal.',
  'error.PAYLOAD_TOO_LARGE': 'Die Anfrage ist größer, als dieses Formular erlaubt',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Dieser Inhaltstyp wird nicht unterstützt',
  'error.MALFORMED_MULTIPART': 'Der multipart/form-data-Inhalt ist fehlerhaft',
  'error.FILE_TOO_LARGE': 'Die Datei ist zu groß. Höchstens {megabytes} MB sind erlaubt.',
  'error.TOO_MANY_FILES': 'Höchstens {max} Dateien',
  'error.FILE_TYPE_NOT_ALLOWED': 'Dateityp nicht erlaubt: {file}',
  'error.INVALID_IMAGE': 'Ungültiger Dateityp. Bitte verwenden Sie JPEG, JPG oder PNG.',
  'error.IMAGE_TOO_LARGE': 'Dieses Bild hat mehr Pixel, als ein Upload haben darf',
  'error.IMAGE_SHAPE_NOT_ACCEPTED':
    'Das Bild ist {width} × {height} Pixel groß: Jede Seite muss mindestens {minSide} Pixel lang und höchstens {maxRatio}-mal so lang wie die andere sein.',
  'error.ATTACHMENTS_NOT_ALLOWED':
    'Nur angemeldete Nutzer können Dateien anhängen. Melden Sie sich an, um Anhänge hinzuzufügen, oder senden Sie Ihre Nachricht ohne sie.',
  'error.EMAIL_NOT_VERIFIED': 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse',
  'error.FIRST_TIME_USER': 'Bitte vervollständigen Sie zuerst Ihr Profil',
  'error.PROFILE_EXISTS': 'Ihr Profil ist bereits vollständig',
  'error.PROFILE_INCOMPLETE':
    'Diese Person hat ihr Profil noch nicht vervollständigt und kann daher kein Admin sein',
  'error.ADMIN_BY_CONFIG': '{email} ist über ADMIN_EMAILS Admin; entfernen Sie die Adresse dort',
  'error.SELF_REVOKE': 'Sie können sich Ihre eigene Admin-Rolle nicht entziehen',
  'error.CONFIRMATION_MISMATCH':
    'Die Eingabe stimmt nicht überein: Geben Sie sie genau wie angezeigt ein',
  'error.REAUTHENTICATION_REQUIRED':
    'Melden Sie sich zu Ihrer Sicherheit ab und wieder an und löschen Sie Ihr Konto dann innerhalb von {minutes} Minuten.',
  'error.SELF_DELETE': 'Löschen Sie Ihr eigenes Konto auf Ihrer Kontoseite, nicht in der Konsole',
  'error.AUTH_ERROR': 'Die Anmeldung ist fehlgeschlagen',
  'error.INVALID_CALLBACK_URL': '{field}: muss eine Adresse auf dieser Website sein',
  'error.INVALID_EMAIL_OR_PASSWORD': 'E-Mail-Adresse oder Passwort ist falsch',
  'error.INVALID_EMAIL': 'Ungültiges Format der E-Mail-Adresse',
  'error.INVALID_PASSWORD': 'Das Passwort ist nicht korrekt',
  'error.USER_NOT_FOUND': 'Zu dieser E-Mail-Adresse gibt es kein Konto',
  'error.BANNED_USER': 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
  'error.USER_DISABLED': 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
  'error.USER_ALREADY_EXISTS': 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto',
  'error.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
    'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Verwenden Sie eine andere E-Mail-Adresse.',
  'error.PASSWORD_TOO_SHORT': 'Das Passwort ist zu kurz',
  'error.INVALID_TOKEN': 'Dieser Link ist ungültig',
  'error.TOKEN_EXPIRED': 'Dieser Link ist abgelaufen',
  'error.NO_SUBSCRIPTION': 'Es gibt noch kein Abonnement',
  'error.MAX_CARDS':
    'Sie haben die maximale Anzahl an Karten erreicht. Bitte fügen Sie Ihrem Abonnement weitere Karten hinzu.',
  'error.PREMIUM_REQUIRED': 'Diese Auswahl gehört zu den Premium-Kartenvorlagen',
  'error.NOT_TRIALING': 'Dieses Abonnement ist nicht im Testzeitraum',
  'error.BELOW_CARD_COUNT':
    'Sie haben bereits {created} Karten, daher braucht der Testzeitraum mindestens {created} Karten (angefragt: {asked}).',
  'error.ALREADY_CANCELED': 'Dieses Abonnement ist bereits gekündigt',
  'error.HAS_SUBSCRIPTION':
    'Diese Person hat bereits ein Abonnement; bearbeiten Sie stattdessen dieses',
  'error.STATUS_FROM_PROVIDER':
    'Der Status dieses Abonnements richtet sich nach dem Zahlungsanbieter: Verwenden Sie „Kündigen“ oder „Abgleichen“, um ihn neu einzulesen',
  'error.SUBSCRIPTION_NOT_BILLABLE':
    'Dieses Abonnement wird nicht über den Zahlungsanbieter abgerechnet',
  'error.PAYMENT_FAILED':
    'Ihre Zahlung konnte nicht verarbeitet werden. Bitte aktualisieren Sie Ihre Zahlungsmethode und versuchen Sie es erneut.',
  'error.EDIT_CONFLICT': 'Dies wurde an anderer Stelle geändert, nachdem Sie es geöffnet haben',
  'error.CHECKOUT_EXPIRED':
    'Dieser Bezahlvorgang ist abgelaufen: Ein neuerer wurde gestartet, Ihr Abonnement hat sich seit dem Öffnen geändert, oder er wurde vor über einer Stunde geöffnet. Es wurde nichts berechnet. Beginnen Sie erneut auf der Preisseite.',
  'error.CHECKOUT_COMPLETED':
    'Ihr letzter Bezahlvorgang wurde gerade abgeschlossen, und Ihr Abonnement ist unterwegs. Bitte laden Sie die Seite gleich neu, statt einen weiteren Bezahlvorgang zu starten.',
  'error.INVALID_WEBHOOK': 'Der Webhook konnte nicht verifiziert werden',
  'error.NOT_CONFIGURED': 'Diese Funktion ist auf diesem Server nicht eingerichtet',
  'error.LINK_ALREADY_USED': 'Dieser Link wurde bereits verwendet: Die Karte wurde gesendet.',
  'error.LINK_EXPIRED':
    'Dieser Link ist abgelaufen (er gilt {hours} Stunden). Fordern Sie auf der Seite der Karte erneut eine Kopie an.',
  'error.EXPORT_TOO_LARGE':
    'Eine Excel-Datei fasst bis zu {max} Leads. Grenzen Sie die Liste mit den Filtern ein oder exportieren Sie als CSV.',
  'error.SLUG_TAKEN': 'Eine andere Organisation verwendet diese Adresse bereits',
  'error.ALREADY_MEMBER': 'Diese Person ist bereits Mitglied',
  'error.LAST_OWNER':
    'Eine Organisation braucht einen Inhaber: Machen Sie zuerst jemand anderen zum Inhaber',
  'error.INVITATION_WRONG_ADDRESS': 'Diese Einladung wurde an eine andere E-Mail-Adresse gesendet',
  'error.INVITATION_EXPIRED': 'Diese Einladung ist abgelaufen: Bitten Sie um eine neue',
  'error.INVITATION_CLOSED': 'Diese Einladung wurde widerrufen oder bereits verwendet',
  'error.NOT_A_MEMBER': 'Nur Mitglieder der Organisation können ihre Karten erhalten',
  'error.FIELD_LOCKED':
    'Das Feld „{field}“ wird von {organisation} festgelegt: Bitten Sie einen Inhaber oder Admin, das Brand-Kit zu ändern',
  'error.DOMAIN_TAKEN': 'Eine andere Organisation hat diese Domain bereits verifiziert',
  'error.DOMAIN_LIMIT': 'Eine Organisation kann höchstens {max} Domains haben',
  'error.DNS_LOOKUP_FAILED':
    'Die DNS-Abfrage hat nicht innerhalb von {seconds} Sekunden geantwortet. Versuchen Sie es in einer Minute erneut.',
  'error.SSO_REQUIRED':
    'Diese Adresse erfordert Single Sign-on: Fahren Sie mit der Anmeldung Ihrer Organisation fort.',
  'error.SSO_DOMAIN_NOT_VERIFIED':
    '{domain} ist keine verifizierte Domain dieser Organisation: Verifizieren Sie sie zuerst (Team → Domains).',
  'error.SSO_PROVIDER_INVALID':
    'Die Anmeldung Ihrer Organisation konnte nicht gestartet werden: Bitten Sie deren Admin, die Single-Sign-on-Einstellungen zu prüfen',
  'error.API_TOKEN_INVALID': 'Das API-Token ist ungültig',
  'error.API_TOKEN_EXPIRED': 'Das API-Token ist abgelaufen',
  'error.API_TOKEN_REVOKED': 'Das API-Token wurde widerrufen',
  'error.API_TOKEN_NOT_ACCEPTED': 'Diese Route akzeptiert keine API-Tokens',
  'error.API_TOKEN_SCOPE_MISSING': 'Dem API-Token fehlt der Bereich {scope}',
  'error.API_TOKEN_LIMIT':
    'Eine Organisation kann höchstens {max} aktive Tokens haben: Widerrufen Sie zuerst eines',
  'error.SCIM_TOKEN_LIMIT':
    'Eine Organisation kann höchstens {max} Tokens in Gebrauch haben: Widerrufen Sie zuerst eines',
  'error.NETWORK_ERROR': 'Der Server ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  'error.INVALID_RESPONSE':
    'Der Server hat eine Antwort gesendet, die diese Seite nicht lesen kann',
  'error.UNKNOWN': 'Etwas ist schiefgelaufen',
};

export default errors;
