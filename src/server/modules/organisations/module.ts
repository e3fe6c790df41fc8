import type { FastifyPluginAsync } from 'fastify';
import { organisationAdminRoutes } from './admin-routes';
import { organisationDomainRoutes } from './domain-routes';
import { organisationRoutes, type OrganisationRouteOptions } from './routes';

/**
 * The organisations module as the app composes it: organisations, members and invitations, their
 * verified e-mail domains, and the admin console's list of them.
 */
export const organisationsModule: FastifyPluginAsync<OrganisationRouteOptions> = async (
  app,
  options,
) => {
  await app.register(organisationRoutes, options);
  await app.register(organisationAdminRoutes);
  await app.register(organisationDomainRoutes);
};
