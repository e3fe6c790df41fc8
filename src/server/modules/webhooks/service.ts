/**
 * Webhooks (docs/product.md#webhooks): an owner's endpoints, and the events queued for them. Other
 * modules call `emitWebhookEvent`; the worker (dispatcher.ts) delivers what it queues.
 */
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  WEBHOOK_DELIVERIES_LISTED,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEST_LIMITS,
  WEBHOOKS_PER_USER,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryState,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookList,
  type WebhookPayload,
} from '../../../shared/webhooks';
import type { Database } from '../../db/client';
import type { WebhookDeliveryRow } from '../../db/schema';
import { WEBHOOK_SECRET_WITHHELD, type WebhooksExport } from '../../../shared/account-data';
import { AppError } from '../../lib/app-error';
import { enforceRateLimits } from '../../lib/rate-limiter';
import { checkTarget, RefusedTargetError } from './address-guard';
import { holderOfScope, ownedBy, scopeOf, type Holder, type Principal } from '../access';
import { organisationScope } from '../organisations';
import * as repository from './repository';
import { newWebhookSecret } from './signing';
import type { WebhookEventContext, WebhooksContext } from './context';

const payloadOf = (
  type: WebhookEventType,
  data: unknown,
): WebhookPayload & Record<string, unknown> => ({
  type,
  timestamp: new Date().toISOString(),
  data,
});

/**
 * Queues `type` for every endpoint of the holder (a person, or an organisation for its cards) that
 * subscribed to it. Pass the transaction of the change the event tells of, and the event is queued
 * only if that change commits.
 */
export async function emitWebhookEvent(
  ctx: WebhookEventContext,
  event: { holder: Holder; type: WebhookEvent; data: unknown },
  tx?: Database,
): Promise<number> {
  const queued = await repository.queueForSubscribers(
    tx ?? ctx.database.db,
    event.holder,
    event.type,
    payloadOf(event.type, event.data),
  );
  // A transaction's rows show up once it commits.
  if (queued) ctx.webhooks.wake(tx ? 50 : 0);
  return queued;
}

/**
 * The endpoints the principal may act on: their own, or with `orgId` the organisation's (owners
 * and admins; a member gets 403, anyone else 404).
 */
const webhookScope = (
  ctx: WebhooksContext,
  principal: Principal,
  action: 'view' | 'create' | 'edit' | 'delete',
  orgId: string | undefined,
) =>
  orgId
    ? organisationScope(ctx.database.db, principal.userId, orgId, action, 'webhook')
    : scopeOf(principal, action, 'webhook');

/** A new endpoint; its secret is in this answer and never again. */
export async function createWebhookEndpoint(
  ctx: WebhooksContext,
  principal: Principal,
  input: { url: string; events: WebhookEvent[]; orgId?: string | undefined },
): Promise<WebhookCreated> {
  const url = new URL(input.url);
  try {
    await checkTarget(url, {
      resolveHost: ctx.webhookResolver,
      allowPrivate: ctx.config.webhooks.allowPrivate,
      allowedNetworks: ctx.config.webhooks.allowedNetworks,
    });
  } catch (error) {
    if (error instanceof RefusedTargetError) {
      throw new AppError(ERROR_CODES.VALIDATION_ERROR, `url: ${error.message}`, {
        reason: error.reason,
        ...error.values,
      });
    }
    throw error;
  }
  const db = ctx.database.db;
  const scope = await webhookScope(ctx, principal, 'create', input.orgId);
  const holder = holderOfScope(scope);
  if (!holder) throw AppError.forbidden('You may not add webhooks');
  if ((await repository.countEndpoints(db, scope)) >= WEBHOOKS_PER_USER) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, WEBHOOK_MESSAGES.tooMany);
  }
  const secret = newWebhookSecret();
  const row = await repository.insertEndpoint(db, {
    userId: 'ownerId' in holder ? holder.ownerId : null,
    organizationId: 'organisationId' in holder ? holder.organisationId : null,
    url: url.href,
    events: input.events,
    secret,
  });
  return { id: row.id, secret };
}

/**
 * Where a delivery is now. The worker counts an attempt when it claims the delivery, under a
 * lease: a pending delivery whose lease runs is being sent, not retried.
 */
function deliveryState(delivery: WebhookDeliveryRow, now: Date): WebhookDeliveryState {
  if (delivery.status === 'sent') return 'delivered';
  if (delivery.status === 'failed') return 'failed';
  if (delivery.lockedUntil && delivery.lockedUntil > now) return 'sending';
  return delivery.attempts === 0 ? 'queued' : 'retrying';
}

/** A delivery as the account page and the data export show it: no body, no answer. */
const deliverySummary = (delivery: WebhookDeliveryRow, now = new Date()): WebhookDelivery => {
  const state = deliveryState(delivery, now);
  return {
    id: delivery.id,
    type: delivery.eventType,
    status: delivery.status,
    state,
    attempts: delivery.attempts,
    nextAttemptAt: state === 'retrying' ? delivery.nextAttemptAt.toISOString() : null,
    lastStatusCode: delivery.lastStatusCode,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
};

export async function listWebhookEndpoints(
  ctx: WebhooksContext,
  principal: Principal,
  orgId?: string,
): Promise<WebhookList> {
  const db = ctx.database.db;
  const scope = await webhookScope(ctx, principal, 'view', orgId);
  const endpoints = await repository.listEndpoints(db, scope);
  const deliveries = await repository.latestDeliveries(
    db,
    endpoints.map((endpoint) => endpoint.id),
    WEBHOOK_DELIVERIES_LISTED,
  );
  return {
    items: endpoints.map((endpoint) => ({
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      createdAt: endpoint.createdAt.toISOString(),
      deliveries: deliveries
        .filter((delivery) => delivery.endpointId === endpoint.id)
        .map((delivery) => deliverySummary(delivery)),
    })),
  };
}

/**
 * The owner's endpoints for their data export (docs/product.md#account-data): every endpoint
 * with every delivery, and the signing secret withheld.
 */
export async function exportOwnerWebhooks(
  ctx: WebhooksContext,
  userId: string,
): Promise<WebhooksExport> {
  const db = ctx.database.db;
  const endpoints = await repository.listEndpoints(db, ownedBy(userId));
  const deliveries = await repository.listDeliveries(db, ownedBy(userId));
  return {
    endpoints: endpoints.map((endpoint) => ({
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      createdAt: endpoint.createdAt.toISOString(),
      disabledAt: endpoint.disabledAt?.toISOString() ?? null,
      signingSecret: WEBHOOK_SECRET_WITHHELD,
      deliveries: deliveries
        .filter((delivery) => delivery.endpointId === endpoint.id)
        .map((delivery) => deliverySummary(delivery)),
    })),
  };
}

export async function deleteWebhookEndpoint(
  ctx: WebhooksContext,
  principal: Principal,
  id: string,
  orgId?: string,
): Promise<void> {
  const scope = await webhookScope(ctx, principal, 'delete', orgId);
  if (!(await repository.deleteEndpoint(ctx.database.db, id, scope))) {
    throw AppError.notFound(WEBHOOK_MESSAGES.notFound);
  }
}

/**
 * Queues a `webhook.test` delivery to one of the user's endpoints, whatever its events; limited
 * per endpoint and per user, so test events cannot fill the delivery queue.
 */
export async function sendTestWebhook(
  ctx: WebhooksContext,
  principal: Principal,
  id: string,
  orgId?: string,
): Promise<{ id: string }> {
  const db = ctx.database.db;
  const scope = await webhookScope(ctx, principal, 'edit', orgId);
  const endpoint = await repository.findEndpoint(db, id, scope);
  if (!endpoint) throw AppError.notFound(WEBHOOK_MESSAGES.notFound);
  const { perEndpoint, perUser } = WEBHOOK_TEST_LIMITS;
  await enforceRateLimits(db, [
    {
      key: `webhook-test:endpoint:${endpoint.id}`,
      max: perEndpoint.max,
      windowSeconds: perEndpoint.windowMinutes * 60,
      message: WEBHOOK_MESSAGES.testsPerEndpoint,
    },
    {
      key: `webhook-test:user:${principal.userId}`,
      max: perUser.max,
      windowSeconds: perUser.windowMinutes * 60,
      message: WEBHOOK_MESSAGES.testsPerUser,
    },
  ]);
  const deliveryId = await repository.queueDelivery(
    db,
    endpoint.id,
    WEBHOOK_TEST_EVENT,
    payloadOf(WEBHOOK_TEST_EVENT, {
      endpointId: endpoint.id,
      message: 'A test event from CardVault: this endpoint receives its webhooks.',
    }),
  );
  ctx.webhooks.wake();
  return { id: deliveryId };
}
