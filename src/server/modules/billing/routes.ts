import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingTargetBodySchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  localCheckoutCompleteBodySchema,
  localCheckoutQuerySchema,
  localCheckoutSchema,
  localClockBodySchema,
  messageSchema,
  portalResponseSchema,
  pricingSchema,
  subscriptionDetailsSchema,
  trialCardCountBodySchema,
} from '../../../shared/billing';
import { apiErrorSchema } from '../../../shared/errors';
import { mailSiteUrl, siteUrl } from '../../lib/request-origin';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { auditActorOf } from '../../plugins/audit';
import { requireAdmin, requireProfile } from '../../plugins/auth';
import type { Database } from '../../db/client';
import type { Holder } from '../access';
import { recordOrgAudit } from '../organisations';
import { billingHolderFor } from './billing-holder';
import {
  completeLocalCheckout,
  getLocalCheckout,
  requireLocalDriver,
  runLocalClock,
  updateLocalPaymentMethod,
} from './local';
import {
  cancelSubscription,
  getSubscriptionDetails,
  openPortal,
  startCheckout,
  updateTrialCardCount,
} from './service';

const security = signedInSecurity;
const errors = { ...signedInErrors, 409: apiErrorSchema };
/**
 * An owner's change to an organisation's subscription, in its audit log (a person's own billing is
 * theirs, and not audited).
 */
async function auditBilling(
  db: Database,
  actorId: string,
  holder: Holder,
  details: Record<string, unknown>,
) {
  if (!('organisationId' in holder)) return;
  await recordOrgAudit(db, {
    organisationId: holder.organisationId,
    actorId,
    action: 'billing.change',
    targetType: 'billing',
    targetId: holder.organisationId,
    details,
  });
}

const orgNote = " With orgId, the organisation's (its owners; admins may read its details).";
const ownersNote = " With orgId, the organisation's (its owners only).";

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments/get-pricing',
    {
      schema: {
        tags: ['billing'],
        summary: 'Price per card per year, and its currency (ISO 4217)',
        response: { 200: pricingSchema },
      },
    },
    async () => ({
      unit_price: app.config.billing.unitPrice,
      currency: app.config.billing.currency,
    }),
  );

  app.post(
    '/api/payments/get-subscription-details',
    {
      schema: {
        tags: ['billing'],
        summary: `Your subscription and cards (has_subscription false when there is none).${orgNote}`,
        security,
        body: billingTargetBodySchema,
        response: { 200: subscriptionDetailsSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      const db = app.database.db;
      const holder = await billingHolderFor(db, user.id, request.body?.orgId, 'view');
      return getSubscriptionDetails(db, holder);
    },
  );

  app.post(
    '/api/payments/create-checkout-session',
    {
      schema: {
        tags: ['billing'],
        summary: `Start the trial or reactivate at the provider; with a live subscription, add cards to it.${ownersNote}`,
        security,
        body: checkoutBodySchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      const { orgId, ...body } = request.body;
      const holder = await billingHolderFor(app.database.db, user.id, orgId, 'create');
      const started = await startCheckout(app, user, holder, body, siteUrl(app.config, request));
      await auditBilling(app.database.db, user.id, holder, {
        change: 'checkout started',
        cards: body.card_quantity,
      });
      return started;
    },
  );

  app.post(
    '/api/payments/create-portal-session',
    {
      schema: {
        tags: ['billing'],
        summary: `The billing portal (payment method, cancellation).${ownersNote}`,
        security,
        body: billingTargetBodySchema,
        response: { 200: portalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      const orgId = request.body?.orgId;
      const holder = await billingHolderFor(app.database.db, user.id, orgId, 'edit');
      return openPortal(app, holder, siteUrl(app.config, request));
    },
  );

  app.post(
    '/api/payments/update-trial-card-count',
    {
      schema: {
        tags: ['billing'],
        summary: `Change the card count during the trial (1–50, not below the cards you have).${ownersNote}`,
        security,
        body: trialCardCountBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      const { orgId, new_card_count: count } = request.body;
      const holder = await billingHolderFor(app.database.db, user.id, orgId, 'edit');
      const result = await updateTrialCardCount(app, holder, count);
      await auditBilling(app.database.db, user.id, holder, { change: 'trial card count', count });
      return result;
    },
  );

  app.post(
    '/api/payments/cancel-subscription',
    {
      schema: {
        tags: ['billing'],
        summary: `Cancel: a trial ends now, an active subscription at the period end.${ownersNote}`,
        security,
        body: billingTargetBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireProfile(app, request);
      const orgId = request.body?.orgId;
      const holder = await billingHolderFor(app.database.db, user.id, orgId, 'delete');
      const result = await cancelSubscription(app, holder);
      await auditBilling(app.database.db, user.id, holder, { change: 'cancel' });
      return result;
    },
  );

  /* ---- the local driver's own checkout, portal and test clock ---- */

  app.get(
    '/api/billing/local/checkout/:id',
    {
      schema: {
        tags: ['billing'],
        summary: `A test checkout of the local driver.${ownersNote}`,
        security,
        params: z.object({ id: z.string().max(64) }),
        querystring: localCheckoutQuerySchema,
        response: { 200: localCheckoutSchema, ...errors },
      },
    },
    async (request) => {
      requireLocalDriver(app);
      const { principal } = await requireProfile(app, request);
      const orgId = request.query.orgId;
      const holder = await billingHolderFor(app.database.db, principal.userId, orgId, 'create');
      return getLocalCheckout(app, principal, holder, request.params.id);
    },
  );

  app.post(
    '/api/billing/local/checkout/:id/complete',
    {
      schema: {
        tags: ['billing'],
        summary: `Pay or decline a test checkout of the local driver.${ownersNote}`,
        security,
        params: z.object({ id: z.string().max(64) }),
        body: localCheckoutCompleteBodySchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireLocalDriver(app);
      const { principal } = await requireProfile(app, request);
      const orgId = request.body.orgId;
      const holder = await billingHolderFor(app.database.db, principal.userId, orgId, 'create');
      const { outcome } = request.body;
      const completed = await completeLocalCheckout(
        app,
        principal,
        holder,
        request.params.id,
        request.body.outcome,
        siteUrl(app.config, request),
        mailSiteUrl(app.config, request),
      );
      if (outcome === 'pay') {
        await auditBilling(app.database.db, principal.userId, holder, {
          change: 'checkout paid',
          checkoutId: request.params.id,
        });
      }
      return completed;
    },
  );

  app.post(
    '/api/billing/local/portal/payment-method',
    {
      schema: {
        tags: ['billing'],
        summary: `The local portal's 'Update payment method' (settles a past-due renewal).${ownersNote}`,
        security,
        body: billingTargetBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      requireLocalDriver(app);
      const { user } = await requireProfile(app, request);
      const orgId = request.body?.orgId;
      const holder = await billingHolderFor(app.database.db, user.id, orgId, 'edit');
      return updateLocalPaymentMethod(app, holder, mailSiteUrl(app.config, request));
    },
  );

  app.post(
    '/api/billing/local/clock',
    {
      schema: {
        tags: ['billing', 'admin'],
        summary:
          'Admin test clock of the local driver: end a trial or period, fail the next renewal',
        security,
        body: localClockBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      requireLocalDriver(app);
      const admin = await requireAdmin(app, request, 'subscription');
      const { action, ...target } = request.body;
      return runLocalClock(app, auditActorOf(admin), target, action);
    },
  );
};
