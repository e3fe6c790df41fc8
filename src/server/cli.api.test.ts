import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { createUser } from '../../tests/support/users';
import { runCli } from './cli';

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
  });

  it('says so when nobody has the address, and prints usage for unknown commands', async () => {
    expect(await run('admin', 'grant', 'nobody@example.com')).toBe(1);
    expect(lines[0]).toBe('No user with a completed profile has the e-mail nobody@example.com.');
    expect(await run('frobnicate')).toBe(1);
    expect(lines[0]).toMatch(/^Usage:/);
  });
});
