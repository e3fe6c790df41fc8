/** The page around the app: loading, the language menu, the headers and the footer. */
const app = {
  // The page itself, before and around the app.
  'shell.loading': 'Loading CardVault…',
  'shell.skipToContent': 'Skip to content',

  // The language menu.
  'language.label': 'Language',

  // The headers (docs/product.md#screens-header).
  'header.mainNav': 'Main',
  'header.mobileNav': 'Mobile',
  'header.menu': 'Menu',
  'header.login': 'Login',
  'header.createCard': 'Create Card',
  'header.signOut': 'Sign Out',
  'header.signedInAs': 'Signed in as <b>{email}</b>',
  'header.userMenu': 'User menu',
  'header.adminShort': 'Admin',
  'header.adminConsole': 'Admin console',
  'nav.myCards': 'My Cards',
  'nav.insights': 'Insights',
  'nav.leads': 'Leads',
  'nav.team': 'Team',
  'nav.pricing': 'Pricing',
  'nav.account': 'Account',
  'nav.subscription': 'Subscription',
  'nav.digitalBusinessCards': 'Digital Business Cards',
  'nav.howItWorks': 'How it Works',

  // The footer.
  'footer.tagline':
    'Digital business cards with a QR code for every card. Share who you are in one scan.',
  'footer.nav': 'Footer',
  'footer.company': 'Company',
  'footer.about': 'About',
  'footer.feedback': 'Feedback',
  'footer.legal': 'Legal',
  'footer.terms': 'Terms of Service',
  'footer.privacy': 'Privacy Policy',
  'footer.copyright': '© {year} CardVault. All rights reserved.',
} as const;

export default app;
