import type en from './messages/en';

/** Every message id: the keys of the English catalogue, the source text. */
export type MessageId = keyof typeof en;

/** A language's catalogue: every id, each an ICU message with English's placeholders. */
export type Catalogue = Record<MessageId, string>;

/** One area's file in a language other than English: the English area's keys, no more, no less. */
export type AreaCatalogue<English> = Record<keyof English, string>;
