import type { AreaCatalogue } from '../../catalogue';
import type marketingEn from '../en/marketing';

const marketing: AreaCatalogue<typeof marketingEn> = {
  'marketing.landing.title': 'Cartes de visite numériques avec QR code',
  'marketing.landing.description':
    'Créez des cartes de visite numériques, partagez-les avec un QR code et laissez vos contacts vous enregistrer d’un geste. Gratuit pendant 2 mois.',
  'marketing.templates.title': 'Des modèles pour chaque marque',
  'marketing.templates.description':
    'Huit mises en page à vos couleurs, avec vos polices et votre logo, présentées avec des personnes fictives. Le contraste des couleurs est toujours vérifié.',
  'marketing.landing.ctaTitle': 'Rendez votre prochaine présentation inoubliable',
  'marketing.landing.ctaText':
    'Créez votre carte de visite numérique dès aujourd’hui. Vos 2 premiers mois sont offerts.',
  'marketing.cta.createCard': 'Créer une carte',
  'marketing.hero.eyebrow': 'Cartes de visite numériques avec QR code',
  'marketing.hero.title': 'Votre carte de visite, <em>toujours dans votre poche.</em>',
  'marketing.hero.text':
    'Créez une belle carte de visite numérique en quelques minutes. Partagez-la avec un QR code ou un lien, et vos contacts enregistrent vos coordonnées sur leur téléphone d’un seul geste.',
  'marketing.hero.startTrial': 'Commencer l’essai gratuit',
  'marketing.hero.seeHow': 'Voir comment ça marche',
  'marketing.hero.highlightFree': '2 mois offerts',
  'marketing.hero.highlightNoApp': 'Aucune appli pour scanner',
  'marketing.hero.highlightCancel': 'Résiliable à tout moment',
  'marketing.hero.scanToSave': 'Scannez pour enregistrer',
  'marketing.hero.contactSaved': 'Contact enregistré',
  'marketing.how.eyebrow': 'Comment ça marche',
  'marketing.how.title': 'De l’inscription au partage en quatre étapes',
  'marketing.how.description': 'Pas d’impression, pas de réimpression, pas de numéros à saisir.',
  'marketing.how.step': 'Étape {number}',
  'marketing.how.createTitle': 'Créez votre carte',
  'marketing.how.createText':
    'Ajoutez votre nom, votre poste, vos coordonnées et votre photo. Un aperçu en direct montre ce que les autres verront.',
  'marketing.how.shareTitle': 'Partagez-la avec un QR code',
  'marketing.how.shareText':
    'Chaque carte a son propre QR code et son lien, pour votre téléphone, un badge ou votre signature e-mail.',
  'marketing.how.saveTitle': 'Vos visiteurs enregistrent votre vCard',
  'marketing.how.saveText':
    'D’un geste, vos coordonnées arrivent directement dans leurs contacts. Aucune appli nécessaire.',
  'marketing.how.updateTitle': 'Toujours à jour',
  'marketing.how.updateText':
    'Nouveau poste ou nouveau numéro ? Modifiez votre carte une fois, et tous ceux qui ont votre lien le voient.',
  'marketing.features.eyebrow': 'Cartes de visite numériques',
  'marketing.features.title': 'Tout ce que fait une carte papier, et bien plus',
  'marketing.features.description':
    'Une carte CardVault est une page vivante à votre sujet : jamais épuisée, jamais périmée, toujours à un scan de distance.',
  'marketing.features.qrTitle': 'Un QR code pour chaque carte',
  'marketing.features.qrText':
    'Chaque carte a un QR code unique qui ouvre sa page publique avec l’appareil photo de n’importe quel téléphone.',
  'marketing.features.saveTitle': 'Contact enregistré d’un geste',
  'marketing.features.saveText':
    'Vos visiteurs téléchargent vos coordonnées en vCard, compatible iPhone, Android et Outlook.',
  'marketing.features.shareTitle': 'Partagez partout',
  'marketing.features.shareText':
    'Envoyez votre lien par SMS, e-mail ou sur les réseaux sociaux, ou ajoutez-le à votre signature e-mail.',
  'marketing.features.brandingTitle': 'Votre image de marque',
  'marketing.features.brandingText':
    'Ajoutez votre photo, une bannière ou le logo de votre entreprise, et des liens vers votre site et vos profils sociaux.',
  'marketing.features.templatesTitle': 'Modèles de carte premium',
  'marketing.features.templatesText':
    'Des mises en page soignées qui s’affichent parfaitement sur tous les écrans, du petit téléphone au grand moniteur.',
  'marketing.features.rolesTitle': 'Une carte pour chaque rôle',
  'marketing.features.rolesText':
    'Des cartes distinctes pour chaque emploi, marque ou projet perso, toutes gérées depuis un seul compte.',
  'marketing.pricing.eyebrow': 'Tarifs',
  'marketing.pricing.title': 'Un tarif simple, par carte',
  'marketing.pricing.description':
    'Ne payez que les cartes dont vous avez besoin. Facturation annuelle, par carte et par an.',
  'marketing.pricing.plan': 'CardVault Premium',
  'marketing.pricing.freeMonths': '2 mois',
  'marketing.pricing.free': 'offerts',
  'marketing.pricing.then': 'Puis {price} par carte et par an, facturés annuellement.',
  'marketing.pricing.thenNoPrice': 'Puis facturation annuelle, au prix par carte et par an.',
  'marketing.pricing.trialMonths': 'Essai gratuit de 2 mois',
  'marketing.pricing.trialPayment': 'Un moyen de paiement est nécessaire pour commencer l’essai',
  'marketing.pricing.trialNoCharge': 'Rien n’est facturé avant la fin de votre essai',
  'marketing.pricing.trialCancel': 'Résiliable à tout moment, sans engagement',
  'marketing.pricing.included': 'Tout est inclus',
  'marketing.pricing.templates': 'Modèles de carte premium',
  'marketing.pricing.branding': 'Votre image de marque',
  'marketing.pricing.support': 'Assistance prioritaire',
  'marketing.pricing.qr': 'Un QR code et une vCard uniques pour chaque carte',
  'marketing.pricing.startTrial': 'Commencer l’essai gratuit',
  'marketing.pricing.noCharge':
    'Rien à payer aujourd’hui. Résiliable à tout moment pendant l’essai.',
  'marketing.samples.eyebrow': 'Exemples de cartes',
  'marketing.samples.title': 'Pensé pour tous les métiers',
  'marketing.samples.description':
    'Designers, équipes commerciales, soignants et fondateurs utilisent CardVault pour faire bonne impression dès le premier contact. Les personnes de ces exemples sont fictives.',
  'marketing.sample.at': 'chez',
  'marketing.sample.saveContact': 'Enregistrer le contact',
  'marketing.sample.qr': 'QR code : ouvre cette page',
  'marketing.about.title': 'À propos',
  'marketing.about.description':
    'CardVault aide les professionnels à partager leurs coordonnées d’un simple scan.',
  'marketing.about.eyebrow': 'Notre mission',
  'marketing.about.heading': 'Chaque rencontre mérite qu’on s’en souvienne',
  'marketing.about.text':
    'CardVault existe pour rendre aussi simple qu’une poignée de main le fait de dire qui vous êtes. Nous transformons votre carte de visite en une page vivante avec son propre QR code : vos contacts enregistrent vos coordonnées en quelques secondes et trouvent toujours la dernière version de vous.',
  'marketing.about.signIn': 'Se connecter',
  'marketing.about.createCard': 'Créer votre carte',
  'marketing.about.goToMyCards': 'Aller à mes cartes',
  'marketing.about.values': 'Ce en quoi nous croyons',
  'marketing.about.instantTitle': 'Des liens instantanés',
  'marketing.about.instantText':
    'Un scan suffit. Aucune appli à installer, aucun numéro à saisir, aucune carte perdue au fond d’une poche.',
  'marketing.about.paperTitle': 'Moins de papier',
  'marketing.about.paperText':
    'Des milliards de cartes papier sont imprimées chaque année, et la plupart finissent à la poubelle en moins d’une semaine.',
  'marketing.about.controlTitle': 'Vous gardez la main',
  'marketing.about.controlText':
    'Choisissez ce que vous partagez, mettez-le à jour quand vous voulez et supprimez une carte dont vous n’avez plus besoin.',
  'marketing.about.ctaTitle': 'Prêt à partager votre carte ?',
  'marketing.about.ctaText':
    'Connectez-vous pour créer votre première carte de visite numérique. Vos 2 premiers mois sont offerts.',
  'marketing.about.ctaSignIn': 'Se connecter pour commencer',
};

export default marketing;
