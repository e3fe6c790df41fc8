/** The owner's share page and the e-mail signature page (docs/product.md#share). */
const share = {
  'share.loadingCard': 'Loading card…',
  'share.title': 'Share your card',
  'share.back': 'My Cards',
  'share.intro':
    'your wallet, your e-mail signature, your video calls, an NFC tag, paper, or a phone with no network. Every way leads to the same card page.',
  'share.cardName': '<bdi>{name}</bdi>: ',

  // Wallet passes.
  'share.wallet.title': 'Wallet passes',
  'share.wallet.description':
    "Your card in your phone's wallet: your name, job title and company in your card's colours, with a QR code that opens your card page. Edited the card? Add it again for the new details.",
  'share.wallet.checking': 'Checking which wallets this server supports…',
  'share.wallet.checkFailed':
    'Could not check which wallets this server supports. Reload the page to try again.',
  'share.wallet.unavailable': 'Wallet passes are not available on this site yet.',
  'share.wallet.adminHint':
    'You are an administrator: <link>Site set-up</link> in the admin console says which keys to set.',
  'share.wallet.apple': 'Add to Apple Wallet',
  'share.wallet.google': 'Add to Google Wallet',
  'share.wallet.googleFailed': 'Could not make the Google Wallet link. Please try again.',
  'share.wallet.output': 'The QR code of a pass made here',

  // E-mail signature, on the share page.
  'share.signature.title': 'E-mail signature',
  'share.signature.description':
    'Every e-mail you send can lead to your card: a signature for Gmail, Outlook and Apple Mail.',
  'share.signature.body':
    'Choose one of {count} layouts ({layouts}), see it as it will look, and copy it with your photo, logo, colours and a link to your card.',
  'share.signature.make': 'Make an e-mail signature',
  'share.signature.output': 'The link and pictures of a signature made here',

  // Video-call background.
  'share.background.title': 'Video-call background',
  'share.background.description':
    'Your name, title, company and a QR code to your card behind you in Zoom, Google Meet or Microsoft Teams.',
  'share.background.layout': 'Layout',
  'share.background.corner': 'Corner',
  'share.background.cornerDescription':
    'Your colours, the QR code top right, your name bottom left.',
  'share.background.side': 'Side panel',
  'share.background.sideDescription':
    'A panel in your accent colour on the right with the QR code and your name.',
  'share.background.minimal': 'Minimal',
  'share.background.minimalDescription':
    'A calm plain background, a small QR code and your name top left.',
  'share.background.failed': 'Could not make the background. Please try again.',
  'share.background.download': 'Download background',
  'share.background.howTo':
    'Set it as your virtual background: in Zoom under Settings › Backgrounds & effects, in Google Meet under Apply visual effects › Backgrounds, in Teams under Video effects › Backgrounds, then add the downloaded image. Your own preview is mirrored, so the text looks reversed to you; everyone else sees it the right way round.',
  'share.background.output': 'The QR code of a background made here',

  // QR code.
  'share.qr.title': 'QR code',
  'share.qr.description': 'For slides, posters, stickers and printed cards.',
  'share.qr.carries': 'The code carries',
  'share.qr.url': 'Link to the card page',
  'share.qr.urlDescription':
    'Opens your card, always up to date. The scanning phone needs a connection.',
  'share.qr.vcard': 'Contact inside (works with no network)',
  'share.qr.vcardDescription':
    'The phone saves your name, phone, e-mail, company and title straight from the code. Print it again after you edit the card.',
  'share.qr.urlAlt': 'QR code of the card of {name}',
  'share.qr.vcardAlt': 'QR code with the contact of {name}',
  'share.qr.png': 'Download PNG',
  'share.qr.svg': 'Download SVG',
  'share.qr.output': 'A code downloaded here',

  // Printed cards.
  'share.print.title': 'Printed cards',
  'share.print.description':
    'A PDF of your card in its colours and font: the details on the front, a QR code to your card page on the back.',
  'share.print.paper': 'Paper',
  'share.print.card': 'Single card (85 × 55 mm)',
  'share.print.cardDetail': 'One card with crop marks, for a print shop',
  'share.print.a4': 'A4 sheet of 10',
  'share.print.a4Detail': '85 × 55 mm cards, fronts then backs',
  'share.print.letter': 'Letter sheet of 10',
  'share.print.letterDetail': '3.5 × 2 in cards, fronts then backs',
  'share.print.failed': 'Could not make the PDF. Please try again.',
  'share.print.download': 'Download PDF',
  'share.print.howTo':
    'Print at 100% (actual size, not “fit to page”); for a sheet, print on both sides, flipping on the long edge, then cut along the marks.',
  'share.print.output': 'Cards printed from this PDF',

  // NFC tag.
  'share.nfc.title': 'NFC tag',
  'share.nfc.description':
    'Put your card on an NFC sticker or card: a phone held against it opens your card page.',
  'share.nfc.refused':
    'NFC permission was refused. Allow NFC for this site in Chrome’s site settings, then try again.',
  'share.nfc.unsupported': 'This phone cannot write NFC tags.',
  'share.nfc.off':
    'NFC is switched off or busy. Turn NFC on in your phone’s settings, then try again.',
  'share.nfc.notWritten':
    'The tag could not be written. Hold it still against the back of your phone and try again; a locked tag cannot be written.',
  'share.nfc.hold': 'Hold an NFC tag against the back of your phone…',
  'share.nfc.cancel': 'Cancel',
  'share.nfc.write': 'Write to NFC tag',
  'share.nfc.writeAnother': 'Write another tag',
  'share.nfc.written': 'Written',
  'share.nfc.writtenBody': 'Tap the tag with a phone to open your card.',
  'share.nfc.failedTitle': 'Not written',
  'share.nfc.androidTitle': 'Write tags from Android',
  'share.nfc.androidBody':
    'This browser cannot write NFC tags. Open this page in Chrome on an Android phone to write a tag here, or write the address below with an NFC app on any phone (an iPhone or Android app such as NFC Tools or NXP TagWriter): choose a URL record.',
  'share.nfc.address': 'The tag’s address',
  'share.nfc.copy': 'Copy address',
  'share.nfc.copied': 'The tag’s address is on your clipboard.',
  'share.nfc.copiedTitle': 'Address copied',
  'share.nfc.copyFailed': 'Select the address and copy it yourself.',
  'share.nfc.copyFailedTitle': 'Unable to copy',
  'share.nfc.size':
    'It takes {bytes} bytes of a tag: an {tag} ({tagBytes} bytes) or any larger tag holds it. Taps are counted as NFC on Insights.',
  'share.nfc.sizeTooLarge':
    'It takes {bytes} bytes of a tag, more than common tags hold. Taps are counted as NFC on Insights.',
  'share.nfc.output': 'A tag written here',

  // Offline and home screen.
  'share.home.title': 'Offline and home screen',
  'share.home.description':
    'Your card page keeps working with no network, and sits on a home screen like an app.',
  'share.home.offline':
    'Anyone who opened your card page once can open it again with no signal: their phone keeps the page, its pictures and your contact file, and shows them offline. Nothing to set up.',
  'share.home.install': 'Put your card on your home screen',
  'share.home.android': 'Android, Chrome',
  'share.home.androidSteps':
    'open your card page, tap the ⋮ menu, then Add to Home screen (or Install app).',
  'share.home.ios': 'iPhone and iPad, Safari',
  'share.home.iosSteps': 'open your card page, tap Share, then Add to Home Screen.',
  'share.home.step': '<name>{browser}:</name> {steps}',
  'share.home.app':
    "It opens full screen in your card's colours, with your photo (or initials) as its icon: a quick way to show your card in person.",
  'share.home.address': 'Your card page',
  'share.home.open': 'Open my card page',
  'share.home.copy': 'Copy address',
  'share.home.copied': 'Card address copied to the clipboard.',
  'share.home.copyFailed': 'Copy failed: select the address and copy it yourself.',

  // A site at an address that is not public (docs/product.md#share-local-address).
  'share.local.deviceTitle': 'This site’s address only works on this computer',
  'share.local.networkTitle': 'This site’s address only works on this network',
  'share.local.deviceBody':
    'This site is open at <address>{origin}</address>, which only this computer can reach. Wallet passes, backgrounds, QR codes, printed cards, NFC tags and e-mail signatures made here open your card at that address, so phones elsewhere cannot open it. Ask the site’s administrator for a public address, then make them again.',
  'share.local.networkBody':
    'This site is open at <address>{origin}</address>, which only devices on this network can reach. Wallet passes, backgrounds, QR codes, printed cards, NFC tags and e-mail signatures made here open your card at that address, so phones elsewhere cannot open it. Ask the site’s administrator for a public address, then make them again.',
  'share.local.admin':
    'You are an administrator: set <code>PUBLIC_URL</code> to the address people open (for example <code>https://cards.example.com</code>), restart the server and open the site there. <link>Site set-up</link> in the admin console lists what else is set.',
  'share.local.deviceShort': 'Only works on this computer',
  'share.local.networkShort': 'Only works on this network',
  'share.local.deviceWarning':
    '{output} will open your card at <address>{origin}</address>, which only this computer can reach. Ask the site’s administrator for a public address. <link>What this means</link>',
  'share.local.networkWarning':
    '{output} will open your card at <address>{origin}</address>, which only devices on this network can reach. Ask the site’s administrator for a public address. <link>What this means</link>',

  // The e-mail signature page (docs/product.md#share-signature).
  // The fixed words of a signature the server writes, in the card's language.
  'share.signatureWords.viewCard': 'View my digital card',
  'share.signatureWords.viewCardArrow': 'View my digital card →',
  'share.signatureWords.myCard': 'My card',
  'share.signatureWords.logo': '{name} logo',
  'share.signatureWords.phoneLine': 'Phone: {phone}',
  'share.signatureWords.emailLine': 'E-mail: {email}',
  'share.signatureWords.websiteLine': 'Website: {website}',
  'share.signatureWords.cardLine': 'My card: {url}',
  // Between the job title and the company: 'Rear Admiral, Navy'.
  'share.signatureWords.roleSeparator': ', ',
  'share.signaturePage.title': 'E-mail signature',
  'share.signaturePage.back': 'Share your card',
  'share.signaturePage.intro':
    'your details, photo and colours under every e-mail you send, with a link to your card.',
  'share.signaturePage.layout': 'Layout',
  'share.signaturePage.layoutLegend': 'Signature layout',
  'share.signaturePage.classic': 'Classic',
  'share.signaturePage.classicDescription':
    'Photo beside your details, with a line in your accent colour.',
  'share.signaturePage.compact': 'Compact',
  'share.signaturePage.compactDescription':
    'Two or three lines of text, no photo: for replies and busy threads.',
  'share.signaturePage.banner': 'Banner',
  'share.signaturePage.bannerDescription':
    'Your name on a band of your accent colour, logo and links below.',
  'share.signaturePage.preview': 'Preview',
  'share.signaturePage.previewDescription':
    'As it will look in a message. Links lead to your card.',
  'share.signaturePage.failed': 'Unable to build your signature. Please try again later.',
  'share.signaturePage.building': 'Building your signature…',
  'share.signaturePage.copy': 'Copy signature',
  'share.signaturePage.copyPlain': 'Copy plain text',
  'share.signaturePage.copied': 'Paste it into your mail program’s signature settings.',
  'share.signaturePage.copiedTitle': 'Signature copied',
  'share.signaturePage.plainCopied': 'The plain-text signature is on your clipboard.',
  'share.signaturePage.plainCopiedTitle': 'Plain text copied',
  'share.signaturePage.notCopied': 'Your browser did not allow copying. Copy it by hand as shown.',
  'share.signaturePage.notCopiedTitle': 'Not copied',
  'share.signaturePage.byHand': 'Copy it by hand',
  'share.signaturePage.byHandRich':
    'Click in the preview, press Ctrl+A (⌘A on a Mac) to select the signature, then Ctrl+C (⌘C) to copy it.',
  'share.signaturePage.byHandPlain':
    'The plain text below is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  'share.signaturePage.plain': 'Plain-text version',
  'share.signaturePage.frame': 'Signature preview',
  'share.signaturePage.steps': 'Add it to your mail',
  'share.signaturePage.gmail1': 'Open Settings (the gear), then See all settings.',
  'share.signaturePage.gmail2': 'Under General, find Signature and choose Create new.',
  'share.signaturePage.gmail3': 'Paste, then Save Changes at the bottom of the page.',
  'share.signaturePage.outlook1': 'Open Settings, then Account (or Mail), then Signatures.',
  'share.signaturePage.outlook2': 'Choose New signature and give it a name.',
  'share.signaturePage.outlook3': 'Paste, then Save. Pick it as the default for new messages.',
  'share.signaturePage.apple1': 'Open Mail, then Settings (Preferences), then Signatures.',
  'share.signaturePage.apple2': 'Choose your account and press +.',
  'share.signaturePage.apple3': 'Untick “Always match my default message font”, then paste.',
};

export default share;
