import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TOKEN_PREFIX } from '../../shared/api-tokens';
import { API_TOKEN_SECURITY_SCHEME } from '../lib/route-schemas';

interface Operation {
  security?: Record<string, string[]>[];
  'x-api-token-scopes'?: string[];
}

/**
 * Each operation an API token may use gets `x-api-token-scopes`, the scopes that reach it (its
 * route names them in its security: lib/route-schemas.ts), and its security keeps the scheme
 * with no scopes, as OpenAPI 3.0 wants for a bearer scheme.
 */
function markTokenScopes<Document extends { paths?: object }>(document: Document): Document {
  for (const path of Object.values(document.paths ?? {}) as (object | undefined)[]) {
    for (const operation of Object.values(path ?? {}) as Operation[]) {
      if (typeof operation !== 'object' || !Array.isArray(operation.security)) continue;
      const scopes = operation.security.flatMap((r) => r[API_TOKEN_SECURITY_SCHEME] ?? []);
      if (scopes.length === 0) continue;
      operation['x-api-token-scopes'] = scopes;
      // A new list: the route's own schema is left as it is.
      operation.security = operation.security.map((requirement) =>
        API_TOKEN_SECURITY_SCHEME in requirement
          ? { [API_TOKEN_SECURITY_SCHEME]: [] }
          : requirement,
      );
    }
  }
  return document;
}

/**
 * The OpenAPI document at /api/docs/json and its viewer at /api/docs, built from route schemas.
 * `sessionCookieName` is the session cookie as better-auth names it (prefix, `__Secure-` under
 * https).
 */
export async function registerApiDocs(app: FastifyInstance, sessionCookieName: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'CardVault API',
        description: 'Digital business cards: cards, QR codes, vCards, subscriptions and support.',
        version: '1.0.0',
      },
      tags: [{ name: 'system', description: 'Health and configuration' }],
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
          bearerAuth: { type: 'http', scheme: 'bearer' },
          [API_TOKEN_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_TOKEN_PREFIX}…`,
            description:
              "An organisation's API token (Team → API tokens). It reaches only the operations marked with `x-api-token-scopes`, with one of the scopes listed there, and only for its own organisation (`orgId`); every other operation answers 401 API_TOKEN_NOT_ACCEPTED. 600 requests a minute per token, then 429 with Retry-After.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      'openapiObject' in documents
        ? markTokenScopes(documents.openapiObject)
        : documents.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
