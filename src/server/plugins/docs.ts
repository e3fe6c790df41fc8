import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
