import type { FastifyPluginAsync } from 'fastify';
import { organisationRoutes } from './routes';

/** The organisations module as the app composes it: organisations, members and invitations. */
export const organisationsModule: FastifyPluginAsync = async (app) => {
  await app.register(organisationRoutes);
};
