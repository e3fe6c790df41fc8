import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  createUser,
  latestMailedLink,
  pathOf,
  uniqueEmail,
} from '../../../../tests/support/api/users';
import { passwordHasher } from './password-hashing';

const json = { 'content-type': 'application/json' };
/** One character short of the rule (docs/decisions/0029), and the shortest that passes. */
const TOO_SHORT = 'seven77';
const LONG_ENOUGH = 'eight888';

/**
 * Passwords have at least 8 characters wherever one is chosen: sign-up, reset and change, each
 * refused by the server whatever a client checks first (docs/product.md#validation-passwords).
 * An account made when 6 were enough still signs in with its password.
 */
describe('the shortest password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const signIn = (email: string, password: string) =>
    post('/api/auth/sign-in/email', { email, password });

  it('refuses a sign-up with 7 characters and takes one with 8', async () => {
    const email = uniqueEmail();
    const short = await post('/api/auth/sign-up/email', { email, password: TOO_SHORT, name: '' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'PASSWORD_TOO_SHORT', message: expect.any(String) });
    const enough = await post('/api/auth/sign-up/email', {
      email,
      password: LONG_ENOUGH,
      name: '',
      callbackURL: '/login',
    });
    expect(enough.statusCode, enough.body).toBe(200);
  });

  it('refuses a reset to 7 characters, and the link still sets 8', async () => {
    const user = await createUser(t.app);
    const asked = await post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/login?mode=reset',
    });
    expect(asked.statusCode).toBe(200);
    const landing = await t.app.inject({
      method: 'GET',
      url: pathOf(await latestMailedLink(t.app, user.email)),
    });
    const token =
      new URL(String(landing.headers.location), 'http://x').searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const short = await post('/api/auth/reset-password', { newPassword: TOO_SHORT, token });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'PASSWORD_TOO_SHORT' });
    expect((await signIn(user.email, TOO_SHORT)).statusCode).toBe(401);

    const enough = await post('/api/auth/reset-password', { newPassword: LONG_ENOUGH, token });
    expect(enough.statusCode, enough.body).toBe(200);
    expect((await signIn(user.email, LONG_ENOUGH)).statusCode).toBe(200);
  });

  it('refuses a change to 7 characters and keeps the password', async () => {
    const user = await createUser(t.app);
    const short = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: TOO_SHORT },
      user.cookie,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'PASSWORD_TOO_SHORT' });
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, TOO_SHORT)).statusCode).toBe(401);
  });

  it('still signs in an account whose password was chosen when 6 characters were enough', async () => {
    const user = await createUser(t.app);
    const older = 'abc123';
    // The hash such an account has kept since it was made, written as the server writes hashes.
    const hash = await passwordHasher('fast-for-tests').hash(older);
    await t.app.database.db
      .update(authAccounts)
      .set({ password: hash })
      .where(eq(authAccounts.userId, user.id));
    const signedIn = await signIn(user.email, older);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['set-cookie']).toBeDefined();
  });
});
