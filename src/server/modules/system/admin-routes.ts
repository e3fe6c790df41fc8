import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSetupSchema } from '../../../shared/site-setup';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { requireAdmin } from '../../plugins/auth';
import { requestLanguage } from '../../lib/language';
import { setupWordsIn, siteSetupOf } from './site-setup';

/** `admin/site-setup`: the admin console's Site set-up screen (docs/product.md#site-setup). */
export const siteSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/site-setup',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What this server is set up with (address, mail, payments, storage, database, sign-in, wallets) and which variables change it; names only, never values (admins)',
        security: signedInSecurity,
        response: { 200: siteSetupSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      // In the admin's language (the language menu's cookie, else Accept-Language).
      reply.header('vary', 'accept-language, cookie');
      return siteSetupOf(
        app.config,
        app.walletKeys,
        await setupWordsIn(requestLanguage(request.headers)),
      );
    },
  );
};
