import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/errors';
import { publicConfigSchema } from '../../../shared/public-config';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { shareInFlight } from '../../lib/share-in-flight';
import { ERROR_CODES } from '../../../shared/error-codes';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface SystemRoutesOptions {
  config: Config;
  database: DatabaseHandle;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { config, database },
) => {
  // Checks that arrive while a ping runs share it: a flood of checks (or a load balancer with many
  // nodes) costs one query at a time, which matters on PGlite, where queries run one by one on the
  // main thread. The ping starts on the next turn of the event loop, so that every check read in
  // this turn joins it (PGlite's ping would otherwise finish before the next check is read).
  const ping = shareInFlight(() => nextTurn().then(() => database.ping()));

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const, database: database.kind };
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        return reply.code(503).send({
          error: ERROR_CODES.DATABASE_UNAVAILABLE,
          message: 'The database did not answer',
        });
      }
    },
  );

  app.get(
    '/public-config.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Public configuration read by the browser',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return config.publicConfig;
    },
  );
};
