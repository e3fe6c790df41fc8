import { TERMS_NOTICE_PERIOD_DAYS } from '../../legal-facts';
import type { LegalDocument } from '../../legal-types';

const termsOfService: LegalDocument = {
  kind: 'terms',
  updated: { year: 2025, month: 1 },
  intro:
    'Diese Nutzungsbedingungen regeln Ihre Nutzung von CardVault, einschließlich der Website, der öffentlichen Kartenseiten und der QR-Codes, die wir für Sie erzeugen. Bitte lesen Sie sie sorgfältig.',
  sections: [
    {
      heading: 'Annahme der Bedingungen',
      paragraphs: [
        'Indem Sie ein Konto anlegen, eine Testphase beginnen, eine Karte veröffentlichen oder CardVault auf andere Weise nutzen, erklären Sie sich mit diesen Nutzungsbedingungen und unserer Datenschutzerklärung einverstanden. Nutzen Sie CardVault im Namen eines Unternehmens oder einer anderen Organisation, bestätigen Sie, dass Sie berechtigt sind, diese Bedingungen in deren Namen anzunehmen.',
        'Wenn Sie mit einem Teil dieser Bedingungen nicht einverstanden sind, dürfen Sie den Dienst nicht nutzen.',
      ],
    },
    {
      heading: 'Nutzungslizenz',
      paragraphs: [
        'Vorbehaltlich dieser Bedingungen und, soweit erforderlich, eines aktiven Abonnements oder einer kostenlosen Testphase räumen wir Ihnen eine persönliche, nicht ausschließliche, nicht übertragbare und widerrufliche Lizenz ein, CardVault zu nutzen, um digitale Visitenkarten zu erstellen, zu bearbeiten, zu teilen und zu verwalten.',
        'Diese Lizenz erlaubt es Ihnen nicht, den Dienst oder seine Kartenvorlagen zu kopieren, zu verändern, weiterzuverkaufen, unterzulizenzieren oder zurückzuentwickeln, Schutzrechtshinweise zu entfernen oder den Dienst zur Entwicklung eines Konkurrenzprodukts zu verwenden. Alle nicht ausdrücklich eingeräumten Rechte verbleiben bei CardVault.',
      ],
    },
    {
      heading: 'Konto',
      paragraphs: [
        'Bei der Anlage eines Kontos müssen Sie richtige, vollständige und aktuelle Angaben machen, und Sie müssen Ihre E-Mail-Adresse bestätigen, bevor Sie sich mit einem Passwort anmelden. Sie sind dafür verantwortlich, Ihre Zugangsdaten geheim zu halten, und für alle Aktivitäten unter Ihrem Konto.',
        'Informieren Sie uns umgehend über die Support-Seite, wenn Sie einen unbefugten Zugriff vermuten. Wir können Konten sperren oder schließen, die gegen diese Bedingungen verstoßen oder andere Nutzer oder den Dienst gefährden.',
      ],
    },
    {
      heading: 'Datenschutz',
      paragraphs: [
        'Der Schutz Ihrer Daten ist uns wichtig. Unsere Datenschutzerklärung erläutert, welche Informationen wir erheben, wie wir sie verwenden und welche Wahlmöglichkeiten Sie haben. Mit der Nutzung von CardVault nehmen Sie zur Kenntnis, dass Informationen wie dort beschrieben verarbeitet werden.',
        'Veröffentlichte Karten sind bewusst öffentlich: Wer den Link oder QR-Code hat, kann die Angaben sehen, die Sie aufnehmen, und sie als Kontaktdatei speichern. Nehmen Sie nur Angaben auf, die Sie gern teilen.',
      ],
    },
    {
      heading: 'Unzulässige Nutzung',
      paragraphs: ['Sie verpflichten sich, CardVault nicht zu nutzen, um:'],
      items: [
        'sich als eine andere Person oder Organisation auszugeben oder falsche Angaben über Ihre Identität oder Zugehörigkeit zu machen;',
        'Inhalte zu veröffentlichen, die rechtswidrig, betrügerisch, verleumderisch, belästigend, hasserfüllt oder sexuell explizit sind;',
        'geistiges Eigentum, die Privatsphäre oder sonstige Rechte Dritter zu verletzen;',
        'Spam, Phishing-Links, Schadsoftware oder anderen schädlichen Code zu verbreiten;',
        'den Dienst, seine Sicherheit oder andere Nutzer auszuforschen, zu scannen, zu überlasten oder zu stören;',
        'ohne deren Einwilligung Daten über andere Nutzer oder Besucher von Karten zu sammeln.',
      ],
    },
    {
      heading: 'Verfügbarkeit des Dienstes',
      paragraphs: [
        'Wir setzen alles daran, dass CardVault verfügbar und zuverlässig ist, stellen den Dienst jedoch nur im Rahmen der jeweiligen Verfügbarkeit bereit. Wartung, Aktualisierungen, Ausfälle von Drittanbietern oder Ereignisse außerhalb unseres Einflussbereichs können zu Unterbrechungen führen.',
        'Wir können von Zeit zu Zeit Funktionen ändern, hinzufügen oder entfernen. Schränkt eine Änderung den Umfang eines kostenpflichtigen Tarifs wesentlich ein, informieren wir Sie vorab.',
      ],
    },
    {
      heading: 'Gewährleistungsausschluss',
      paragraphs: [
        'CardVault wird „wie besehen“ und ohne ausdrückliche oder stillschweigende Gewährleistung jeglicher Art bereitgestellt, einschließlich stillschweigender Gewährleistungen der Marktgängigkeit, der Eignung für einen bestimmten Zweck und der Nichtverletzung von Rechten Dritter.',
        'Wir gewährleisten nicht, dass der Dienst unterbrechungs- und fehlerfrei läuft, dass QR-Codes von jedem Gerät gelesen werden können oder dass von Nutzern bereitgestellte Karteninhalte zutreffen. Für die Angaben, die Sie veröffentlichen, sind Sie selbst verantwortlich.',
      ],
    },
    {
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Soweit gesetzlich zulässig, haften CardVault und sein Team nicht für indirekte, beiläufige, besondere, Folge- oder Strafschäden und nicht für entgangene Gewinne, Umsätze, Daten oder Firmenwerte, die aus Ihrer Nutzung des Dienstes oder der Unmöglichkeit seiner Nutzung entstehen.',
        'Unsere Gesamthaftung für Ansprüche im Zusammenhang mit dem Dienst ist auf den Betrag begrenzt, den Sie uns in den zwölf Monaten vor dem anspruchsbegründenden Ereignis für den Dienst gezahlt haben. Eine Haftung, die gesetzlich nicht beschränkt werden kann, bleibt von diesen Bedingungen unberührt.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        'Fragen zu diesen Bedingungen? Schreiben Sie uns über die Support-Seite, die unten auf jeder Seite als „Feedback“ verlinkt ist. Wir bemühen uns, innerhalb von zwei Werktagen zu antworten.',
      ],
    },
    {
      heading: 'Änderungen der Bedingungen',
      paragraphs: [
        `Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Über wesentliche Änderungen informieren wir Sie mindestens ${TERMS_NOTICE_PERIOD_DAYS} Tage vor ihrem Inkrafttreten per E-Mail oder durch einen Hinweis in der App.`,
        'Nutzen Sie CardVault weiter, nachdem Änderungen in Kraft getreten sind, akzeptieren Sie damit die aktualisierten Bedingungen. Wenn Sie nicht einverstanden sind, können Sie Ihr Abonnement jederzeit kündigen und den Dienst nicht mehr nutzen.',
      ],
    },
  ],
};

export default termsOfService;
