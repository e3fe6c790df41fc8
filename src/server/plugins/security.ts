import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import {
  allowedOrigins,
  displayableOrigin,
  originOfUrl,
  requestOrigin,
} from '../lib/request-origin';
import { ERROR_CODES } from '../../shared/error-codes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by payment providers from their servers, authenticated by signature instead. */
const CROSS_SITE_ALLOWED = ['/api/payments/webhook'];
/**
 * An organisation's SAML identity provider answers through the person's browser: its own page
 * posts the signed response to our ACS (the HTTP-POST binding), so that POST always comes from the
 * provider's site. The response is checked by its signature, audience, time and our request's id
 * instead (the sso library).
 */
const SAML_ACS = /^\/api\/auth\/sso\/saml2\/sp\/acs\/[^/]+$/;

/**
 * The security headers of every response, computed once: a CSP with no inline scripts, no
 * framing, no sniffing, a referrer policy, and HSTS under https. helmet is the source of the
 * values; it is run once against a recording response instead of per request, because it parses
 * its options again on every call (decision 0006).
 */
export function securityHeaders(config: Config): Readonly<Record<string, string>> {
  const https = config.publicUrl.startsWith('https://');
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes, so inline styles stay allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The card pages' service worker and their home-screen manifests (offline-routes.ts).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // helmet's middleware is synchronous; none of our directives depends on the request.
  middleware(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => (failure = err),
  );
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** Adds the security headers (computed once) to every response, including errors and 404s. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers: OutgoingHttpHeaders = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * API answers are for the caller alone (a card being edited, the sessions of an account, a
 * checkout): any /api answer that sets no Cache-Control of its own is `private, no-store`, so
 * neither a shared cache nor the browser keeps it. The public card routes (the vCard, the QR
 * code) set their own and keep it.
 */
export function registerPrivateApiCaching(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    // The route the router matched, not the raw URL: `/%61pi/…` reaches the same handlers.
    const path = request.routeOptions.url ?? request.url;
    if (!reply.hasHeader('cache-control') && (path.startsWith('/api/') || path === '/api')) {
      reply.header('cache-control', 'private, no-store');
    }
    done(null, payload);
  });
}

/**
 * State-changing API requests must come from our own pages (or from API clients, which send no
 * Origin): a browser's cross-site POST is refused before any handler runs. SameSite=Lax cookies
 * already keep the session out of such requests; this makes the refusal explicit.
 */
export function registerCrossSiteGuard(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (request) => {
    // The route the router matched, not the raw URL: `/%61pi/…` reaches the same handlers.
    const path = request.routeOptions.url ?? request.url;
    if (SAFE_METHODS.has(request.method) || !path.startsWith('/api/')) return;
    if (CROSS_SITE_ALLOWED.includes(path)) return;
    // Read as the auth routes read it (plugins/auth/routes.ts): `..` and `%2e` segments resolved,
    // so no other endpoint is reached through the ACS's address.
    if (path === '/api/auth/*' && SAML_ACS.test(new URL(request.url, config.publicUrl).pathname)) {
      return;
    }
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin !== undefined && !allowedOrigins(config, request).includes(origin))) {
      request.log.warn(
        { origin, siteOrigin: requestOrigin(config, request) },
        `cross-site request refused: ${crossSiteHint(config, origin)}`,
      );
      throw new AppError(
        ERROR_CODES.CROSS_SITE_REQUEST,
        `Cross-site requests are not allowed. ${crossSiteAdvice(config, origin)}`,
      );
    }
  });
}

/**
 * What the person whose page was refused can do (docs/product.md#site-address): the page shows
 * the server's sentence, and that person is usually not who runs the server, so it names no
 * setting; the log says what to set (crossSiteHint).
 */
function crossSiteAdvice(config: Config, origin: string | undefined): string {
  const shown = displayableOrigin(origin);
  if (config.publicUrlFixed) {
    const site = originOfUrl(config.publicUrl);
    return shown
      ? `This page (${shown}) is not at this site's address: open ${site} instead.`
      : `Open the site at ${site}.`;
  }
  return shown
    ? `This page (${shown}) is not at the address the request was sent to: open the site at the address you were given, and if this is it, tell the site's administrator.`
    : "Open the site at the address you were given, and if this is it, tell the site's administrator.";
}

/**
 * What the operator can set when their own page was refused (docs/product.md#site-address): the
 * log's warning says it.
 */
function crossSiteHint(config: Config, origin: string | undefined): string {
  const shown = displayableOrigin(origin);
  if (config.publicUrlFixed) {
    const site = originOfUrl(config.publicUrl);
    return shown
      ? `This page (${shown}) is not at PUBLIC_URL (${site}): open ${site}, or add ${shown} to TRUSTED_ORIGINS.`
      : `Open the site at PUBLIC_URL (${site}), or list your page's address in TRUSTED_ORIGINS.`;
  }
  return shown
    ? `This page (${shown}) is not at the address the request was sent to: set PUBLIC_URL to the address people open, and add ${shown} to TRUSTED_ORIGINS if it is yours.`
    : 'Set PUBLIC_URL to the address people open, and list other addresses of your pages in TRUSTED_ORIGINS.';
}
