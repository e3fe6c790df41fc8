/**
 * Why the server did not connect an identity provider (docs/product.md#single-sign-on), said in
 * the active language: `details.reason` of SSO_PROVIDER_INVALID or SSO_DOMAIN_NOT_VERIFIED
 * (shared/sso.ts SSO_REFUSAL_REASONS) with the values it names. English reads the server's
 * sentence, which may quote the identity library's own words.
 */
import { ERROR_CODES } from '../../../shared/error-codes';
import type { ErrorDetails } from '../../../shared/errors';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import type { SsoAddressField, SsoRefusalReason } from '../../../shared/sso';
import type { ApiError } from '../../lib/http';
import { apiErrorText } from '../../lib/i18n/error-messages';
import { activeLanguage, translate } from '../../lib/i18n/intl';

const REFUSAL_IDS = {
  ADDRESS_NOT_HTTPS: 'team.sso.rule.https',
  ADDRESS_REFUSED: 'team.sso.refusal.ADDRESS_REFUSED',
  ADDRESS_UNRESOLVED: 'team.sso.refusal.ADDRESS_UNRESOLVED',
  METADATA_UNREACHABLE: 'team.sso.refusal.METADATA_UNREACHABLE',
  METADATA_STATUS: 'team.sso.refusal.METADATA_STATUS',
  METADATA_TOO_LARGE: 'team.sso.refusal.METADATA_TOO_LARGE',
  METADATA_MALFORMED: 'team.sso.refusal.METADATA_MALFORMED',
  METADATA_NO_ENTITY_ID: 'team.sso.refusal.METADATA_NO_ENTITY_ID',
  METADATA_NO_SSO_URL: 'team.sso.refusal.METADATA_NO_SSO_URL',
  METADATA_NO_CERTIFICATE: 'team.sso.refusal.METADATA_NO_CERTIFICATE',
  DISCOVERY_TIMEOUT: 'team.sso.refusal.DISCOVERY_TIMEOUT',
  DISCOVERY_NOT_FOUND: 'team.sso.refusal.DISCOVERY_NOT_FOUND',
  DISCOVERY_INVALID: 'team.sso.refusal.DISCOVERY_INVALID',
  ISSUER_MISMATCH: 'team.sso.refusal.ISSUER_MISMATCH',
  ISSUER_UNREADABLE: 'team.sso.refusal.ISSUER_UNREADABLE',
  PROVIDER_REFUSED: 'team.sso.refusal.PROVIDER_REFUSED',
  NOT_SAVED: 'team.sso.refusal.NOT_SAVED',
  DOMAIN_TAKEN: 'team.sso.refusal.DOMAIN_TAKEN',
} as const satisfies Record<SsoRefusalReason, MessageId>;

const FIELD_LABELS = {
  issuer: 'team.sso.issuerUrl',
  metadataUrl: 'team.sso.metadataUrl',
} as const satisfies Record<SsoAddressField, MessageId>;

/** A host or domain inside a sentence that may run right to left keeps its own direction. */
const isolated = (value: unknown) => `\u2068${String(value ?? '')}\u2069`;

/** The reason's sentence in the active language, or undefined for a reason this screen does not know. */
export function ssoRefusalText(details: ErrorDetails | undefined): string | undefined {
  const reason = details?.reason;
  if (typeof reason !== 'string' || !Object.hasOwn(REFUSAL_IDS, reason)) return undefined;
  const field: SsoAddressField =
    details?.field === 'metadataUrl' || reason.startsWith('METADATA_') ? 'metadataUrl' : 'issuer';
  return translate(REFUSAL_IDS[reason as SsoRefusalReason], {
    label: translate(FIELD_LABELS[field]),
    host: isolated(details?.host),
    domain: isolated(details?.domain),
    status: Number(details?.status),
  });
}

/**
 * What the connection form says when the server refused it: in English the server's sentence; in
 * another language the reason from the catalogue, else what the code says.
 */
export function ssoSaveRefusalText(error: ApiError): string {
  if (activeLanguage() !== DEFAULT_LANGUAGE) {
    const text = ssoRefusalText(error.details);
    if (text !== undefined) return text;
    // A refusal of the provider without a reason this screen knows: not the sign-in's sentence.
    if (error.code === ERROR_CODES.SSO_PROVIDER_INVALID)
      return translate(REFUSAL_IDS.PROVIDER_REFUSED);
  }
  return apiErrorText(error.code, error.message, error.details);
}
