import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  cookieHeader,
  createUser,
  latestMailedLink,
  pathOf,
  uniqueEmail,
} from '../../../../tests/support/api/users';

const HOME = 'http://localhost:3000';

/** Callbacks that a browser would follow to another host, in the spellings seen in the wild. */
const OFF_SITE = [
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  'https://evil.example/',
];

/** Nothing in the answer sends the browser anywhere but our own origin. */
function expectStaysHome(response: LightMyRequestResponse, what: string) {
  const location = response.headers.location;
  if (location === undefined) return;
  const target = new URL(String(location), `${HOME}/api/auth/x`);
  expect(target.origin, `${what}: ${String(location)}`).toBe(HOME);
  expect(target.pathname.startsWith('//'), `${what}: ${String(location)}`).toBe(false);
}

describe('client-given callbacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
  });
  afterAll(() => t.close());

  it('a verification link never redirects off-site, whatever its callbackURL', async () => {
    for (const callback of OFF_SITE) {
      for (const encoded of [callback, encodeURIComponent(callback)]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/auth/verify-email?token=x&callbackURL=${encoded}`,
        });
        expectStaysHome(response, encoded);
        expect(response.statusCode, encoded).toBe(403);
        expect(response.json()).toMatchObject({ error: 'INVALID_CALLBACK_URL' });
      }
    }
    const ours = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=x&callbackURL=%2Flogin',
    });
    expect(ours.headers.location).toBe('/login?error=INVALID_TOKEN');
  });

  it('an external sign-in refuses an off-site errorCallbackURL (and callbackURL) before it starts', async () => {
    for (const callback of OFF_SITE) {
      for (const field of ['errorCallbackURL', 'callbackURL', 'newUserCallbackURL']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/social',
          payload: {
            provider: 'google',
            callbackURL: '/',
            errorCallbackURL: '/login',
            [field]: callback,
          },
        });
        expect(response.statusCode, `${field} ${callback}`).toBe(403);
        expect(response.json()).toMatchObject({ error: 'INVALID_CALLBACK_URL' });
      }
    }
  });

  it('the provider’s error comes back to our own error page', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/login' },
    });
    expect(start.statusCode).toBe(200);
    const state = new URL((start.json() as { url: string }).url).searchParams.get('state');
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/auth/callback/google?error=access_denied&state=${String(state)}`,
      headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/login?error=access_denied');
  });

  it('sign-up and reset requests refuse off-site callbacks, so no mailed link can carry one', async () => {
    const email = uniqueEmail();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'long-enough-1', name: '', callbackURL: '/..//evil.example' },
    });
    expect(signUp.statusCode).toBe(403);

    const user = await createUser(t.app);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email, redirectTo: '/..//evil.example' },
    });
    expect(reset.statusCode).toBe(403);

    // A genuine reset link with its callback changed by hand: refused, not followed.
    await t.app.inject({
      method: 'POST',
      url: '/api/support/send-password-reset-email',
      payload: { email: user.email },
    });
    const link = new URL(await latestMailedLink(t.app, user.email));
    for (const callback of OFF_SITE) {
      link.searchParams.set('callbackURL', callback);
      const response = await t.app.inject({ method: 'GET', url: pathOf(link.href) });
      expectStaysHome(response, callback);
      expect(response.statusCode, callback).toBe(403);
    }
  });
});
