import type { AreaCatalogue } from '../../catalogue';
import type legalEn from '../en/legal';

const legal: AreaCatalogue<typeof legalEn> = {
  'legal.terms': 'תנאי השימוש',
  'legal.privacy': 'מדיניות הפרטיות',
  'legal.lastUpdated': 'עודכן לאחרונה: {date}',
  'legal.close': 'סגירה',
  'legal.closeNamed': 'סגירת {title}',
  'legal.bodyLabel': 'הטקסט של {title}',
  'legal.englishGoverns': 'זהו תרגום. אם הוא שונה מהנוסח האנגלי, הנוסח האנגלי הוא הקובע.',
};

export default legal;
