import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema';
import { purgeExpiredRateLimits } from '../lib/rate-limiter';
import { purgeExpiredSessions } from '../plugins/auth';
import { RATE_LIMIT_KEPT_HOURS, RETENTION_PURGE_EVERY_HOURS } from '../../shared/retention';

export interface Job {
  name: string;
  everyMs: number;
  run: (app: FastifyInstance) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs: the site's own below, and each module's, added by its plugin. */
    jobs: JobList;
  }
}

/** The jobs the scheduler runs; each module adds its own when its plugin is registered. */
export class JobList {
  private readonly jobs = new Map<string, Job>();

  constructor(jobs: readonly Job[] = []) {
    this.add(...jobs);
  }

  add(...jobs: Job[]): void {
    for (const job of jobs) {
      if (this.jobs.has(job.name)) throw new Error(`a job named ${job.name} is already listed`);
      this.jobs.set(job.name, job);
    }
  }

  all(): Job[] {
    return [...this.jobs.values()];
  }

  /** The job of that name (the tests run one at will). */
  named(name: string): Job {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  }
}

/**
 * The jobs of no module: the privacy policy's retention of addresses and sessions
 * (docs/product.md#retention). The modules' own are in their plugins (`modules/<m>/module.ts`).
 */
export const SITE_JOBS: Job[] = [
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
export function startJobs(app: FastifyInstance, jobs: readonly Job[]): () => Promise<void> {
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
