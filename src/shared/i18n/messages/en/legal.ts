/** The legal documents' dialog and page: their titles and chrome (the bodies are English for now). */
const legal = {
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.lastUpdated': 'Last updated: {date}',
  'legal.close': 'Close',
  'legal.closeNamed': 'Close {title}',
  'legal.bodyLabel': '{title} text',
  'legal.englishOnly': 'This document is available in English only.',
} as const;

export default legal;
