import type { AreaCatalogue } from '../../catalogue';
import type formatEn from '../en/format';

const format: AreaCatalogue<typeof formatEn> = {
  'format.notAvailable': 'غير متوفر',
  'format.bytes':
    '{count, plural, zero {# بايت} one {بايت واحد} two {بايتان} few {# بايتات} many {# بايتًا} other {# بايت}}',
  'format.kilobytes': '{size} ك.ب',
  'format.megabytes': '{size} م.ب',
};

export default format;
