/**
 * The webhook worker (docs/product.md#webhooks), built like the mail outbox: every instance that
 * runs jobs claims due deliveries with SKIP LOCKED under a lease, sends several at once (each cut
 * at its deadline), and retries a failure with doubling back-off until the last attempt marks it
 * failed. It claims again whenever a slot frees or new work is queued, and fairly
 * (repository.claimDueDeliveries): an endpoint or an owner has a bounded share of the deliveries
 * in flight, so one owner's endpoint that never answers holds that share and nothing more.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
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
  /** Deliveries in flight at once across instances, for one endpoint and for one owner. */
  perEndpoint?: number;
  perOwner?: number;
}

export const WEBHOOK_CONCURRENCY = 8;
export const WEBHOOK_IN_FLIGHT_PER_ENDPOINT = 2;
export const WEBHOOK_IN_FLIGHT_PER_OWNER = 4;
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
  const concurrency = options.concurrency ?? WEBHOOK_CONCURRENCY;
  const perEndpoint = options.perEndpoint ?? WEBHOOK_IN_FLIGHT_PER_ENDPOINT;
  const perOwner = options.perOwner ?? WEBHOOK_IN_FLIGHT_PER_OWNER;
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

  // Passes waiting for a change: a delivery ended or new work was queued (`wake`).
  let changes = 0;
  let waiting: (() => void)[] = [];
  const changed = () => {
    changes += 1;
    const waiters = waiting;
    waiting = [];
    for (const resume of waiters) resume();
  };
  /** Resolves at the next change, or after a poll interval (work queued by another instance). */
  const nextChange = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resume, pollIntervalMs);
      timer.unref();
      function resume() {
        clearTimeout(timer);
        resolve();
      }
      waiting.push(resume);
    });
  let stopping = false;

  async function deliverDue(): Promise<number> {
    const running = new Set<Promise<void>>();
    let total = 0;
    // Retries due by the start of this round, which is renewed every poll interval: a delivery
    // that fails again is not retried in the same round, however short its back-off.
    let round = new Date();
    try {
      for (;;) {
        const seen = changes;
        const room = concurrency - running.size;
        let claimed = 0;
        if (room > 0 && !stopping) {
          if (Date.now() - round.getTime() >= pollIntervalMs) round = new Date();
          const batch = await repository.claimDueDeliveries(db, {
            limit: room,
            leaseSeconds,
            perEndpoint,
            perOwner,
            retriesDueBy: round,
          });
          for (const delivery of batch) {
            const attempt: Promise<void> = deliver(delivery)
              .catch((err: unknown) =>
                log.error(
                  { err, webhookDeliveryId: delivery.delivery.id },
                  'webhook delivery crashed',
                ),
              )
              .finally(() => {
                running.delete(attempt);
                changed();
              });
            running.add(attempt);
          }
          claimed = batch.length;
          total += claimed;
        }
        if (!running.size) return total;
        // More may be claimable at once: the batch was full, or something changed meanwhile.
        if ((claimed > 0 && claimed === room) || changes !== seen) continue;
        await nextChange();
      }
    } catch (error) {
      // A failed claim ends the pass once the attempts under way have ended.
      await Promise.all(running);
      throw error;
    }
  }

  const worker = pollingWorker({ name: 'webhook worker', pollIntervalMs, pass: deliverDue, log });
  return {
    deliverDue,
    wake(delayMs = 0) {
      worker.wake(delayMs);
      // A pass under way claims the new work too, once the transaction that queued it committed.
      setTimeout(changed, delayMs).unref();
    },
    start() {
      stopping = false;
      worker.start();
    },
    async stop() {
      stopping = true;
      changed();
      await worker.stop();
    },
  };
}
