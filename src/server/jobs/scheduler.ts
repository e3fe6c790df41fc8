import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema';
import { purgeExpiredRateLimits } from '../lib/rate-limiter';
import { purgeOldAnalytics } from '../modules/insights';
import { notifyTrialsEnding, reconcileSubscriptions } from '../modules/billing';
import { purgeExpiredCards } from '../modules/cards';
import { purgeUnconfirmedSupportRequests } from '../modules/support';
import { purgeExpiredSessions } from '../plugins/auth';
import { RATE_LIMIT_KEPT_HOURS, RETENTION_PURGE_EVERY_HOURS } from '../../shared/retention';

export interface Job {
  name: string;
  everyMs: number;
  run: (app: FastifyInstance) => Promise<unknown>;
}

export const JOBS: Job[] = [
  { name: 'purge-expired-cards', everyMs: 10 * 60_000, run: purgeExpiredCards },
  // docs/product.md#billing-mails: once per trial, a few days before it ends.
  { name: 'notify-trial-ending', everyMs: 60 * 60_000, run: (app) => notifyTrialsEnding(app) },
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
  // docs/product.md#insights: the day's visitor hashes and salt go once the day is over.
  {
    name: 'purge-analytics',
    everyMs: 60 * 60_000,
    run: (app) => purgeOldAnalytics(app.database.db),
  },
  // docs/product.md#retention: what the privacy policy says of addresses and sessions.
  {
    name: 'purge-rate-limits',
    everyMs: RETENTION_PURGE_EVERY_HOURS * 60 * 60_000,
    run: (app) => purgeExpiredRateLimits(app.database.db, RATE_LIMIT_KEPT_HOURS * 60 * 60),
  },
  {
    name: 'purge-expired-sessions',
    everyMs: RETENTION_PURGE_EVERY_HOURS * 60 * 60_000,
    run: (app) => purgeExpiredSessions(app.database.db),
  },
];

/** How often each instance asks whether a job is due (at most; a job's interval if shorter). */
const CHECK_EVERY_MS = 60_000;

/**
 * Claims one run of `job` for the caller when it is due: moves its `next_run_at` an interval past
 * now in one statement, so of several instances asking at once exactly one gets `true`, and the
 * job runs once per interval across all of them (a reconciliation calls the payment provider for
 * every subscription: twice an hour would be twice the calls).
 */
export async function claimJobRun(db: Database, job: Pick<Job, 'name' | 'everyMs'>) {
  const claimed = await db
    .insert(jobRuns)
    .values({
      name: job.name,
      nextRunAt: sql`now() + make_interval(secs => ${job.everyMs / 1000})`,
      lastStartedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { nextRunAt: sql`excluded.next_run_at`, lastStartedAt: sql`excluded.last_started_at` },
      setWhere: sql`${jobRuns.nextRunAt} <= now()`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

/**
 * Runs the periodic jobs inside the server process (docs/product.md#background-jobs). Every
 * instance checks each job every minute (or at its interval, if shorter) and runs it only when it
 * claimed the run (`claimJobRun`). The jobs are idempotent besides; a failure is logged and the job
 * runs again at its next interval.
 */
export function startJobs(app: FastifyInstance, jobs: Job[] = JOBS): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of jobs) {
    const tick = () => {
      if (stopped) return;
      const run = claimJobRun(app.database.db, job)
        .then((claimed) => (claimed && !stopped ? job.run(app) : undefined))
        .catch((err: unknown) => app.log.error({ err, job: job.name }, 'job failed'))
        .finally(() => running.delete(run));
      running.add(run);
    };
    const checkEveryMs = Math.min(job.everyMs, CHECK_EVERY_MS);
    timers.push(setTimeout(tick, 5_000).unref(), setInterval(tick, checkEveryMs).unref());
  }
  return async () => {
    stopped = true;
    timers.forEach((timer) => clearTimeout(timer));
    await Promise.all(running);
  };
}
