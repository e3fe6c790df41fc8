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
