import type { FastifyPluginAsync } from 'fastify';
import { organisationAdminRoutes } from './admin-routes';
import { organisationRoutes, type OrganisationRouteOptions } from './routes';

/**
 * The organisations module as the app composes it: organisations, members and invitations, and
 * the admin console's list of them.
 */
export const organisationsModule: FastifyPluginAsync<OrganisationRouteOptions> = async (
  app,
  options,
) => {
  await app.register(organisationRoutes, options);
  await app.register(organisationAdminRoutes);
};
