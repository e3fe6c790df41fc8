import type { AreaCatalogue } from '../../catalogue';
import type formatEn from '../en/format';

const format: AreaCatalogue<typeof formatEn> = {
  'format.notAvailable': 'N/D',
  'format.bytes': '{count, plural, one {# byte} other {# bytes}}',
  'format.kilobytes': '{size} KB',
  'format.megabytes': '{size} MB',
};

export default format;
