import type { FastifyInstance } from 'fastify';
import { purgeExpiredRateLimits } from '../lib/rate-limiter';
import { reconcileSubscriptions } from '../modules/billing/admin';
import { purgeUnconfirmedSupportRequests } from '../modules/support/service';
import { purgeExpiredCards } from './purge-expired-cards';

interface Job {
  name: string;
  everyMs: number;
  run: (app: FastifyInstance) => Promise<unknown>;
}

const JOBS: Job[] = [
  { name: 'purge-expired-cards', everyMs: 10 * 60_000, run: purgeExpiredCards },
  {
    name: 'reconcile-subscriptions',
    everyMs: 60 * 60_000,
    // The local driver's rows are its own record; only a real provider can drift from ours.
    run: (app) => (app.billing.name === 'local' ? Promise.resolve() : reconcileSubscriptions(app)),
  },
  {
    name: 'purge-unconfirmed-support-requests',
    everyMs: 60 * 60_000,
    run: purgeUnconfirmedSupportRequests,
  },
  {
    name: 'purge-rate-limits',
    everyMs: 60 * 60_000,
    run: (app) => purgeExpiredRateLimits(app.database.db, 24 * 60 * 60),
  },
];

/**
 * Runs the periodic jobs inside the server process (DESIGN §2). Each job is idempotent and safe
 * on several instances at once; a failure is logged and retried at the next interval.
 */
export function startJobs(app: FastifyInstance): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of JOBS) {
    const tick = () => {
      if (stopped) return;
      const run = job
        .run(app)
        .catch((err: unknown) => app.log.error({ err, job: job.name }, 'job failed'))
        .finally(() => running.delete(run));
      running.add(run);
    };
    timers.push(setTimeout(tick, 5_000).unref(), setInterval(tick, job.everyMs).unref());
  }
  return async () => {
    stopped = true;
    timers.forEach((timer) => clearTimeout(timer));
    await Promise.all(running);
  };
}
