/**
 * The legal documents' dialog and page: their titles and chrome. The bodies are documents of their
 * own (src/web/components/legal/), loaded when read; a translation says that English governs.
 */
const legal = {
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.lastUpdated': 'Last updated: {date}',
  'legal.close': 'Close',
  'legal.closeNamed': 'Close {title}',
  'legal.bodyLabel': '{title} text',
  'legal.englishGoverns':
    'This is a translation. If it differs from the English version, the English version governs.',
} as const;

export default legal;
