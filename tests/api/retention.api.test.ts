import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, rateLimits } from '../../src/server/db/schema';
import { RATE_LIMIT_KEPT_HOURS, SESSION_DAYS } from '../../src/shared/retention';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, uniqueEmail } from '../support/api/users';

/**
 * What the privacy policy says of addresses (docs/product.md#retention): rate-limit counters keyed
 * by an IP address or e-mail go a day after their window started, sessions (IP address and user
 * agent) once they expire. The jobs are run here as the scheduler runs them.
 */
describe('addresses are kept no longer than the privacy policy says', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const runJob = (name: string) => t.app.jobs.named(name).run(t.app);

  it(`deletes a rate-limit counter ${RATE_LIMIT_KEPT_HOURS} hours after its window started`, async () => {
    const email = uniqueEmail('counted');
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'not-the-password' },
    });
    expect(attempt.statusCode).toBe(401);
    const counters = () =>
      t.database.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, 'sign-in:%'));
    const keys = (await counters()).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['sign-in:ip:127.0.0.1']));
    expect(keys.some((key) => key.startsWith('sign-in:email:'))).toBe(true);

    // The address's window started just over the limit ago, the e-mail's just under it.
    const hoursAgo = (hours: number) => sql`now() - make_interval(secs => ${hours * 3600})`;
    await t.database.db
      .update(rateLimits)
      .set({ windowStartedAt: hoursAgo(RATE_LIMIT_KEPT_HOURS + 0.01) })
      .where(eq(rateLimits.key, 'sign-in:ip:127.0.0.1'));
    await t.database.db
      .update(rateLimits)
      .set({ windowStartedAt: hoursAgo(RATE_LIMIT_KEPT_HOURS - 0.01) })
      .where(like(rateLimits.key, 'sign-in:email:%'));
    await runJob('purge-rate-limits');
    const left = (await counters()).map((row) => row.key);
    expect(left).not.toContain('sign-in:ip:127.0.0.1');
    expect(left.some((key) => key.startsWith('sign-in:email:'))).toBe(true);
  });

  it(`ends a session ${SESSION_DAYS} days after its last use and deletes it with its address`, async () => {
    const kept = await createUser(t.app, { fullName: 'Kai Kept' });
    const expired = await createUser(t.app, { fullName: 'Eve Expired' });
    const sessionsOf = (userId: string) =>
      t.database.db.select().from(authSessions).where(eq(authSessions.userId, userId));
    const [live] = await sessionsOf(kept.id);
    const days = (live!.expiresAt.getTime() - live!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(SESSION_DAYS);
    expect(live!.ipAddress).toBe('127.0.0.1');

    await t.database.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authSessions.userId, expired.id));
    await runJob('purge-expired-sessions');
    expect(await sessionsOf(expired.id)).toEqual([]);
    expect(await sessionsOf(kept.id)).toEqual([live]);
    const stillSignedIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { cookie: kept.cookie },
      payload: {},
    });
    expect(stillSignedIn.statusCode).toBe(200);
  });
});
