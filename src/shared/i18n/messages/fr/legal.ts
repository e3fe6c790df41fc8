import type { AreaCatalogue } from '../../catalogue';
import type legalEn from '../en/legal';

const legal: AreaCatalogue<typeof legalEn> = {
  'legal.terms': 'Conditions d’utilisation',
  'legal.privacy': 'Politique de confidentialité',
  'legal.lastUpdated': 'Dernière mise à jour : {date}',
  'legal.close': 'Fermer',
  'legal.closeNamed': 'Fermer : {title}',
  'legal.bodyLabel': 'Texte : {title}',
  'legal.englishGoverns':
    'Ceci est une traduction. En cas de divergence avec la version anglaise, la version anglaise fait foi.',
};

export default legal;
