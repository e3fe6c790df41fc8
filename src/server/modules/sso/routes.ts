/**
 * Single sign-on routes (docs/product.md#single-sign-on): an organisation's owners and admins
 * connect, require and remove its identity provider; anyone asks where a work address signs in.
 */
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/errors';
import {
  SSO_MESSAGES,
  ssoEnforceSchema,
  ssoGetAnswerSchema,
  ssoOrgRefSchema,
  ssoProviderSchema,
  ssoSaveSchema,
  ssoStartAnswerSchema,
  ssoStartSchema,
} from '../../../shared/sso';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { requireProfile } from '../../plugins/auth';
import * as service from './service';
import { startSignIn } from './start';

async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<service.SsoCaller> {
  const { user } = await requireProfile(app, request);
  return { userId: user.id, headers: fromNodeHeaders(request.headers) };
}

const tags = ['organisations'];

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/org/sso/save',
    {
      schema: {
        tags,
        summary:
          "Connect the organisation's identity provider for one of its verified domains: OpenID Connect (issuer with discovery, client id and secret, scopes) or SAML 2.0 (the IdP's metadata XML or URL); replaces the one it had (owners and admins). An issuer or metadata that cannot be used is 400 SSO_PROVIDER_INVALID and nothing is saved; a domain the organisation has not verified is 409 SSO_DOMAIN_NOT_VERIFIED",
        security: signedInSecurity,
        body: ssoSaveSchema,
        response: { 200: ssoProviderSchema, ...signedInErrors, 409: apiErrorSchema },
      },
    },
    async (request) => service.saveProvider(app, await callerOf(app, request), request.body),
  );

  app.post(
    '/api/org/sso/get',
    {
      schema: {
        tags,
        summary:
          "The organisation's identity provider (never its client secret), with our SAML service provider's entity id, ACS and metadata URLs; null when it has none (owners and admins)",
        security: signedInSecurity,
        body: ssoOrgRefSchema,
        response: { 200: ssoGetAnswerSchema, ...signedInErrors },
      },
    },
    async (request) => ({
      provider: await service.getProvider(app, await callerOf(app, request), request.body.orgId),
    }),
  );

  app.post(
    '/api/org/sso/enforce',
    {
      schema: {
        tags,
        summary:
          "Require single sign-on for the provider's domain, or stop: while required, password sign-in, password reset, sign-up and other providers are refused for its addresses (403 SSO_REQUIRED), and switching it on ends their sessions; the organisation's owners keep their password as the recovery path, each such sign-in audited (owners and admins)",
        security: signedInSecurity,
        body: ssoEnforceSchema,
        response: {
          200: z.object({
            provider: ssoProviderSchema,
            sessionsEnded: z.number().int(),
            message: z.string(),
          }),
          ...signedInErrors,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { orgId, enforced } = request.body;
      const result = await service.setEnforced(app, await callerOf(app, request), orgId, enforced);
      return { ...result, message: enforced ? SSO_MESSAGES.enforced : SSO_MESSAGES.notEnforced };
    },
  );

  app.post(
    '/api/org/sso/delete',
    {
      schema: {
        tags,
        summary:
          "Remove the organisation's identity provider (and with it any requirement of single sign-on); its members sign in as before (owners and admins)",
        security: signedInSecurity,
        body: ssoOrgRefSchema,
        response: { 200: z.object({ message: z.string() }), ...signedInErrors },
      },
    },
    async (request) => {
      await service.deleteProvider(app, await callerOf(app, request), request.body.orgId);
      return { message: SSO_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/auth/sso/start',
    {
      schema: {
        tags: ['user'],
        summary:
          "Where a work address signs in: `{url}`, its organisation's identity provider (go there), for an address in a verified domain with single sign-on; `{sso: false}` for every other address (sign in as usual). Limited per client address and per address (429)",
        body: ssoStartSchema,
        response: { 200: ssoStartAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => startSignIn(app, request, reply, request.body.email),
  );
};
