import type { AreaCatalogue } from '../../catalogue';
import type legalEn from '../en/legal';

const legal: AreaCatalogue<typeof legalEn> = {
  'legal.terms': 'Nutzungsbedingungen',
  'legal.privacy': 'Datenschutzerklärung',
  'legal.lastUpdated': 'Zuletzt aktualisiert: {date}',
  'legal.close': 'Schließen',
  'legal.closeNamed': '{title} schließen',
  'legal.bodyLabel': 'Text: {title}',
  'legal.englishGoverns':
    'Dies ist eine Übersetzung. Weicht sie von der englischen Fassung ab, ist die englische Fassung maßgeblich.',
};

export default legal;
