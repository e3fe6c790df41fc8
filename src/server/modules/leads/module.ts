import type { FastifyPluginAsync } from 'fastify';
import { leadRoutes } from './routes';

/** The leads module as the app composes it: the owner's leads and the visitors' form. */
export const leadsModule: FastifyPluginAsync = async (app) => {
  await app.register(leadRoutes);
};
