import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/api/test-database';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { jobRuns } from '../db/schema';
import { claimJobRun, JobList, SITE_JOBS } from './scheduler';

const HOUR = 60 * 60_000;

describe('periodic jobs run once per interval across instances', () => {
  let database: DatabaseHandle & { url?: string };
  /** A second instance: its own connection pool on PostgreSQL, the same database on PGlite. */
  let other: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = database.url ? await openPostgres(database.url, 5) : database;
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  it('gives a due run to exactly one of many instances asking at once', async () => {
    const job = { name: 'reconcile-subscriptions', everyMs: HOUR };
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => claimJobRun((i % 2 ? other : database).db, job)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Not again within the interval, from either instance.
    expect(await claimJobRun(database.db, job)).toBe(false);
    expect(await claimJobRun(other.db, job)).toBe(false);

    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
    const interval = row!.nextRunAt.getTime() - row!.lastStartedAt.getTime();
    expect(interval).toBe(HOUR);
  });

  it('gives the next run once the interval has passed, again to one instance', async () => {
    const job = { name: 'purge-expired-cards', everyMs: HOUR };
    expect(await claimJobRun(database.db, job)).toBe(true);
    // An hour later (moved back instead of waited for):
    await database.db
      .update(jobRuns)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(jobRuns.name, job.name));
    const claims = await Promise.all([
      claimJobRun(database.db, job),
      claimJobRun(other.db, job),
      claimJobRun(other.db, job),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('keeps each job on its own schedule', async () => {
    expect(() => new JobList([...SITE_JOBS, ...SITE_JOBS])).toThrow(/already listed/);
    expect(await claimJobRun(database.db, { name: 'purge-rate-limits', everyMs: HOUR })).toBe(true);
    expect(
      await claimJobRun(database.db, { name: 'purge-unconfirmed-support-requests', everyMs: HOUR }),
    ).toBe(true);
    expect(await claimJobRun(database.db, { name: 'purge-rate-limits', everyMs: HOUR })).toBe(
      false,
    );
  });
});
