/**
 * The loop of a durable queue's worker (the mail outbox, the webhook deliveries): one pass at a
 * time over what is due, the next pass `pollIntervalMs` after the last one ended, sooner when woken
 * (new work was queued). Stopping waits for the pass in flight.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface PollingWorker {
  start(): void;
  /** Runs a pass after `delayMs` (0: at once) instead of at the next poll; none while stopped. */
  wake(delayMs?: number): void;
  stop(): Promise<void>;
}

export function pollingWorker(options: {
  /** What the log calls a failed pass: `${name} pass failed`. */
  name: string;
  pollIntervalMs: number;
  pass: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error'>;
}): PollingWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    if (running || stopped) return;
    running = options
      .pass()
      .catch((err: unknown) => options.log.error({ err }, `${options.name} pass failed`))
      .finally(() => {
        running = undefined;
        schedule(options.pollIntervalMs);
      });
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    wake: (delayMs = 0) => schedule(delayMs),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Doubling back-off: `baseMs` after the first failed attempt, twice that after the next, at most `maxMs`. */
export const doublingDelayMs = (attempts: number, baseMs: number, maxMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
