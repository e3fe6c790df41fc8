import type { AreaCatalogue } from '../../catalogue';
import type teamEn from '../en/team';

const team: AreaCatalogue<typeof teamEn> = {
  'team.role.owner': 'Inhaber',
  'team.role.admin': 'Admin',
  'team.role.member': 'Mitglied',

  'team.failure.loadOrgs': 'Ihre Organisationen konnten nicht geladen werden',
  'team.failure.loadMembers': 'Die Mitglieder konnten nicht geladen werden',
  'team.failure.loadInvitations': 'Die Einladungen konnten nicht geladen werden',
  'team.failure.loadInvitation': 'Die Einladung konnte nicht geladen werden',
  'team.failure.create': 'Die Organisation konnte nicht erstellt werden',
  'team.failure.rename': 'Die Organisation konnte nicht umbenannt werden',
  'team.failure.remove': 'Die Organisation konnte nicht gelöscht werden',
  'team.failure.invite': 'Die Einladung konnte nicht gesendet werden',
  'team.failure.revoke': 'Die Einladung konnte nicht zurückgezogen werden',
  'team.failure.role': 'Die Rolle konnte nicht geändert werden',
  'team.failure.removeMember': 'Das Mitglied konnte nicht entfernt werden',
  'team.failure.leave': 'Die Organisation konnte nicht verlassen werden',
  'team.failure.join': 'Der Beitritt zur Organisation ist fehlgeschlagen',
  'team.failure.loadCards': 'Die Karten konnten nicht geladen werden',
  'team.failure.assign': 'Die Karte konnte nicht zugewiesen werden',
  'team.failure.loadSeats': 'Das Abonnement der Organisation konnte nicht geladen werden',
  'team.failure.loadAudit': 'Das Audit-Protokoll konnte nicht geladen werden',
  'team.failure.exportData': 'Die Daten der Organisation konnten nicht exportiert werden.',

  'team.done.created': 'Organisation erstellt',
  'team.done.updated': 'Organisation aktualisiert',
  'team.done.deleted': 'Organisation gelöscht',
  'team.done.invited': 'Einladung gesendet',
  'team.done.resent': 'Einladung erneut gesendet',
  'team.done.revoked': 'Einladung zurückgezogen',
  'team.done.joined': 'Sie sind der Organisation beigetreten',
  'team.done.roleChanged': 'Rolle geändert',
  'team.done.removed': 'Mitglied entfernt',
  'team.done.left': 'Sie haben die Organisation verlassen',
  'team.done.cardAssigned': 'Karte zugewiesen',
  'team.done.cardUnassigned': 'Zuweisung aufgehoben',
  'team.invitation.expired': 'Diese Einladung ist abgelaufen: Bitten Sie um eine neue',
  'team.invitation.closed': 'Diese Einladung wurde zurückgezogen oder bereits verwendet',
  'team.confirmationMismatch': 'Geben Sie den Namen der Organisation genau ein, um sie zu löschen',

  'team.title': 'Team',
  'team.metaTitle': 'Team · {organisation}',
  'team.intro':
    'Die Organisation Ihres Unternehmens: ihre Mitglieder, deren Rollen, ihre Karten und Einladungen.',
  'team.loadingOrgs': 'Ihre Organisationen werden geladen …',
  'team.empty.title': 'Die Karten Ihres Teams gemeinsam verwalten',
  'team.empty.body':
    'Eine Organisation bringt Ihre Kolleginnen und Kollegen an einem Ort zusammen: Laden Sie sie per E-Mail ein, erlauben Sie Admins, weitere Personen einzuladen, und sehen Sie, wer zum Team gehört.',
  'team.organisation': 'Organisation',
  'team.yourRole': 'Ihre Rolle:',
  'team.newOrganisation': 'Neue Organisation',
  'team.create.title': 'Organisation erstellen',
  'team.create.description':
    'Benennen Sie sie nach Ihrem Unternehmen oder Team; Sie werden ihr Inhaber.',
  'team.create.cancel': 'Abbrechen',
  'team.create.name': 'Name der Organisation',
  'team.create.address': 'Adresse',
  'team.create.addressHint': 'Seite Ihres Teams: <path>/team?org={slug}</path>',
  'team.create.submit': 'Organisation erstellen',

  'team.members.title': 'Mitglieder',
  'team.members.titleCount': 'Mitglieder ({count})',
  'team.members.description': 'Alle in der Organisation sehen diese Liste.',
  'team.members.loading': 'Mitglieder werden geladen …',
  'team.members.none': 'Noch keine Mitglieder.',
  'team.members.you': '(Sie)',
  'team.members.joined': 'Beigetreten am {date}',
  'team.members.roleOf': 'Rolle von {name}',
  'team.members.remove': 'Entfernen',
  'team.members.removeLabel': '{name} entfernen',
  'team.members.removeTitle': 'Mitglied entfernen',
  'team.members.removeBody':
    '{name} gehört dann nicht mehr zu {organisation}. Sie können die Person später erneut einladen.',

  'team.invitations.title': 'Einladungen',
  'team.invitations.description':
    'Wir senden einen Beitrittslink per E-Mail; er gilt 7 Tage und nur für diese Adresse.',
  'team.invitations.form': 'Jemanden einladen',
  'team.invitations.email': 'E-Mail-Adresse',
  'team.invitations.emailPlaceholder': 'name@firma.de',
  'team.invitations.role': 'Rolle',
  'team.invitations.send': 'Einladung senden',
  'team.invitations.sent': 'Gesendete Einladungen',
  'team.invitations.loading': 'Einladungen werden geladen …',
  'team.invitations.none': 'Noch keine Einladungen.',
  'team.invitations.revoke': 'Zurückziehen',
  'team.invitations.revokeLabel': 'Einladung an {email} zurückziehen',
  'team.invitations.revokeTitle': 'Einladung zurückziehen',
  'team.invitations.revokeBody':
    'Der an {email} gesendete Link funktioniert dann nicht mehr. Sie können die Person später erneut einladen.',
  'team.invitations.resend': 'Erneut senden',
  'team.invitations.resendLabel': 'Einladung an {email} erneut senden',
  'team.invitations.expires': 'läuft am {date} ab',
  'team.invitations.expiredOn': 'abgelaufen am {date}',
  'team.invitations.invitedBy': 'eingeladen von {name}',
  'team.invitations.state.pending': 'Ausstehend',
  'team.invitations.state.accepted': 'Angenommen',
  'team.invitations.state.revoked': 'Zurückgezogen',
  'team.invitations.state.expired': 'Abgelaufen',

  'team.seats.title': 'Plätze',
  'team.seats.description':
    'Jede Karte der Organisation belegt einen Platz in deren eigenem Abonnement; das Abonnement eines Mitglieds zahlt nie dafür.',
  'team.seats.loading': 'Plätze werden geladen …',
  'team.seats.used': '{used} von {seats} Plätzen belegt',
  'team.seats.seats': 'Plätze',
  'team.seats.usedTerm': 'Belegt',
  'team.seats.free': 'Frei',
  'team.seats.trialUntil': 'Kostenlose Testphase bis {date}: Bis dahin wird nichts berechnet.',
  'team.seats.endsOn': 'Endet am {date}; es wird nicht verlängert.',
  'team.seats.over':
    'Die Organisation hat {used} Karten und zahlt für {seats}: Sie kann keine Karte erstellen, bis Karten gelöscht oder Plätze hinzugefügt werden.',
  'team.seats.noSubscriptionOwner':
    'Die Organisation hat noch kein Abonnement. Starten Sie ihre kostenlose Testphase, um ihre Karten zu erstellen.',
  'team.seats.noSubscription':
    'Die Organisation hat noch kein Abonnement. Bitten Sie einen Inhaber, ihre kostenlose Testphase zu starten, um ihre Karten zu erstellen.',
  'team.seats.pastDueOwner':
    'Die Zahlung der Organisation ist überfällig. Aktualisieren Sie die Zahlungsmethode, um wieder Karten zu erstellen.',
  'team.seats.pastDue':
    'Die Zahlung der Organisation ist überfällig. Ein Inhaber kann die Zahlungsmethode aktualisieren.',
  'team.seats.startTrial': 'Kostenlos testen',
  'team.seats.startTrialNote':
    'Eine {months}-monatige kostenlose Testphase für die Organisation, getrennt von Ihrer eigenen: Bis zu ihrem Ende wird nichts berechnet.',
  'team.seats.reactivate': 'Abonnement reaktivieren',
  'team.seats.reactivateNote':
    'Das Abonnement der Organisation beginnt sofort wieder, ohne zweite Testphase.',
  'team.seats.add': 'Plätze hinzufügen',
  'team.seats.addTrialNote':
    'Während der Testphase hinzugefügte Plätze werden an deren Ende berechnet.',
  'team.seats.addNote': 'Zusätzliche Plätze werden sofort berechnet.',
  'team.seats.toAdd': 'Hinzuzufügende Plätze',
  'team.seats.fewer': 'Weniger Plätze',
  'team.seats.more': 'Mehr Plätze',
  'team.seats.updatePayment': 'Zahlungsmethode aktualisieren',
  'team.seats.manageBilling': 'Abrechnung verwalten',

  'team.cards.title': 'Karten',
  'team.cards.titleCount': 'Karten ({count})',
  'team.cards.yourTitle': 'Ihre Karten in {organisation}',
  'team.cards.description':
    'Die Karten der Organisation und wem sie jeweils zugewiesen sind. Ein Mitglied bearbeitet die Karten, die ihm zugewiesen sind.',
  'team.cards.yourDescription':
    'Die Karten der Organisation, die Ihnen zugewiesen sind. Sie können sie bearbeiten.',
  'team.cards.onlyUnassigned': 'Nur nicht zugewiesene Karten',
  'team.cards.create': 'Organisationskarte erstellen',
  'team.cards.loading': 'Karten werden geladen …',
  'team.cards.list': 'Karten der Organisation',
  'team.cards.pages': 'Seiten der Organisationskarten',
  'team.cards.noneGivenTitle': 'Ihnen wurden noch keine Karten zugewiesen',
  'team.cards.noneGivenBody':
    'Wenn ein Inhaber oder Admin von {organisation} Ihnen eine ihrer Karten zuweist, erscheint sie hier und unter „Meine Karten“.',
  'team.cards.allAssignedTitle': 'Alle Karten sind zugewiesen',
  'team.cards.allAssignedBody':
    'Jede Karte der Organisation ist einem Mitglied zugewiesen. Entfernen Sie den Filter, um alle zu sehen.',
  'team.cards.noneTitle': 'Noch keine Karten',
  'team.cards.noneBody':
    'Erstellen Sie für jede Person Ihres Teams eine Karte und weisen Sie sie hier zu: Die Person kann sie bearbeiten, und die Karte bleibt bei der Organisation, wenn sie geht.',
  'team.cards.assignedTo': 'Zugewiesen an',
  'team.cards.unassigned': 'Nicht zugewiesen',
  'team.cards.assignedToYou': 'Ihnen zugewiesen',
  'team.cards.edit': 'Bearbeiten<hidden>: Karte von {name}</hidden>',
  'team.cards.show': 'Ansehen<hidden>: Karte von {name} (öffnet in einem neuen Tab)</hidden>',

  'team.settings.rename': 'Organisation umbenennen',
  'team.settings.saveName': 'Namen speichern',
  'team.settings.domainsNote':
    'Weisen Sie nach, welche E-Mail-Domains zu {organisation} gehören, für Single Sign-on.',
  'team.settings.domains': 'Domains',
  'team.settings.sso': 'Single Sign-on',
  'team.settings.leaveNote':
    '{organisation} verlassen: Sie verlieren den Zugang zum Team, bis Sie erneut eingeladen werden.',
  'team.settings.leave': 'Organisation verlassen',
  'team.settings.leaveQuestion': 'Möchten Sie {organisation} wirklich verlassen?',
  'team.settings.leaveConfirm': 'Verlassen',
  'team.settings.danger': 'Gefahrenbereich',
  'team.settings.deleteNote':
    'Das Löschen der Organisation entfernt ihre Mitglieder und Einladungen. Alle behalten ihr eigenes Konto und ihre Karten.',
  'team.settings.delete': 'Organisation löschen',
  'team.settings.deleteQuestion':
    'Geben Sie den Namen der Organisation, {organisation}, ein, um sie zu löschen.',
  'team.settings.deleteWarning': 'Ihre Mitglieder und Einladungen werden entfernt.',

  'team.tools.title': 'Marke und Personen',
  'team.tools.description':
    'Legen Sie Design und Angaben fest, die alle Karten teilen, und holen Sie viele Personen auf einmal aus einer Tabelle oder Ihrem Unternehmensverzeichnis.',
  'team.tools.brandKit': 'Brand-Kit',
  'team.tools.import': 'Personen importieren',
  'team.tools.provisioning': 'Bereitstellung',
  'team.records.title': 'Protokolle und Verbindungen',
  'team.records.description':
    'Sehen Sie, wer was geändert hat, senden Sie Leads und Kartenänderungen der Organisation an Ihre Tools und nehmen Sie ihre Daten mit.',
  'team.records.audit': 'Audit-Protokoll',
  'team.records.webhooks': 'Webhooks',
  'team.records.apiTokens': 'API-Tokens',
  'team.records.download': 'Daten der Organisation herunterladen (ZIP)',
  'team.records.exportHolds':
    'Eine ZIP-Datei mit der Organisation und ihrem Abonnement, ihren Mitgliedern und Einladungen, jeder Karte mit vCard und Bildern, den Leads, den täglichen Kennzahlen jeder Karte und dem Audit-Protokoll, dazu eine README, die jede Datei erklärt. Nur Inhaber können sie herunterladen.',

  'team.join.title': 'Einer Organisation beitreten',
  'team.join.checking': 'Ihre Anmeldung wird geprüft …',
  'team.join.loading': 'Einladung wird geladen …',
  'team.join.unusable': 'Diese Einladung kann nicht verwendet werden',
  'team.join.toTeam': 'Zum Team',
  'team.join.toMyCards': 'Zu „Meine Karten“',
  'team.join.invitedAs':
    '{organisation} hat Sie als {role, select, owner {Inhaber} admin {Admin} other {Mitglied}} eingeladen',
  'team.join.body':
    'Treten Sie bei, um die Mitglieder zu sehen{role, select, member {} other { und Ihre Kolleginnen und Kollegen einzuladen}}. Die Einladung wurde an <address>{email}</address> gesendet.',
  'team.join.join': '{organisation} beitreten',
  'team.join.notNow': 'Nicht jetzt',
};

export default team;
