import type { FastifyPluginAsync } from 'fastify';
import { cardPageRoutes } from './card-page-routes';
import { offlineRoutes } from './offline-routes';
import { publicCardRoutes } from './public-card-routes';

/**
 * The public page as the app composes it: the card's API (showcase, vCard, QR), the page itself
 * and its offline files, from `webRoot` (the built client; undefined in tests without one).
 */
export const publicPageModule: FastifyPluginAsync<{ webRoot: string | undefined }> = async (
  app,
  { webRoot },
) => {
  await app.register(publicCardRoutes);
  await app.register(cardPageRoutes, { webRoot });
  await app.register(offlineRoutes, { webRoot });
};
