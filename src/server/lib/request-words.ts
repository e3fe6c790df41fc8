import type { MessageId } from '../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages';
import { mailWriterFor } from './i18n';
import { languageOfRequest } from './mail-language';

/**
 * A sentence the server answers a person with (a success an admin action toasts as it is), in the
 * language of their request (docs/ARCHITECTURE.md, "Languages"): English word for word as the
 * server always wrote it, else the catalogue's message `id`, its values isolated in Arabic and
 * Hebrew as the mails' are.
 */
export async function inRequestLanguage(
  english: string,
  id: MessageId,
  values?: Record<string, string | number>,
): Promise<string> {
  const language = languageOfRequest();
  if (!language || language === DEFAULT_LANGUAGE) return english;
  return (await mailWriterFor(language)).t(id, values);
}
