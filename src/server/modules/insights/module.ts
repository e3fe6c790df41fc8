import type { FastifyPluginAsync } from 'fastify';
import { purgeOldAnalytics } from './counter';
import { insightsRoutes, type InsightsRouteOptions } from './routes';

/** The insights module as the app composes it: its routes and its job. */
export const insightsModule: FastifyPluginAsync<InsightsRouteOptions> = async (app, options) => {
  await app.register(insightsRoutes, options);
  // docs/product.md#insights: the day's visitor hashes and salt go once the day is over.
  app.jobs.add({
    name: 'purge-analytics',
    everyMs: 60 * 60_000,
    run: (app) => purgeOldAnalytics(app.database.db),
  });
};
