import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, uniqueEmail, type TestUser } from '../../../../tests/support/api/users';

const FLOOR_MS = 600;
/** Timers may fire a millisecond before the clock we read says they are due. */
const CLOCK_SLACK_MS = 2;
const TRIES = 2;

/**
 * Whether an address has an account must not show in how long sign-up or a reset request takes.
 * Both kinds of answer are held until the same floor (AUTH_RESPONSE_FLOOR_MS), set above what
 * either needs. The test checks the mechanism: every answer of either kind waits for the floor (a
 * lower bound, which a busy machine cannot break). Comparing the two kinds' times directly would
 * fail whenever a loaded machine pushes one of them past the floor, so it is not asserted.
 */
describe('sign-up and the mail requests wait for one floor, for existing and new addresses alike', () => {
  let t: TestApp;
  let existing: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RESPONSE_FLOOR_MS: String(FLOOR_MS),
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      MAILS_PER_ADDRESS_PER_DAY: '1000',
    });
    existing = await createUser(t.app);
  });
  afterAll(() => t.close());

  const timed = async (request: () => Promise<{ statusCode: number }>) => {
    const started = performance.now();
    const response = await request();
    expect(response.statusCode).toBe(200);
    return performance.now() - started;
  };

  const expectBothWaitForTheFloor = async (
    forExisting: () => Promise<{ statusCode: number }>,
    forNew: () => Promise<{ statusCode: number }>,
  ) => {
    for (let i = 0; i < TRIES; i += 1) {
      for (const request of [forExisting, forNew]) {
        expect(await timed(request)).toBeGreaterThanOrEqual(FLOOR_MS - CLOCK_SLACK_MS);
      }
    }
  };

  const signUp = (email: string) => () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'long-enough-1', name: '' },
    });

  it('sign-up', async () => {
    await expectBothWaitForTheFloor(signUp(existing.email), () => signUp(uniqueEmail())());
  });

  it('a password reset request, through better-auth and through our wrapper', async () => {
    for (const url of [
      '/api/auth/request-password-reset',
      '/api/support/send-password-reset-email',
    ]) {
      const reset = (email: string) => () =>
        t.app.inject({ method: 'POST', url, payload: { email } });
      await expectBothWaitForTheFloor(reset(existing.email), () => reset(uniqueEmail())());
    }
  });

  it('a verification mail request through our wrapper', async () => {
    const unverified = uniqueEmail();
    await signUp(unverified)();
    const resend = (email: string) => () =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/send-verification-email',
        payload: { email },
      });
    await expectBothWaitForTheFloor(resend(unverified), () => resend(uniqueEmail())());
  });
});
