/**
 * Single sign-on per organisation (docs/product.md#single-sign-on): the requests of the
 * /api/org/sso/* routes and of the work-e-mail-first sign-in, their answers, and the sentences
 * the screens show. Shared by the server and the web app.
 */
import { z } from 'zod';

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

export const SSO_PROTOCOL_LABELS: Record<SsoProtocol, string> = {
  oidc: 'OpenID Connect',
  saml: 'SAML 2.0',
};

/** IdP metadata larger than this is refused (the sso library's own default limit). */
export const SAML_METADATA_MAX_BYTES = 100 * 1024;
export const DEFAULT_OIDC_SCOPES = ['openid', 'email', 'profile'] as const;

const orgId = z.string().trim().min(1, 'Organisation is required').max(64);
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Domain is required')
  .max(253)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Enter a domain such as example.com');
const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .url(`${what} must be a URL`)
    .refine((value) => /^https?:\/\//i.test(value), `${what} must start with https://`);
const scope = z
  .string()
  .trim()
  .regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, 'A scope is one word without quotes or backslashes');

const oidcSave = z.object({
  orgId,
  protocol: z.literal('oidc'),
  domain,
  issuer: httpUrl('Issuer URL'),
  clientId: z.string().trim().min(1, 'Client ID is required').max(500),
  clientSecret: z.string().min(1, 'Client secret is required').max(2000),
  scopes: z.array(scope).max(20).optional(),
});

const samlSave = z
  .object({
    orgId,
    protocol: z.literal('saml'),
    domain,
    metadataXml: z
      .string()
      .trim()
      .max(SAML_METADATA_MAX_BYTES, 'The metadata is too large')
      // Counted in UTF-8 bytes, as the sso library counts it after us.
      .refine(
        (text) => new TextEncoder().encode(text).length <= SAML_METADATA_MAX_BYTES,
        'The metadata is too large',
      )
      .optional(),
    metadataUrl: httpUrl('Metadata URL').optional(),
  })
  .refine((body) => Boolean(body.metadataXml) !== Boolean(body.metadataUrl), {
    message: "Give the identity provider's metadata XML or its URL (one of them)",
    path: ['metadataXml'],
  });

export const ssoSaveSchema = z.discriminatedUnion('protocol', [oidcSave, samlSave]);
export type SsoSaveRequest = z.infer<typeof ssoSaveSchema>;

export const ssoOrgRefSchema = z.object({ orgId });
export const ssoEnforceSchema = z.object({ orgId, enforced: z.boolean() });

/** What an organisation's settings screen shows of its provider (never the client secret). */
export const ssoProviderSchema = z.object({
  protocol: z.enum(SSO_PROTOCOLS),
  domain: z.string(),
  enforced: z.boolean(),
  enforcedAt: z.string().nullable(),
  /** OpenID Connect: the issuer, client id and scopes; the address the provider redirects to. */
  oidc: z
    .object({
      issuer: z.string(),
      clientId: z.string(),
      scopes: z.array(z.string()),
      redirectUrl: z.string(),
    })
    .nullable(),
  /** SAML: the IdP's entity id, and our service provider's entity id, ACS and metadata URLs. */
  saml: z
    .object({
      idpEntityId: z.string(),
      spEntityId: z.string(),
      acsUrl: z.string(),
      spMetadataUrl: z.string(),
    })
    .nullable(),
});
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

export const ssoGetAnswerSchema = z.object({ provider: ssoProviderSchema.nullable() });
export type SsoGetAnswer = z.infer<typeof ssoGetAnswerSchema>;

export const ssoStartSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email').max(254),
});
export const ssoStartAnswerSchema = z.union([
  z.object({ url: z.string() }),
  z.object({ sso: z.literal(false) }),
]);
export type SsoStartAnswer = z.infer<typeof ssoStartAnswerSchema>;

/**
 * Why a provider was not connected: `details.reason` of SSO_PROVIDER_INVALID (and `DOMAIN_TAKEN`
 * of SSO_DOMAIN_NOT_VERIFIED), with the values its sentence names: `field` (`issuer` or
 * `metadataUrl`) for an address, `host`, `status`. The SSO screen says it in the reader's language
 * (web/features/team/sso-refusal.ts); the English sentence is the server's, which may say more
 * (the identity library's own words).
 */
export const SSO_REFUSAL_REASONS = [
  'ADDRESS_NOT_HTTPS',
  'ADDRESS_REFUSED',
  'ADDRESS_UNRESOLVED',
  'METADATA_UNREACHABLE',
  'METADATA_STATUS',
  'METADATA_TOO_LARGE',
  'METADATA_MALFORMED',
  'METADATA_NO_ENTITY_ID',
  'METADATA_NO_SSO_URL',
  'METADATA_NO_CERTIFICATE',
  'DISCOVERY_TIMEOUT',
  'DISCOVERY_NOT_FOUND',
  'DISCOVERY_INVALID',
  'ISSUER_MISMATCH',
  'ISSUER_UNREADABLE',
  'PROVIDER_REFUSED',
  'NOT_SAVED',
  'DOMAIN_TAKEN',
] as const;
export type SsoRefusalReason = (typeof SSO_REFUSAL_REASONS)[number];
/** The address a refusal names: the issuer's, or the SAML metadata's. */
export type SsoAddressField = 'issuer' | 'metadataUrl';

export const SSO_MESSAGES = {
  saved: 'Single sign-on saved.',
  deleted: 'Single sign-on removed. Members sign in as they did before.',
  enforced: 'Single sign-on is now required for this domain.',
  notEnforced: 'Single sign-on is no longer required.',
  domainNotVerified: (domain: string) =>
    `${domain} is not a verified domain of this organisation: verify it first (Team → Domains).`,
  domainTaken: (domain: string) => `${domain} already has a single sign-on provider.`,
  noProvider: 'This organisation has no single sign-on provider.',
  required: (organisation: string) =>
    `${organisation} requires single sign-on for this address: continue with your organisation's sign-in.`,
} as const;
