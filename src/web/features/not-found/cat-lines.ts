import type { MessageId } from '../../../shared/i18n/catalogue';

export const CAT_LINES = [
  'notFound.cat1',
  'notFound.cat2',
  'notFound.cat3',
  'notFound.cat4',
  'notFound.cat5',
] as const satisfies readonly MessageId[];

export const CAT_LINE_ROTATION_MS = 10_000;
