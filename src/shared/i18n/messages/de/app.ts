import type { AreaCatalogue } from '../../catalogue';
import type appEn from '../en/app';

const app: AreaCatalogue<typeof appEn> = {
  'shell.loading': 'CardVault wird geladen …',
  'shell.skipToContent': 'Zum Inhalt springen',

  'language.label': 'Sprache',

  'header.mainNav': 'Hauptmenü',
  'header.mobileNav': 'Mobil',
  'header.menu': 'Menü',
  'header.login': 'Anmelden',
  'header.createCard': 'Karte erstellen',
  'header.signOut': 'Abmelden',
  'header.signedInAs': 'Angemeldet als <b>{email}</b>',
  'header.userMenu': 'Benutzermenü',
  'header.adminShort': 'Admin',
  'header.adminConsole': 'Verwaltung',
  'nav.myCards': 'Meine Karten',
  'nav.insights': 'Statistiken',
  'nav.leads': 'Kontakte',
  'nav.team': 'Team',
  'nav.pricing': 'Preise',
  'nav.account': 'Konto',
  'nav.subscription': 'Abo',
  'nav.digitalBusinessCards': 'Digitale Visitenkarten',
  'nav.howItWorks': 'So funktioniert’s',

  'footer.tagline':
    'Digitale Visitenkarten mit QR-Code für jede Karte. Zeigen Sie mit einem Scan, wer Sie sind.',
  'footer.nav': 'Fußzeile',
  'footer.company': 'Unternehmen',
  'footer.about': 'Über uns',
  'footer.feedback': 'Feedback',
  'footer.legal': 'Rechtliches',
  'footer.terms': 'Nutzungsbedingungen',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.copyright': '© {year} CardVault. Alle Rechte vorbehalten.',
};

export default app;
