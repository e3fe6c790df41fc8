import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/errors';
import { publicConfigSchema } from '../../../shared/public-config';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { requestOrigin } from '../../lib/request-origin';
import { shareInFlight } from '../../lib/share-in-flight';
import { siteLocalTo } from '../../lib/site-reach';
import { ERROR_CODES, statusOf } from '../../../shared/error-codes';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SystemRoutesOptions {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { config, database, storage },
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
        return reply.code(statusOf(ERROR_CODES.DATABASE_UNAVAILABLE)).send({
          error: ERROR_CODES.DATABASE_UNAVAILABLE,
          message: 'The database did not answer',
        });
      }
    },
  );

  // Readiness: whether this instance should get traffic. Liveness (/api/health) only asks whether
  // the process and its database answer; a load balancer asks this before sending requests.
  const readyChecks = z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    storage: z.boolean(),
  });
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database, migrations applied, storage writable',
        response: {
          200: z.object({ status: z.literal('ready'), checks: readyChecks }),
          503: apiErrorSchema.extend({ checks: readyChecks }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [databaseOk, pending, storageOk] = await Promise.all([
        ping().then(
          () => true,
          () => false,
        ),
        database.pendingMigrations().catch(() => Number.NaN),
        storage.check().then(
          () => true,
          (err: unknown) => (request.log.error({ err }, 'readiness: storage is not usable'), false),
        ),
      ]);
      const checks = { database: databaseOk, migrations: pending === 0, storage: storageOk };
      if (checks.database && checks.migrations && checks.storage)
        return { status: 'ready' as const, checks };
      const failing = Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
      return reply.code(statusOf(ERROR_CODES.NOT_READY)).send({
        error: ERROR_CODES.NOT_READY,
        message: `Not ready: ${failing.join(', ')}`,
        checks,
      });
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
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        ...config.publicConfig,
        SITE_ORIGIN: requestOrigin(config, request),
        SITE_LOCAL_TO: siteLocalTo(config, request),
      };
    },
  );
};
