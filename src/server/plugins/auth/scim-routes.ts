import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enforceRateLimits, RateLimitedError } from '../../lib/rate-limiter';
import { CLIENT_IP_HEADER, SITE_ORIGIN_HEADER } from './auth';
import { credentialIdOfToken, scimRequestContext } from './scim';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Requests a minute from one address, and with one token: a directory's full sync of a large
 * company stays well within them (identity providers send a few hundred a minute); a stranger
 * trying tokens does not get far.
 */
export const SCIM_REQUESTS_PER_MINUTE = 1_200;

/** Over the limit: a SCIM error body (RFC 7644 §3.12), with the wait in Retry-After. */
function scimTooMany(reply: FastifyReply, error: RateLimitedError) {
  return reply
    .code(429)
    .header('retry-after', String(error.retryAfterSeconds))
    .type('application/scim+json')
    .send({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '429',
      detail: error.message,
    });
}

/**
 * Hands /api/auth/scim/v2/* to better-auth's SCIM plugin as it came: every method SCIM uses,
 * `application/scim+json` bodies, and the plugin's own answers (SCIM error bodies with `scimType`,
 * `Location` and `ETag` headers) untouched. A directory authenticates with its bearer token only:
 * cookies are not passed on, so a browser's session can never act through SCIM. The credential
 * the request carries is noted for what runs once a change has committed (its audit entries).
 */
export async function registerScimRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/api/auth/scim/v2/*',
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const url = new URL(request.url, app.config.publicUrl);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (value === undefined || name === 'cookie') continue;
          if (name === CLIENT_IP_HEADER || name === SITE_ORIGIN_HEADER) continue;
          for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
        }
        headers.set(CLIENT_IP_HEADER, request.ip);
        const raw = Buffer.isBuffer(request.body) && request.body.length ? request.body : undefined;
        const fetchRequest = new Request(url, {
          method: request.method,
          headers,
          body: BODY_METHODS.has(request.method) && raw ? new Uint8Array(raw) : undefined,
        });
        const credentialId = credentialIdOfToken(request.headers.authorization);
        // The address always counts (a made-up token names a credential of its own); a token,
        // also on its own.
        try {
          await enforceRateLimits(app.database.db, [
            { key: `scim:ip:${request.ip}`, max: SCIM_REQUESTS_PER_MINUTE, windowSeconds: 60 },
            ...(credentialId
              ? [
                  {
                    key: `scim:credential:${credentialId}`,
                    max: SCIM_REQUESTS_PER_MINUTE,
                    windowSeconds: 60,
                  },
                ]
              : []),
          ]);
        } catch (error) {
          if (error instanceof RateLimitedError) return scimTooMany(reply, error);
          throw error;
        }
        const response = await scimRequestContext.run({ credentialId }, () =>
          app.auth.handler(fetchRequest),
        );
        reply.code(response.status);
        response.headers.forEach((value: string, name: string) => {
          if (name === 'set-cookie' || name === 'content-length') return;
          reply.header(name, value);
        });
        return reply.send(Buffer.from(await response.arrayBuffer()));
      },
    });
  });
}
