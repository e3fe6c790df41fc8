import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture } from '../../../../tests/support/api/log-capture';
import { multipart } from '../../../../tests/support/shared/multipart';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  createUser,
  latestMailedLink,
  pathOf,
  signUp,
  uniqueEmail,
} from '../../../../tests/support/api/users';

/**
 * Links that carry a credential (verification, password reset, support confirmation, an OAuth
 * callback's code and state) are followed like any request, and the request log records every
 * URL: the credential must not reach the log.
 */
describe('credentials in URLs stay out of the request log', () => {
  const log = new LogCapture();
  let t: TestApp;
  beforeAll(async () => {
    // At debug every request is logged in full, its URL included: the URLs must be redacted.
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: log });
  });
  afterAll(() => t.close());

  const secretsOf = (link: string) => {
    const url = new URL(link);
    const secrets = [...url.searchParams.entries()]
      .filter(([name]) => name === 'token')
      .map(([, value]) => value);
    const pathToken = /\/reset-password\/([^/?]+)/.exec(url.pathname)?.[1];
    return pathToken ? [...secrets, pathToken] : secrets;
  };

  it('redacts verification and reset tokens, in the query and in the path', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const verification = await latestMailedLink(t.app, email);
    const verificationSecrets = secretsOf(verification);
    expect(verificationSecrets).toHaveLength(1);
    await t.app.inject({ method: 'GET', url: pathOf(verification) });

    const user = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/support/send-password-reset-email',
      payload: { email: user.email },
    });
    const reset = await latestMailedLink(t.app, user.email);
    const resetSecrets = secretsOf(reset);
    expect(resetSecrets).toHaveLength(1);
    const landing = await t.app.inject({ method: 'GET', url: pathOf(reset) });
    const next = new URL(String(landing.headers.location), 'http://localhost');
    const handedOn = next.searchParams.get('token');
    expect(handedOn).toBeTruthy();
    // The browser then opens the reset form with the token in its address.
    await t.app.inject({ method: 'GET', url: `${next.pathname}${next.search}` });

    const urls = log.requestUrls();
    expect(urls.some((url) => url.startsWith('/api/auth/verify-email?'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/api/auth/reset-password/'))).toBe(true);
    for (const secret of [...verificationSecrets, ...resetSecrets, String(handedOn)]) {
      expect(log.text).not.toContain(secret);
      expect(log.text).not.toContain(encodeURIComponent(secret));
    }
    expect(urls.filter((url) => url.includes('[redacted]')).length).toBeGreaterThanOrEqual(3);
  });

  it('redacts the support confirmation token and an OAuth callback’s code and state', async () => {
    const email = uniqueEmail('visitor');
    const form = multipart({ subject: 'Support', body: 'Hello there', email });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/support/request',
      payload: form.payload,
      headers: form.headers,
    });
    expect(sent.statusCode).toBe(200);
    const confirm = await latestMailedLink(t.app, email);
    const [token] = secretsOf(confirm);
    expect(token).toBeTruthy();
    await t.app.inject({ method: 'GET', url: pathOf(confirm) });

    const code = 'authorization-code-0123456789';
    const state = 'state-value-0123456789';
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/callback/google?code=${code}&state=${state}`,
    });

    expect(log.text).not.toContain(String(token));
    expect(log.text).not.toContain(code);
    expect(log.text).not.toContain(state);
    expect(log.requestUrls()).toContain('/api/support/confirm?token=[redacted]');
  });
});
