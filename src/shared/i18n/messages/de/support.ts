import type { AreaCatalogue } from '../../catalogue';
import type supportEn from '../en/support';

const support: AreaCatalogue<typeof supportEn> = {
  'support.meta.title': 'Support',
  'support.meta.description': 'Fragen, Vorschläge oder Probleme: Schreiben Sie dem CardVault-Team.',
  'support.heading': 'Support kontaktieren',
  'support.intro':
    'Fragen, Ideen oder funktioniert etwas nicht? Schreiben Sie uns, wir melden uns bei Ihnen.',
  'support.checkingSignIn': 'Anmeldung wird geprüft…',
  'support.awaiting':
    'Wir haben einen Link an <address>{email}</address> gesendet. Öffnen Sie ihn innerhalb von {hours} Stunden, damit Ihre Anfrage unser Team erreicht.',
  'support.confirmed.body':
    'Danke, dass Sie Ihre Adresse bestätigt haben. Unsere Antwort kommt in Ihr Postfach.',
  'support.linkUsed.body':
    'Dieser Bestätigungslink wurde bereits verwendet, die Anfrage ist also schon bei uns. Sie müssen sie nicht noch einmal bestätigen.',
  'support.linkExpired.title': 'Dieser Bestätigungslink ist abgelaufen.',
  'support.linkExpired.body':
    'Links gelten {hours} Stunden, daher wurde die Anfrage nicht gesendet. Bitte senden Sie sie unten erneut und bestätigen Sie sie über die neue E-Mail.',
  'support.linkInvalid.title': 'Dieser Bestätigungslink ist ungültig.',
  'support.linkInvalid.body':
    'Er wurde beim Kopieren vielleicht abgeschnitten, daher wurde keine Anfrage gesendet. Öffnen Sie den Link aus der E-Mail erneut oder senden Sie Ihre Anfrage unten noch einmal.',
  'support.next.title': 'So geht es weiter',
  'support.next.user.sent': 'Ihre Anfrage erreicht unser Team, sobald Sie sie senden.',
  'support.next.user.attachments': 'Anhänge sieht nur unser Support-Team.',
  'support.next.user.reply': 'Unsere Antwort geht an die E-Mail-Adresse Ihres Kontos.',
  'support.next.visitor.link':
    'Wir senden Ihnen einen Link, mit dem Sie bestätigen, dass die Adresse Ihnen gehört.',
  'support.next.visitor.confirm':
    'Ihre Anfrage erreicht uns, sobald Sie bestätigen; der Link gilt {hours} Stunden.',
  'support.next.visitor.reply': 'Unsere Antwort geht an die Absenderadresse.',
  'support.form.subject': 'Betreff',
  'support.form.from': 'Von',
  'support.form.fromPlaceholder': 'sie@example.com',
  'support.form.fromHint': 'Wir senden einen Link an diese Adresse, um Ihre Anfrage zu bestätigen.',
  'support.form.message': 'Nachricht',
  'support.form.messagePlaceholder':
    'Beschreiben Sie, was passiert ist, was Sie erwartet haben und alles, was uns beim Helfen hilft.',
  'support.form.sending': 'Wird gesendet…',
  'support.form.waiting': 'Gesendet, warte auf den Server…',
  'support.form.replyToAccount': 'Wir antworten an die E-Mail-Adresse Ihres Kontos.',
  'support.form.nothingUntilConfirmed':
    'Es wird nichts gesendet, bevor Sie Ihre Adresse bestätigen.',
  'support.form.send': 'Anfrage senden',
  'support.subjects.support': 'Support',
  'support.subjects.suggestion': 'Vorschlag',
  'support.subjects.bugReport': 'Fehlermeldung',
  'support.subjects.complaint': 'Beschwerde',
  'support.subjects.billing': 'Abrechnung',
  'support.subjects.other': 'Sonstiges',
  'support.attachments.label': 'Anhänge',
  'support.attachments.optional': '(optional)',
  'support.attachments.count': '{count}/{max} Dateien',
  'support.attachments.drop':
    '<strong>Dateien hierher ziehen</strong> oder irgendwo auf dieser Seite einen Screenshot einfügen',
  'support.attachments.choose': 'Dateien auswählen',
  'support.attachments.attach': 'Dateien anhängen',
  'support.attachments.limits': 'Bis zu {max} Dateien, je {size}.',
  'support.attachments.loadingLimits': 'Grenzen für Anhänge werden geladen…',
  'support.attachments.list': 'Angehängte Dateien',
  'support.attachments.remove': 'Entfernen',
  'support.attachments.removeFile': '{name} entfernen',
  'support.message.invalidFrom': 'Bitte geben Sie unter „Von“ eine gültige E-Mail-Adresse ein',
  'support.message.bodyRequired': 'Bitte geben Sie eine Nachricht ein',
  'support.message.bodyTooLong': 'Die Nachricht darf höchstens {max} Zeichen lang sein',
  'support.message.maxAttachments': 'Höchstens {max} Anhänge erreicht',
  'support.message.typeNotAllowed': 'Dateityp nicht erlaubt: {file}',
  'support.message.tooLarge': 'Anhang zu groß: {file}',
  'support.message.configMissing': 'Support-Konfiguration nicht verfügbar.',
  'support.message.maxSizeMissing': 'Maximale Anhangsgröße nicht konfiguriert.',
  'support.message.sendFailed': 'Senden fehlgeschlagen',
  'support.message.submittedSignedIn': 'Supportanfrage gesendet',
  'support.message.submittedAnonymous':
    'Bestätigungs-E-Mail gesendet, bitte sehen Sie in Ihr Postfach',
  'support.message.confirmed': 'Supportanfrage gesendet, wir melden uns bald bei Ihnen',
  'support.message.linkAlreadyUsed': 'Link bereits verwendet',
  'support.message.requestFailed': 'Supportanfrage fehlgeschlagen',
};

export default support;
