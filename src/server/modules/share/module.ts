import type { FastifyPluginAsync } from 'fastify';
import { backgroundRoutes } from './background/routes';
import { printRoutes } from './print/routes';
import { signatureRoutes } from './signature/routes';
import { walletRoutes } from './wallet/routes';

/** The share module as the app composes it: the four ways of sharing beyond the page. */
export const shareModule: FastifyPluginAsync = async (app) => {
  await app.register(backgroundRoutes);
  await app.register(printRoutes);
  await app.register(walletRoutes);
  await app.register(signatureRoutes);
};
