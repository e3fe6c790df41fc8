/**
 * Why the server will not send to an endpoint's URL (`url: reason`, with `details.reason` and the
 * host and address it names: modules/webhooks/address-guard.ts), said under the field: in English
 * the server's words; in another language the catalogue's, the host and address isolated so they
 * keep their own direction.
 */
import { ERROR_CODES } from '../../../shared/error-codes';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { isApiError } from '../../lib/http';
import { activeLanguage, translate } from '../../lib/i18n/intl';

const REFUSALS: Record<string, MessageId> = {
  NOT_HTTPS: 'webhooks.refusal.NOT_HTTPS',
  NO_HOST: 'webhooks.refusal.NO_HOST',
  UNRESOLVED: 'webhooks.refusal.UNRESOLVED',
  NOT_PUBLIC: 'webhooks.refusal.NOT_PUBLIC',
  RESOLVES_NOT_PUBLIC: 'webhooks.refusal.RESOLVES_NOT_PUBLIC',
};

const isolated = (value: unknown) => `\u2068${String(value ?? '')}\u2069`;

/** The reason for the URL field, or undefined when the refusal is not about the URL. */
export function targetRefusalText(error: unknown): string | undefined {
  if (!isApiError(error, ERROR_CODES.VALIDATION_ERROR)) return undefined;
  const reason = /^url: (.+)$/.exec(error.message)?.[1];
  if (!reason || activeLanguage() === DEFAULT_LANGUAGE) return reason;
  const code = error.details?.reason;
  const id = typeof code === 'string' && Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : undefined;
  if (!id) return reason;
  return translate(id, {
    host: isolated(error.details?.host),
    address: isolated(error.details?.address),
  });
}
