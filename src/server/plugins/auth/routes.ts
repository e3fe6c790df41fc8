import { API_TOKEN_MESSAGES } from '../../../shared/api-tokens';
import { apiTokenOfHeader } from '../../lib/api-token-secret';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, validationErrorOf } from '../../lib/app-error';
import { answerNotBefore } from './answer-floor';
import { CLIENT_IP_HEADER, SITE_ORIGIN_HEADER } from './auth';
import { mailSiteUrl, requestOrigin } from '../../lib/request-origin';
import { withMailSite } from './mail-site';
import { unsafeCallback } from './callbacks';
import { requireUser } from './guards';
import { registerScimRoutes } from './scim-routes';
import { withTrustedIdpOrigins, type SsoSignInHooks } from './sso-hooks';
import { limitPasswordCheck, limitRequest } from './limits';
import { authUserFieldsSchema } from './user-fields';
import { mayStartSession, withoutNewSession, withVerifiedFlag } from './verification-links';
import { ERROR_CODES } from '../../../shared/error-codes';
import { requestLanguage } from '../../lib/language';

export { limitRequest } from './limits';

/** better-auth endpoints that send mail or check a password, limited per IP and per address. */
const LIMITED_ACTIONS: Record<string, string> = {
  '/api/auth/sign-in/email': 'sign-in',
  '/api/auth/sign-up/email': 'sign-up',
  '/api/auth/send-verification-email': 'verify-mail',
  '/api/auth/request-password-reset': 'reset-mail',
  '/api/auth/sign-in/sso': 'sso-start',
};

/**
 * The sso library's endpoints that add, change, list and remove providers or verify their
 * domains: single sign-on is managed only through /api/org/sso/* (modules/sso), which checks the
 * organisation's policy and its verified domains and audits the change.
 */
const SSO_MANAGEMENT_PATHS = new Set([
  '/api/auth/sso/register',
  '/api/auth/sso/providers',
  '/api/auth/sso/get-provider',
  '/api/auth/sso/update-provider',
  '/api/auth/sso/delete-provider',
  '/api/auth/sso/request-domain-verification',
  '/api/auth/sso/verify-domain',
]);

/** Checks of a signed-in user's password, limited per account. */
const PASSWORD_CHECKS = new Set(['/api/auth/verify-password', '/api/auth/change-password']);

/** Endpoints that set better-auth's own `name` and `image` fields. */
const USER_FIELD_WRITES = new Set(['/api/auth/sign-up/email', '/api/auth/update-user']);

/** Endpoints whose answer time would otherwise tell whether an address has an account. */
const LEVELLED = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/send-verification-email',
]);

/** A provider may post its answer here as a form (OAuth `form_post`); better-auth redirects it. */
const isProviderCallback = (pathname: string) =>
  pathname.startsWith('/api/auth/callback/') ||
  pathname.startsWith('/api/auth/oauth2/callback/') ||
  pathname.startsWith('/api/auth/sso/callback/') ||
  pathname.startsWith('/api/auth/sso/saml2/sp/acs/');

const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * A request a browser made (page scripts included): it never gets a bearer token to keep.
 * Browsers send Origin with every POST and Sec-Fetch-Site to secure origins; API clients, Node's
 * fetch included, send neither.
 */
const isFromBrowser = (request: FastifyRequest) =>
  request.headers['sec-fetch-site'] !== undefined || request.headers.origin !== undefined;

/** The body exactly as better-auth reads it: the Fetch API's JSON parser (a BOM is dropped). */
async function parsedBody(request: Request): Promise<unknown> {
  try {
    return (await request.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
}

/** Session tokens are credentials: no answer carries one (API clients get a signed one). */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'token')
        .map(([key, item]) => [key, withoutTokens(item)]),
    );
  }
  return value;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Without PUBLIC_URL, a redirect better-auth made absolute on its fixed `baseURL` (a reset link's
 * way to the page that takes the new password) is made relative, so the browser stays at the
 * address it opened the link at (docs/product.md#site-address). Redirects elsewhere (a sign-in
 * provider) are kept, and so is one whose path a browser would read as another host (`//`).
 */
function atRequestSite(location: string | null, origin: string): string | null {
  if (!location?.startsWith(`${origin}/`)) return location;
  const path = location.slice(origin.length);
  return path.startsWith('//') ? location : path;
}

/**
 * Hands /api/auth/* to better-auth as a Fetch request. Before: JSON bodies only (our client sends
 * nothing else), callbacks only to our own origin, better-auth's user fields within our rules,
 * the rate limits, and the client address as TRUST_PROXY says. After: no raw session tokens, no
 * bearer token for browsers, no session started by a verification link where that would be
 * unsafe, a floor under the answers that could reveal accounts, and its error bodies
 * (`{code, message}`) as ours (`{error, message}`).
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  options: { sso?: Pick<SsoSignInHooks, 'trustedOriginsFor'> } = {},
) {
  const { config } = app;
  const origin = new URL(config.publicUrl).origin;
  const { authCookies } = await app.auth.$context;
  const sessionCookies = {
    sessionToken: authCookies.sessionToken.name,
    others: [authCookies.sessionData.name, authCookies.dontRememberToken.name],
  };
  // SCIM's own methods, media type and error bodies pass through untouched (scim-routes.ts).
  await registerScimRoutes(app);

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const startedAt = performance.now();
        // Parsed as better-auth will parse it: `/./`, `/x/../` and `%2e` segments resolve here too,
        // so no spelling of an endpoint escapes its checks.
        const url = new URL(request.url, config.publicUrl);
        const { pathname } = url;
        // Organisations change only through /api/org/* (our policy, our audit, our mails).
        if (pathname.startsWith('/api/auth/organization/')) throw AppError.notFound('Not found');
        if (SSO_MANAGEMENT_PATHS.has(pathname)) throw AppError.notFound('Not found');
        // An organisation's API token is no session (docs/product.md#api-tokens).
        if (apiTokenOfHeader(request.headers.authorization) !== undefined) {
          throw new AppError(ERROR_CODES.API_TOKEN_NOT_ACCEPTED, API_TOKEN_MESSAGES.notAccepted);
        }
        const isPost = request.method === 'POST';
        const raw = Buffer.isBuffer(request.body) && request.body.length ? request.body : undefined;
        if (
          isPost &&
          raw &&
          !isProviderCallback(pathname) &&
          mediaTypeOf(request.headers['content-type']) !== 'application/json'
        ) {
          throw new AppError(
            ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
            'Send the body as application/json',
          );
        }

        const signInAllowed =
          pathname !== '/api/auth/verify-email' ||
          mayStartSession(request.headers, sessionCookies.sessionToken);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (value === undefined || name === CLIENT_IP_HEADER || name === SITE_ORIGIN_HEADER)
            continue;
          // Verifying without signing in: better-auth must not see (and replace) a session.
          if (!signInAllowed && (name === 'cookie' || name === 'authorization')) continue;
          for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
        }
        headers.set(CLIENT_IP_HEADER, request.ip);
        headers.set(SITE_ORIGIN_HEADER, requestOrigin(config, request));
        const fetchRequest = new Request(url, {
          method: request.method,
          headers,
          body: isPost && raw ? new Uint8Array(raw) : undefined,
        });
        const body = isPost && raw ? await parsedBody(fetchRequest) : undefined;

        const unsafe = unsafeCallback(url, body, origin);
        if (unsafe) {
          throw new AppError(
            ERROR_CODES.INVALID_CALLBACK_URL,
            `${unsafe.name}: must be an address on this site`,
            { field: unsafe.name },
          );
        }
        if (isPost && USER_FIELD_WRITES.has(pathname)) {
          const fields = authUserFieldsSchema.safeParse(body ?? {});
          if (!fields.success) throw validationErrorOf(fields.error);
        }
        const action = isPost ? LIMITED_ACTIONS[pathname] : undefined;
        if (action) await limitRequest(app, request, action, emailOf(body));
        if (isPost && PASSWORD_CHECKS.has(pathname)) {
          const user = await requireUser(app, request);
          await limitPasswordCheck(app, request, user.id);
        }

        // An organisation's identity provider, reached by its callback (modules/sso).
        const idpOrigins = (await options.sso?.trustedOriginsFor(pathname)) ?? [];
        const mailRequest = {
          siteUrl: mailSiteUrl(config, request),
          language: requestLanguage(request.headers),
        };
        const response = await withMailSite(mailRequest, () =>
          withTrustedIdpOrigins(idpOrigins, () => app.auth.handler(fetchRequest)),
        );

        let setCookies = response.headers.getSetCookie();
        let location = response.headers.get('location');
        if (!config.publicUrlFixed) location = atRequestSite(location, origin);
        if (!signInAllowed) {
          const taken = await withoutNewSession(app.database.db, setCookies, sessionCookies);
          setCookies = taken.setCookies;
          if (taken.tookBack && location) location = withVerifiedFlag(location, origin);
        }
        const keepsBearer = signInAllowed && !isFromBrowser(request);
        reply.code(response.status);
        response.headers.forEach((value: string, name: string) => {
          if (name === 'set-cookie' || name === 'content-length' || name === 'location') return;
          if (
            !keepsBearer &&
            (name === 'set-auth-token' || name === 'access-control-expose-headers')
          )
            return;
          reply.header(name, value);
        });
        if (location) reply.header('location', location);
        if (setCookies.length) reply.header('set-cookie', setCookies);

        if (isPost && LEVELLED.has(pathname)) {
          await answerNotBefore(startedAt, config.auth.responseFloorMs);
        }

        const text = await response.text();
        const json = (response.headers.get('content-type') ?? '').includes('json')
          ? safeJson(text)
          : undefined;
        if (response.status >= 400) {
          const parsed = json as { code?: string; message?: string } | undefined;
          if (parsed?.code || parsed?.message) {
            const code =
              parsed.code ??
              (response.status === 404 ? ERROR_CODES.NOT_FOUND : ERROR_CODES.AUTH_ERROR);
            return reply.send({ error: code, message: parsed.message ?? code });
          }
        }
        if (response.status === 404 && !text) {
          throw AppError.notFound(`No route ${request.method} ${pathname}`);
        }
        return reply.send(json === undefined ? text : JSON.stringify(withoutTokens(json)));
      },
    });
  });
}
