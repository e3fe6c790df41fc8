import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardIdQuerySchema } from '../../../../shared/card';
import { ERROR_CODES } from '../../../../shared/error-codes';
import {
  APPLE_WALLET_VARIABLES,
  GOOGLE_WALLET_VARIABLES,
  googleWalletLinkSchema,
  walletStatusSchema,
} from '../../../../shared/wallet';
import { AppError } from '../../../lib/app-error';
import { enforceRateLimits } from '../../../lib/rate-limiter';
import { requestOrigin } from '../../../lib/request-origin';
import { signedInErrors, signedInSecurity } from '../../../lib/route-schemas';
import { requireProfile } from '../../../plugins/auth';
import { cardFileDisposition, cardLanguageQuery, findCardFor, rowInLanguage } from '../../cards';
import { googleSaveUrl } from './google-pass';
import type { WalletSetup } from './keys';

const security = signedInSecurity;
const errors = { ...signedInErrors, 429: signedInErrors[404] };

/** Passes a user may have made per window: each one decodes images and signs. */
const PASSES_PER_WINDOW = 60;
const WINDOW_SECONDS = 10 * 60;

const WALLETS = {
  apple: { name: 'Apple Wallet', variables: APPLE_WALLET_VARIABLES },
  google: { name: 'Google Wallet', variables: GOOGLE_WALLET_VARIABLES },
} as const;

/** The keys of a wallet that is set up, else 404 NOT_CONFIGURED naming what to set. */
function keysOf<T>(setup: WalletSetup<T>, wallet: keyof typeof WALLETS): T {
  if (setup.ready) return setup.keys;
  const { name, variables } = WALLETS[wallet];
  const wrong = [...new Set(setup.problems.map((problem) => problem.split(':')[0]))].join(', ');
  throw new AppError(
    ERROR_CODES.NOT_CONFIGURED,
    `${name} passes are not set up on this server: it needs ${variables.join(', ')}` +
      (wrong ? ` (missing or not valid: ${wrong})` : '') +
      '.',
  );
}

/** Counts one pass against the user's limit (429 past it). */
const limitPasses = (app: FastifyInstance, userId: string) =>
  enforceRateLimits(app.database.db, [
    { key: `wallet-pass:${userId}`, max: PASSES_PER_WINDOW, windowSeconds: WINDOW_SECONDS },
  ]);

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.walletKeys;
  for (const wallet of ['apple', 'google'] as const) {
    const setup = keys[wallet];
    if (!setup.ready && setup.problems.length) {
      // Names and reasons only, never a value: values are keys or parts of them.
      app.log.warn(
        { wallet, problems: setup.problems },
        `${WALLETS[wallet].name} passes are off: ${setup.problems.join('; ')}`,
      );
    }
  }

  app.get(
    '/api/card/wallet/status',
    {
      schema: {
        tags: ['cards'],
        summary: 'Which wallets this server can make passes for (their keys are set and valid)',
        security,
        response: { 200: walletStatusSchema, ...signedInErrors },
      },
    },
    async (request) => {
      await requireProfile(app, request);
      return { apple: keys.apple.ready, google: keys.google.ready };
    },
  );

  app.get(
    '/api/card/wallet/apple',
    {
      schema: {
        tags: ['cards'],
        summary:
          "Your card as a signed Apple Wallet pass (application/vnd.apple.pkpass, '{full-name}.pkpass'); 404 NOT_CONFIGURED without Apple keys",
        security,
        produces: ['application/vnd.apple.pkpass'],
        querystring: cardIdQuerySchema.extend({ lang: cardLanguageQuery }),
      },
    },
    async (request, reply) => {
      const { user, principal } = await requireProfile(app, request);
      const found = await findCardFor(app, principal, 'view', request.query.id);
      const row = rowInLanguage(found, request.query.lang).row;
      const apple = keysOf(keys.apple, 'apple');
      await limitPasses(app, user.id);
      // passkit-generator and its certificate library load with the first pass, not at start.
      const { buildApplePass } = await import('./apple-pass');
      const pass = await buildApplePass(app, row, requestOrigin(app.config, request), apple);
      return reply
        .type('application/vnd.apple.pkpass')
        .header('content-disposition', cardFileDisposition(row.fullName, '.pkpass'))
        .header('last-modified', row.updatedAt.toUTCString())
        .send(pass);
    },
  );

  app.get(
    '/api/card/wallet/google',
    {
      schema: {
        tags: ['cards'],
        summary:
          'A link that adds your card to Google Wallet (a signed save-to-wallet JWT); 404 NOT_CONFIGURED without Google keys',
        security,
        querystring: cardIdQuerySchema.extend({ lang: cardLanguageQuery }),
        response: { 200: googleWalletLinkSchema, ...errors },
      },
    },
    async (request) => {
      const { user, principal } = await requireProfile(app, request);
      const found = await findCardFor(app, principal, 'view', request.query.id);
      const row = rowInLanguage(found, request.query.lang).row;
      const google = keysOf(keys.google, 'google');
      await limitPasses(app, user.id);
      return { url: googleSaveUrl(app, row, requestOrigin(app.config, request), google) };
    },
  );
};
