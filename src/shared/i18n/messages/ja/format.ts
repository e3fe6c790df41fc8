import type { AreaCatalogue } from '../../catalogue';
import type formatEn from '../en/format';

const format: AreaCatalogue<typeof formatEn> = {
  'format.notAvailable': '該当なし',
  'format.bytes': '{count} バイト',
  'format.kilobytes': '{size} KB',
  'format.megabytes': '{size} MB',
};

export default format;
