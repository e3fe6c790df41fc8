import type { AreaCatalogue } from '../../catalogue';
import type legalEn from '../en/legal';

const legal: AreaCatalogue<typeof legalEn> = {
  'legal.terms': '利用規約',
  'legal.privacy': 'プライバシーポリシー',
  'legal.lastUpdated': '最終更新：{date}',
  'legal.close': '閉じる',
  'legal.closeNamed': '{title}を閉じる',
  'legal.bodyLabel': '{title}の本文',
  'legal.englishGoverns': 'これは翻訳です。英語版と内容が異なる場合は、英語版が優先されます。',
};

export default legal;
