import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, SITE_ORIGIN_HEADER } from './auth';
import { credentialIdOfToken, scimRequestContext } from './scim';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

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
