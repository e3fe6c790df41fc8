import type { FastifyPluginAsync } from 'fastify';
import { userAdminRoutes } from './admin-routes';
import { authMailRoutes } from './auth-mail-routes';
import { userRoutes } from './routes';

/** The user module as the app composes it: the profile, the auth mails' pages, the console's. */
export const userModule: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(authMailRoutes);
  await app.register(userAdminRoutes);
};
