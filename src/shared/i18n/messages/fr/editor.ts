import type { AreaCatalogue } from '../../catalogue';
import type editorEn from '../en/editor';

const editor: AreaCatalogue<typeof editorEn> = {
  'editor.createTitle': 'Créer une carte',
  'editor.createOrgTitle': 'Créer une carte d’organisation',
  'editor.updateTitle': 'Modifier la carte',
  'editor.createIntro':
    'Renseignez vos coordonnées ; l’aperçu montre la carte exactement telle que les autres la verront.',
  'editor.createOrgIntro':
    'Renseignez les coordonnées de la personne à qui elle est destinée ; l’abonnement de {organisation} la paie, et vous pouvez l’attribuer à un membre sur la page Équipe.',
  'editor.updateIntro':
    'Modifiez ce que vous voulez ; l’aperçu suit votre saisie. Rien ne change tant que vous n’avez pas mis à jour la carte.',
  'editor.belongsTo': 'Appartient à {organisation}',
  'editor.anOrganisation': 'une organisation',
  'editor.yourOrganisation': 'votre organisation',
  'editor.loadingOrganisation': 'Chargement de l’organisation…',
  'editor.loadingCard': 'Chargement de la carte…',
  'editor.notAMember': 'Vous n’êtes membre d’aucune organisation à l’adresse « {slug} ».',
  'editor.createOwn': 'Créer votre propre carte',
  'editor.onlyManagersCreate':
    'Seuls les propriétaires et administrateurs de {organisation} créent ses cartes.',
  'editor.backToOrgCards': 'Retour à ses cartes',

  'editor.showPreview': 'Afficher l’aperçu',
  'editor.hidePreview': 'Masquer l’aperçu',
  'editor.livePreview': 'Aperçu en direct',
  'editor.compactPreview': 'Aperçu compact',
  'editor.draftTitle': 'Brouillon restauré',
  'editor.draftBody':
    'Le texte saisi précédemment a été conservé sur cet appareil et se trouve de nouveau dans le formulaire. Les images choisies n’ont pas été conservées : choisissez-les à nouveau avant d’enregistrer.',
  'editor.discardDraft': 'Supprimer le brouillon',
  'editor.keepEditing': 'Continuer la modification',
  'editor.section.details': 'Détails de la carte',
  'editor.section.detailsHelp': 'Un titre vous aide à distinguer vos cartes ; vous seul le voyez.',
  'editor.section.about': 'À propos de vous',
  'editor.section.contact': 'Contact',
  'editor.section.social': 'Réseaux sociaux',
  'editor.section.socialHelp': 'Collez le lien d’un profil ou saisissez un identifiant.',
  'editor.section.images': 'Images',
  'editor.section.imagesHelp': 'Les images appliquées sont enregistrées avec la carte.',
  'editor.optional': '{label} (facultatif)',
  'editor.field.title': 'Titre de la carte',
  'editor.field.fullName': 'Nom complet',
  'editor.field.jobTitle': 'Poste',
  'editor.field.company': 'Entreprise',
  'editor.field.bio': 'Bio',
  'editor.field.email': 'E-mail',
  'editor.field.phone': 'Téléphone',
  'editor.field.location': 'Lieu',
  'editor.field.website': 'Site web',
  'editor.placeholder.linkedin': 'linkedin.com/in/identifiant ou identifiant',
  'editor.placeholder.github': 'github.com/identifiant ou identifiant',
  'editor.placeholder.twitter': 'x.com/identifiant ou @identifiant',
  'editor.placeholder.facebook': 'facebook.com/identifiant ou identifiant',
  'editor.placeholder.instagram': 'instagram.com/identifiant ou @identifiant',
  'editor.previewName': 'Votre nom',
  'editor.previewJobTitle': 'Poste',
  'editor.uploadingImages': 'Envoi des images…',
  'editor.processingImages': 'Traitement des images…',
  'editor.cancel': 'Annuler',
  'editor.saveCard': 'Enregistrer la carte',
  'editor.updateCard': 'Mettre à jour la carte',
  'editor.newerCardLoaded':
    'La carte telle qu’elle a été enregistrée ailleurs est chargée. Rien d’autre n’a changé.',
  'editor.createFailed': 'Impossible de créer la carte',
  'editor.updateFailed': 'Impossible de mettre à jour la carte',
  'editor.deleteFailed': 'Impossible de supprimer la carte',
  'editor.loadFailed': 'Impossible de charger les détails de la carte',
  'editor.showcaseFailed': 'Impossible de charger cette carte. Veuillez réessayer plus tard.',
  'editor.missingId': 'Identifiant de carte manquant',
  'editor.cardsRemaining':
    '{remaining, plural, one {Il vous reste {count} carte.} other {Il vous reste {count} cartes.}}',

  'editor.rule.required': '{label} : champ obligatoire',
  'editor.rule.tooLong': '{label} : {max} caractères au maximum',
  'editor.rule.social': 'Saisissez un lien de profil {label} ou un identifiant',
  'editor.rule.phoneDigits': 'Le téléphone doit comporter {max} chiffres au maximum',
  'editor.rule.phonePattern':
    'Le téléphone peut contenir des chiffres, des espaces, des parenthèses, des tirets et un + au début',
  'editor.rule.website': 'Veuillez saisir une adresse de site web valide, par ex. {example}',

  'editor.image.profile': 'Photo de profil',
  'editor.image.profileHelp':
    'Choisissez une image, vérifiez l’aperçu, puis appliquez-la. Elle est enregistrée avec la carte.',
  'editor.image.profileChoose': 'Choisir une image',
  'editor.image.profileAlt': 'Aperçu de la photo de profil',
  'editor.image.banner': 'Image de bannière',
  'editor.image.bannerHelp':
    'Choisissez une image large pour le haut de la carte, puis appliquez-la. Elle est enregistrée avec la carte.',
  'editor.image.bannerChoose': 'Choisir une bannière',
  'editor.image.bannerAlt': 'Aperçu de l’image de bannière',
  'editor.image.logo': 'Logo de l’entreprise',
  'editor.image.logoHelp':
    'Choisissez le logo de votre entreprise (un PNG garde son fond transparent), puis appliquez-le. Il est enregistré avec la carte.',
  'editor.image.logoChoose': 'Choisir un logo',
  'editor.image.logoAlt': 'Aperçu du logo de l’entreprise',
  'editor.image.change': 'Modifier',
  'editor.image.profileChange': 'Modifier la photo de profil',
  'editor.image.bannerChange': 'Modifier l’image de bannière',
  'editor.image.logoChange': 'Modifier le logo de l’entreprise',
  'editor.image.saved': 'Enregistrée avec la carte',
  'editor.image.none': 'Aucune pour l’instant',

  'editor.design.title': 'Design',
  'editor.design.description':
    'Choisissez l’apparence de la carte. L’aperçu montre chaque modification ; les couleurs sont ajustées si nécessaire pour que la carte reste lisible.',
  'editor.design.lockedTitle': 'Les designs Premium sont verrouillés',
  'editor.design.lockedOver':
    'Vous avez plus de cartes que votre abonnement n’en couvre : les modèles et options Premium sont verrouillés jusqu’à ce que vous supprimiez une carte ou en ajoutiez. Votre carte garde son design actuel.',
  'editor.design.lockedEnded':
    'Votre abonnement a pris fin : les modèles et options Premium sont verrouillés. Votre carte garde son design actuel.',
  'editor.design.seePlansPricing': 'Voir les offres sur la page Tarifs',
  'editor.design.template': 'Modèle',
  'editor.design.colours': 'Couleurs',
  'editor.design.palettes': 'Palettes de couleurs',
  'editor.design.accent': 'Couleur d’accent',
  'editor.design.background': 'Couleur de fond',
  'editor.design.picker': 'Sélecteur : {label}',
  'editor.design.hexRule':
    'Écrivez la couleur avec # et six chiffres hexadécimaux, par exemple #4338ca.',
  'editor.design.adjustedTitle': 'Ajusté pour que la carte reste lisible',
  'editor.design.darkened':
    'Le modèle Sombre demande un fond foncé : celui que vous avez choisi a été assombri.',
  'editor.design.accentAdjusted':
    'Votre couleur d’accent a un contraste de {ratio} sur le fond ; le texte et les boutons demandent {needed}, elle a donc été {direction, select, darkened {assombrie} other {éclaircie}} en {color}.',
  'editor.design.font': 'Police',
  'editor.design.premiumOption': '{name} (Premium)',
  'editor.design.buttonShape': 'Forme des boutons',
  'editor.design.logoPremium':
    'Un nouveau logo d’entreprise est une option Premium : <link>voir les offres</link>.',
  'editor.design.qrCentre': 'Centre du code QR',
  'editor.design.qrHelp':
    'Le code est dessiné dans vos couleurs ; une image au centre renforce sa correction d’erreurs pour qu’il reste lisible.',
  'editor.design.qrOnWhite':
    'Les appareils photo lisent les codes QR comme des carrés foncés sur fond clair, et votre fond est trop foncé pour cela : le code est donc placé sur du blanc.',
  'editor.design.qrOnTint':
    'Les appareils photo lisent les codes QR comme des carrés foncés sur fond clair, et votre fond est trop foncé pour cela : le code est donc placé sur une teinte claire de votre accent ({color}).',
  'editor.design.qrDarkened':
    'Les carrés du code demandent {min} sur leur fond et doivent être plus foncés que lui ; votre accent y atteint {ratio}, ils sont donc dessinés en {color}.',
  'editor.design.hideBranding': 'Masquer la marque CardVault',
  'editor.design.hideBrandingHelp':
    'Ni nom, ni logo, ni lien CardVault sur la page publique, dans ses aperçus de lien ou dans le contact enregistré.',
  'editor.design.premium': 'Premium',
  'editor.template.classic': 'Classique',
  'editor.template.classic.about':
    'Une bannière, la photo à cheval sur son bord, les détails dessous.',
  'editor.template.minimal': 'Minimal',
  'editor.template.minimal.about':
    'Sans bannière : une petite photo à côté du nom, beaucoup d’air.',
  'editor.template.centered': 'Centré',
  'editor.template.centered.about': 'Tout est centré sous une bannière courte.',
  'editor.template.banner': 'Grande bannière',
  'editor.template.banner.about': 'Une haute bannière dans votre couleur d’accent porte votre nom.',
  'editor.template.split': 'Partagé',
  'editor.template.split.about': 'Votre photo dans une colonne à côté des détails.',
  'editor.template.photo': 'Photo en avant',
  'editor.template.photo.about': 'D’abord une grande photo, les détails dessous.',
  'editor.template.corporate': 'Entreprise',
  'editor.template.corporate.about': 'D’abord le logo et le nom de votre entreprise, puis vous.',
  'editor.template.dark': 'Sombre',
  'editor.template.dark.about': 'Texte clair sur fond foncé.',
  'editor.font.system': 'Système',
  'editor.shape.rounded': 'Arrondi',
  'editor.shape.square': 'Carré',
  'editor.shape.pill': 'Pilule',
  'editor.qrLogo.none': 'Rien',
  'editor.qrLogo.profile': 'Photo de profil',
  'editor.qrLogo.logo': 'Logo de l’entreprise',
  'editor.palette.Indigo': 'Indigo',
  'editor.palette.Forest': 'Forêt',
  'editor.palette.Ocean': 'Océan',
  'editor.palette.Sunset': 'Couchant',
  'editor.palette.Berry': 'Baie',
  'editor.palette.Graphite': 'Graphite',
  'editor.palette.Midnight': 'Minuit',

  'editor.exchange.title': 'Échange de contacts',
  'editor.exchange.description':
    'Les visiteurs peuvent vous laisser leurs coordonnées, que vous retrouvez sous Leads.',
  'editor.exchange.label': 'Permettre aux visiteurs de partager leurs coordonnées',
  'editor.exchange.help':
    'Ajoute « Partager vos coordonnées » à côté de « Enregistrer le contact » sur la page de la carte. Les visiteurs doivent donner leur accord avant tout envoi.',

  'editor.conflict.yes': 'Oui',
  'editor.conflict.no': 'Non',
  'editor.conflict.on': 'Activé',
  'editor.conflict.off': 'Désactivé',
  'editor.conflict.noImage': 'Aucune image',
  'editor.conflict.yours': '{image} : la vôtre',
  'editor.conflict.newer': '{image} : la plus récente enregistrée',

  'cardTile.created': 'Créée',
  'cardTile.logo': 'Logo de {name}',
  'cardTile.phone': 'Téléphone :',
  'cardTile.email': 'E-mail :',
  'cardTile.views':
    '{views, plural, one {{count} vue} other {{count} vues}} ces {days} derniers jours<sr> pour la carte de {name} : ouvrir ses statistiques</sr>',
  'cardTile.leads':
    '{leads, plural, one {{count} lead} other {{count} leads}}<sr> issus de la carte de {name} : les ouvrir</sr>',
  'cardTile.share': 'Partager<sr> la carte de {name} : wallet, signature, impression et plus</sr>',
  'cardTile.show': 'Afficher<sr> la carte de {name} (nouvel onglet)</sr>',
  'cardTile.edit': 'Modifier<sr> la carte de {name}</sr>',
  'cardTile.delete': 'Supprimer<sr> la carte de {name}</sr>',

  'orgPanel.teamCards': 'Les cartes de votre équipe',
  'orgPanel.yourRole': 'Votre rôle : {role}',
  'orgPanel.role.owner': 'Propriétaire',
  'orgPanel.role.admin': 'Administrateur',
  'orgPanel.role.member': 'Membre',
  'orgPanel.managerBody':
    'Ces cartes appartiennent à {organisation} et relèvent de son abonnement. Attribuez chacune à un membre sur la page Équipe ; il pourra ensuite la modifier.',
  'orgPanel.create': 'Créer une carte d’organisation',
  'orgPanel.assign': 'Attribuer les cartes sur la page Équipe',
  'orgPanel.memberBody':
    'Vous voyez les cartes de {organisation} qui vous sont attribuées et pouvez les modifier. Ses propriétaires et administrateurs créent ses cartes et les attribuent.',
  'orgPanel.seeWho': 'Voir qui fait partie de {organisation}',

  'notice.overTitle': 'Vous avez plus de cartes que votre abonnement n’en couvre',
  'notice.overSituation':
    'Votre abonnement couvre désormais {allocation, plural, one {# carte} other {# cartes}}, et vous en avez {held, plural, one {# carte} other {# cartes}}.',
  'notice.overConsequence':
    'Tant que vous n’êtes pas revenu à {allocation, plural, one {# carte} other {# cartes}}, vous ne pouvez ni créer de cartes ni choisir de designs Premium. Vos cartes et leurs pages publiques continuent de fonctionner.',
  'notice.overRemedy':
    'Supprimez {extra, plural, one {# carte} other {# cartes}} ou ajoutez des cartes sur la page Tarifs.',
  'notice.addCards': 'Ajouter des cartes',
  'notice.unknownOrg':
    'Vous n’êtes membre d’aucune organisation à l’adresse « {slug} » : voici {shown, select, cards {vos propres cartes} figures {vos propres chiffres} leads {vos propres leads} other {{shown}}}.',
  'notice.hide': 'Masquer ce message',

  'templateGallery.title': 'Modèles de cartes',
  'templateGallery.description':
    'Huit mises en page, vos couleurs et vos polices. Chaque combinaison reste lisible : les couleurs sont vérifiées et ajustées pour le contraste.',
  'templateGallery.previous': 'Modèles précédents',
  'templateGallery.next': 'Modèles suivants',
  'templateGallery.included': 'Inclus',
  'templateGallery.sample': 'Exemple de carte avec le modèle {template}',
  'templateGallery.person.maya.jobTitle': 'Designer produit',
  'templateGallery.person.maya.bio':
    'Des produits sereins et utiles pour les équipes qui grandissent.',
  'templateGallery.person.daniel.jobTitle': 'Directeur commercial',
  'templateGallery.person.daniel.bio':
    'Aider les commerçants à livrer plus vite partout en Australie.',
  'templateGallery.person.priya.jobTitle': 'Kinésithérapeute',
  'templateGallery.person.priya.bio':
    'Rééducation sportive et prévention des blessures pour tous les corps.',
  'templateGallery.person.tomas.jobTitle': 'Architecte',
  'templateGallery.person.tomas.bio': 'Des maisons qui laissent entrer la lumière.',
  'templateGallery.person.aiko.jobTitle': 'Photographe',
  'templateGallery.person.aiko.bio': 'Mariages, portraits et lieux paisibles.',
  'templateGallery.person.samuel.jobTitle': 'Coach sportif',
  'templateGallery.person.samuel.bio': 'De la musculation pour les gens pressés.',
  'templateGallery.person.grace.jobTitle': 'Conseillère financière',
  'templateGallery.person.grace.bio': 'Des plans clairs pour la retraite et au-delà.',
  'templateGallery.person.leo.jobTitle': 'Producteur de musique',
  'templateGallery.person.leo.bio': 'Des disques faits après minuit.',

  'brandKit.title': 'Kit de marque',
  'brandKit.describe':
    'Le design et les informations dont part chaque carte de {organisation}. Verrouillez un champ et il vient du kit sur chaque carte, quel que soit son éditeur.',
  'brandKit.loading': 'Chargement du kit de marque…',
  'brandKit.loadFailed': 'Impossible de charger le kit de marque',
  'brandKit.saveFailed': 'Impossible d’enregistrer le kit de marque',
  'brandKit.saved': 'Kit de marque enregistré',
  'brandKit.setBy': 'Défini par {organisation}',
  'brandKit.lockedPhoneEmpty':
    'Ajoutez le téléphone principal avant de le verrouiller : chaque carte a besoin d’un numéro de téléphone',
  'brandKit.addressTooLong': 'L’adresse doit comporter 200 caractères au maximum',
  'brandKit.onlyManagers':
    'Seuls les propriétaires et administrateurs modifient le kit de marque de {organisation}',
  'brandKit.nothingLockedMember':
    'Rien n’est verrouillé : vous pouvez modifier chaque champ des cartes qui vous sont attribuées.',
  'brandKit.lockedForMember':
    'Sur les cartes qui vous sont attribuées, ces éléments viennent du kit : {fields}.',
  'brandKit.lockOnEvery': 'Verrouiller « {field} » sur chaque carte',
  'brandKit.sharedTitle': 'Informations communes',
  'brandKit.sharedHelp':
    'Ce que toutes les cartes de l’organisation ont en commun. Un champ verrouillé vient d’ici sur chaque carte ; un champ non verrouillé sert de point de départ aux nouvelles cartes.',
  'brandKit.designHelp':
    'Le design dont partent les nouvelles cartes. Les couleurs sont ajustées si nécessaire pour que chaque carte reste lisible ; l’aperçu montre comment.',
  'brandKit.logoSaved': 'Enregistré dans le kit de marque',
  'brandKit.nothingLocked':
    'Rien n’est verrouillé : les membres peuvent modifier chaque champ de leurs cartes.',
  'brandKit.lockedCount':
    '{count, plural, one {# champ est verrouillé. L’enregistrement l’écrit en une fois sur chaque carte de {organisation}.} other {# champs sont verrouillés. L’enregistrement les écrit en une fois sur chaque carte de {organisation}.}}',
  'brandKit.uploadingLogo': 'Envoi du logo…',
  'brandKit.saving': 'Enregistrement…',
  'brandKit.backToTeam': 'Retour à l’équipe',
  'brandKit.save': 'Enregistrer le kit de marque',
  'brandKit.previewTitle': 'La carte d’un membre dans le kit',
  'brandKit.previewHelp': 'Son nom et ses coordonnées, le kit tout autour.',
  'brandKit.sampleJobTitle': 'Chargé de clientèle',
  'brandKit.field.template': 'Modèle',
  'brandKit.field.accentColor': 'Couleur d’accent',
  'brandKit.field.backgroundColor': 'Couleur de fond',
  'brandKit.field.fontFamily': 'Police',
  'brandKit.field.buttonShape': 'Forme des boutons',
  'brandKit.field.qrLogo': 'Centre du code QR',
  'brandKit.field.brandLogo': 'Logo de l’entreprise',
  'brandKit.field.company': 'Entreprise',
  'brandKit.field.website': 'Site web',
  'brandKit.field.location': 'Adresse',
  'brandKit.field.phone': 'Téléphone principal',
  'editor.phone.neutralPlaceholder': '+ indicatif du pays et numéro',
};

export default editor;
