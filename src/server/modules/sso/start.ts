/**
 * The work-e-mail-first sign-in (docs/product.md#single-sign-on): an address in a domain an
 * organisation has verified and connected to its identity provider is sent there; every other
 * address is told to go on as usual, the same answer whether or not it has an account, and
 * nothing names an organisation beyond the provider's own address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SsoStartAnswer } from '../../../shared/sso';
import { AppError } from '../../lib/app-error';
import { ERROR_CODES } from '../../../shared/error-codes';
import { limitRequest, withTrustedIdpOrigins } from '../../plugins/auth';
import { trustedOriginsOf } from './sign-in';
import * as repository from './repository';
import { domainOfEmail, isDomainVerifiedBy } from './verified-domains';

export async function startSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<SsoStartAnswer> {
  await limitRequest(app, request, 'sso-start', email);
  const domain = domainOfEmail(email);
  const provider = domain ? await repository.providerForDomain(app.database.db, domain) : undefined;
  if (
    !domain ||
    !provider?.organizationId ||
    !(await isDomainVerifiedBy(app.database.db, provider.organizationId, domain))
  ) {
    return { sso: false };
  }
  // The library starts the sign-in (its state, PKCE verifier or SAML request id) and sets the
  // cookie that binds it to this browser; that cookie is passed on.
  const origins = await trustedOriginsOf(
    { db: app.database.db, config: app.config, resolveHost: app.webhookResolver },
    provider.providerId,
  );
  const response = await withTrustedIdpOrigins(origins, () =>
    app.auth.handler(
      new Request(`${app.config.publicUrl}/api/auth/sign-in/sso`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          providerId: provider.providerId,
          callbackURL: '/',
          errorCallbackURL: '/login',
          newUserCallbackURL: '/complete-profile',
          loginHint: email,
        }),
      }),
    ),
  );
  const json = (await response.json().catch(() => undefined)) as { url?: string } | undefined;
  if (response.status >= 400 || !json?.url) {
    request.log.warn(
      { status: response.status, organisationId: provider.organizationId, body: json },
      'SSO sign-in could not start',
    );
    throw new AppError(
      ERROR_CODES.SSO_PROVIDER_INVALID,
      "Your organisation's sign-in could not be started: ask its admin to check the single sign-on settings",
    );
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) void reply.header('set-cookie', cookies);
  return { url: json.url };
}
