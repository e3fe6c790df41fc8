import type { AreaCatalogue } from '../../catalogue';
import type formatEn from '../en/format';

const format: AreaCatalogue<typeof formatEn> = {
  'format.notAvailable': 'N/D',
  'format.bytes': '{count, plural, one {# octet} other {# octets}}',
  'format.kilobytes': '{size} Ko',
  'format.megabytes': '{size} Mo',
};

export default format;
