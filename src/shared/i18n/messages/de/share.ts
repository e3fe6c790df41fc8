import type { AreaCatalogue } from '../../catalogue';
import type shareEn from '../en/share';

const share: AreaCatalogue<typeof shareEn> = {
  'share.loadingCard': 'Karte wird geladen…',
  'share.title': 'Karte teilen',
  'share.back': 'Meine Karten',
  'share.intro':
    'Ihr Wallet, Ihre E-Mail-Signatur, Ihre Videocalls, ein NFC-Tag, Papier oder ein Handy ohne Netz. Jeder Weg führt zur selben Kartenseite.',
  'share.cardName': '<bdi>{name}</bdi>: ',
  'share.wallet.title': 'Wallet-Pässe',
  'share.wallet.description':
    'Ihre Karte im Wallet Ihres Handys: Name, Position und Firma in den Farben Ihrer Karte, mit einem QR-Code, der Ihre Kartenseite öffnet. Karte bearbeitet? Fügen Sie sie erneut hinzu, um die neuen Angaben zu erhalten.',
  'share.wallet.checking': 'Es wird geprüft, welche Wallets dieser Server unterstützt…',
  'share.wallet.checkFailed':
    'Es konnte nicht geprüft werden, welche Wallets dieser Server unterstützt. Laden Sie die Seite neu, um es noch einmal zu versuchen.',
  'share.wallet.unavailable': 'Wallet-Pässe sind auf dieser Website noch nicht verfügbar.',
  'share.wallet.adminHint':
    'Sie sind Administrator: <link>Website-Einrichtung</link> in der Admin-Konsole nennt die Schlüssel, die zu setzen sind.',
  'share.wallet.apple': 'Zu Apple Wallet hinzufügen',
  'share.wallet.google': 'Zu Google Wallet hinzufügen',
  'share.wallet.googleFailed':
    'Der Google-Wallet-Link konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  'share.wallet.output': 'Der QR-Code eines hier erstellten Passes',
  'share.signature.title': 'E-Mail-Signatur',
  'share.signature.description':
    'Jede E-Mail, die Sie senden, kann zu Ihrer Karte führen: eine Signatur für Gmail, Outlook und Apple Mail.',
  'share.signature.body':
    'Wählen Sie eines von {count} Layouts ({layouts}), sehen Sie, wie es aussehen wird, und kopieren Sie es mit Foto, Logo, Farben und einem Link zu Ihrer Karte.',
  'share.signature.make': 'E-Mail-Signatur erstellen',
  'share.signature.output': 'Link und Bilder einer hier erstellten Signatur',
  'share.background.title': 'Hintergrund für Videocalls',
  'share.background.description':
    'Name, Position, Firma und ein QR-Code zu Ihrer Karte hinter Ihnen in Zoom, Google Meet oder Microsoft Teams.',
  'share.background.layout': 'Layout',
  'share.background.corner': 'Ecke',
  'share.background.cornerDescription':
    'Ihre Farben, der QR-Code oben rechts, Ihr Name unten links.',
  'share.background.side': 'Seitenleiste',
  'share.background.sideDescription':
    'Eine Leiste in Ihrer Akzentfarbe rechts mit QR-Code und Ihrem Namen.',
  'share.background.minimal': 'Minimal',
  'share.background.minimalDescription':
    'Ein ruhiger, schlichter Hintergrund, ein kleiner QR-Code und Ihr Name oben links.',
  'share.background.failed':
    'Der Hintergrund konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  'share.background.download': 'Hintergrund herunterladen',
  'share.background.howTo':
    'Legen Sie ihn als virtuellen Hintergrund fest: in Zoom unter Einstellungen › Hintergrund und Effekte, in Google Meet unter Visuelle Effekte anwenden › Hintergründe, in Teams unter Videoeffekte › Hintergründe, dann das heruntergeladene Bild hinzufügen. Ihre eigene Vorschau ist gespiegelt, der Text wirkt für Sie also verkehrt herum; alle anderen sehen ihn richtig.',
  'share.background.output': 'Der QR-Code eines hier erstellten Hintergrunds',
  'share.qr.title': 'QR-Code',
  'share.qr.description': 'Für Folien, Poster, Sticker und gedruckte Karten.',
  'share.qr.carries': 'Der Code enthält',
  'share.qr.url': 'Link zur Kartenseite',
  'share.qr.urlDescription':
    'Öffnet Ihre Karte, immer aktuell. Das scannende Handy braucht eine Verbindung.',
  'share.qr.vcard': 'Kontakt im Code (funktioniert ohne Netz)',
  'share.qr.vcardDescription':
    'Das Handy speichert Name, Telefon, E-Mail, Firma und Position direkt aus dem Code. Drucken Sie ihn neu, nachdem Sie die Karte bearbeitet haben.',
  'share.qr.urlAlt': 'QR-Code der Karte von {name}',
  'share.qr.vcardAlt': 'QR-Code mit dem Kontakt von {name}',
  'share.qr.png': 'PNG herunterladen',
  'share.qr.svg': 'SVG herunterladen',
  'share.qr.output': 'Ein hier heruntergeladener Code',
  'share.print.title': 'Gedruckte Karten',
  'share.print.description':
    'Ein PDF Ihrer Karte in ihren Farben und ihrer Schrift: die Angaben vorn, ein QR-Code zu Ihrer Kartenseite hinten.',
  'share.print.paper': 'Papier',
  'share.print.card': 'Einzelne Karte (85 × 55 mm)',
  'share.print.cardDetail': 'Eine Karte mit Schnittmarken, für eine Druckerei',
  'share.print.a4': 'A4-Bogen mit 10',
  'share.print.a4Detail': 'Karten 85 × 55 mm, erst Vorder-, dann Rückseiten',
  'share.print.letter': 'Letter-Bogen mit 10',
  'share.print.letterDetail': 'Karten 3,5 × 2 Zoll, erst Vorder-, dann Rückseiten',
  'share.print.failed': 'Das PDF konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  'share.print.download': 'PDF herunterladen',
  'share.print.howTo':
    'Drucken Sie mit 100 % (tatsächliche Größe, nicht „An Seite anpassen“); einen Bogen beidseitig, über die lange Kante gewendet, und schneiden Sie dann entlang der Marken.',
  'share.print.output': 'Aus diesem PDF gedruckte Karten',
  'share.nfc.title': 'NFC-Tag',
  'share.nfc.description':
    'Bringen Sie Ihre Karte auf einen NFC-Sticker oder eine NFC-Karte: Ein Handy, das daran gehalten wird, öffnet Ihre Kartenseite.',
  'share.nfc.refused':
    'Die NFC-Berechtigung wurde verweigert. Erlauben Sie NFC für diese Website in den Website-Einstellungen von Chrome und versuchen Sie es erneut.',
  'share.nfc.unsupported': 'Dieses Handy kann keine NFC-Tags beschreiben.',
  'share.nfc.off':
    'NFC ist ausgeschaltet oder belegt. Schalten Sie NFC in den Einstellungen Ihres Handys ein und versuchen Sie es erneut.',
  'share.nfc.notWritten':
    'Der Tag konnte nicht beschrieben werden. Halten Sie ihn ruhig an die Rückseite Ihres Handys und versuchen Sie es erneut; ein gesperrter Tag kann nicht beschrieben werden.',
  'share.nfc.hold': 'Halten Sie einen NFC-Tag an die Rückseite Ihres Handys…',
  'share.nfc.cancel': 'Abbrechen',
  'share.nfc.write': 'NFC-Tag beschreiben',
  'share.nfc.writeAnother': 'Weiteren Tag beschreiben',
  'share.nfc.written': 'Geschrieben',
  'share.nfc.writtenBody': 'Tippen Sie den Tag mit einem Handy an, um Ihre Karte zu öffnen.',
  'share.nfc.failedTitle': 'Nicht geschrieben',
  'share.nfc.androidTitle': 'Tags mit Android beschreiben',
  'share.nfc.androidBody':
    'Dieser Browser kann keine NFC-Tags beschreiben. Öffnen Sie diese Seite in Chrome auf einem Android-Handy, um hier einen Tag zu beschreiben, oder schreiben Sie die Adresse unten mit einer NFC-App auf einem beliebigen Handy (einer iPhone- oder Android-App wie NFC Tools oder NXP TagWriter): Wählen Sie einen URL-Eintrag.',
  'share.nfc.address': 'Die Adresse des Tags',
  'share.nfc.copy': 'Adresse kopieren',
  'share.nfc.copied': 'Die Adresse des Tags ist in Ihrer Zwischenablage.',
  'share.nfc.copiedTitle': 'Adresse kopiert',
  'share.nfc.copyFailed': 'Markieren Sie die Adresse und kopieren Sie sie selbst.',
  'share.nfc.copyFailedTitle': 'Kopieren nicht möglich',
  'share.nfc.size':
    'Sie belegt {bytes} Bytes eines Tags: Ein {tag} ({tagBytes} Bytes) oder jeder größere Tag fasst sie. Berührungen zählen unter Insights als NFC.',
  'share.nfc.sizeTooLarge':
    'Sie belegt {bytes} Bytes eines Tags, mehr als übliche Tags fassen. Berührungen zählen unter Insights als NFC.',
  'share.nfc.output': 'Ein hier beschriebener Tag',
  'share.home.title': 'Offline und auf dem Startbildschirm',
  'share.home.description':
    'Ihre Kartenseite funktioniert auch ohne Netz und liegt wie eine App auf dem Startbildschirm.',
  'share.home.offline':
    'Wer Ihre Kartenseite einmal geöffnet hat, kann sie ohne Empfang erneut öffnen: Das Handy behält die Seite, ihre Bilder und Ihre Kontaktdatei und zeigt sie offline. Nichts einzurichten.',
  'share.home.install': 'Karte auf den Startbildschirm legen',
  'share.home.android': 'Android, Chrome',
  'share.home.androidSteps':
    'Kartenseite öffnen, auf das Menü ⋮ tippen, dann Zum Startbildschirm hinzufügen (oder App installieren).',
  'share.home.ios': 'iPhone und iPad, Safari',
  'share.home.iosSteps': 'Kartenseite öffnen, auf Teilen tippen, dann Zum Home-Bildschirm.',
  'share.home.step': '<name>{browser}:</name> {steps}',
  'share.home.app':
    'Sie öffnet sich im Vollbild in den Farben Ihrer Karte, mit Ihrem Foto (oder Ihren Initialen) als Symbol: ein schneller Weg, Ihre Karte persönlich zu zeigen.',
  'share.home.address': 'Ihre Kartenseite',
  'share.home.open': 'Meine Kartenseite öffnen',
  'share.home.copy': 'Adresse kopieren',
  'share.home.copied': 'Kartenadresse in die Zwischenablage kopiert.',
  'share.home.copyFailed':
    'Kopieren fehlgeschlagen: Markieren Sie die Adresse und kopieren Sie sie selbst.',
  'share.local.deviceTitle': 'Die Adresse dieser Website funktioniert nur auf diesem Computer',
  'share.local.networkTitle': 'Die Adresse dieser Website funktioniert nur in diesem Netzwerk',
  'share.local.deviceBody':
    'Diese Website ist unter <address>{origin}</address> geöffnet, das nur dieser Computer erreicht. Wallet-Pässe, Hintergründe, QR-Codes, gedruckte Karten, NFC-Tags und E-Mail-Signaturen, die hier erstellt werden, öffnen Ihre Karte unter dieser Adresse, Handys anderswo können sie also nicht öffnen. Bitten Sie den Administrator der Website um eine öffentliche Adresse und erstellen Sie sie dann neu.',
  'share.local.networkBody':
    'Diese Website ist unter <address>{origin}</address> geöffnet, das nur Geräte in diesem Netzwerk erreichen. Wallet-Pässe, Hintergründe, QR-Codes, gedruckte Karten, NFC-Tags und E-Mail-Signaturen, die hier erstellt werden, öffnen Ihre Karte unter dieser Adresse, Handys anderswo können sie also nicht öffnen. Bitten Sie den Administrator der Website um eine öffentliche Adresse und erstellen Sie sie dann neu.',
  'share.local.admin':
    'Sie sind Administrator: Setzen Sie <code>PUBLIC_URL</code> auf die Adresse, die Menschen öffnen (zum Beispiel <code>https://cards.example.com</code>), starten Sie den Server neu und öffnen Sie die Website dort. <link>Website-Einrichtung</link> in der Admin-Konsole listet auf, was sonst gesetzt ist.',
  'share.local.deviceShort': 'Funktioniert nur auf diesem Computer',
  'share.local.networkShort': 'Funktioniert nur in diesem Netzwerk',
  'share.local.deviceWarning':
    '{output} öffnet Ihre Karte unter <address>{origin}</address>, das nur dieser Computer erreicht. Bitten Sie den Administrator der Website um eine öffentliche Adresse. <link>Was das bedeutet</link>',
  'share.local.networkWarning':
    '{output} öffnet Ihre Karte unter <address>{origin}</address>, das nur Geräte in diesem Netzwerk erreichen. Bitten Sie den Administrator der Website um eine öffentliche Adresse. <link>Was das bedeutet</link>',
  'share.signatureWords.viewCard': 'Meine digitale Visitenkarte ansehen',
  'share.signatureWords.viewCardArrow': 'Meine digitale Visitenkarte ansehen →',
  'share.signatureWords.myCard': 'Meine Karte',
  'share.signatureWords.logo': 'Logo von {name}',
  'share.signatureWords.phoneLine': 'Telefon: {phone}',
  'share.signatureWords.emailLine': 'E-Mail: {email}',
  'share.signatureWords.websiteLine': 'Website: {website}',
  'share.signatureWords.cardLine': 'Meine Karte: {url}',
  'share.signatureWords.roleSeparator': ', ',
  'share.signaturePage.title': 'E-Mail-Signatur',
  'share.signaturePage.back': 'Karte teilen',
  'share.signaturePage.intro':
    'Ihre Angaben, Ihr Foto und Ihre Farben unter jeder E-Mail, die Sie senden, mit einem Link zu Ihrer Karte.',
  'share.signaturePage.layout': 'Layout',
  'share.signaturePage.layoutLegend': 'Signatur-Layout',
  'share.signaturePage.classic': 'Klassisch',
  'share.signaturePage.classicDescription':
    'Foto neben Ihren Angaben, mit einer Linie in Ihrer Akzentfarbe.',
  'share.signaturePage.compact': 'Kompakt',
  'share.signaturePage.compactDescription':
    'Zwei oder drei Zeilen Text, kein Foto: für Antworten und lange Verläufe.',
  'share.signaturePage.banner': 'Banner',
  'share.signaturePage.bannerDescription':
    'Ihr Name auf einem Band in Ihrer Akzentfarbe, Logo und Links darunter.',
  'share.signaturePage.preview': 'Vorschau',
  'share.signaturePage.previewDescription':
    'So sieht sie in einer Nachricht aus. Links führen zu Ihrer Karte.',
  'share.signaturePage.failed':
    'Ihre Signatur konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',
  'share.signaturePage.building': 'Ihre Signatur wird erstellt…',
  'share.signaturePage.copy': 'Signatur kopieren',
  'share.signaturePage.copyPlain': 'Nur-Text kopieren',
  'share.signaturePage.copied':
    'Fügen Sie sie in den Signatur-Einstellungen Ihres Mailprogramms ein.',
  'share.signaturePage.copiedTitle': 'Signatur kopiert',
  'share.signaturePage.plainCopied': 'Die Nur-Text-Signatur ist in Ihrer Zwischenablage.',
  'share.signaturePage.plainCopiedTitle': 'Nur-Text kopiert',
  'share.signaturePage.notCopied':
    'Ihr Browser hat das Kopieren nicht erlaubt. Kopieren Sie sie wie gezeigt von Hand.',
  'share.signaturePage.notCopiedTitle': 'Nicht kopiert',
  'share.signaturePage.byHand': 'Von Hand kopieren',
  'share.signaturePage.byHandRich':
    'Klicken Sie in die Vorschau, drücken Sie Strg+A (⌘A auf dem Mac), um die Signatur zu markieren, dann Strg+C (⌘C), um sie zu kopieren.',
  'share.signaturePage.byHandPlain':
    'Der Nur-Text unten ist markiert: Drücken Sie Strg+C (⌘C auf dem Mac), um ihn zu kopieren.',
  'share.signaturePage.plain': 'Nur-Text-Fassung',
  'share.signaturePage.frame': 'Vorschau der Signatur',
  'share.signaturePage.steps': 'In Ihr Mailprogramm einfügen',
  'share.signaturePage.gmail1':
    'Öffnen Sie die Einstellungen (Zahnrad), dann Alle Einstellungen aufrufen.',
  'share.signaturePage.gmail2':
    'Suchen Sie unter Allgemein die Signatur und wählen Sie Neu erstellen.',
  'share.signaturePage.gmail3': 'Einfügen, dann unten auf der Seite Änderungen speichern.',
  'share.signaturePage.outlook1':
    'Öffnen Sie die Einstellungen, dann Konto (oder E-Mail), dann Signaturen.',
  'share.signaturePage.outlook2': 'Wählen Sie Neue Signatur und geben Sie ihr einen Namen.',
  'share.signaturePage.outlook3':
    'Einfügen, dann Speichern. Wählen Sie sie als Standard für neue Nachrichten.',
  'share.signaturePage.apple1': 'Öffnen Sie Mail, dann Einstellungen, dann Signaturen.',
  'share.signaturePage.apple2': 'Wählen Sie Ihr Konto und drücken Sie +.',
  'share.signaturePage.apple3':
    'Deaktivieren Sie „Immer meiner Standardschrift entsprechen“ und fügen Sie dann ein.',
};

export default share;
