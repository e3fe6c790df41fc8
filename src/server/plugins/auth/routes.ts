import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { enforceRateLimits, type RateLimitRule } from '../../lib/rate-limiter';

/** better-auth endpoints that send mail or check a password, limited per IP and per address. */
const LIMITED_ACTIONS: Record<string, string> = {
  '/api/auth/sign-in/email': 'sign-in',
  '/api/auth/sign-up/email': 'sign-up',
  '/api/auth/send-verification-email': 'verify-mail',
  '/api/auth/request-password-reset': 'reset-mail',
};

export function rateLimitRules(
  app: FastifyInstance,
  action: string,
  ip: string,
  email?: string,
): RateLimitRule[] {
  // Support requests have their own budget: a visitor's confirmation mail is the abusable part.
  const { perIp, perEmail, windowSeconds } =
    action === 'support' ? app.config.support.rateLimit : app.config.rateLimit;
  const rules: RateLimitRule[] = [{ key: `${action}:ip:${ip}`, max: perIp, windowSeconds }];
  if (email)
    rules.push({
      key: `${action}:email:${email.trim().toLowerCase()}`,
      max: perEmail,
      windowSeconds,
    });
  return rules;
}

/**
 * Counts the request against the action's limits. `ipCounted`: the per-IP rule (always the first)
 * was already counted for this request, before its body was read; only the address counts now.
 */
export async function limitRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  email?: string,
  options: { ipCounted?: boolean } = {},
) {
  const rules = rateLimitRules(app, action, request.ip, email);
  await enforceRateLimits(app.database.db, options.ipCounted ? rules.slice(1) : rules);
}

function emailOf(body: Buffer | undefined): string | undefined {
  if (!body?.length) return undefined;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const email = (parsed as { email?: unknown }).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Hands /api/auth/* to better-auth as a Fetch request, limits the abusable endpoints, and rewrites
 * its error bodies (`{code, message}`) into ours (`{error, message}`).
 */
export async function registerAuthRoutes(app: FastifyInstance) {
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
        // Parsed as better-auth will parse it: `/./`, `/x/../` and `%2e` segments resolve here too,
        // so no spelling of an endpoint escapes its limit.
        const url = new URL(request.url, app.config.publicUrl);
        const { pathname } = url;
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const action = request.method === 'POST' ? LIMITED_ACTIONS[pathname] : undefined;
        if (action) await limitRequest(app, request, action, emailOf(body));

        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (value === undefined) continue;
          for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
        }
        const response = await app.auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: request.method === 'POST' && body?.length ? new Uint8Array(body) : undefined,
          }),
        );

        reply.code(response.status);
        response.headers.forEach((value: string, name: string) => {
          if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);

        const text = await response.text();
        if (
          response.status >= 400 &&
          (response.headers.get('content-type') ?? '').includes('json')
        ) {
          const parsed = safeJson(text) as { code?: string; message?: string } | undefined;
          if (parsed?.code || parsed?.message) {
            const code = parsed.code ?? (response.status === 404 ? 'NOT_FOUND' : 'AUTH_ERROR');
            return reply.send({ error: code, message: parsed.message ?? code });
          }
        }
        if (response.status === 404 && !text) {
          throw AppError.notFound(`No route ${request.method} ${pathname}`);
        }
        return reply.send(text);
      },
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
