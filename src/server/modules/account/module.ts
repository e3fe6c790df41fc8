import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './routes';

/** The account module as the app composes it: the account's export and deletion. */
export const accountModule: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
};
