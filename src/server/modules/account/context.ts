import type { FastifyInstance } from 'fastify';
import type { BillingContext } from '../billing';
import type { CardsContext } from '../cards';
import type { LeadsContext } from '../leads';
import type { PublicCardContext } from '../public-page';
import type { WebhooksContext } from '../webhooks';

/**
 * What the account's export and deletion use of the server. An account holds something of every
 * module, so this is what those modules' services need together (cards, leads, webhooks, the
 * public page's vCard, billing, to end the subscription) plus the identity library (to check a
 * password or a session's age), the insights counter (flushed before the export) and the log. A
 * route passes the app, which has all of them.
 */
export type AccountContext = CardsContext &
  LeadsContext &
  WebhooksContext &
  PublicCardContext &
  BillingContext &
  Pick<FastifyInstance, 'auth' | 'analytics'>;
