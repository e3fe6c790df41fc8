import type { AreaCatalogue } from '../../catalogue';
import type formatEn from '../en/format';

const format: AreaCatalogue<typeof formatEn> = {
  'format.notAvailable': 'לא זמין',
  'format.bytes': '{count, plural, one {בייט אחד} other {# בייטים}}',
  'format.kilobytes': '{size} KB',
  'format.megabytes': '{size} MB',
};

export default format;
