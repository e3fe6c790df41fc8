import type { AreaCatalogue } from '../../catalogue';
import type legalEn from '../en/legal';

const legal: AreaCatalogue<typeof legalEn> = {
  'legal.terms': 'Condiciones del servicio',
  'legal.privacy': 'Política de privacidad',
  'legal.lastUpdated': 'Última actualización: {date}',
  'legal.close': 'Cerrar',
  'legal.closeNamed': 'Cerrar: {title}',
  'legal.bodyLabel': 'Texto: {title}',
  'legal.englishGoverns':
    'Esta es una traducción. Si difiere de la versión en inglés, prevalece la versión en inglés.',
};

export default legal;
