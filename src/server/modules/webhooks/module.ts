import type { FastifyPluginAsync } from 'fastify';
import { webhookRoutes } from './routes';

/** The webhooks module as the app composes it: the owner's endpoints and test events. */
export const webhooksModule: FastifyPluginAsync = async (app) => {
  await app.register(webhookRoutes);
};
