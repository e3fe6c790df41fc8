import type { AreaCatalogue } from '../../catalogue';
import type appEn from '../en/app';

const app: AreaCatalogue<typeof appEn> = {
  'shell.loading': 'Chargement de CardVault…',
  'shell.skipToContent': 'Aller au contenu',

  'language.label': 'Langue',

  'header.mainNav': 'Menu principal',
  'header.mobileNav': 'Mobile',
  'header.menu': 'Menu',
  'header.login': 'Connexion',
  'header.createCard': 'Créer une carte',
  'header.signOut': 'Se déconnecter',
  'header.signedInAs': 'Connecté en tant que <b>{email}</b>',
  'header.userMenu': 'Menu du compte',
  'header.adminShort': 'Admin',
  'header.adminConsole': 'Console d’administration',
  'nav.myCards': 'Mes cartes',
  'nav.insights': 'Statistiques',
  'nav.leads': 'Contacts',
  'nav.team': 'Équipe',
  'nav.pricing': 'Tarifs',
  'nav.account': 'Compte',
  'nav.subscription': 'Abonnement',
  'nav.digitalBusinessCards': 'Cartes de visite numériques',
  'nav.howItWorks': 'Comment ça marche',

  'footer.tagline':
    'Des cartes de visite numériques, chacune avec son QR code. Présentez-vous en un scan.',
  'footer.nav': 'Pied de page',
  'footer.company': 'Entreprise',
  'footer.about': 'À propos',
  'footer.feedback': 'Vos remarques',
  'footer.legal': 'Mentions légales',
  'footer.terms': 'Conditions d’utilisation',
  'footer.privacy': 'Politique de confidentialité',
  'footer.copyright': '© {year} CardVault. Tous droits réservés.',
};

export default app;
