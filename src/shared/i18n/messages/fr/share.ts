import type { AreaCatalogue } from '../../catalogue';
import type shareEn from '../en/share';

const share: AreaCatalogue<typeof shareEn> = {
  'share.loadingCard': 'Chargement de la carte…',
  'share.title': 'Partager votre carte',
  'share.back': 'Mes cartes',
  'share.intro':
    'votre portefeuille, votre signature e-mail, vos visioconférences, un tag NFC, du papier ou un téléphone sans réseau. Chaque chemin mène à la même page de carte.',
  'share.cardName': '<bdi>{name}</bdi> : ',
  'share.wallet.title': 'Cartes de portefeuille',
  'share.wallet.description':
    'Votre carte dans le portefeuille de votre téléphone : votre nom, votre poste et votre entreprise aux couleurs de votre carte, avec un QR code qui ouvre votre page de carte. Vous avez modifié la carte ? Ajoutez-la à nouveau pour les nouvelles informations.',
  'share.wallet.checking': 'Vérification des portefeuilles pris en charge par ce serveur…',
  'share.wallet.checkFailed':
    'Impossible de vérifier les portefeuilles pris en charge par ce serveur. Rechargez la page pour réessayer.',
  'share.wallet.unavailable':
    'Les cartes de portefeuille ne sont pas encore disponibles sur ce site.',
  'share.wallet.adminHint':
    'Vous êtes administrateur : <link>Configuration du site</link> dans la console d’administration indique les clés à définir.',
  'share.wallet.apple': 'Ajouter à Apple Wallet',
  'share.wallet.google': 'Ajouter à Google Wallet',
  'share.wallet.googleFailed': 'Impossible de créer le lien Google Wallet. Veuillez réessayer.',
  'share.wallet.output': 'Le QR code d’une carte de portefeuille créée ici',
  'share.signature.title': 'Signature e-mail',
  'share.signature.description':
    'Chaque e-mail que vous envoyez peut mener à votre carte : une signature pour Gmail, Outlook et Apple Mail.',
  'share.signature.body':
    'Choisissez l’une des {count} mises en page ({layouts}), voyez-la telle qu’elle apparaîtra, et copiez-la avec votre photo, votre logo, vos couleurs et un lien vers votre carte.',
  'share.signature.make': 'Créer une signature e-mail',
  'share.signature.output': 'Le lien et les images d’une signature créée ici',
  'share.background.title': 'Arrière-plan de visioconférence',
  'share.background.description':
    'Votre nom, votre poste, votre entreprise et un QR code vers votre carte derrière vous dans Zoom, Google Meet ou Microsoft Teams.',
  'share.background.layout': 'Mise en page',
  'share.background.corner': 'Coin',
  'share.background.cornerDescription':
    'Vos couleurs, le QR code en haut à droite, votre nom en bas à gauche.',
  'share.background.side': 'Panneau latéral',
  'share.background.sideDescription':
    'Un panneau à droite dans votre couleur d’accent, avec le QR code et votre nom.',
  'share.background.minimal': 'Minimal',
  'share.background.minimalDescription':
    'Un fond calme et uni, un petit QR code et votre nom en haut à gauche.',
  'share.background.failed': 'Impossible de créer l’arrière-plan. Veuillez réessayer.',
  'share.background.download': 'Télécharger l’arrière-plan',
  'share.background.howTo':
    'Définissez-le comme arrière-plan virtuel : dans Zoom sous Paramètres › Arrière-plans et effets, dans Google Meet sous Appliquer des effets visuels › Arrière-plans, dans Teams sous Effets vidéo › Arrière-plans, puis ajoutez l’image téléchargée. Votre propre aperçu est en miroir, le texte vous paraît donc inversé ; tous les autres le voient à l’endroit.',
  'share.background.output': 'Le QR code d’un arrière-plan créé ici',
  'share.qr.title': 'QR code',
  'share.qr.description': 'Pour les diapositives, affiches, autocollants et cartes imprimées.',
  'share.qr.carries': 'Le code contient',
  'share.qr.url': 'Le lien vers la page de la carte',
  'share.qr.urlDescription':
    'Ouvre votre carte, toujours à jour. Le téléphone qui scanne a besoin d’une connexion.',
  'share.qr.vcard': 'Le contact lui-même (fonctionne sans réseau)',
  'share.qr.vcardDescription':
    'Le téléphone enregistre votre nom, téléphone, e-mail, entreprise et poste directement depuis le code. Réimprimez-le après avoir modifié la carte.',
  'share.qr.urlAlt': 'QR code de la carte de {name}',
  'share.qr.vcardAlt': 'QR code contenant le contact de {name}',
  'share.qr.png': 'Télécharger en PNG',
  'share.qr.svg': 'Télécharger en SVG',
  'share.qr.output': 'Un code téléchargé ici',
  'share.print.title': 'Cartes imprimées',
  'share.print.description':
    'Un PDF de votre carte dans ses couleurs et sa police : les informations au recto, un QR code vers votre page de carte au verso.',
  'share.print.paper': 'Papier',
  'share.print.card': 'Carte seule (85 × 55 mm)',
  'share.print.cardDetail': 'Une carte avec traits de coupe, pour un imprimeur',
  'share.print.a4': 'Feuille A4 de 10',
  'share.print.a4Detail': 'Cartes de 85 × 55 mm, rectos puis versos',
  'share.print.letter': 'Feuille Letter de 10',
  'share.print.letterDetail': 'Cartes de 3,5 × 2 po, rectos puis versos',
  'share.print.failed': 'Impossible de créer le PDF. Veuillez réessayer.',
  'share.print.download': 'Télécharger le PDF',
  'share.print.howTo':
    'Imprimez à 100 % (taille réelle, pas « ajuster à la page ») ; pour une feuille, imprimez en recto verso, retournement sur le bord long, puis coupez le long des traits.',
  'share.print.output': 'Les cartes imprimées à partir de ce PDF',
  'share.nfc.title': 'Tag NFC',
  'share.nfc.description':
    'Mettez votre carte sur un autocollant ou une carte NFC : un téléphone approché ouvre votre page de carte.',
  'share.nfc.refused':
    'L’autorisation NFC a été refusée. Autorisez le NFC pour ce site dans les paramètres de site de Chrome, puis réessayez.',
  'share.nfc.unsupported': 'Ce téléphone ne peut pas écrire de tags NFC.',
  'share.nfc.off':
    'Le NFC est désactivé ou occupé. Activez le NFC dans les paramètres de votre téléphone, puis réessayez.',
  'share.nfc.notWritten':
    'Le tag n’a pas pu être écrit. Maintenez-le immobile contre le dos de votre téléphone et réessayez ; un tag verrouillé ne peut pas être écrit.',
  'share.nfc.hold': 'Approchez un tag NFC du dos de votre téléphone…',
  'share.nfc.cancel': 'Annuler',
  'share.nfc.write': 'Écrire sur un tag NFC',
  'share.nfc.writeAnother': 'Écrire un autre tag',
  'share.nfc.written': 'Écrit',
  'share.nfc.writtenBody': 'Touchez le tag avec un téléphone pour ouvrir votre carte.',
  'share.nfc.failedTitle': 'Non écrit',
  'share.nfc.androidTitle': 'Écrire des tags depuis Android',
  'share.nfc.androidBody':
    'Ce navigateur ne peut pas écrire de tags NFC. Ouvrez cette page dans Chrome sur un téléphone Android pour écrire un tag ici, ou écrivez l’adresse ci-dessous avec une application NFC sur n’importe quel téléphone (une application iPhone ou Android comme NFC Tools ou NXP TagWriter) : choisissez un enregistrement URL.',
  'share.nfc.address': 'L’adresse du tag',
  'share.nfc.copy': 'Copier l’adresse',
  'share.nfc.copied': 'L’adresse du tag est dans votre presse-papiers.',
  'share.nfc.copiedTitle': 'Adresse copiée',
  'share.nfc.copyFailed': 'Sélectionnez l’adresse et copiez-la vous-même.',
  'share.nfc.copyFailedTitle': 'Copie impossible',
  'share.nfc.size':
    'Elle occupe {bytes} octets d’un tag : un {tag} ({tagBytes} octets) ou tout tag plus grand la contient. Les contacts sont comptés comme NFC dans Statistiques.',
  'share.nfc.sizeTooLarge':
    'Elle occupe {bytes} octets d’un tag, plus que ce que contiennent les tags courants. Les contacts sont comptés comme NFC dans Statistiques.',
  'share.nfc.output': 'Un tag écrit ici',
  'share.home.title': 'Hors ligne et écran d’accueil',
  'share.home.description':
    'Votre page de carte fonctionne sans réseau et se place sur un écran d’accueil comme une application.',
  'share.home.offline':
    'Quiconque a ouvert votre page de carte une fois peut la rouvrir sans signal : son téléphone garde la page, ses images et votre fichier de contact, et les affiche hors ligne. Rien à configurer.',
  'share.home.install': 'Mettre votre carte sur l’écran d’accueil',
  'share.home.android': 'Android, Chrome',
  'share.home.androidSteps':
    'ouvrez votre page de carte, touchez le menu ⋮, puis Ajouter à l’écran d’accueil (ou Installer l’application).',
  'share.home.ios': 'iPhone et iPad, Safari',
  'share.home.iosSteps':
    'ouvrez votre page de carte, touchez Partager, puis Sur l’écran d’accueil.',
  'share.home.step': '<name>{browser} :</name> {steps}',
  'share.home.app':
    'Elle s’ouvre en plein écran aux couleurs de votre carte, avec votre photo (ou vos initiales) comme icône : un moyen rapide de montrer votre carte en personne.',
  'share.home.address': 'Votre page de carte',
  'share.home.open': 'Ouvrir ma page de carte',
  'share.home.copy': 'Copier l’adresse',
  'share.home.copied': 'Adresse de la carte copiée dans le presse-papiers.',
  'share.home.copyFailed': 'Échec de la copie : sélectionnez l’adresse et copiez-la vous-même.',
  'share.local.deviceTitle': 'L’adresse de ce site ne fonctionne que sur cet ordinateur',
  'share.local.networkTitle': 'L’adresse de ce site ne fonctionne que sur ce réseau',
  'share.local.deviceBody':
    'Ce site est ouvert à l’adresse <address>{origin}</address>, que seul cet ordinateur peut atteindre. Les cartes de portefeuille, arrière-plans, QR codes, cartes imprimées, tags NFC et signatures e-mail créés ici ouvrent votre carte à cette adresse : les téléphones ailleurs ne peuvent donc pas l’ouvrir. Demandez une adresse publique à l’administrateur du site, puis recréez-les.',
  'share.local.networkBody':
    'Ce site est ouvert à l’adresse <address>{origin}</address>, que seuls les appareils de ce réseau peuvent atteindre. Les cartes de portefeuille, arrière-plans, QR codes, cartes imprimées, tags NFC et signatures e-mail créés ici ouvrent votre carte à cette adresse : les téléphones ailleurs ne peuvent donc pas l’ouvrir. Demandez une adresse publique à l’administrateur du site, puis recréez-les.',
  'share.local.admin':
    'Vous êtes administrateur : définissez <code>PUBLIC_URL</code> sur l’adresse que les gens ouvrent (par exemple <code>https://cards.example.com</code>), redémarrez le serveur et ouvrez le site à cette adresse. <link>Configuration du site</link> dans la console d’administration liste ce qui est défini par ailleurs.',
  'share.local.deviceShort': 'Ne fonctionne que sur cet ordinateur',
  'share.local.networkShort': 'Ne fonctionne que sur ce réseau',
  'share.local.deviceWarning':
    '{output} ouvrira votre carte à l’adresse <address>{origin}</address>, que seul cet ordinateur peut atteindre. Demandez une adresse publique à l’administrateur du site. <link>Ce que cela signifie</link>',
  'share.local.networkWarning':
    '{output} ouvrira votre carte à l’adresse <address>{origin}</address>, que seuls les appareils de ce réseau peuvent atteindre. Demandez une adresse publique à l’administrateur du site. <link>Ce que cela signifie</link>',
  'share.signatureWords.viewCard': 'Voir ma carte de visite numérique',
  'share.signatureWords.viewCardArrow': 'Voir ma carte de visite numérique →',
  'share.signatureWords.myCard': 'Ma carte',
  'share.signatureWords.logo': 'Logo de {name}',
  'share.signatureWords.phoneLine': 'Téléphone : {phone}',
  'share.signatureWords.emailLine': 'E-mail : {email}',
  'share.signatureWords.websiteLine': 'Site web : {website}',
  'share.signatureWords.cardLine': 'Ma carte : {url}',
  'share.signatureWords.roleSeparator': ', ',
  'share.signaturePage.title': 'Signature e-mail',
  'share.signaturePage.back': 'Partager votre carte',
  'share.signaturePage.intro':
    'vos informations, votre photo et vos couleurs sous chaque e-mail que vous envoyez, avec un lien vers votre carte.',
  'share.signaturePage.layout': 'Mise en page',
  'share.signaturePage.layoutLegend': 'Mise en page de la signature',
  'share.signaturePage.classic': 'Classique',
  'share.signaturePage.classicDescription':
    'Photo à côté de vos informations, avec un trait dans votre couleur d’accent.',
  'share.signaturePage.compact': 'Compacte',
  'share.signaturePage.compactDescription':
    'Deux ou trois lignes de texte, sans photo : pour les réponses et les longues conversations.',
  'share.signaturePage.banner': 'Bandeau',
  'share.signaturePage.bannerDescription':
    'Votre nom sur un bandeau dans votre couleur d’accent, logo et liens en dessous.',
  'share.signaturePage.preview': 'Aperçu',
  'share.signaturePage.previewDescription':
    'Telle qu’elle apparaîtra dans un message. Les liens mènent à votre carte.',
  'share.signaturePage.failed':
    'Impossible de créer votre signature. Veuillez réessayer plus tard.',
  'share.signaturePage.building': 'Création de votre signature…',
  'share.signaturePage.copy': 'Copier la signature',
  'share.signaturePage.copyPlain': 'Copier le texte brut',
  'share.signaturePage.copied': 'Collez-la dans les paramètres de signature de votre messagerie.',
  'share.signaturePage.copiedTitle': 'Signature copiée',
  'share.signaturePage.plainCopied': 'La signature en texte brut est dans votre presse-papiers.',
  'share.signaturePage.plainCopiedTitle': 'Texte brut copié',
  'share.signaturePage.notCopied':
    'Votre navigateur n’a pas autorisé la copie. Copiez-la à la main comme indiqué.',
  'share.signaturePage.notCopiedTitle': 'Non copiée',
  'share.signaturePage.byHand': 'Copiez-la à la main',
  'share.signaturePage.byHandRich':
    'Cliquez dans l’aperçu, appuyez sur Ctrl+A (⌘A sur Mac) pour sélectionner la signature, puis sur Ctrl+C (⌘C) pour la copier.',
  'share.signaturePage.byHandPlain':
    'Le texte brut ci-dessous est sélectionné : appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.',
  'share.signaturePage.plain': 'Version texte brut',
  'share.signaturePage.frame': 'Aperçu de la signature',
  'share.signaturePage.steps': 'L’ajouter à votre messagerie',
  'share.signaturePage.gmail1':
    'Ouvrez les Paramètres (la roue dentée), puis Voir tous les paramètres.',
  'share.signaturePage.gmail2': 'Sous Général, trouvez Signature et choisissez Créer.',
  'share.signaturePage.gmail3': 'Collez, puis Enregistrer les modifications en bas de la page.',
  'share.signaturePage.outlook1':
    'Ouvrez les Paramètres, puis Compte (ou Courrier), puis Signatures.',
  'share.signaturePage.outlook2': 'Choisissez Nouvelle signature et donnez-lui un nom.',
  'share.signaturePage.outlook3':
    'Collez, puis Enregistrer. Choisissez-la par défaut pour les nouveaux messages.',
  'share.signaturePage.apple1': 'Ouvrez Mail, puis Réglages (Préférences), puis Signatures.',
  'share.signaturePage.apple2': 'Choisissez votre compte et appuyez sur +.',
  'share.signaturePage.apple3': 'Décochez « Toujours utiliser ma police par défaut », puis collez.',
};

export default share;
