import type { AreaCatalogue } from '../../catalogue';
import type legalEn from '../en/legal';

const legal: AreaCatalogue<typeof legalEn> = {
  'legal.terms': 'شروط الخدمة',
  'legal.privacy': 'سياسة الخصوصية',
  'legal.lastUpdated': 'آخر تحديث: {date}',
  'legal.close': 'إغلاق',
  'legal.closeNamed': 'إغلاق {title}',
  'legal.bodyLabel': 'نص {title}',
  'legal.englishGoverns':
    'هذه ترجمة. وإذا اختلفت عن النسخة الإنجليزية، فالنسخة الإنجليزية هي المعتمدة.',
};

export default legal;
