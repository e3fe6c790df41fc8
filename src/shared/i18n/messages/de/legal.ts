import type { AreaCatalogue } from '../../catalogue';
import type legalEn from '../en/legal';

const legal: AreaCatalogue<typeof legalEn> = {
  'legal.terms': 'Nutzungsbedingungen',
  'legal.privacy': 'Datenschutzerklärung',
  'legal.lastUpdated': 'Zuletzt aktualisiert: {date}',
  'legal.close': 'Schließen',
  'legal.closeNamed': '{title} schließen',
  'legal.bodyLabel': 'Text: {title}',
  'legal.englishOnly': 'Dieses Dokument gibt es bisher nur auf Englisch.',
};

export default legal;
