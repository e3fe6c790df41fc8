import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/api/test-app';
import { createUser } from '../../../tests/support/api/users';
import { runCli } from './commands';
import { auditLog } from '../db/schema';

describe('operator CLI', () => {
  let t: TestApp;
  let lines: string[];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The CLI closes what it opens; hand it the test database with a close that leaves it open.
  const run = (...argv: string[]) => {
    lines = [];
    return runCli(argv, {
      config: t.config,
      openDatabase: async () => ({ ...t.database, close: async () => {} }),
      print: (line) => lines.push(line),
    });
  };
  const isAdmin = async (cookie: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/get-user',
        headers: { cookie },
        payload: {},
      })
    ).json<{
      isAdmin: boolean;
    }>().isAdmin;

  it('grants and revokes admin rights by e-mail, in any letter case', async () => {
    const user = await createUser(t.app);
    expect(await run('admin', 'grant', user.email.toUpperCase())).toBe(0);
    expect(lines).toEqual([`${user.email} is now an administrator.`]);
    expect(await isAdmin(user.cookie)).toBe(true);

    expect(await run('admin', 'revoke', user.email)).toBe(0);
    expect(await isAdmin(user.cookie)).toBe(false);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, user.id))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.actorEmail, entry.action])).toEqual([
      ['cli', 'user.grant_admin'],
      ['cli', 'user.revoke_admin'],
    ]);
  });

  it('grants a complimentary subscription that allows creating cards', async () => {
    const user = await createUser(t.app);
    expect(await run('subscription', 'grant', user.email, '2')).toBe(0);
    expect(lines).toEqual([`${user.email} now has an active subscription for 2 cards.`]);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(me.json()).toMatchObject({
      subscriptionDetails: { has_subscription: true, status: 'active', card_allocation: 2 },
    });
    expect(await run('subscription', 'grant', user.email, 'many')).toBe(1);
    expect(lines[0]).toBe('The number of cards must be a whole number from 1 to 1000.');
  });

  it('says so when nobody has the address, and prints usage for unknown commands', async () => {
    expect(await run('admin', 'grant', 'nobody@example.com')).toBe(1);
    expect(lines[0]).toBe('No user with a completed profile has the e-mail nobody@example.com.');
    expect(await run('frobnicate')).toBe(1);
    expect(lines[0]).toMatch(/^Usage:/);
  });
});
