import type { AreaCatalogue } from '../../catalogue';
import type mailsEn from '../en/mails';

const mails: AreaCatalogue<typeof mailsEn> = {
  'mails.supportSubject':
    '{kind, select, support {Support} suggestion {Vorschlag} bugReport {Fehlerbericht} complaint {Beschwerde} billing {Abrechnung} other {Sonstiges}}',
  'mails.supportConfirm.subject': 'Bestätigen Sie Ihre Support-Anfrage bei CardVault',
  'mails.supportConfirm.heading': 'Bestätigen Sie Ihre Support-Anfrage',
  'mails.supportConfirm.received':
    'Wir haben von dieser Adresse eine Support-Anfrage mit dem Betreff „{subject}“ erhalten.',
  'mails.supportConfirm.confirm':
    'Bestätigen Sie, dass sie von Ihnen stammt, dann leiten wir sie an das CardVault-Team weiter. Der Link funktioniert einmal und ist {hours, plural, one {# Stunde} other {# Stunden}} lang gültig.',
  'mails.supportConfirm.ignore':
    'Wenn Sie uns nicht geschrieben haben, ignorieren Sie diese Nachricht: Es wird nichts gesendet.',
  'mails.supportConfirm.action': 'Bestätigen und Anfrage senden',
  'mails.supportReceived.subject': 'Wir haben Ihre Support-Anfrage bei CardVault erhalten',
  'mails.supportReceived.heading': 'Wir haben Ihre Support-Anfrage erhalten',
  'mails.supportReceived.thanks':
    'Danke, dass Sie dem CardVault-Team geschrieben haben. Ihre Anfrage „{subject}“ ist bei uns eingegangen, und wir antworten an diese Adresse.',
  'mails.supportReceived.reference': 'Ihre Referenz: {id}',
  'mails.supportReceived.yourMessage': 'Ihre Nachricht:',
  'mails.supportDelivery.subject': '[Support] {subject} von {email}',
  'mails.supportDelivery.heading': '{subject} von {email}',
  'mails.supportDelivery.from': 'Von',
  'mails.supportDelivery.account': 'Konto',
  'mails.supportDelivery.signedIn': 'angemeldete Person {id}',
  'mails.supportDelivery.visitor': 'Besucher (Adresse per E-Mail bestätigt)',
  'mails.supportDelivery.requestSubject': 'Betreff',
  'mails.supportDelivery.sent': 'Gesendet',
  'mails.supportDelivery.requestId': 'Anfrage-ID',
  'mails.supportDelivery.attachments': 'Anhänge',
  'mails.supportDelivery.file': '{name} ({size} Byte)',

  'mails.invitation.subject': '{inviter} hat Sie zu {organisation} auf CardVault eingeladen',
  'mails.invitation.heading': 'Treten Sie {organisation} auf CardVault bei',
  'mails.invitation.invited':
    '{inviter} hat Sie eingeladen, {organisation} als {role, select, owner {Inhaber} admin {Admin} other {Mitglied}} beizutreten. Die Visitenkarten des Teams werden gemeinsam auf CardVault verwaltet.',
  'mails.invitation.accept':
    'Melden Sie sich mit dieser Adresse ({email}) an oder erstellen Sie damit ein Konto, um die Einladung anzunehmen. Der Link ist {days, plural, one {# Tag} other {# Tage}} lang gültig und funktioniert nur einmal. Wenn Sie das nicht erwartet haben, ignorieren Sie diese Nachricht.',
  'mails.invitation.action': '{organisation} beitreten',
  'mails.provisioned.subject': 'Sie wurden auf CardVault zu {organisation} hinzugefügt',
  'mails.provisioned.heading': 'Willkommen bei {organisation} auf CardVault',
  'mails.provisioned.added':
    'Das Verzeichnis Ihres Unternehmens hat Sie {organisation} als {role, select, owner {Inhaber} admin {Admin} other {Mitglied}} hinzugefügt. Die Visitenkarten des Teams werden gemeinsam auf CardVault verwaltet.',
  'mails.provisioned.signIn':
    'Melden Sie sich mit dieser Adresse ({email}) an: über die Anmeldung Ihres Unternehmens, falls es eine hat, oder wählen Sie „Passwort vergessen“, um ein Passwort festzulegen. Wenn Sie das nicht erwartet haben, wenden Sie sich an die IT Ihres Unternehmens.',
  'mails.provisioned.action': '{organisation} öffnen',

  'mails.newLead.subject': 'Neuer Lead: {name} ({card})',
  'mails.newLead.heading': 'Sie haben einen neuen Lead',
  'mails.newLead.shared': '{name} hat über Ihre Karte „{card}“ Kontaktdaten geteilt.',
  'mails.newLead.name': 'Name: {value}',
  'mails.newLead.email': 'E-Mail: {value}',
  'mails.newLead.phone': 'Telefon: {value}',
  'mails.newLead.company': 'Unternehmen: {value}',
  'mails.newLead.jobTitle': 'Position: {value}',
  'mails.newLead.note': 'Nachricht: {note}',
  'mails.newLead.consent': 'Zugestimmt wurde Folgendem: „{consent}“ ({time}).',
  'mails.newLead.reply': 'Antworten Sie auf diese E-Mail, um der Person zu schreiben.',
  'mails.newLead.action': 'Ihre Leads öffnen',
  'mails.cardCopyConfirm.subject':
    'Bestätigen Sie Ihre Adresse, um eine Kontaktkarte von CardVault zu erhalten',
  'mails.cardCopyConfirm.heading': 'Bestätigen Sie Ihre Adresse',
  'mails.cardCopyConfirm.asked':
    'Jemand hat auf CardVault darum gebeten, eine Kopie einer Kontaktkarte an diese Adresse zu senden, nachdem er seine eigenen Daten mit der Person auf der Karte geteilt hat.',
  'mails.cardCopyConfirm.howTo':
    'Wenn Sie das waren, öffnen Sie den Link und tippen Sie auf „Karte senden“. Er funktioniert einmal und ist {hours, plural, one {# Stunde} other {# Stunden}} lang gültig.',
  'mails.cardCopyConfirm.ignore':
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Es wird nichts weiter gesendet.',
  'mails.cardCopyConfirm.action': 'Karte erhalten',
  'mails.cardCopy.subject': 'Die Kontaktkarte von {name}',
  'mails.cardCopy.attached':
    'Sie haben auf CardVault eine Kopie dieser Karte angefordert und Ihre Adresse bestätigt. Der Kontakt ist als vCard angehängt: Öffnen Sie sie, um ihn zu Ihren Kontakten hinzuzufügen.',
  'mails.cardCopy.action': 'Karte öffnen',

  'mails.billing.cards': '{count, plural, one {{number} Karte} other {{number} Karten}}',
  'mails.billing.forOrganisation': '{subject} ({organisation})',
  'mails.billing.aboutOrganisation': 'Es geht um das Abonnement Ihrer Organisation {organisation}.',
  'mails.billing.manage': 'Abonnement verwalten',
  'mails.trialStarted.subject': 'Ihr CardVault-Testzeitraum hat begonnen',
  'mails.trialStarted.heading': 'Ihr kostenloser Testzeitraum hat begonnen',
  'mails.trialStarted.active':
    'Ihr Testzeitraum für {cards} läuft. Es wurde noch nichts berechnet.',
  'mails.trialStarted.firstCharge':
    'Am {date} buchen wir erstmals {amount} ab, für ein Jahr mit {cards}, sofern Sie nicht vorher kündigen.',
  'mails.trialStarted.cancel':
    'Während des Testzeitraums können Sie jederzeit auf Ihrer Abonnementseite kündigen oder die Anzahl der Karten ändern.',
  'mails.trialEnding.subject': 'Ihr CardVault-Testzeitraum endet am {date}',
  'mails.trialEnding.heading': 'Ihr kostenloser Testzeitraum endet bald',
  'mails.trialEnding.ends': 'Ihr Testzeitraum für {cards} endet am {date}.',
  'mails.trialEnding.charge': 'Wir buchen dann am {date} {amount} für ein Jahr mit {cards} ab.',
  'mails.trialEnding.keep':
    'Um Ihre Karten zu behalten, müssen Sie nichts tun. Um aufzuhören, kündigen Sie vorher auf Ihrer Abonnementseite.',
  'mails.receipt.subject': 'Ihre CardVault-Quittung: {amount}',
  'mails.receipt.heading': 'Quittung über {amount}',
  'mails.receipt.thanks': 'Vielen Dank. Wir haben Ihre Zahlung über {amount} am {date} erhalten.',
  'mails.receipt.paysFor': 'Sie gilt für {cards}.',
  'mails.receipt.paysUntil': 'Sie gilt für {cards} bis zum {date}.',
  'mails.receipt.reference': 'Referenz: {reference}',
  'mails.receipt.action': 'Abonnement ansehen',
  'mails.overAllocation.subject':
    'Ihr CardVault-Abonnement umfasst jetzt weniger Karten, als Sie haben',
  'mails.overAllocation.heading': 'Ihr Abonnement umfasst weniger Karten, als Sie haben',
  'mails.overAllocation.situation':
    'Ihr Abonnement bezahlt jetzt {allocation}, und Sie haben {held}.',
  'mails.overAllocation.consequence':
    'Bis Sie wieder bei höchstens {allocation} sind, können Sie keine Karten erstellen und keine Premium-Designs wählen. Ihre Karten und deren öffentliche Seiten funktionieren weiter.',
  'mails.overAllocation.remedy':
    'Löschen Sie {extra} oder fügen Sie auf der Preisseite Karten hinzu.',
  'mails.overAllocation.action': 'Meine Karten öffnen',
};

export default mails;
