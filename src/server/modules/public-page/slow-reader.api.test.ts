import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser } from '../../../../tests/support/api/users';

/**
 * A client that asks for a public page over and over on one connection and never reads the
 * answers: the server stops answering once the connection's buffers are full (it does not queue
 * answers in memory), and when the client goes away nothing of the connection is left.
 */
describe('a client that stops reading', () => {
  let t: TestApp;
  let port: number;
  let path: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CARD_CACHE_SECONDS: '3600' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    const owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 1 });
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    path = `/showcase?id=${card.id}`;
    // Once through the route, so that the cached-response server has the answer.
    expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(200);
  });
  afterAll(() => t.close());

  const connections = () =>
    new Promise<number>((resolve, reject) =>
      t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );

  it('is answered only as far as its buffers go, and leaves nothing once it is gone', async () => {
    const asked = 4_000;
    const answeredBefore = t.app.publicCards.stats.cachedResponseAnswers;
    // This test's own fetches may keep a connection open: only the slow client's must go.
    const others = await connections();
    const socket = net.connect({ host: '127.0.0.1', port });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.pause();
    const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    socket.write(request.repeat(asked));

    // The answers stop growing well before every request is answered: the server waits for the
    // client to read instead of holding thousands of pages for it.
    let last = -1;
    await expect
      .poll(
        () => {
          const answered = t.app.publicCards.stats.cachedResponseAnswers - answeredBefore;
          const settled = answered === last && answered > 0;
          last = answered;
          return settled;
        },
        { interval: 200, timeout: 20_000 },
      )
      .toBe(true);
    const answered = t.app.publicCards.stats.cachedResponseAnswers - answeredBefore;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(asked / 2);

    socket.destroy();
    await expect.poll(connections, { timeout: 10_000 }).toBe(others);
    // The server still answers everyone else at once.
    expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(200);
  });
});
