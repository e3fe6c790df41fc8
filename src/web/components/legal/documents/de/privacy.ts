import {
  RATE_LIMIT_GONE_HOURS,
  RATE_LIMIT_KEPT_HOURS,
  RETENTION_PURGE_EVERY_HOURS,
  SESSION_DAYS,
} from '../../legal-facts';
import type { LegalDocument } from '../../legal-types';

/** 'innerhalb einer Stunde', 'innerhalb von 2 Stunden'. */
const withinHours = (hours: number) =>
  hours === 1 ? 'innerhalb einer Stunde' : `innerhalb von ${hours} Stunden`;

const privacyPolicy: LegalDocument = {
  kind: 'privacy',
  updated: { year: 2025, month: 1 },
  intro:
    'Diese Datenschutzerklärung erläutert, wie CardVault Informationen erhebt, verwendet, weitergibt und schützt, wenn Sie unsere Website, unsere digitalen Visitenkarten und QR-Codes nutzen.',
  sections: [
    {
      heading: 'Kontodaten',
      paragraphs: [
        'Wenn Sie ein Konto anlegen, erheben wir Ihren Namen, Ihre E-Mail-Adresse und Ihre Anmeldedaten. Melden Sie sich über das Konto eines externen Anbieters an, erhalten wir die grundlegenden Profildaten, die dieser Anbieter an uns übermittelt, etwa Ihren Namen, Ihre E-Mail-Adresse und Ihr Profilbild. Passwörter verwaltet unser Identitätsanbieter; sie werden nie in lesbarer Form gespeichert.',
      ],
    },
    {
      heading: 'Karteninhalte',
      paragraphs: [
        'Wir speichern die Angaben, die Sie Ihren Karten hinzufügen: Ihren Namen, Ihre Position, Ihr Unternehmen, Ihre Kurzbiografie, Telefonnummer, E-Mail-Adresse, Ihren Standort, Ihre Website, Links zu Ihren Social-Media-Profilen, Ihr Profilbild und Ihr Bannerbild. Karten sind bewusst öffentlich; diese Inhalte sieht also jeder, der den Link der Karte öffnet oder ihren QR-Code scannt.',
      ],
    },
    {
      heading: 'Nutzungsdaten',
      paragraphs: [
        'Wir erheben technische Informationen, die wir für den Betrieb und die Verbesserung des Dienstes benötigen, etwa Browsertyp, Gerätetyp, besuchte Seiten, den aus Ihrer IP-Adresse abgeleiteten ungefähren Standort und Fehlerprotokolle. Wir werten diese Informationen zusammengefasst aus, um CardVault sicher, zuverlässig und einfach bedienbar zu halten.',
      ],
    },
    {
      heading: 'Anmeldesitzungen und IP-Adressen',
      paragraphs: [
        `Bei jeder Anmeldung speichern wir eine Sitzung: wann sie begann, wann sie abläuft sowie die IP-Adresse und die Browserkennung (User-Agent) des Geräts, mit dem Sie sich angemeldet haben. Eine Sitzung besteht, bis Sie sich abmelden oder bis Sie sie ${SESSION_DAYS} Tage lang nicht mehr genutzt haben. Danach wird sie mitsamt IP-Adresse und User-Agent gelöscht: sofort, wenn Sie sich abmelden, andernfalls ${withinHours(RETENTION_PURGE_EVERY_HOURS)} nach ihrem Ablauf. Ihr Datenexport listet Ihre Sitzungen auf, ohne das Geheimnis, das Sie angemeldet hält.`,
        `Um die Anmeldung, die Registrierung, das Support-Formular und die anderen Formulare, die jeder absenden kann, vor Missbrauch zu schützen, zählen wir Anfragen je IP-Adresse (bei IPv6 je /64-Netz), je E-Mail-Adresse und je Konto. Jeder Zähler enthält nur diese Adresse oder Konto-ID und eine Zahl und wird zwischen ${RATE_LIMIT_KEPT_HOURS} und ${RATE_LIMIT_GONE_HOURS} Stunden nach Beginn der Zählung gelöscht.`,
      ],
    },
    {
      heading: 'Aufrufe über QR-Codes',
      paragraphs: [
        'Wenn jemand den QR-Code einer Karte scannt oder eine öffentliche Kartenseite öffnet, können wir den Zeitpunkt des Besuchs, den Geräte- und Browsertyp sowie die Information erfassen, ob die Kontaktdatei heruntergeladen wurde. Wir identifizieren Besucher nicht persönlich und verkaufen diese Informationen nicht.',
      ],
    },
    {
      heading: 'Auf Ihrem Gerät gespeicherte Karten',
      paragraphs: [
        'Wenn Sie die Seite einer Karte öffnen, speichert Ihr Browser eine Kopie dieser Karte (ihre Seite, Bilder und Kontaktdatei), damit sie sich auch ohne Netzverbindung wieder öffnen lässt. Die Kopie bleibt auf Ihrem Gerät; wir erfahren daraus nichts. Löschen Sie die Daten dieser Website in Ihrem Browser, wird sie entfernt.',
      ],
    },
    {
      heading: 'Angaben, die Besucher teilen',
      paragraphs: [
        'Inhaber einer Karte können Besuchern erlauben, über die Kartenseite ihre eigenen Kontaktdaten zu teilen. Tun Sie das, geben wir Ihren Namen, Ihre E-Mail-Adresse und alles Weitere, was Sie ausfüllen, an diesen Inhaber weiter und bewahren es für ihn auf, zusammen mit dem Wortlaut, dem Sie zugestimmt haben, und dem Zeitpunkt Ihrer Zustimmung. Der Inhaber entscheidet, was er damit tut, und kann Sie kontaktieren; wenden Sie sich an ihn oder über die Support-Seite an uns, um die Angaben löschen zu lassen.',
      ],
    },
    {
      heading: 'Zahlungsdaten',
      paragraphs: [
        'Abonnements und kostenlose Testphasen werden von vertrauenswürdigen externen Zahlungsdienstleistern abgewickelt. Ihre Kartennummer und weitere Zahlungsdaten gehen direkt an den Zahlungsdienstleister und unterliegen dessen eigener Datenschutzerklärung und Sicherheitsstandards. Wir erhalten nur begrenzte Informationen, etwa den Status des Abonnements, den Abrechnungszeitraum und die letzten vier Ziffern Ihrer Karte.',
      ],
    },
    {
      heading: 'Weitergabe von Informationen',
      paragraphs: [
        'Wir verkaufen Ihre personenbezogenen Daten nicht. Wir geben sie nur an Dienstleister weiter, die uns beim Betrieb von CardVault unterstützen (Hosting, E-Mail-Versand, Identitäts- und Zahlungsabwicklung) und vertraglich zu ihrem Schutz verpflichtet sind, außerdem wenn Sie uns darum bitten oder wenn das Gesetz es verlangt.',
      ],
    },
    {
      heading: 'Speicherdauer',
      paragraphs: [
        'Wir speichern Ihre Konto- und Kartendaten, solange Ihr Konto aktiv ist. Endet ein Abonnement, werden Ihre Karten zur Löschung vorgemerkt und nach der in der App angezeigten Frist entfernt. Sie können jederzeit eine Karte löschen oder uns bitten, Ihr Konto zu löschen; manche Aufzeichnungen bewahren wir länger auf, wo das Gesetz es verlangt, etwa aus steuerlichen Gründen.',
      ],
    },
    {
      heading: 'Protokolle von Administratoraktionen',
      paragraphs: [
        'Wenn ein Administrator von CardVault an einem Konto, einer Karte oder einem Abonnement etwas ändert, protokollieren wir, wer gehandelt hat (seine Konto-ID, E-Mail-Adresse und sein Name zu diesem Zeitpunkt), was er getan hat, woran und wann. Diese Protokolle werden nie geändert oder gelöscht, auch nicht, wenn das Konto des Administrators oder das betroffene Konto gelöscht wird, damit jede administrative Handlung nachvollziehbar bleibt; sie behalten die darin genannten Konto-IDs und E-Mail-Adressen.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Je nachdem, wo Sie leben, haben Sie möglicherweise das Recht, auf Ihre personenbezogenen Daten zuzugreifen, sie zu berichtigen, zu exportieren oder löschen zu lassen, bestimmten Verarbeitungen zu widersprechen oder sie einschränken zu lassen und eine Einwilligung zu widerrufen. Die meisten Angaben können Sie direkt in Ihrem Konto bearbeiten; um eines dieser Rechte auszuüben, können Sie uns auch über die Support-Seite kontaktieren.',
      ],
    },
    {
      heading: 'Kinder unter 13 Jahren',
      paragraphs: [
        'CardVault richtet sich nicht an Kinder unter 13 Jahren, und wir erheben wissentlich keine personenbezogenen Daten von ihnen. Wenn Sie annehmen, dass uns ein Kind unter 13 Jahren Daten übermittelt hat, kontaktieren Sie uns bitte; wir löschen sie dann.',
      ],
    },
    {
      heading: 'Internationale Datenübermittlungen',
      paragraphs: [
        'Wir und unsere Dienstleister verarbeiten Informationen möglicherweise in anderen Ländern als Ihrem Wohnsitzland. Übermitteln wir personenbezogene Daten ins Ausland, schützen wir sie durch geeignete Garantien wie Standardvertragsklauseln.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      paragraphs: [
        'Wir können diese Datenschutzerklärung von Zeit zu Zeit aktualisieren. Über wesentliche Änderungen informieren wir Sie vor ihrem Inkrafttreten per E-Mail oder in der App. Fragen? Sie erreichen uns über die Support-Seite.',
      ],
    },
  ],
};

export default privacyPolicy;
