import {
  RATE_LIMIT_GONE_HOURS,
  RATE_LIMIT_KEPT_HOURS,
  RETENTION_PURGE_EVERY_HOURS,
  SESSION_DAYS,
} from '../../legal-facts';
import type { LegalDocument } from '../../legal-types';

/** 'dans l’heure qui suit', 'dans les 2 heures qui suivent'. */
const withinHours = (hours: number) =>
  hours === 1 ? 'dans l’heure qui suit' : `dans les ${hours} heures qui suivent`;

const privacyPolicy: LegalDocument = {
  kind: 'privacy',
  updated: { year: 2025, month: 1 },
  intro:
    'La présente politique de confidentialité explique comment CardVault collecte, utilise, partage et protège les informations lorsque vous utilisez notre site web, nos cartes de visite numériques et nos QR codes.',
  sections: [
    {
      heading: 'Informations de compte',
      paragraphs: [
        'Lorsque vous créez un compte, nous collectons votre nom, votre adresse e-mail et vos informations de connexion. Si vous vous connectez avec un compte externe, nous recevons les informations de profil de base que ce fournisseur nous transmet, comme votre nom, votre adresse e-mail et votre photo de profil. Les mots de passe sont gérés par notre fournisseur d’identité et ne sont jamais stockés sous une forme lisible.',
      ],
    },
    {
      heading: 'Contenu des cartes',
      paragraphs: [
        'Nous conservons les informations que vous ajoutez à vos cartes : votre nom, votre poste, votre entreprise, votre biographie, votre numéro de téléphone, votre adresse e-mail, votre localisation, votre site web, les liens vers vos profils sur les réseaux sociaux, votre photo de profil et votre image de bannière. Les cartes sont publiques par nature : ce contenu est donc visible par toute personne qui ouvre le lien de la carte ou scanne son QR code.',
      ],
    },
    {
      heading: 'Données d’utilisation',
      paragraphs: [
        'Nous collectons les informations techniques nécessaires au fonctionnement et à l’amélioration du service, comme le type de navigateur, le type d’appareil, les pages consultées, la localisation approximative déduite de votre adresse IP et les journaux d’erreurs. Nous utilisons ces informations de manière agrégée pour que CardVault reste sûr, fiable et simple d’utilisation.',
      ],
    },
    {
      heading: 'Sessions de connexion et adresses IP',
      paragraphs: [
        `À chaque connexion, nous conservons une session : sa date de début, sa date d’expiration, ainsi que l’adresse IP et la description du navigateur (user agent) de l’appareil depuis lequel vous vous êtes connecté. Une session dure jusqu’à ce que vous vous déconnectiez, ou jusqu’à ce que ${SESSION_DAYS} jours se soient écoulés depuis sa dernière utilisation. Elle est alors supprimée avec son adresse IP et son user agent : immédiatement si vous vous déconnectez, sinon ${withinHours(RETENTION_PURGE_EVERY_HOURS)} son expiration. L’export de vos données liste vos sessions, sans le secret qui vous garde connecté.`,
        `Pour protéger contre les abus la connexion, l’inscription, le formulaire d’assistance et les autres formulaires que tout le monde peut envoyer, nous comptons les requêtes par adresse IP (pour l’IPv6, par réseau /64), par adresse e-mail et par compte. Chaque compteur ne contient que cette adresse ou cet identifiant de compte et un nombre, et il est supprimé entre ${RATE_LIMIT_KEPT_HOURS} et ${RATE_LIMIT_GONE_HOURS} heures après le début du comptage.`,
      ],
    },
    {
      heading: 'Consultations par QR code',
      paragraphs: [
        'Lorsqu’une personne scanne le QR code d’une carte ou ouvre la page publique d’une carte, nous pouvons enregistrer l’heure de la visite, le type d’appareil et de navigateur et le fait que le fichier de contact a été téléchargé ou non. Nous n’identifions pas personnellement les visiteurs et nous ne vendons pas ces informations.',
      ],
    },
    {
      heading: 'Cartes conservées sur votre appareil',
      paragraphs: [
        'Lorsque vous ouvrez la page d’une carte, votre navigateur en garde une copie (sa page, ses images et son fichier de contact) pour pouvoir la rouvrir sans connexion. Cette copie reste sur votre appareil ; nous n’en apprenons rien. Effacer les données de ce site dans votre navigateur la supprime.',
      ],
    },
    {
      heading: 'Coordonnées partagées par les visiteurs',
      paragraphs: [
        'Le propriétaire d’une carte peut permettre aux visiteurs de lui transmettre leurs propres coordonnées depuis la page de la carte. Si vous le faites, nous transmettons à ce propriétaire votre nom, votre adresse e-mail et toute autre information que vous choisissez de renseigner, et nous les conservons pour lui avec le texte que vous avez accepté et l’heure de votre accord. Le propriétaire décide de ce qu’il en fait et peut vous contacter ; pour les faire supprimer, adressez-vous au propriétaire, ou à nous via la page Assistance.',
      ],
    },
    {
      heading: 'Informations de paiement',
      paragraphs: [
        'Les abonnements et les essais gratuits sont traités par des prestataires de paiement tiers de confiance. Votre numéro de carte et vos autres informations de paiement sont envoyés directement au prestataire et traités selon sa propre politique de confidentialité et ses propres normes de sécurité. Nous ne recevons que des informations limitées, comme le statut de l’abonnement, la période de facturation et les quatre derniers chiffres de votre carte.',
      ],
    },
    {
      heading: 'Partage des informations',
      paragraphs: [
        'Nous ne vendons pas vos données personnelles. Nous ne les partageons qu’avec les prestataires qui nous aident à faire fonctionner CardVault (hébergement, envoi d’e-mails, gestion des identités et des paiements), dans le cadre de contrats qui les obligent à les protéger, lorsque vous nous le demandez ou lorsque la loi l’exige.',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        'Nous conservons les informations de votre compte et de vos cartes tant que votre compte est actif. À la fin d’un abonnement, vos cartes sont programmées pour suppression et supprimées à l’issue du délai indiqué dans l’application. Vous pouvez à tout moment supprimer une carte ou nous demander de supprimer votre compte ; certains enregistrements peuvent être conservés plus longtemps lorsque la loi l’exige, par exemple à des fins fiscales.',
      ],
    },
    {
      heading: 'Journal des actions des administrateurs',
      paragraphs: [
        'Lorsqu’un administrateur de CardVault intervient sur un compte, une carte ou un abonnement, nous enregistrons qui est intervenu (son identifiant de compte, son adresse e-mail et son nom à ce moment-là), ce qu’il a fait, sur quoi et quand. Ces enregistrements ne sont jamais modifiés ni supprimés, pas même lorsque le compte de l’administrateur ou le compte concerné est supprimé, afin que chaque action d’administration reste traçable ; ils conservent les identifiants de compte et les adresses e-mail qu’ils mentionnent.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Selon votre lieu de résidence, vous pouvez avoir le droit d’accéder à vos données personnelles, de les rectifier, de les exporter ou de les faire supprimer, de vous opposer à certains traitements ou d’en demander la limitation, et de retirer votre consentement. Vous pouvez modifier la plupart des informations directement dans votre compte, ou nous contacter via la page Assistance pour exercer l’un de ces droits.',
      ],
    },
    {
      heading: 'Enfants de moins de 13 ans',
      paragraphs: [
        'CardVault ne s’adresse pas aux enfants de moins de 13 ans, et nous ne collectons pas sciemment de données personnelles les concernant. Si vous pensez qu’un enfant de moins de 13 ans nous a transmis des informations, contactez-nous et nous les supprimerons.',
      ],
    },
    {
      heading: 'Transferts internationaux',
      paragraphs: [
        'Nos prestataires et nous-mêmes pouvons traiter des informations dans d’autres pays que celui où vous résidez. Lorsque nous transférons des données personnelles à l’international, nous les protégeons par des garanties appropriées, comme les clauses contractuelles types.',
      ],
    },
    {
      heading: 'Modification de la présente politique',
      paragraphs: [
        'Nous pouvons mettre à jour la présente politique de confidentialité de temps à autre. Nous vous informerons de toute modification importante par e-mail ou dans l’application avant son entrée en vigueur. Des questions ? Contactez-nous via la page Assistance.',
      ],
    },
  ],
};

export default privacyPolicy;
