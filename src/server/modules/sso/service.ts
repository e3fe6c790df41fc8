/**
 * An organisation's single sign-on (docs/product.md#single-sign-on): one identity provider, OpenID
 * Connect or SAML 2.0, for one domain the organisation has verified. The sso library keeps the
 * provider and runs every sign-in; this service checks the organisation's policy, the domain and
 * the provider's address before handing it over, and audits each change.
 */
import { discoverOIDCConfig, DiscoveryError } from '@better-auth/sso';
import { APIError } from 'better-auth/api';
import type { FastifyInstance } from 'fastify';
import samlify from 'samlify';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  DEFAULT_OIDC_SCOPES,
  SAML_METADATA_MAX_BYTES,
  SSO_MESSAGES,
  type SsoAddressField,
  type SsoProvider,
  type SsoRefusalReason,
  type SsoSaveRequest,
} from '../../../shared/sso';
import { AppError } from '../../lib/app-error';
import { withTrustedIdpOrigins } from '../../plugins/auth';
import { recordOrgAudit, requireMembership } from '../organisations';
import { RefusedTargetError } from '../webhooks';
import { checkIdpAddress } from './idp-address';
import * as repository from './repository';
import { isDomainVerifiedBy } from './verified-domains';

export type SsoContext = Pick<
  FastifyInstance,
  'database' | 'auth' | 'config' | 'mailer' | 'log' | 'webhookResolver'
>;

/** Who is asking: their account, and their request's headers (the library checks them too). */
export interface SsoCaller {
  userId: string;
  headers: Headers;
}

const METADATA_TIMEOUT_MS = 10_000;
const SAML_EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** A provider refused: the English sentence, and its reason and values for another language. */
const invalid = (
  message: string,
  reason: SsoRefusalReason,
  values: Record<string, string | number> = {},
) => new AppError(ERROR_CODES.SSO_PROVIDER_INVALID, message, { reason, ...values });

const FIELD_WORDS: Record<SsoAddressField, string> = {
  issuer: 'Issuer URL',
  metadataUrl: 'Metadata URL',
};

const urlOf = (address: string): URL | undefined => {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
};

/** The library's discovery failures a reader is told apart; any other is ISSUER_UNREADABLE. */
const DISCOVERY_REASONS: Partial<Record<string, SsoRefusalReason>> = {
  discovery_timeout: 'DISCOVERY_TIMEOUT',
  discovery_not_found: 'DISCOVERY_NOT_FOUND',
  discovery_invalid_json: 'DISCOVERY_INVALID',
  discovery_incomplete: 'DISCOVERY_INVALID',
  issuer_mismatch: 'ISSUER_MISMATCH',
  discovery_private_host: 'ADDRESS_REFUSED',
  discovery_untrusted_origin: 'ADDRESS_REFUSED',
};

/** Our service provider's addresses for an organisation's SAML provider. */
export function serviceProviderOf(publicUrl: string, providerId: string) {
  const base = `${publicUrl}/api/auth/sso`;
  const metadataUrl = `${base}/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;
  return {
    entityId: metadataUrl,
    acsUrl: `${base}/saml2/sp/acs/${encodeURIComponent(providerId)}`,
    metadataUrl,
  };
}

/** An address our server is about to fetch for an admin, through the outbound checks. */
async function checkedOrigin(
  ctx: SsoContext,
  field: SsoAddressField,
  address: string,
): Promise<string> {
  try {
    return await checkIdpAddress(ctx.config, ctx.webhookResolver, address);
  } catch (error) {
    const url = urlOf(address);
    const reason: SsoRefusalReason =
      url?.protocol !== 'https:'
        ? 'ADDRESS_NOT_HTTPS'
        : error instanceof RefusedTargetError && error.reason === 'UNRESOLVED'
          ? 'ADDRESS_UNRESOLVED'
          : 'ADDRESS_REFUSED';
    throw invalid(
      `${FIELD_WORDS[field]}: ${error instanceof Error ? error.message : 'refused'}`,
      reason,
      { field, host: url?.hostname ?? '' },
    );
  }
}

/** The IdP's metadata at an admin-given URL: checked address, no redirects, bounded. */
async function fetchMetadata(ctx: SsoContext, address: string): Promise<string> {
  await checkedOrigin(ctx, 'metadataUrl', address);
  let response: Response;
  try {
    response = await fetch(address, {
      redirect: 'manual',
      signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
  } catch {
    throw invalid('Metadata URL: the address could not be reached', 'METADATA_UNREACHABLE');
  }
  if (response.status !== 200) {
    throw invalid(
      `Metadata URL: the address answered ${response.status}, not the metadata`,
      'METADATA_STATUS',
      { status: response.status },
    );
  }
  const text = await response.text();
  if (Buffer.byteLength(text) > SAML_METADATA_MAX_BYTES) {
    throw invalid('Metadata URL: the metadata is too large', 'METADATA_TOO_LARGE');
  }
  return text;
}

/**
 * What the IdP's metadata says, read by the SAML library: its entity id, its sign-in address and
 * that it names a signing certificate (without one, no answer of it could be verified).
 */
function readIdpMetadata(xml: string): { entityId: string; ssoUrl: string } {
  let entityId: string;
  let ssoUrl: unknown;
  let certificate: unknown;
  try {
    const idp = samlify.IdentityProvider({ metadata: xml });
    entityId = idp.entityMeta.getEntityID();
    // samlify names bindings by key; an absent one answers every service (not a string).
    const redirect = idp.entityMeta.getSingleSignOnService('redirect');
    ssoUrl =
      typeof redirect === 'string' ? redirect : idp.entityMeta.getSingleSignOnService('post');
    certificate = idp.entityMeta.getX509Certificate('signing');
  } catch {
    throw invalid(
      "The metadata is not a SAML 2.0 identity provider's metadata (malformed XML)",
      'METADATA_MALFORMED',
    );
  }
  if (!entityId) throw invalid('The metadata names no entity ID', 'METADATA_NO_ENTITY_ID');
  if (typeof ssoUrl !== 'string' || !/^https?:\/\//.test(ssoUrl)) {
    throw invalid(
      'The metadata names no single sign-on address (HTTP-Redirect or HTTP-POST)',
      'METADATA_NO_SSO_URL',
    );
  }
  if (!certificate || (Array.isArray(certificate) && certificate.length === 0)) {
    throw invalid('The metadata names no signing certificate', 'METADATA_NO_CERTIFICATE');
  }
  return { entityId, ssoUrl };
}

/**
 * Calls one of the library's endpoints as the caller, through its request handler: only that
 * way does it trust the identity provider's origin for this call (plugins/auth/sso-hooks.ts).
 */
async function callLibrary(
  ctx: SsoContext,
  caller: SsoCaller,
  path: string,
  body: unknown,
  trustedOrigins: string[],
): Promise<unknown> {
  const headers = new Headers({
    'content-type': 'application/json',
    origin: new URL(ctx.config.publicUrl).origin,
  });
  for (const name of ['cookie', 'authorization']) {
    const value = caller.headers.get(name);
    if (value) headers.set(name, value);
  }
  const request = new Request(`${ctx.config.publicUrl}/api/auth${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const response = await withTrustedIdpOrigins(trustedOrigins, () => ctx.auth.handler(request));
  const json = (await response.json().catch(() => undefined)) as
    { message?: string; code?: string } | undefined;
  if (response.status >= 400) {
    ctx.log.info({ status: response.status, code: json?.code }, 'SSO provider not saved');
    throw invalid(json?.message ?? 'The identity provider was refused', 'PROVIDER_REFUSED');
  }
  return json;
}

/** Removes the organisation's provider in the library (its links to accounts go with it). */
async function removeProvider(ctx: SsoContext, caller: SsoCaller, providerId: string) {
  try {
    await ctx.auth.api.deleteSSOProvider({ body: { providerId }, headers: caller.headers });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 404) return;
    throw error;
  }
}

export async function saveProvider(
  ctx: SsoContext,
  caller: SsoCaller,
  body: SsoSaveRequest,
): Promise<SsoProvider> {
  const db = ctx.database.db;
  await requireMembership(ctx, caller, body.orgId, 'edit', 'sso');
  const { domain } = body;
  if (!(await isDomainVerifiedBy(db, body.orgId, domain))) {
    throw new AppError(
      ERROR_CODES.SSO_DOMAIN_NOT_VERIFIED,
      SSO_MESSAGES.domainNotVerified(domain),
      {
        domain,
      },
    );
  }
  const other = await repository.providerForDomain(db, domain);
  if (other && other.organizationId !== body.orgId) {
    // Only one organisation verifies a domain: the other's provider is left from before.
    if (other.organizationId && (await isDomainVerifiedBy(db, other.organizationId, domain))) {
      throw new AppError(ERROR_CODES.SSO_DOMAIN_NOT_VERIFIED, SSO_MESSAGES.domainTaken(domain), {
        reason: 'DOMAIN_TAKEN' satisfies SsoRefusalReason,
        domain,
      });
    }
    await repository.deleteProvider(db, other.providerId);
  }

  const providerId = repository.providerIdOf(body.orgId);
  let registration: Record<string, unknown>;
  let trusted: string[];
  if (body.protocol === 'oidc') {
    const issuer = body.issuer.replace(/\/+$/, '');
    const origin = await checkedOrigin(ctx, 'issuer', issuer);
    trusted = [origin];
    // The library's discovery, before anything changes: an issuer it cannot use saves nothing.
    try {
      await discoverOIDCConfig({
        issuer,
        isTrustedOrigin: (url) => new URL(url).origin === origin,
      });
    } catch (error) {
      ctx.log.info(
        { code: error instanceof DiscoveryError ? error.code : 'unknown' },
        'SSO issuer refused',
      );
      throw invalid(
        error instanceof DiscoveryError
          ? `Issuer URL: ${error.message}`
          : 'Issuer URL: the OpenID configuration could not be read',
        (error instanceof DiscoveryError && DISCOVERY_REASONS[error.code]) || 'ISSUER_UNREADABLE',
        { field: 'issuer', host: urlOf(issuer)?.hostname ?? '' },
      );
    }
    registration = {
      providerId,
      issuer,
      domain,
      organizationId: body.orgId,
      oidcConfig: {
        clientId: body.clientId,
        clientSecret: body.clientSecret,
        scopes: body.scopes?.length ? body.scopes : [...DEFAULT_OIDC_SCOPES],
        pkce: true,
      },
    };
  } else {
    const xml = body.metadataXml ?? (await fetchMetadata(ctx, body.metadataUrl ?? ''));
    const idp = readIdpMetadata(xml);
    const sp = serviceProviderOf(ctx.config.publicUrl, providerId);
    trusted = [];
    registration = {
      providerId,
      issuer: sp.entityId,
      domain,
      organizationId: body.orgId,
      samlConfig: {
        entryPoint: idp.ssoUrl,
        idpMetadata: { metadata: xml },
        wantAssertionsSigned: true,
        identifierFormat: SAML_EMAIL_FORMAT,
      },
    };
  }

  // The library registers a provider id only once: the old one goes first, and comes back as it
  // was (with its accounts' links) if the library refuses the new one.
  const existing = await repository.providerOf(db, body.orgId);
  const before = existing && (await repository.snapshotProvider(db, existing));
  if (existing) await removeProvider(ctx, caller, existing.providerId);
  try {
    await callLibrary(ctx, caller, '/sso/register', registration, trusted);
  } catch (error) {
    if (before) await repository.restoreProvider(db, before);
    throw error;
  }
  // The domain is verified by the organisation (checked above): the library may trust it.
  await repository.markDomainVerified(db, providerId, existing?.ssoEnforcedAt ?? null);
  await recordOrgAudit(db, {
    organisationId: body.orgId,
    actorId: caller.userId,
    action: 'sso.save',
    targetType: 'sso',
    targetId: body.orgId,
    details: { protocol: body.protocol, domain },
  });
  ctx.log.info({ organisationId: body.orgId, protocol: body.protocol }, 'SSO provider saved');
  const saved = await repository.providerOf(db, body.orgId);
  if (!saved) throw invalid('The identity provider was not saved', 'NOT_SAVED');
  return describe(ctx.config.publicUrl, saved);
}

function parsed(json: string | null): Record<string, unknown> | undefined {
  if (!json) return undefined;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The settings screen's view of a provider: never its client secret. */
export function describe(publicUrl: string, row: repository.SsoProviderRow): SsoProvider {
  const oidc = parsed(row.oidcConfig);
  const saml = parsed(row.samlConfig);
  const enforcedAt = row.ssoEnforcedAt?.toISOString() ?? null;
  const base = { domain: row.domain, enforced: enforcedAt !== null, enforcedAt };
  if (saml) {
    const metadata = (saml.idpMetadata as { metadata?: string } | undefined)?.metadata ?? '';
    let idpEntityId = '';
    try {
      idpEntityId = samlify.IdentityProvider({ metadata }).entityMeta.getEntityID();
    } catch {
      // shown empty
    }
    const sp = serviceProviderOf(publicUrl, row.providerId);
    return {
      ...base,
      protocol: 'saml',
      oidc: null,
      saml: {
        idpEntityId,
        spEntityId: sp.entityId,
        acsUrl: sp.acsUrl,
        spMetadataUrl: sp.metadataUrl,
      },
    };
  }
  const scopes = Array.isArray(oidc?.scopes) ? oidc.scopes.map(String) : [...DEFAULT_OIDC_SCOPES];
  return {
    ...base,
    protocol: 'oidc',
    oidc: {
      issuer: row.issuer,
      clientId: typeof oidc?.clientId === 'string' ? oidc.clientId : '',
      scopes,
      redirectUrl: `${publicUrl}/api/auth/sso/callback/${encodeURIComponent(row.providerId)}`,
    },
    saml: null,
  };
}

export async function getProvider(
  ctx: SsoContext,
  caller: SsoCaller,
  organisationId: string,
): Promise<SsoProvider | null> {
  await requireMembership(ctx, caller, organisationId, 'view', 'sso');
  const row = await repository.providerOf(ctx.database.db, organisationId);
  return row ? describe(ctx.config.publicUrl, row) : null;
}

export async function setEnforced(
  ctx: SsoContext,
  caller: SsoCaller,
  organisationId: string,
  enforced: boolean,
): Promise<{ provider: SsoProvider; sessionsEnded: number }> {
  const db = ctx.database.db;
  await requireMembership(ctx, caller, organisationId, 'edit', 'sso');
  const row = await repository.providerOf(db, organisationId);
  if (!row) throw AppError.notFound(SSO_MESSAGES.noProvider);
  if (enforced && !(await isDomainVerifiedBy(db, organisationId, row.domain))) {
    throw new AppError(
      ERROR_CODES.SSO_DOMAIN_NOT_VERIFIED,
      SSO_MESSAGES.domainNotVerified(row.domain),
      { domain: row.domain },
    );
  }
  let sessionsEnded = 0;
  if (enforced !== (row.ssoEnforcedAt !== null)) {
    await repository.setEnforcedAt(db, organisationId, enforced ? new Date() : null);
    // Everyone of the domain signs in again, through the provider; owners keep theirs.
    if (enforced) sessionsEnded = await repository.endDomainAccess(db, organisationId, row.domain);
    await recordOrgAudit(db, {
      organisationId,
      actorId: caller.userId,
      action: 'sso.enforce',
      targetType: 'sso',
      targetId: organisationId,
      details: { enforced, domain: row.domain, sessionsEnded },
    });
    ctx.log.info({ organisationId, enforced, sessionsEnded }, 'SSO enforcement changed');
  }
  const updated = await repository.providerOf(db, organisationId);
  return { provider: describe(ctx.config.publicUrl, updated ?? row), sessionsEnded };
}

export async function deleteProvider(
  ctx: SsoContext,
  caller: SsoCaller,
  organisationId: string,
): Promise<void> {
  await requireMembership(ctx, caller, organisationId, 'delete', 'sso');
  const row = await repository.providerOf(ctx.database.db, organisationId);
  if (!row) throw AppError.notFound(SSO_MESSAGES.noProvider);
  await removeProvider(ctx, caller, row.providerId);
  await recordOrgAudit(ctx.database.db, {
    organisationId,
    actorId: caller.userId,
    action: 'sso.delete',
    targetType: 'sso',
    targetId: organisationId,
    details: { domain: row.domain },
  });
  ctx.log.info({ organisationId }, 'SSO provider removed');
}
