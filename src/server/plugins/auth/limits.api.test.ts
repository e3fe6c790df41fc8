import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, outbox } from '../../db/schema';
import { multipart } from '../../../../tests/support/shared/multipart';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, uniqueEmail } from '../../../../tests/support/api/users';

const BOM = '\uFEFF';

/**
 * The limits on what strangers can trigger (password guesses, mails) hold whatever the request
 * looks like: any body encoding better-auth accepts, any X-Forwarded-For a client writes, any
 * address in a client's IPv6 network, any spelling of an e-mail address.
 */
describe('per-address limits and the body as better-auth reads it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, contentType: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType },
      remoteAddress,
    });

  it('no encoding of a sign-in gets a password checked after the address’s limit', async () => {
    const user = await createUser(t.app);
    const json = JSON.stringify({ email: user.email, password: 'wrong-password' });
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/auth/sign-in/email', json, 'application/json')).statusCode).toBe(
        401,
      );
    }
    const right = { email: user.email, password: user.password };
    const attempts: Array<[string, string]> = [
      [new URLSearchParams(right).toString(), 'application/x-www-form-urlencoded'],
      [`${BOM}${JSON.stringify(right)}`, 'application/json'],
      [JSON.stringify(right), 'application/json; charset=utf-8'],
      [JSON.stringify(right), 'Application/JSON'],
      [JSON.stringify({ ...right, email: ` ${user.email.toUpperCase()}` }), 'application/json'],
    ];
    for (const [payload, type] of attempts) {
      const response = await post('/api/auth/sign-in/email', payload, type, '192.0.2.99');
      expect(response.statusCode, `${type}: ${payload}`).not.toBe(200);
      expect(response.headers['set-cookie'], type).toBeUndefined();
      expect([415, 429, 400]).toContain(response.statusCode);
    }
  });

  it('refuses form-encoded and multipart bodies on better-auth’s endpoints; our client sends JSON', async () => {
    const email = uniqueEmail();
    const form = new URLSearchParams({ email, password: 'long-enough-1', name: '' }).toString();
    const signUp = await post('/api/auth/sign-up/email', form, 'application/x-www-form-urlencoded');
    expect(signUp.statusCode).toBe(415);
    expect(signUp.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    const parts = multipart({ email, password: 'long-enough-1', name: '' });
    const multipartSignUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: parts.payload,
      headers: parts.headers,
    });
    expect(multipartSignUp.statusCode).toBe(415);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(rows).toEqual([]);

    const json = await post(
      '/api/auth/sign-up/email',
      JSON.stringify({ email, password: 'long-enough-1', name: '' }),
      'application/json',
    );
    expect(json.statusCode).toBe(200);
  });

  it('counts a reset request with a byte-order mark against its address', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await post(
        '/api/auth/request-password-reset',
        JSON.stringify({ email }),
        'application/json',
        `192.0.2.${i + 10}`,
      );
      statuses.push(response.statusCode);
    }
    const withBom = await post(
      '/api/auth/request-password-reset',
      `${BOM}${JSON.stringify({ email })}`,
      'application/json',
      '192.0.2.20',
    );
    statuses.push(withBom.statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts +tag spellings and Gmail dots of one mailbox as one address', async () => {
    const [local, domain] = uniqueEmail('tagged').split('@') as [string, string];
    const spellings = [
      `${local}@${domain}`,
      `${local}+one@${domain}`,
      `${local.toUpperCase()}+two@${domain.toUpperCase()}`,
      `${local}+three@${domain}`,
    ];
    const statuses: number[] = [];
    for (const email of spellings) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/support/send-password-reset-email',
        payload: { email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const gmail = `${local.replaceAll('-', '')}@gmail.com`;
    const dotted = (email: string) => {
      const [name = '', at = ''] = email.split('@');
      return `${name.split('').join('.')}@${at}`;
    };
    const gmailStatuses: number[] = [];
    for (const email of [
      gmail,
      dotted(gmail),
      gmail.replace('@gmail.com', '+x@googlemail.com'),
      gmail,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/support/send-verification-email',
        payload: { email },
      });
      gmailStatuses.push(response.statusCode);
    }
    expect(gmailStatuses).toEqual([200, 200, 200, 429]);
  });
});

describe('mails per destination per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      SUPPORT_RATE_LIMIT_PER_EMAIL: '1000',
      SUPPORT_RATE_LIMIT_PER_IP: '1000',
      MAILS_PER_ADDRESS_PER_DAY: '3',
    });
  });
  afterAll(() => t.close());

  it('caps the mails strangers can have sent to one mailbox, across every kind of mail', async () => {
    const [local, domain] = uniqueEmail('capped').split('@') as [string, string];
    const address = (tag: string) => `${local}+${tag}@${domain}`;
    const form = multipart({ subject: 'Support', body: 'Hello', email: address('support') });
    const requests = [
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { email: address('a'), password: 'long-enough-1', name: '' },
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/support/send-verification-email',
          payload: { email: address('a') },
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/support/request',
          payload: form.payload,
          headers: form.headers,
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { email: address('b'), password: 'long-enough-1', name: '' },
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: address('a') },
        }),
    ];
    const statuses: number[] = [];
    for (const request of requests) statuses.push((await request()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.to, `${local}+%@${domain}`));
    expect(mails.length).toBeLessThanOrEqual(3);
  });
});

describe('the per-IP key behind a proxy', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const start = async (trustProxy: string) => {
    const t = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '5',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      TRUST_PROXY: trustProxy,
    });
    apps.push(t);
    return t;
  };
  const signIn = (
    t: TestApp,
    remoteAddress: string,
    headers: Record<string, string> = {},
    email = uniqueEmail(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers,
      payload: { email, password: 'wrong-password' },
    });
  const spoofed = (n: number) => `10.${n}.${n}.${n}`;

  for (const trustProxy of ['true', '1', '127.0.0.1']) {
    it(`cannot be chosen by the client's own X-Forwarded-For (TRUST_PROXY=${trustProxy})`, async () => {
      const t = await start(trustProxy);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        // The proxy on loopback appends the address it saw to whatever the client sent.
        const response = await signIn(t, '127.0.0.1', {
          'x-forwarded-for': `${spoofed(i)}, 203.0.113.50`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  }

  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    const t = await start('127.0.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await signIn(t, '198.51.100.23', { 'x-forwarded-for': spoofed(i) });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    const t = await start('false');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await signIn(t, `2001:db8:5:6::${(i + 1).toString(16)}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(t, '2001:db8:5:7::1')).statusCode).toBe(401);
  });

  it('records the same client address in the session as the limits use', async () => {
    const t = await start('1');
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.77' },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const sessions = await t.database.db
      .select({ ip: authSessions.ipAddress })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id));
    expect(sessions.map((session) => session.ip)).toContain('203.0.113.77');
    expect(sessions.map((session) => session.ip)).not.toContain('10.9.9.9');
  });
});

describe('password checks of a signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('limits verify-password and change-password per user, from any address', async () => {
    const user = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-password',
        headers: { cookie: user.cookie },
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { password: `guess-${i}` },
      });
      statuses.push(response.statusCode);
    }
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: user.cookie },
        remoteAddress: `198.51.100.${i + 10}`,
        payload: { currentPassword: `guess-${i}`, newPassword: 'a-new-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-password',
      headers: { cookie: user.cookie },
      payload: { password: user.password },
    });
    expect(right.statusCode).toBe(429);

    const other = await createUser(t.app);
    const unaffected = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-password',
      headers: { cookie: other.cookie },
      payload: { password: other.password },
    });
    expect(unaffected.statusCode).toBe(200);
  });
});
