import type { AreaCatalogue } from '../../catalogue';
import type marketingEn from '../en/marketing';

const marketing: AreaCatalogue<typeof marketingEn> = {
  'marketing.landing.title': 'Digitale Visitenkarten mit QR-Code',
  'marketing.landing.description':
    'Erstellen Sie digitale Visitenkarten, teilen Sie sie per QR-Code, und andere speichern Ihren Kontakt mit einem Tippen. 2 Monate kostenlos.',
  'marketing.templates.title': 'Vorlagen für jede Marke',
  'marketing.templates.description':
    'Acht Layouts in Ihren Farben, Schriften und mit Ihrem Logo, gezeigt mit erfundenen Personen. Die Farben werden immer auf ausreichenden Kontrast geprüft.',
  'marketing.landing.ctaTitle': 'Machen Sie Ihre nächste Vorstellung unvergesslich',
  'marketing.landing.ctaText':
    'Erstellen Sie noch heute Ihre digitale Visitenkarte. Die ersten 2 Monate sind kostenlos.',
  'marketing.cta.createCard': 'Karte erstellen',
  'marketing.hero.eyebrow': 'Digitale Visitenkarten mit QR-Code',
  'marketing.hero.title': 'Ihre Visitenkarte, <em>immer in der Tasche.</em>',
  'marketing.hero.text':
    'Erstellen Sie in wenigen Minuten eine schöne digitale Visitenkarte. Teilen Sie sie per QR-Code oder Link, und andere speichern Ihre Daten mit einem Tippen auf ihrem Handy.',
  'marketing.hero.startTrial': 'Kostenlos testen',
  'marketing.hero.seeHow': 'So funktioniert’s',
  'marketing.hero.highlightFree': '2 Monate kostenlos',
  'marketing.hero.highlightNoApp': 'Zum Scannen keine App nötig',
  'marketing.hero.highlightCancel': 'Jederzeit kündbar',
  'marketing.hero.scanToSave': 'Scannen und speichern',
  'marketing.hero.contactSaved': 'Kontakt gespeichert',
  'marketing.how.eyebrow': 'So funktioniert’s',
  'marketing.how.title': 'In vier Schritten von der Anmeldung zum Teilen',
  'marketing.how.description': 'Kein Drucken, kein Nachdrucken, kein Abtippen von Nummern.',
  'marketing.how.step': 'Schritt {number}',
  'marketing.how.createTitle': 'Karte erstellen',
  'marketing.how.createText':
    'Fügen Sie Namen, Rolle, Kontaktdaten und Foto hinzu. Eine Live-Vorschau zeigt, was andere sehen werden.',
  'marketing.how.shareTitle': 'Per QR-Code teilen',
  'marketing.how.shareText':
    'Jede Karte bekommt ihren eigenen QR-Code und Link, für Ihr Handy, ein Namensschild oder Ihre E-Mail-Signatur.',
  'marketing.how.saveTitle': 'Besucher speichern Ihre vCard',
  'marketing.how.saveText':
    'Ein Tippen, und Ihre Daten landen direkt in den Kontakten. Keine App nötig.',
  'marketing.how.updateTitle': 'Immer aktuell',
  'marketing.how.updateText':
    'Neue Rolle oder neue Nummer? Bearbeiten Sie Ihre Karte einmal, und alle mit Ihrem Link sehen es.',
  'marketing.features.eyebrow': 'Digitale Visitenkarten',
  'marketing.features.title': 'Alles, was eine Papierkarte kann, und noch viel mehr',
  'marketing.features.description':
    'Eine CardVault-Karte ist eine lebendige Seite über Sie: nie vergriffen, nie veraltet, immer nur einen Scan entfernt.',
  'marketing.features.qrTitle': 'Ein QR-Code für jede Karte',
  'marketing.features.qrText':
    'Jede Karte hat einen eigenen QR-Code, der ihre öffentliche Seite mit jeder Handykamera öffnet.',
  'marketing.features.saveTitle': 'Kontakt mit einem Tippen speichern',
  'marketing.features.saveText':
    'Besucher laden Ihre Daten als vCard herunter, die mit iPhone, Android und Outlook funktioniert.',
  'marketing.features.shareTitle': 'Überall teilen',
  'marketing.features.shareText':
    'Schicken Sie Ihren Link per SMS, E-Mail oder über soziale Medien, oder setzen Sie ihn in Ihre E-Mail-Signatur.',
  'marketing.features.brandingTitle': 'Eigenes Branding',
  'marketing.features.brandingText':
    'Fügen Sie Ihr Foto, ein Banner oder ein Firmenlogo hinzu, dazu Links zu Ihrer Website und Ihren Profilen.',
  'marketing.features.templatesTitle': 'Premium-Vorlagen',
  'marketing.features.templatesText':
    'Ausgefeilte Layouts, die auf jedem Bildschirm gut aussehen, vom kleinen Handy bis zum großen Monitor.',
  'marketing.features.rolesTitle': 'Karten für jede Rolle',
  'marketing.features.rolesText':
    'Eigene Karten für jeden Job, jede Marke oder jedes Nebenprojekt, alle in einem Konto verwaltet.',
  'marketing.pricing.eyebrow': 'Preise',
  'marketing.pricing.title': 'Einfache Preise, pro Karte',
  'marketing.pricing.description':
    'Zahlen Sie nur für die Karten, die Sie brauchen. Jährliche Abrechnung, pro Karte und Jahr.',
  'marketing.pricing.plan': 'CardVault Premium',
  'marketing.pricing.freeMonths': '2 Monate',
  'marketing.pricing.free': 'kostenlos',
  'marketing.pricing.then': 'Danach {price} pro Karte und Jahr, jährlich abgerechnet.',
  'marketing.pricing.thenNoPrice': 'Danach jährlich abgerechnet, Preis pro Karte und Jahr.',
  'marketing.pricing.trialMonths': '2 Monate kostenlos testen',
  'marketing.pricing.trialPayment': 'Für den Testzeitraum ist eine Zahlungsmethode nötig',
  'marketing.pricing.trialNoCharge': 'Bis zum Ende des Testzeitraums wird nichts berechnet',
  'marketing.pricing.trialCancel': 'Jederzeit kündbar, ohne Verpflichtung',
  'marketing.pricing.included': 'Alles inklusive',
  'marketing.pricing.templates': 'Premium-Kartenvorlagen',
  'marketing.pricing.branding': 'Eigenes Branding',
  'marketing.pricing.support': 'Bevorzugter Support',
  'marketing.pricing.qr': 'Ein eigener QR-Code und eine vCard für jede Karte',
  'marketing.pricing.startTrial': 'Kostenlos testen',
  'marketing.pricing.noCharge': 'Heute wird nichts berechnet. Im Testzeitraum jederzeit kündbar.',
  'marketing.samples.eyebrow': 'Beispielkarten',
  'marketing.samples.title': 'Für jeden Beruf gemacht',
  'marketing.samples.description':
    'Designer, Vertriebsteams, Ärztinnen und Gründer nutzen CardVault für einen großartigen ersten Eindruck. Die Personen in diesen Beispielen sind erfunden.',
  'marketing.sample.at': 'bei',
  'marketing.sample.saveContact': 'Kontakt speichern',
  'marketing.sample.qr': 'QR-Code: öffnet diese Seite',
  'marketing.about.title': 'Über uns',
  'marketing.about.description':
    'Mit CardVault teilen Berufstätige ihre Kontaktdaten mit einem Scan.',
  'marketing.about.eyebrow': 'Unsere Mission',
  'marketing.about.heading': 'Jede Begegnung verdient es, in Erinnerung zu bleiben',
  'marketing.about.text':
    'CardVault soll es so einfach wie einen Händedruck machen, zu zeigen, wer Sie sind. Wir machen aus Ihrer Visitenkarte eine lebendige Seite mit eigenem QR-Code: So speichern andere Ihre Daten in Sekunden und erreichen immer Ihre neueste Version.',
  'marketing.about.signIn': 'Anmelden',
  'marketing.about.createCard': 'Karte erstellen',
  'marketing.about.goToMyCards': 'Zu meinen Karten',
  'marketing.about.values': 'Woran wir glauben',
  'marketing.about.instantTitle': 'Sofort verbunden',
  'marketing.about.instantText':
    'Ein Scan genügt. Keine App installieren, keine Nummern abtippen, keine Karten, die in der Tasche verloren gehen.',
  'marketing.about.paperTitle': 'Weniger Papier',
  'marketing.about.paperText':
    'Jedes Jahr werden Milliarden Visitenkarten gedruckt, und die meisten landen innerhalb einer Woche im Müll.',
  'marketing.about.controlTitle': 'Sie behalten die Kontrolle',
  'marketing.about.controlText':
    'Entscheiden Sie, was Sie teilen, aktualisieren Sie es, wann Sie wollen, und löschen Sie eine Karte, wenn Sie sie nicht mehr brauchen.',
  'marketing.about.ctaTitle': 'Bereit, Ihre Karte zu teilen?',
  'marketing.about.ctaText':
    'Melden Sie sich an, und erstellen Sie Ihre erste digitale Visitenkarte. Die ersten 2 Monate sind kostenlos.',
  'marketing.about.ctaSignIn': 'Anmelden und loslegen',
};

export default marketing;
