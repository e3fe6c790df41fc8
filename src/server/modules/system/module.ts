import type { FastifyPluginAsync } from 'fastify';
import { siteSetupRoutes } from './admin-routes';
import { systemRoutes, type SystemRoutesOptions } from './routes';

/** The system module as the app composes it: health, readiness, config, the site set-up page. */
export const systemModule: FastifyPluginAsync<SystemRoutesOptions> = async (app, options) => {
  await app.register(systemRoutes, options);
  await app.register(siteSetupRoutes);
};
