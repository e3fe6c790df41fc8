import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageId } from '../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/i18n/languages';
import en from '../../shared/i18n/messages/en';

const cache = createIntlCache();
const loaded = new Map<Language, Promise<IntlShape>>();

function intlOf(language: Language): Promise<IntlShape> {
  let intl = loaded.get(language);
  if (!intl) {
    intl = (async () => {
      const messages =
        language === DEFAULT_LANGUAGE
          ? en
          : { ...en, ...(await LANGUAGES[language].load()).default };
      return createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages }, cache);
    })();
    loaded.set(language, intl);
  }
  return intl;
}

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * The catalogue's messages in `language` for what the server writes itself (the mails; docs/
 * ARCHITECTURE.md, "Languages"): each catalogue is loaded once, English beneath it.
 */
export async function translatorFor(language: Language): Promise<Translate> {
  const intl = await intlOf(language);
  return (id, values) => intl.formatMessage({ id }, values);
}

/** First-strong isolate … pop directional isolate: a value keeps its own direction in any text. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/** The arguments the mails' messages choose by (`{role, select, …}`): words, never isolated. */
const CHOICES = new Set(['role', 'kind']);

/** What a mail's words and values are written with, in one language. */
export interface MailWriter {
  language: Language;
  /**
   * A catalogue message; in a right-to-left language each string value (an address, a name, a
   * link, an amount) is isolated, so it reads in its own direction inside the sentence.
   */
  t: Translate;
  /** A day, long, in UTC (English: "March 5, 2027", as the mails always wrote it). */
  day: (date: Date) => string;
  /** An amount in its currency. */
  amount: (amount: number, currency: string) => string;
  /** A count (English: digits alone, as the mails always wrote it). */
  number: (value: number) => string;
}

/** English's formats stay US English, as they were before the mails had languages. */
const localeOf = (language: Language) => (language === DEFAULT_LANGUAGE ? 'en-US' : language);

export async function mailWriterFor(language: Language): Promise<MailWriter> {
  const translate = await translatorFor(language);
  const rtl = LANGUAGES[language].dir === 'rtl';
  const locale = localeOf(language);
  return {
    language,
    t: rtl
      ? (id, values) =>
          translate(
            id,
            values &&
              Object.fromEntries(
                Object.entries(values).map(([key, value]) => [
                  key,
                  typeof value === 'string' && !CHOICES.has(key) ? isolate(value) : value,
                ]),
              ),
          )
      : translate,
    day: (date) => date.toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' }),
    amount: (amount, currency) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
    number: (value) =>
      language === DEFAULT_LANGUAGE ? String(value) : new Intl.NumberFormat(locale).format(value),
  };
}
