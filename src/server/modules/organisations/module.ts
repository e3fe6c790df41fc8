import type { FastifyPluginAsync } from 'fastify';
import { organisationRoutes, type OrganisationRouteOptions } from './routes';

/** The organisations module as the app composes it: organisations, members and invitations. */
export const organisationsModule: FastifyPluginAsync<OrganisationRouteOptions> = async (
  app,
  options,
) => {
  await app.register(organisationRoutes, options);
};
