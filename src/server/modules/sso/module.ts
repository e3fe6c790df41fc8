import type { FastifyPluginAsync } from 'fastify';
import { ssoRoutes } from './routes';

/** The sso module as the app composes it: an organisation's single sign-on and where work addresses sign in. */
export const ssoModule: FastifyPluginAsync = async (app) => {
  await app.register(ssoRoutes);
};
