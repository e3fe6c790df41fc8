import type { FastifyPluginAsync } from 'fastify';
import { cardAdminRoutes } from './admin-routes';
import { cardLanguageRoutes } from './card-language-routes';
import { organisationCardRoutes } from './organisation-card-routes';
import { cardRoutes } from './routes';
import { purgeExpiredCards } from './service';

/**
 * The cards module as the app composes it: its routes, the admin console's, the organisation
 * cards', and its job.
 */
export const cardsModule: FastifyPluginAsync = async (app) => {
  await app.register(cardRoutes);
  await app.register(cardAdminRoutes);
  await app.register(organisationCardRoutes);
  await app.register(cardLanguageRoutes);
  // Cards past their retention after a subscription ended (docs/product.md#retention).
  app.jobs.add({ name: 'purge-expired-cards', everyMs: 10 * 60_000, run: purgeExpiredCards });
};
