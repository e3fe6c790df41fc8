import type { AreaCatalogue } from '../../catalogue';
import type cardsEn from '../en/cards';

const cards: AreaCatalogue<typeof cardsEn> = {
  'myCards.title': 'Meine Karten',
  'myCards.loadingOrganisation': 'Organisation wird geladen …',
  'myCards.orgTitle': 'Karten von {organisation}',
  'myCards.organisation': 'Organisation',
  'myCards.orgIntroManager':
    'Alle Karten der Organisation. Ihre eigenen Karten finden Sie unter „Persönlich“.',
  'myCards.orgIntroMember':
    'Die Karten der Organisation, die Ihnen zugewiesen wurden. Ihre eigenen Karten finden Sie unter „Persönlich“.',
  'myCards.yourCards': 'Ihre Karten',
  'myCards.loadingCards': 'Karten werden geladen',
  'myCards.cardPages': 'Kartenseiten',
  'myCards.deleteTitle': 'Karte löschen',
  'myCards.deleteQuestion': 'Möchten Sie Ihre Karte wirklich löschen?',
  'myCards.deleteConfirm': 'Ja, Karte löschen',
  'myCards.deleteCancel': 'Karte behalten',
  'myCards.deleteWarning':
    'Die Karte von {name}, ihr QR-Code und ihre öffentliche Seite werden entfernt.',
  'myCards.empty.title': 'Keine Karten gefunden',
  'myCards.empty.createFirst': 'Erste Karte erstellen',
  'myCards.empty.body':
    'Erstellen Sie eine digitale Visitenkarte mit eigenem QR-Code und teilen Sie sie.',
  'myCards.empty.trialStep': 'Starten Sie Ihre {months}-monatige kostenlose Testphase',
  'myCards.empty.trialNote': 'Bis zum Ende der Testphase wird nichts berechnet.',
  'myCards.empty.startTrial': 'Kostenlos testen',
  'myCards.empty.createStepNote':
    'Tragen Sie Ihre Angaben ein und teilen Sie Ihre Karte per Link oder QR-Code.',
  'myCards.empty.twoSteps': 'Sie haben noch keine Karten. In zwei Schritten zur ersten:',
  'myCards.orgEmpty.memberTitle': 'Ihnen wurden noch keine Karten zugewiesen',
  'myCards.orgEmpty.memberBody':
    'Sobald ein Inhaber oder Admin von {organisation} Ihnen eine seiner Karten zuweist, erscheint sie hier und Sie können sie bearbeiten.',
  'myCards.orgEmpty.title': '{organisation} hat noch keine Karten',
  'myCards.orgEmpty.create': 'Organisationskarte erstellen',
  'myCards.orgEmpty.body':
    'Erstellen Sie für jede Person eine Karte: Sie gehört der Organisation, und Sie weisen sie auf der Team-Seite einem Mitglied zu.',

  'vault.noSlotsTitle': 'Noch keine Kartenplätze',
  'vault.noSlotsBody':
    'Kartenplätze gehören zu einem Abonnement. Wie viele Sie brauchen, wählen Sie beim Start der kostenlosen Testphase.',
  'vault.usage': '{created} von {allocated} Plätzen belegt',
  'vault.cardsCreated': 'Erstellte Karten',
  'vault.availableSlots': 'Freie Plätze',
  'sidePanel.trialTitle': 'Kostenlos testen',
  'sidePanel.trialBody':
    'Testen Sie CardVault {months, plural, one {# Monat} other {# Monate}} lang kostenlos. Bis zum Ende der Testphase wird nichts berechnet, und Sie können jederzeit kündigen.',
  'sidePanel.reactivate': 'Abonnement wieder aktivieren',
  'sidePanel.pastDue':
    'Ihre Zahlung ist überfällig. Aktivieren Sie Ihr Abonnement wieder, um weiter Karten zu erstellen.',
  'sidePanel.canceled':
    'Ihr Abonnement wurde gekündigt. Ihre vorhandenen Karten bleiben erreichbar.',
  'sidePanel.createTitle': 'Neue Karte erstellen',
  'sidePanel.freeSlots':
    '{remaining, plural, one {Sie haben # freien Platz für eine neue Karte.} other {Sie haben # freie Plätze für neue Karten.}}',
  'sidePanel.unlockTitle': 'Mehr Karten freischalten',
  'sidePanel.unlockBody':
    'Karten für Ihr ganzes Team? Sie können Ihrem Abonnement jederzeit weitere Plätze hinzufügen.',
  'sidePanel.seePlans': 'Tarife ansehen',
  'sidePanel.outTitle': 'Alle Plätze belegt',
  'sidePanel.outBody':
    'Jeder Kartenplatz Ihres Abonnements ist belegt. Fügen Sie Plätze hinzu, um neue Karten zu erstellen.',
  'sidePanel.addSlots': 'Plätze hinzufügen',
  'sidePanel.questionsTitle': 'Fragen?',
  'sidePanel.questionsBody':
    'Wir helfen Ihnen gern bei Ihren Karten, Ihrem Abonnement und allem anderen.',
  'sidePanel.sendQuery': 'Schreiben Sie uns',
};

export default cards;
