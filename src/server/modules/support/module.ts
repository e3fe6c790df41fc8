import type { FastifyPluginAsync } from 'fastify';
import { supportRoutes } from './routes';
import { purgeUnconfirmedSupportRequests } from './service';

/** The support module as the app composes it: the form, the console's list, and its job. */
export const supportModule: FastifyPluginAsync = async (app) => {
  await app.register(supportRoutes);
  app.jobs.add({
    name: 'purge-unconfirmed-support-requests',
    everyMs: 60 * 60_000,
    run: purgeUnconfirmedSupportRequests,
  });
};
