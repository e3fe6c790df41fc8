import type { AreaCatalogue } from '../../catalogue';
import type billingEn from '../en/billing';

const billing: AreaCatalogue<typeof billingEn> = {
  'billing.status.active': 'Aktiv',
  'billing.status.canceled': 'Gekündigt',
  'billing.status.pastDue': 'Überfällig',
  'billing.status.trialing': 'Testphase aktiv',
  'billing.status.unknown': 'Unbekannt',

  'billing.toast.detailsTitle': 'Fehler',
  'billing.toast.detailsNotFound': 'Abonnementdetails nicht gefunden',
  'billing.toast.detailsFailed': 'Abonnementdetails konnten nicht geladen werden',
  'billing.toast.cardCountFailed': 'Die Kartenanzahl konnte nicht geändert werden',
  'billing.toast.cancelFailed': 'Das Abonnement konnte nicht gekündigt werden',
  'billing.toast.canceled': 'Abonnement erfolgreich gekündigt',
  'billing.toast.checkoutFailed': 'Der Bezahlvorgang konnte nicht gestartet werden',
  'billing.toast.portalFailed': 'Das Kundenportal konnte nicht geöffnet werden',
  'billing.toast.noPortalUrl': 'Keine Adresse für das Kundenportal erhalten',
  'billing.toast.paymentMethodFailed': 'Die Zahlungsmethode konnte nicht geändert werden',
  'billing.toast.clockFailed': 'Die Testuhr konnte nicht vorgestellt werden',

  'billing.pricing.metaTitle': 'Preise',
  'billing.pricing.loading': 'Preise werden geladen…',
  'billing.pricing.eyebrow': 'Preise',
  'billing.pricing.title': 'Einfache Preise, pro Karte',
  'billing.pricing.lead':
    'Sie zahlen nur für die Karten, die Sie brauchen. Jährliche Abrechnung, pro Karte und Jahr.',
  'billing.pricing.term.freeTrial': 'Eine kostenlose Testphase von 2 Monaten',
  'billing.pricing.term.paymentMethod':
    'Für den Start der Testphase wird eine Zahlungsmethode benötigt',
  'billing.pricing.term.nothingCharged': 'Bis zum Ende der Testphase wird nichts berechnet',
  'billing.pricing.term.cancelNoCommitment': 'Jederzeit kündbar, ohne Verpflichtung',
  'billing.pricing.term.cancelAnyTime': 'Jederzeit kündbar',
  'billing.pricing.term.annual': 'Jährliche Abrechnung, Preis pro Karte und Jahr',
  'billing.pricing.none.eyebrow': '2 Monate kostenlos',
  'billing.pricing.none.title': 'Starten Sie Ihre 2-monatige kostenlose Testphase',
  'billing.pricing.none.lead':
    'Erstellen Sie digitale Visitenkarten mit eigenem QR-Code. Nach der Testphase jährliche Abrechnung, Preis pro Karte und Jahr.',
  'billing.pricing.none.action': 'Kostenlos testen',
  'billing.pricing.trialing.eyebrow': 'Ihre Testphase läuft',
  'billing.pricing.trialing.title': 'Weitere Karten zur Testphase hinzufügen',
  'billing.pricing.trialing.lead':
    'Zusätzliche Karten teilen sich Ihre Testphase. Bis zu ihrem Ende wird nichts berechnet.',
  'billing.pricing.trialing.endWithTrial': 'Zusätzliche Karten enden mit Ihrer aktuellen Testphase',
  'billing.pricing.trialing.noCharge': 'Keine Kosten bis zum Ende der Testphase',
  'billing.pricing.trialing.action': 'Karten zur Testphase hinzufügen',
  'billing.pricing.active.eyebrow': 'Ihr Tarif',
  'billing.pricing.active.title': 'Premium-Tarif',
  'billing.pricing.active.lead':
    'Ihr Abonnement ist aktiv. Zusätzliche Karten werden sofort berechnet, für den Rest Ihres jährlichen Abrechnungszeitraums.',
  'billing.pricing.active.billedNow': 'Zusätzliche Karten werden sofort berechnet',
  'billing.pricing.active.action': 'Karten hinzufügen',
  'billing.pricing.reactivate.eyebrow': 'Willkommen zurück',
  'billing.pricing.reactivate.title': 'Abonnement reaktivieren',
  'billing.pricing.reactivate.lead':
    'Wählen Sie, wie viele Karten Sie zum Reaktivieren Ihres Abonnements brauchen. Ihre vorhandenen Karten bleiben Ihre.',
  'billing.pricing.reactivate.keptAgain': 'Zur Löschung vorgesehene Karten bleiben wieder erhalten',
  'billing.pricing.reactivate.action': 'Abonnement reaktivieren',
  'billing.pricing.feature.support': 'Bevorzugter Support',
  'billing.pricing.feature.templates': 'Premium-Kartenvorlagen',
  'billing.pricing.feature.branding': 'Eigenes Branding',
  'billing.pricing.feature.cancel': 'Jederzeit kündbar',
  'billing.pricing.chooseCards': 'Wählen Sie Ihre Karten',
  'billing.pricing.howMany': 'Wie viele Karten?',
  'billing.pricing.numberOfCards': 'Anzahl der Karten',
  'billing.pricing.range': 'Wählen Sie {min} bis {max} Karten.',
  'billing.pricing.fewer': 'Weniger Karten',
  'billing.pricing.more': 'Mehr Karten',
  'billing.pricing.manage': 'Abonnement verwalten',
  'billing.pricing.dueToday':
    'Heute fällig: nichts. Die erste Abbuchung erfolgt am Ende der Testphase.',
  'billing.pricing.included': 'Bei jeder Karte inklusive',
  'billing.pricing.galleryTitle': 'Alle Vorlagen ansehen',
  'billing.pricing.galleryText':
    'Jedes Abonnement enthält alle acht Kartenvorlagen, mit Ihren Farben, Schriften und Ihrem Firmenlogo. Das sind echte Darstellungen einer Beispielkarte.',

  'billing.price.region': 'Preis',
  'billing.price.listPrice': 'Listenpreis: ',
  'billing.price.ourPrice': 'Unser Preis: ',
  'billing.price.perCardPerYear': 'pro Karte und Jahr',
  'billing.price.compared':
    'Gegenüber dem Listenpreis von {listPrice} pro Karte und Jahr sparen Sie {saving} je Karte.',
  'billing.price.atListPrice': '{count, plural, one {# Karte} other {# Karten}} zum Listenpreis',
  'billing.price.savings': 'Ersparnis',
  'billing.price.totalPerYear': 'Gesamt pro Jahr',
  'billing.price.loading': 'Der aktuelle Preis wird geladen…',
  'billing.price.unavailable': 'Der aktuelle Preis ist gerade nicht verfügbar.',
  'billing.price.amountPerCardPerYear': '{price} pro Karte und Jahr',

  'billing.addTrial.title': 'Karten zur Testphase hinzufügen',
  'billing.addTrial.description':
    'Sie fügen Ihrer kostenlosen Testphase {count, plural, one {# Karte} other {# Karten}} hinzu.',
  'billing.addTrial.confirm':
    '{count, plural, one {# Karte} other {# Karten}} hinzufügen (jetzt kostenlos)',
  'billing.addTrial.cardsNow': 'Karten jetzt',
  'billing.addTrial.cardsAfter': 'Karten danach',
  'billing.addTrial.newTotal': 'Neue Jahressumme',
  'billing.addTrial.firstCharge':
    'Jetzt wird nichts berechnet. Ihre erste Abbuchung über {total} erfolgt am {date}, wenn die Testphase endet.',
  'billing.addTrial.nothingNow':
    'Jetzt wird nichts berechnet. Die erste Abbuchung erfolgt am Ende der Testphase.',

  'billing.subscription.metaTitle': 'Abonnement',
  'billing.subscription.title': 'Abonnement',
  'billing.subscription.intro': 'Ihr Tarif, Ihre Kartenplätze und Ihre Abrechnung.',
  'billing.subscription.loading': 'Abonnementdaten werden geladen…',
  'billing.subscription.loadError': 'Fehler beim Laden des Abonnements: {message}',
  'billing.subscription.seeTemplates': 'Alle Kartenvorlagen ansehen',
  'billing.subscription.galleryTitle': 'Ihre Kartenvorlagen',
  'billing.subscription.galleryText':
    'Ihr Abonnement enthält jede Vorlage, mit Ihren Farben, Schriften und Ihrem Firmenlogo: Wählen Sie eine im Bereich „Design“ einer Karte.',
  'billing.usage.trialEnds': 'Testphase endet am {date}',
  'billing.usage.used': '{created} von {allocated} Karten genutzt',
  'billing.usage.allocation': 'Kartenkontingent',
  'billing.usage.created': 'Erstellte Karten',
  'billing.usage.remaining': 'Verbleibende Karten',
  'billing.trialBanner.label': 'Testphase',
  'billing.trialBanner.text':
    'Alle Vorteile während der Testphase – keine Kosten bis zu ihrem Ende',
  'billing.trialBanner.cancel': 'Testphase beenden',
  'billing.info.title': 'Abrechnungsinformationen',
  'billing.info.period': 'Abrechnungszeitraum',
  'billing.info.annual': 'Jährlich',
  'billing.info.periodStart': 'Beginn des Abrechnungszeitraums',
  'billing.info.nextBilling': 'Nächste Abrechnung',
  'billing.info.canceledDate': 'Gekündigt am',
  'billing.info.endDate': 'Enddatum',
  'billing.info.status': 'Abrechnungsstatus',
  'billing.info.price': 'Preis',
  'billing.needed.title': 'Abonnement erforderlich',
  'billing.needed.text':
    'Starten Sie Ihre 2-monatige kostenlose Testphase und erstellen Sie digitale Visitenkarten!',
  'billing.needed.unlimited': 'Unbegrenzt viele Karten in höheren Tarifen',
  'billing.needed.viewPlans': 'Tarife ansehen',
  'billing.needed.startTrial': 'Kostenlos testen',
  'billing.needed.galleryTitle': 'Alle Vorlagen ansehen',
  'billing.needed.galleryText':
    'Ihre Testphase enthält jede Vorlage, Ihre Farben, Schriften und Ihr Firmenlogo.',
  'billing.side.label': 'Ihr Abonnement',
  'billing.side.addMore': 'Weitere Karten hinzufügen',
  'billing.side.active': 'Ihr Abonnement ist aktiv!',
  'billing.side.manage': 'Abonnement verwalten',
  'billing.side.pastDue': 'Ihre Zahlung ist überfällig.',
  'billing.side.updatePayment': 'Zahlungsmethode ändern',
  'billing.side.canceled':
    'Ihr Abonnement wurde gekündigt. Auf Ihre vorhandenen Karten können Sie weiter zugreifen.',
  'billing.side.reactivate': 'Abonnement reaktivieren',
  'billing.side.statusTitle': 'Abonnementstatus',
  'billing.side.statusIs': 'Der Status Ihres Abonnements ist {status}.',
  'billing.side.statusUnknown': 'unbekannt',
  'billing.side.viewMyCards': 'Meine Karten ansehen',
  'billing.side.deletedOn':
    'Ihre Karten werden am {date} gelöscht, sofern Sie Ihr Abonnement nicht reaktivieren.',
  'billing.side.endsOn':
    'Ihr Abonnement endet am {end}. Ihre Karten werden am {date} gelöscht, sofern Sie es nicht reaktivieren.',
  'billing.support.label': 'Support',
  'billing.support.question': 'Noch Fragen?',
  'billing.support.link': 'Schreiben Sie uns',
  'billing.trial.title': 'Nach Ihrer Testphase',
  'billing.trial.text':
    'Während der Testphase wird nichts berechnet. Danach wird das Jahr über Ihre Zahlungsmethode abgerechnet, sofern Sie nicht vorher kündigen.',
  'billing.trial.price': 'Preis',
  'billing.trial.firstCharge': 'Erste Abbuchung',
  'billing.trial.chargeValue':
    '{amount} für {count, plural, one {# Karte} other {# Karten}} am {date}',
  'billing.trial.updatePayment': 'Zahlungsmethode ändern',

  'billing.cancel.loseFeatures': 'Sie verlieren den Zugang zu den Premium-Funktionen',
  'billing.cancel.noNewCards': 'Sie können keine neuen Karten mehr erstellen',
  'billing.cancel.keepCards': 'Ihre vorhandenen Karten bleiben zugänglich',
  'billing.cancel.trialEnds': 'Ihre Testphase endet sofort',
  'billing.cancel.accessContinues':
    'Der Zugang bleibt bis zum Ende Ihres aktuellen Abrechnungszeitraums',
  'billing.cancel.endsNow': 'Ihr Abonnement endet sofort',
  'billing.cancel.deletedAfter':
    'Ihre Karten werden nach dem Ende Ihres Abonnements gelöscht, sofern Sie es nicht reaktivieren.',
  'billing.cancel.deletedOn':
    'Ihre Karten werden {days} Tage nach dem Ende Ihres Abonnements gelöscht, am {date}, sofern Sie es nicht reaktivieren.',
  'billing.cancel.titleTrial': 'Testphase beenden',
  'billing.cancel.title': 'Abonnement kündigen',
  'billing.cancel.question': 'Möchten Sie Ihr Abonnement wirklich kündigen?',
  'billing.cancel.close': 'Kündigungsdialog schließen',
  'billing.cancel.confirm': 'Ja, Abonnement kündigen',
  'billing.cancel.keep': 'Abonnement behalten',

  'billing.cardCount.title': 'Kartenanzahl ändern (Testphase)',
  'billing.cardCount.description':
    'Wählen Sie, wie viele Karten Ihr Abonnement während der Testphase umfasst.',
  'billing.cardCount.submit': 'Karten ändern (jetzt kostenlos)',
  'billing.cardCount.hint': 'Sie können {min} bis {max} Karten festlegen.',
  'billing.cardCount.below':
    'Sie haben bereits {created} Karten, daher braucht die Testphase mindestens {created} Karten (gewünscht: {asked}).',
  'billing.cardCount.current': 'Aktuelles Kontingent',
  'billing.cardCount.new': 'Neues Kontingent',
  'billing.cardCount.change': 'Änderung',
  'billing.cardCount.noChange': 'Keine Änderung',
  'billing.cardCount.notice':
    'Jetzt wird nichts berechnet. Der anteilige Betrag für zusätzliche Karten ist in Ihrer ersten Abrechnung nach der Testphase enthalten.',
  'billing.cardCount.newTotal':
    'Neue Jahressumme: {total} für {count, plural, one {# Karte} other {# Karten}}, erstmals abgebucht am {date}.',
  'billing.cardCount.close': 'Dialog zur Kartenanzahl schließen',

  'billing.result.trialStartedMeta': 'Testphase gestartet',
  'billing.result.trialStarted': 'Ihre kostenlose Testphase hat begonnen!',
  'billing.result.cardsAddedMeta': 'Karten hinzugefügt',
  'billing.result.cardsAdded': 'Karten zu Ihrer Testphase hinzugefügt!',
  'billing.result.trialActiveMeta': 'Testphase aktiv',
  'billing.result.trialActive': 'Ihre kostenlose Testphase läuft',
  'billing.result.trialNowHas':
    'Ihre Testphase umfasst jetzt {count, plural, one {# Karte} other {# Karten}}.',
  'billing.result.trialMoreCards': 'Ihre Testphase hat jetzt mehr Karten.',
  'billing.result.allBenefits': 'Bis zum Ende Ihrer Testphase sind alle Vorteile inklusive.',
  'billing.result.trialRegion': 'Ihre Testphase',
  'billing.result.nothingToday': 'Heute wurde nichts berechnet.',
  'billing.result.firstCharge':
    'Erste Abbuchung: {amount} für {count, plural, one {# Karte} other {# Karten}} am {date}, wenn die Testphase endet.',
  'billing.result.cancelBefore':
    'Bis dahin können Sie auf Ihrer <link>Abonnementseite</link> kündigen.',
  'billing.result.awaiting':
    'Die Details Ihrer Testphase erscheinen hier, sobald der Zahlungsanbieter sie bestätigt.',
  'billing.result.goHome': 'Zur Startseite',
  'billing.result.paidMeta': 'Zahlung erfolgreich',
  'billing.result.paid': 'Zahlung erfolgreich!',
  'billing.result.paidText':
    'Vielen Dank für Ihre Zahlung. Ihre Transaktion wurde erfolgreich abgeschlossen.',
  'billing.result.createFirst': 'Erste Karte erstellen',
  'billing.result.create': 'Karte erstellen',
  'billing.result.confirming': 'Ihr Bezahlvorgang wird bestätigt…',
  'billing.result.failedMeta': 'Zahlung fehlgeschlagen',
  'billing.result.failed': 'Zahlung fehlgeschlagen',
  'billing.result.failedText':
    'Leider konnte Ihre Zahlung nicht verarbeitet werden. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
  'billing.result.tryAgain': 'Zur Startseite und erneut versuchen',

  'billing.local.testPayment': 'TESTZAHLUNG',
  'billing.local.testCheckout':
    'Dies ist der lokale Test-Bezahlvorgang von CardVault. Es wird keine Karte abgefragt und kein Geld bewegt.',
  'billing.local.testPortal':
    'Dies ist das lokale Test-Abrechnungsportal von CardVault. Es wird keine Karte abgefragt und kein Geld bewegt.',
  'billing.local.backToPricing': 'Zurück zu den Preisen',
  'billing.local.kind.trial': 'Die 2-monatige kostenlose Testphase starten',
  'billing.local.kind.reactivation': 'Das Abonnement reaktivieren',
  'billing.local.kind.addCards': 'Karten zum Abonnement hinzufügen',
  'billing.local.expiredTitle': 'Dieser Bezahlvorgang ist abgelaufen',
  'billing.local.expiredText':
    'Ein neuerer Bezahlvorgang wurde gestartet, Ihr Abonnement hat sich nach dem Öffnen dieser Seite geändert, oder sie wurde vor über einer Stunde geöffnet. Sie kann daher nicht mehr bezahlt werden. Es wurde nichts berechnet. Gehen Sie zurück zu den Preisen, um neu zu beginnen.',
  'billing.local.email': 'E-Mail',
  'billing.local.organisation': 'Organisation',
  'billing.local.what': 'Was',
  'billing.local.cards': 'Karten',
  'billing.local.unitPrice': 'Stückpreis',
  'billing.local.total': 'Gesamt',
  'billing.local.perYear': '{amount} pro Jahr',
  'billing.local.dueToday': 'Heute fällig: {amount}',
  'billing.local.firstCharge': 'Erste Abbuchung über {amount} am {date}, wenn die Testphase endet.',
  'billing.local.decline': 'Ablehnen',
  'billing.local.pay': 'Bezahlen',
  'billing.local.noSession': 'Dieser Bezahllink hat keine Sitzung.',
  'billing.local.loadingCheckout': 'Bezahlvorgang wird geladen…',
  'billing.local.notFound':
    'Diese Bezahlsitzung wurde nicht gefunden. Möglicherweise ist sie abgelaufen.',
  'billing.local.loadFailed':
    'Dieser Bezahlvorgang konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  'billing.local.paid':
    'Diese Bezahlsitzung ist bereits bezahlt und kann nicht erneut verwendet werden.',
  'billing.local.declined':
    'Diese Bezahlsitzung wurde bereits abgelehnt und kann nicht erneut verwendet werden.',
  'billing.local.checkoutMeta': 'Test-Bezahlvorgang',
  'billing.local.checkout': 'Bezahlvorgang',
  'billing.local.loadingSubscription': 'Ihr Abonnement wird geladen…',
  'billing.local.fetchFailed': 'Abonnementdetails konnten nicht geladen werden',
  'billing.local.noSubscription': 'Sie haben noch kein Abonnement.',
  'billing.local.backToTeam': 'Zurück zu Ihrem Team',
  'billing.local.viewPlans': 'Tarife ansehen',
  'billing.local.inUse': '{created} von {allocated} genutzt',
  'billing.local.trialEnd': 'Ende der Testphase',
  'billing.local.orgSubscription': 'Das Abonnement Ihrer Organisation',
  'billing.local.yourSubscription': 'Ihr Abonnement',
  'billing.local.updatePayment': 'Zahlungsmethode ändern',
  'billing.local.cancel': 'Abonnement kündigen',
  'billing.local.portalMeta': 'Abrechnungsportal',
  'billing.local.portal': 'Abrechnungsportal',
  'billing.local.return': 'Zurück zu CardVault',
  'billing.clock.title': 'Testuhr',
  'billing.clock.orgText':
    'Nur für Administratoren. Bewegt das Abonnement von {organisation} im lokalen Testtreiber; es fließt kein Geld.',
  'billing.clock.text':
    'Nur für Administratoren. Bewegt ein Abonnement im lokalen Testtreiber; es fließt kein Geld.',
  'billing.clock.email': 'E-Mail des Abonnenten',
  'billing.clock.endTrial': 'Zum Ende der Testphase springen',
  'billing.clock.endPeriod': 'Zum Ende des Zeitraums springen',
  'billing.clock.failRenewal': 'Nächste Verlängerung scheitern lassen',
  'billing.done.trialCards':
    'Ihre Testphase umfasst jetzt {count, plural, one {# Karte} other {# Karten}}. Bis zum Ende der Testphase wird nichts berechnet.',
  'billing.done.paymentMethodUpdated': 'Ihre Zahlungsmethode wurde aktualisiert.',
};

export default billing;
