import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../tests/support/api/cards';
import { LogCapture } from '../../../tests/support/api/log-capture';
import { writeInfoLine } from './request-log';
import { grantSubscription } from '../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../tests/support/api/test-app';
import {
  createUser,
  latestMailedLink,
  pathOf,
  type TestUser,
} from '../../../tests/support/api/users';

/**
 * The request log at its default level: one line per request with the method, the route's
 * pattern, the status, the time and the request id, and nothing a credential could be read from;
 * a failed request in full with its error (lib/request-log.ts).
 */
describe('the request log', () => {
  const log = new LogCapture();
  let t: TestApp;
  let origin: string;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: log,
        extend: (app) =>
          app.get('/api/test-failure', async () => {
            throw new Error('the disk caught fire');
          }),
      },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 5 });
  });
  afterAll(() => t.close());

  const linesOf = (reqId: string | null) =>
    log.entries().filter((entry) => entry.reqId === reqId && entry.reqId !== undefined);

  it('writes one line per request: method, route pattern, status, time and request id', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const response = await fetch(`${origin}/api/card/showcase?id=${card.id}`);
    expect(response.status).toBe(200);
    const reqId = response.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => linesOf(reqId).length).toBe(1);
    const [line] = linesOf(reqId);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/card/showcase',
      status: 200,
      reqId,
    });
    expect(typeof line?.ms).toBe('number');
    // Fastify's logger is one whose parts the everyday line is made from (no pino fallback).
    expect(
      writeInfoLine(t.app.log, { reqId: 'probe', method: 'GET', route: '/', status: 200, ms: 0 }),
    ).toBe(true);
    // The pattern, not the URL: no query, no id, no address.
    expect(line).not.toHaveProperty('url');
    expect(JSON.stringify(line)).not.toContain(card.id);
  });

  it('gives a public page answered from memory its own id, in its header and its one line', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const url = `${origin}/api/card/get-vcard?id=${card.id}`;
    const first = await fetch(url);
    const answeredBefore = t.app.publicCards.stats.cachedResponseAnswers;
    const second = await fetch(url);
    expect(await second.text()).toBe(await first.text());
    // The second came from memory, without routing: its line is the cached-response server's.
    expect(t.app.publicCards.stats.cachedResponseAnswers).toBe(answeredBefore + 1);
    const ids = [first, second].map((response) => response.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      await expect.poll(() => linesOf(id).length).toBe(1);
      expect(linesOf(id)[0]).toMatchObject({
        msg: 'request',
        method: 'GET',
        route: '/api/card/get-vcard',
        status: 200,
      });
    }
  });

  it('logs a failed request in full, once, with its error and the redacted URL', async () => {
    const response = await fetch(`${origin}/api/test-failure?token=secret-value-123`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: 'INTERNAL_ERROR',
      message: 'Something went wrong',
    });
    const reqId = response.headers.get('x-request-id');
    await expect.poll(() => linesOf(reqId).length).toBe(1);
    const [line] = linesOf(reqId);
    expect(line).toMatchObject({
      level: 50,
      msg: 'request failed',
      problem: 'unhandled error',
      method: 'GET',
      route: '/api/test-failure',
      status: 500,
      url: '/api/test-failure?token=[redacted]',
      remoteAddress: '127.0.0.1',
      err: { message: 'the disk caught fire' },
    });
    expect(String((line?.err as { stack?: unknown }).stack)).toContain('request-log.api.test');
    expect(log.text).not.toContain('secret-value-123');
  });

  it('never writes a cookie, a token or a reset id, even under a burst of requests', async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/support/send-password-reset-email',
      payload: { email: user.email },
    });
    const reset = pathOf(await latestMailedLink(t.app, user.email));
    const resetId = /\/reset-password\/([^/?]+)/.exec(reset)?.[1] ?? '';
    expect(resetId).not.toBe('');
    const sessionToken = decodeURIComponent(user.cookie.split('=')[1]?.split('.')[0] ?? '');
    expect(sessionToken.length).toBeGreaterThan(10);

    const before = log.lines.length;
    const burst = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? fetch(`${origin}${reset}`, { redirect: 'manual' })
        : fetch(`${origin}/api/card/list-user-cards`, {
            method: 'POST',
            headers: {
              cookie: user.cookie,
              authorization: `Bearer ${sessionToken}`,
              'content-type': 'application/json',
              origin,
            },
            body: JSON.stringify({ page: 1, pageSize: 10 }),
          }),
    );
    await Promise.all((await Promise.all(burst)).map((response) => response.arrayBuffer()));
    await expect.poll(() => log.lines.length - before).toBeGreaterThanOrEqual(200);
    for (const secret of [resetId, sessionToken, user.cookie]) {
      expect(log.text).not.toContain(secret);
    }
  });
});
