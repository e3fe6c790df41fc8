import type { AreaCatalogue } from '../../catalogue';
import type formatEn from '../en/format';

const format: AreaCatalogue<typeof formatEn> = {
  'format.notAvailable': 'k. A.',
  'format.bytes': '{count, plural, one {# Byte} other {# Byte}}',
  'format.kilobytes': '{size} KB',
  'format.megabytes': '{size} MB',
};

export default format;
