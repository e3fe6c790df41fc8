import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, uniqueEmail } from '../../../../tests/support/api/users';

/**
 * Signed-in requests skip better-auth once it has accepted a credential (remembered-sessions.ts); the
 * session's row stays the authority. Each test first uses the credential, so that it is known,
 * then ends the session some other way than through this process's guards.
 */
describe('remembered sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const listCards = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/card/list-user-cards',
      headers,
      payload: { page: 1, pageSize: 10 },
    });

  const knownUserId = (headers: Record<string, string>) => {
    const credential = t.app.rememberedSessions.credentialOf(headers);
    return credential === undefined ? undefined : t.app.rememberedSessions.get(credential)?.user.id;
  };

  it('remembers a credential once better-auth has accepted it, and ends at once on sign-out', async () => {
    const user = await createUser(t.app);
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
    // Later requests with this cookie skip better-auth: what follows tests that path.
    expect(knownUserId({ cookie: user.cookie })).toBe(user.id);
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const after = await listCards({ cookie: user.cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(knownUserId({ cookie: user.cookie })).toBeUndefined();
  });

  it('ends at once when the session row is gone or has expired (another instance, time)', async () => {
    const expiring = await createUser(t.app);
    const revoked = await createUser(t.app);
    expect((await listCards({ cookie: expiring.cookie })).statusCode).toBe(200);
    expect((await listCards({ cookie: revoked.cookie })).statusCode).toBe(200);
    expect(knownUserId({ cookie: expiring.cookie })).toBe(expiring.id);
    expect(knownUserId({ cookie: revoked.cookie })).toBe(revoked.id);

    await t.app.database.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSessions.userId, expiring.id));
    await t.app.database.db.delete(authSessions).where(eq(authSessions.userId, revoked.id));

    expect((await listCards({ cookie: expiring.cookie })).statusCode).toBe(401);
    expect((await listCards({ cookie: revoked.cookie })).statusCode).toBe(401);
  });

  /** Whether the credential's next request would need no query (PGlite, nothing written since). */
  const answeredFromMemory = (headers: Record<string, string>) => {
    const remembered = t.app.rememberedSessions;
    const credential = remembered.credentialOf(headers);
    const known = credential === undefined ? undefined : remembered.get(credential);
    return known !== undefined && remembered.unchanged(known) !== undefined;
  };

  it('needs no query on PGlite until sessions, users or profiles are written, and never on PostgreSQL', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app, { email: uniqueEmail('other') });
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
    expect(answeredFromMemory({ cookie: user.cookie })).toBe(t.app.database.kind === 'pglite');
    if (t.app.database.kind !== 'pglite') return;

    // Another user's session ends, in a transaction: this one is checked again, and goes on.
    await t.app.database.db.transaction(async (tx) => {
      await tx.delete(authSessions).where(eq(authSessions.userId, other.id));
    });
    expect(answeredFromMemory({ cookie: user.cookie })).toBe(false);
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
    expect(answeredFromMemory({ cookie: user.cookie })).toBe(true);
    expect((await listCards({ cookie: other.cookie })).statusCode).toBe(401);

    // A write elsewhere (a card) changes nothing.
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(card.statusCode).toBeGreaterThanOrEqual(400);
    expect(answeredFromMemory({ cookie: user.cookie })).toBe(true);
  });

  it('refuses on the very next request a session ended by raw SQL, in a transaction or by a statement with a delete inside', async () => {
    const plain = await createUser(t.app);
    const inTransaction = await createUser(t.app);
    const inCte = await createUser(t.app);
    for (const user of [plain, inTransaction, inCte]) {
      // Twice: the second request is the one answered without a query on PGlite.
      expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
      expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
    }

    await t.app.database.db.execute(sql`delete from auth_sessions where user_id = ${plain.id}`);
    expect((await listCards({ cookie: plain.cookie })).statusCode).toBe(401);

    await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from auth_sessions where user_id = ${inTransaction.id}`);
    });
    expect((await listCards({ cookie: inTransaction.cookie })).statusCode).toBe(401);

    await t.app.database.db.execute(
      sql`with gone as (delete from auth_sessions where user_id = ${inCte.id} returning id)
        select count(*) from gone`,
    );
    expect((await listCards({ cookie: inCte.cookie })).statusCode).toBe(401);
  });

  it('sees a profile written outside the routes on the very next request', async () => {
    const user = await createUser(t.app);
    const adminAnalytics = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/analytics',
        headers: { cookie: user.cookie },
        payload: { days: 30 },
      });
    expect((await adminAnalytics()).statusCode).toBe(403);
    expect((await adminAnalytics()).statusCode).toBe(403);

    await t.app.database.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.id, user.id));
    expect((await adminAnalytics()).statusCode).toBe(200);
    expect((await adminAnalytics()).statusCode).toBe(200);

    await t.app.database.db
      .update(profiles)
      .set({ isAdmin: false })
      .where(eq(profiles.id, user.id));
    expect((await adminAnalytics()).statusCode).toBe(403);
  });

  it('refuses on the very next request a session whose user was deleted', async () => {
    const user = await createUser(t.app);
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
    await t.app.database.db.execute(sql`delete from auth_users where id = ${user.id}`);
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(401);
  });

  it('keeps a bearer token and a cookie of the same session apart, and ends both on sign-out', async () => {
    const user = await createUser(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    const bearer = { authorization: `Bearer ${String(signIn.headers['set-auth-token'])}` };
    expect((await listCards(bearer)).statusCode).toBe(200);
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
    expect(knownUserId(bearer)).toBe(user.id);
    // A forged token beside a known one is judged by better-auth, not by the known one.
    const forged = { authorization: `${bearer.authorization}x` };
    expect((await listCards(forged)).statusCode).toBe(401);

    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer, payload: {} });
    expect((await listCards(bearer)).statusCode).toBe(401);
    // The cookie's session (from verification) is another session and goes on.
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
  });

  it('reads the profile on every request: a first-time user can use the app as soon as it exists', async () => {
    const user = await createUser(t.app, { profile: false });
    const before = await listCards({ cookie: user.cookie });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ error: 'FIRST_TIME_USER' });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      headers: { cookie: user.cookie },
      payload: {
        auth_uid: user.id,
        email: user.email,
        fullName: 'Katherine Johnson',
        termsAccepted: true,
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await listCards({ cookie: user.cookie })).statusCode).toBe(200);
  });

  it('answers a session cookie sent twice the way better-auth does, every time', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app, { email: uniqueEmail('other') });
    const both = { cookie: `${user.cookie}; ${other.cookie}` };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: both,
      payload: {},
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: both,
      payload: {},
    });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(t.app.rememberedSessions.credentialOf({ cookie: both.cookie })).toBeUndefined();
  });
});
