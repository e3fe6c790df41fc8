import { TERMS_NOTICE_PERIOD_DAYS } from '../../legal-facts';
import type { LegalDocument } from '../../legal-types';

const termsOfService: LegalDocument = {
  kind: 'terms',
  updated: { year: 2025, month: 1 },
  intro:
    'Les présentes conditions d’utilisation régissent votre utilisation de CardVault, y compris le site web, les pages publiques des cartes et les QR codes que nous générons pour vous. Merci de les lire attentivement.',
  sections: [
    {
      heading: 'Acceptation des conditions',
      paragraphs: [
        'En créant un compte, en commençant un essai, en publiant une carte ou en utilisant CardVault de toute autre manière, vous acceptez d’être lié par les présentes conditions d’utilisation et par notre politique de confidentialité. Si vous utilisez CardVault pour le compte d’une entreprise ou d’une autre organisation, vous confirmez être habilité à accepter ces conditions en son nom.',
        'Si vous n’acceptez pas une partie de ces conditions, vous ne devez pas utiliser le service.',
      ],
    },
    {
      heading: 'Licence d’utilisation',
      paragraphs: [
        'Sous réserve des présentes conditions et, le cas échéant, d’un abonnement actif ou d’un essai gratuit, nous vous accordons une licence personnelle, non exclusive, non transférable et révocable d’utilisation de CardVault pour créer, modifier, partager et gérer des cartes de visite numériques.',
        'Cette licence ne vous autorise pas à copier, modifier, revendre, sous-licencier ou désassembler le service ou ses modèles de cartes, à retirer toute mention de propriété, ni à utiliser le service pour développer un produit concurrent. Tous les droits qui ne sont pas expressément accordés restent la propriété de CardVault.',
      ],
    },
    {
      heading: 'Compte',
      paragraphs: [
        'Vous devez fournir des informations exactes, complètes et à jour lors de la création de votre compte, et confirmer votre adresse e-mail avant de vous connecter avec un mot de passe. Vous êtes responsable de la confidentialité de vos identifiants et de toute activité effectuée depuis votre compte.',
        'Prévenez-nous sans tarder via la page Assistance si vous soupçonnez un accès non autorisé. Nous pouvons suspendre ou fermer les comptes qui enfreignent ces conditions ou qui mettent en danger d’autres utilisateurs ou le service.',
      ],
    },
    {
      heading: 'Confidentialité',
      paragraphs: [
        'Le respect de votre vie privée nous tient à cœur. Notre politique de confidentialité explique quelles informations nous collectons, comment nous les utilisons et de quels choix vous disposez. En utilisant CardVault, vous reconnaissez que les informations sont traitées comme elle le décrit.',
        'Les cartes que vous publiez sont publiques par nature : toute personne disposant du lien ou du QR code peut consulter les informations que vous choisissez d’y faire figurer et les enregistrer dans un fichier de contact. N’ajoutez que des informations que vous êtes prêt à partager.',
      ],
    },
    {
      heading: 'Utilisations interdites',
      paragraphs: ['Vous vous engagez à ne pas utiliser CardVault pour :'],
      items: [
        'usurper l’identité d’une personne ou d’une organisation, ou déformer votre identité ou vos liens avec une organisation ;',
        'publier des contenus illicites, frauduleux, diffamatoires, harcelants, haineux ou à caractère sexuel explicite ;',
        'porter atteinte à la propriété intellectuelle, à la vie privée ou à d’autres droits de quiconque ;',
        'envoyer des spams, des liens d’hameçonnage, des logiciels malveillants ou tout autre code nuisible ;',
        'sonder, scanner, surcharger ou perturber le service, sa sécurité ou d’autres utilisateurs ;',
        'collecter des données sur d’autres utilisateurs ou sur les visiteurs des cartes sans leur consentement.',
      ],
    },
    {
      heading: 'Disponibilité du service',
      paragraphs: [
        'Nous mettons tout en œuvre pour que CardVault reste disponible et fiable, mais le service est fourni « selon sa disponibilité ». Des opérations de maintenance, des mises à jour, des défaillances de prestataires tiers ou des événements indépendants de notre volonté peuvent entraîner des interruptions.',
        'Nous pouvons modifier, ajouter ou supprimer des fonctionnalités de temps à autre. Lorsqu’une modification réduit sensiblement le contenu d’une offre payante, nous vous en informons à l’avance.',
      ],
    },
    {
      heading: 'Exclusion de garanties',
      paragraphs: [
        'CardVault est fourni « en l’état », sans garantie d’aucune sorte, expresse ou implicite, y compris les garanties implicites de qualité marchande, d’adéquation à un usage particulier et d’absence de contrefaçon.',
        'Nous ne garantissons pas que le service fonctionnera sans interruption ni erreur, que les QR codes pourront être lus par tous les appareils, ni que le contenu des cartes fourni par les utilisateurs est exact. Vous êtes responsable des informations que vous publiez.',
      ],
    },
    {
      heading: 'Limitation de responsabilité',
      paragraphs: [
        'Dans toute la mesure permise par la loi, CardVault et son équipe ne sauraient être tenus responsables des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni d’aucune perte de bénéfices, de chiffre d’affaires, de données ou de clientèle résultant de votre utilisation du service ou de l’impossibilité de l’utiliser.',
        'Notre responsabilité totale pour toute réclamation liée au service est limitée au montant que vous nous avez payé pour le service au cours des douze mois précédant le fait générateur de la réclamation. Rien dans les présentes conditions ne limite une responsabilité qui ne peut être limitée par la loi.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Des questions sur ces conditions ? Écrivez-nous via la page Assistance, accessible par le lien « Vos remarques » en bas de chaque page. Nous nous efforçons de répondre sous deux jours ouvrés.',
      ],
    },
    {
      heading: 'Modification des conditions',
      paragraphs: [
        `Nous pouvons mettre à jour ces conditions de temps à autre. En cas de modification importante, nous vous préviendrons au moins ${TERMS_NOTICE_PERIOD_DAYS} jours avant son entrée en vigueur, par e-mail ou par un avis dans l’application.`,
        'Si vous continuez à utiliser CardVault après l’entrée en vigueur des modifications, vous acceptez les conditions mises à jour. Si vous ne les acceptez pas, vous pouvez résilier votre abonnement et cesser d’utiliser le service à tout moment.',
      ],
    },
  ],
};

export default termsOfService;
