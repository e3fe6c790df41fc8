/** What src/web/lib/format.ts writes around a date, a number or a size. */
const format = {
  'format.notAvailable': 'N/A',
  'format.bytes': '{count, plural, one {# byte} other {# bytes}}',
  'format.kilobytes': '{size} KB',
  'format.megabytes': '{size} MB',
} as const;

export default format;
