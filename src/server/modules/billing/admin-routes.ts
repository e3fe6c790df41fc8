import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSubscriptionSchema,
  grantSubscriptionBodySchema,
  reconcileResultSchema,
  subscriptionIdBodySchema,
  subscriptionStatsSchema,
  updateSubscriptionBodySchema,
} from '../../../shared/admin';
import { apiErrorSchema, messageSchema } from '../../../shared/errors';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { auditActorOf } from '../../plugins/audit';
import { requireAdmin } from '../../plugins/auth';
import {
  cancelSubscriptionAsAdmin,
  grantSubscriptionAsAdmin,
  listSubscriptions,
  reconcileSubscriptions,
  subscriptionStats,
  updateSubscriptionAsAdmin,
} from './admin';

const security = signedInSecurity;
const errors = { ...signedInErrors, 409: apiErrorSchema };
const emptyBody = z.object({}).strict().optional();

/** The admin console's Subscriptions screen (docs/product.md#screens-admin). */
export const billingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/list-subscriptions',
    {
      schema: {
        tags: ['billing', 'admin'],
        summary: 'Every subscription with its user, newest first (admins)',
        description: 'An array; the console filters and pages it (10 per page).',
        security,
        // The seed product's client sends page and pageSize (docs/product.md#data-admin); every row
        // is returned either way.
        body: z
          .object({
            page: z.number().int().min(1).optional(),
            pageSize: z.number().int().min(1).max(100).optional(),
          })
          .strict()
          .optional(),
        response: { 200: z.array(adminSubscriptionSchema), ...errors },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'subscription');
      return listSubscriptions(app);
    },
  );

  app.post(
    '/api/payments/subscription-stats',
    {
      schema: {
        tags: ['billing', 'admin'],
        summary: 'Counts by status, cards allocated and annual recurring revenue (admins)',
        security,
        body: emptyBody,
        response: { 200: subscriptionStatsSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'subscription');
      return subscriptionStats(app);
    },
  );

  app.post(
    '/api/payments/admin-grant-subscription',
    {
      schema: {
        tags: ['billing', 'admin'],
        summary: 'Add Subscription: a complimentary subscription for a year (admins)',
        security,
        body: grantSubscriptionBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request, 'subscription');
      return grantSubscriptionAsAdmin(app, auditActorOf(admin), request.body);
    },
  );

  app.post(
    '/api/payments/admin-update-subscription',
    {
      schema: {
        tags: ['billing', 'admin'],
        summary: "Edit a subscription's card allocation and status (admins)",
        security,
        body: updateSubscriptionBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request, 'subscription');
      return updateSubscriptionAsAdmin(app, auditActorOf(admin), request.body);
    },
  );

  app.post(
    '/api/payments/admin-cancel-subscription',
    {
      schema: {
        tags: ['billing', 'admin'],
        summary:
          'Cancel a subscription: a trial ends now, an active one at the period end (admins)',
        security,
        body: subscriptionIdBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request, 'subscription');
      return cancelSubscriptionAsAdmin(app, auditActorOf(admin), request.body.id);
    },
  );

  app.post(
    '/api/payments/reconcile-subscriptions',
    {
      schema: {
        tags: ['billing', 'admin'],
        summary:
          'Re-read every subscription from the billing provider; store and list what changed (admins)',
        security,
        body: emptyBody,
        response: { 200: reconcileResultSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request, 'subscription');
      return reconcileSubscriptions(app, auditActorOf(admin));
    },
  );
};
