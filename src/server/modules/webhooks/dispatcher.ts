/**
 * The webhook worker (docs/product.md#webhooks), built like the mail outbox: every instance that
 * runs jobs claims due deliveries with SKIP LOCKED under a lease, sends several at once (each cut
 * at its deadline, so one hanging endpoint holds one slot for that long and nothing else), and
 * retries a failure with doubling back-off until the last attempt marks it failed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ConcurrencyLimit } from '../../lib/concurrency-limit';
import type { ResolveHost } from './address-guard';
import { postWebhook } from './post-webhook';
import * as repository from './repository';
import { webhookHeaders } from './signing';
import { doublingDelayMs, pollingWorker } from '../../lib/polling-worker';

export interface WebhookDispatcher {
  /** Delivers every delivery due now, once; returns how many were attempted. */
  deliverDue(): Promise<number>;
  /** Looks for due deliveries soon (after a transaction that queued some has committed). */
  wake(delayMs?: number): void;
  start(): void;
  stop(): Promise<void>;
}

export interface DispatcherOptions {
  db: Database;
  log: FastifyBaseLogger;
  config: Config['webhooks'];
  resolveHost: ResolveHost;
  pollIntervalMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  /** Deliveries in flight at once, per instance. */
  concurrency?: number;
}

const BATCH_SIZE = 20;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
export const WEBHOOK_MAX_ATTEMPTS = 8;
export const WEBHOOK_RETRY_BASE_MS = 10_000;

export const webhookRetryDelayMs = (attempts: number, baseMs: number) =>
  doublingDelayMs(attempts, baseMs, MAX_BACKOFF_MS);

export function createWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const { db, log, config, resolveHost } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? WEBHOOK_RETRY_BASE_MS;
  const maxAttempts = options.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS;
  const slots = new ConcurrencyLimit(options.concurrency ?? 8);
  // A claim outlives the slowest attempt, so no other instance takes it while it runs.
  const leaseSeconds = Math.ceil((config.timeoutMs * 2) / 1000) + 30;

  async function deliver({ delivery, endpoint }: repository.ClaimedDelivery) {
    if (endpoint.disabledAt) {
      await repository.markAttemptFailed(db, delivery.id, {
        giveUp: true,
        retryInMs: 0,
        statusCode: null,
        excerpt: null,
        error: 'the endpoint is disabled',
      });
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    let statusCode: number | null = null;
    let excerpt: string | null = null;
    let error: string;
    try {
      const answer = await postWebhook(endpoint.url, {
        headers: webhookHeaders(endpoint.secret, delivery.id, timestamp, body),
        body,
        timeoutMs: config.timeoutMs,
        resolveHost,
        allowPrivate: config.allowPrivate,
        allowedNetworks: config.allowedNetworks,
      });
      if (answer.statusCode >= 200 && answer.statusCode < 300) {
        await repository.markDelivered(db, delivery.id, answer);
        return;
      }
      ({ statusCode, excerpt } = answer);
      error = `HTTP ${answer.statusCode}`;
    } catch (failure) {
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 200);
    }
    const giveUp = delivery.attempts >= maxAttempts;
    // The URL and the answer stay out of the log: the owner reads them on the account page.
    log.warn(
      { webhookDeliveryId: delivery.id, attempts: delivery.attempts, giveUp, statusCode },
      'webhook delivery failed',
    );
    await repository.markAttemptFailed(db, delivery.id, {
      giveUp,
      retryInMs: webhookRetryDelayMs(delivery.attempts, retryBaseMs),
      statusCode,
      excerpt,
      error,
    });
  }

  async function deliverDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await repository.claimDueDeliveries(db, BATCH_SIZE, leaseSeconds);
      await Promise.all(
        batch.map((claimed) =>
          slots
            .run(() => deliver(claimed))
            .catch((err: unknown) =>
              log.error(
                { err, webhookDeliveryId: claimed.delivery.id },
                'webhook delivery crashed',
              ),
            ),
        ),
      );
      total += batch.length;
      if (batch.length < BATCH_SIZE) return total;
    }
  }

  const worker = pollingWorker({ name: 'webhook worker', pollIntervalMs, pass: deliverDue, log });
  return { deliverDue, ...worker };
}
