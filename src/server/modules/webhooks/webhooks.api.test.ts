import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_TEST_LIMITS, type WebhookList } from '../../../shared/webhooks';
import { cards, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import {
  createCardAs,
  SAMPLE_CARD_FIELDS,
  updateCardAs,
} from '../../../../tests/support/api/cards';
import { verifyStandardWebhook } from '../../../../tests/support/fakes/standard-webhooks';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import { WebhookReceiver } from '../../../../tests/support/fakes/webhook-receiver';
import { checkTarget, RefusedTargetError, type ResolveHost } from './address-guard';
import {
  createWebhookDispatcher,
  WEBHOOK_IN_FLIGHT_PER_ENDPOINT,
  WEBHOOK_IN_FLIGHT_PER_OWNER,
} from './dispatcher';
import { DeliveryError, postWebhook } from './post-webhook';
import { emitWebhookEvent } from './service';

/** The job that purges expired cards, as the server runs it, run once now. */
const purgeExpiredCards = (app: FastifyInstance) => app.jobs.named('purge-expired-cards').run(app);

/** Names a test resolves without a network; anything else does not resolve. */
const names = new Map<string, string>([
  ['public.example', '127.0.0.1'],
  ['hooks.example', '93.184.215.14'],
  ['mixed.example', '93.184.215.14 10.0.0.7'],
]);
const resolveHost: ResolveHost = (hostname) => {
  const addresses = names.get(hostname);
  if (!addresses) return Promise.reject(new Error(`getaddrinfo ENOTFOUND ${hostname}`));
  return Promise.resolve(
    addresses.split(' ').map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
};

interface Payload {
  type: string;
  timestamp: string;
  data: {
    card?: { id: string; fullName?: string };
    endpointId?: string;
    lead?: Record<string, unknown>;
  };
}

async function post(t: TestApp, user: TestUser, url: string, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
}

async function addEndpoint(t: TestApp, user: TestUser, url: string, events: string[]) {
  const response = await post(t, user, '/api/webhooks/create', { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; secret: string }>();
}

const deliveriesOf = (t: TestApp, endpointId: string) =>
  t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));

/** Makes every pending delivery due now (instead of waiting out the back-off). */
const makeDue = (t: TestApp) =>
  t.database.db.update(webhookDeliveries).set({ nextAttemptAt: new Date(0) });

describe('webhooks to a loopback listener (WEBHOOK_ALLOW_PRIVATE=true)', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp(
      { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '1000' },
      { resolveHost },
    );
    owner = await createUser(t.app, { fullName: 'Olive Owner' });
    other = await createUser(t.app, { fullName: 'Oscar Other' });
    await grantSubscription(t.database.db, owner.id, { cards: 10 });
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('signs card.updated, card.deleted and test deliveries so that an independent reader verifies them', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const endpoint = await addEndpoint(t, owner, `${receiver.url}/signed`, [
      'card.updated',
      'card.deleted',
    ]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{40,}={0,2}$/);

    await updateCardAs(t.app, owner.cookie, card.id, { ...SAMPLE_CARD_FIELDS, jobTitle: 'CEO' });
    const test = await post(t, owner, '/api/webhooks/test', { id: endpoint.id });
    expect(test.statusCode, test.body).toBe(202);
    const deleted = await post(t, owner, '/api/card/delete-card', { id: card.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.app.webhooks.deliverDue();

    const received = receiver.at('/signed');
    const types = received.map((request) => (JSON.parse(request.body) as Payload).type);
    expect(types.sort()).toEqual(['card.deleted', 'card.updated', 'webhook.test']);
    for (const request of received) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(await verifyStandardWebhook(endpoint.secret, request.headers, request.body)).toBe(
        true,
      );
      // Another secret, or one changed byte, and the signature no longer holds.
      const otherSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
      expect(await verifyStandardWebhook(otherSecret, request.headers, request.body)).toBe(false);
      expect(
        await verifyStandardWebhook(endpoint.secret, request.headers, `${request.body} `),
      ).toBe(false);
    }
    const byType = (type: string) =>
      received
        .map((request) => JSON.parse(request.body) as Payload)
        .find((payload) => payload.type === type);
    expect(byType('card.updated')?.data.card).toMatchObject({ id: card.id, jobTitle: 'CEO' });
    expect(byType('card.deleted')?.data.card).toEqual({ id: card.id });
    expect(byType('webhook.test')?.data.endpointId).toBe(endpoint.id);
    expect(Date.parse(byType('card.updated')?.timestamp ?? '')).toBeGreaterThan(0);

    const list = (await post(t, owner, '/api/webhooks/list')).json<WebhookList>();
    const listed = list.items.find((item) => item.id === endpoint.id);
    expect(listed).toMatchObject({
      url: `${receiver.url}/signed`,
      events: ['card.updated', 'card.deleted'],
    });
    expect(listed?.deliveries).toHaveLength(3);
    for (const delivery of listed?.deliveries ?? []) {
      expect(delivery).toMatchObject({ status: 'sent', attempts: 1, lastStatusCode: 200 });
    }
    // The webhook-id header is the delivery's id.
    expect(received.map((request) => request.headers['webhook-id']).sort()).toEqual(
      listed?.deliveries.map((delivery) => delivery.id).sort(),
    );
    // The secret left the server once, in the answer that created the endpoint.
    expect(JSON.stringify(list)).not.toContain(endpoint.secret.slice(6));
  });

  it('sends lead.created with the lead when a visitor shares their details', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const endpoint = await addEndpoint(t, owner, `${receiver.url}/leads`, ['lead.created']);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/leads/submit',
      payload: {
        cardId: card.id,
        name: 'Vera Visitor',
        email: 'vera@example.com',
        company: 'Acme',
        consent: true,
        elapsedMs: 5_000,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await t.app.webhooks.deliverDue();
    const [request, ...more] = receiver.at('/leads');
    expect(more).toEqual([]);
    expect(await verifyStandardWebhook(endpoint.secret, request!.headers, request!.body)).toBe(
      true,
    );
    const payload = JSON.parse(request!.body) as Payload;
    expect(payload.type).toBe('lead.created');
    expect(payload.data.lead).toMatchObject({
      cardId: card.id,
      name: 'Vera Visitor',
      email: 'vera@example.com',
      company: 'Acme',
      consentText: expect.stringContaining('Grace Hopper'),
    });
  });

  it('connects to the address that was checked, naming the host as the URL does', async () => {
    const user = await createUser(t.app);
    // Only the test's resolver knows this name: the system's DNS would not find it, so a request
    // that arrives proves it went to the checked address and asked nothing else.
    let asked = 0;
    names.set('pinned.example', '127.0.0.1');
    const counting: ResolveHost = (hostname) => {
      asked += 1;
      return resolveHost(hostname);
    };
    const endpoint = await addEndpoint(t, user, `http://pinned.example:${receiver.port}/pinned`, [
      'card.updated',
    ]);
    const dispatcher = createWebhookDispatcher({
      db: t.database.db,
      log: t.app.log,
      config: t.config.webhooks,
      resolveHost: counting,
    });
    await emitWebhookEvent(t.app, { holder: { ownerId: user.id }, type: 'card.updated', data: {} });
    await dispatcher.deliverDue();
    const [sent] = await deliveriesOf(t, endpoint.id);
    expect(sent).toMatchObject({ status: 'sent', lastStatusCode: 200 });
    expect(receiver.at('/pinned')[0]?.headers.host).toBe(`pinned.example:${receiver.port}`);
    expect(asked).toBe(1);
  });

  it('queues nothing for an endpoint not subscribed to the event, nor for another user', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const onlyDeletes = await addEndpoint(t, owner, `${receiver.url}/deletes`, ['card.deleted']);
    const others = await addEndpoint(t, other, `${receiver.url}/others`, ['card.updated']);
    await updateCardAs(t.app, owner.cookie, card.id, SAMPLE_CARD_FIELDS);
    expect(await deliveriesOf(t, onlyDeletes.id)).toEqual([]);
    expect(await deliveriesOf(t, others.id)).toEqual([]);
  });

  it("answers 404 for another user's endpoint and lists only one's own", async () => {
    const endpoint = await addEndpoint(t, owner, `${receiver.url}/mine`, ['card.updated']);
    for (const route of ['/api/webhooks/delete', '/api/webhooks/test']) {
      const response = await post(t, other, route, { id: endpoint.id });
      expect(response.statusCode, route).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    const unknown = await post(t, owner, '/api/webhooks/test', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const list = (await post(t, other, '/api/webhooks/list')).json<WebhookList>();
    expect(list.items.map((item) => item.id)).not.toContain(endpoint.id);

    const removed = await post(t, owner, '/api/webhooks/delete', { id: endpoint.id });
    expect(removed.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(rows).toEqual([]);
    expect((await post(t, owner, '/api/webhooks/delete', { id: endpoint.id })).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not a URL, an empty event list and an unknown event, naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ url: 'not a url', events: ['card.updated'] }, /^url: /],
      [{ url: 'ftp://hooks.example/x', events: ['card.updated'] }, /^url: /],
      [{ url: `${receiver.url}/x`, events: [] }, /^events: /],
      [{ url: `${receiver.url}/x`, events: ['card.created'] }, /^events/],
      [{ url: `https://hooks.example/${'a'.repeat(2_100)}`, events: ['card.updated'] }, /^url: /],
    ];
    for (const [payload, message] of cases) {
      const response = await post(t, owner, '/api/webhooks/create', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
  });

  it('tells the owner card.deleted when a card is purged at the end of its retention', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.database.db, user.id, { cards: 1 });
    const card = await createCardAs(t.app, user.cookie, SAMPLE_CARD_FIELDS);
    const endpoint = await addEndpoint(t, user, `${receiver.url}/purged`, ['card.deleted']);
    await t.database.db
      .update(cards)
      .set({ deleteOn: sql`now() - interval '1 second'` })
      .where(eq(cards.id, card.id));
    expect(await purgeExpiredCards(t.app)).toBeGreaterThanOrEqual(1);
    await t.app.webhooks.deliverDue();
    const received = receiver.at('/purged').map((request) => JSON.parse(request.body) as Payload);
    expect(received).toMatchObject([{ type: 'card.deleted', data: { card: { id: card.id } } }]);
    expect(await deliveriesOf(t, endpoint.id)).toMatchObject([{ status: 'sent' }]);
  });

  it('keeps a delivery while the listener is down and delivers it once when it is back', async () => {
    const user = await createUser(t.app);
    const later = new WebhookReceiver();
    await later.start();
    const port = later.port;
    await later.stop();
    const endpoint = await addEndpoint(t, user, `http://127.0.0.1:${port}/later`, ['card.updated']);
    const dispatcher = createWebhookDispatcher({
      db: t.database.db,
      log: t.app.log,
      config: t.config.webhooks,
      resolveHost,
      // Due again at once: the retry below needs no wait for its back-off.
      retryBaseMs: 0,
    });
    expect(
      await emitWebhookEvent(t.app, {
        holder: { ownerId: user.id },
        type: 'card.updated',
        data: { n: 1 },
      }),
    ).toBe(1);
    await dispatcher.deliverDue();
    const [down] = await deliveriesOf(t, endpoint.id);
    expect(down).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(down?.lastError).toMatch(/ECONNREFUSED/);

    await later.start(port);
    try {
      // Two passes at once stand in for two instances: SKIP LOCKED keeps them apart.
      await Promise.all([dispatcher.deliverDue(), dispatcher.deliverDue()]);
      await dispatcher.deliverDue();
      expect(later.at('/later')).toHaveLength(1);
      const [sent] = await deliveriesOf(t, endpoint.id);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastStatusCode: 200 });
      expect(sent?.deliveredAt).toBeInstanceOf(Date);
      expect(later.at('/later')[0]?.headers['webhook-id']).toBe(sent?.id);
    } finally {
      await later.stop();
    }
  });

  it('cuts a hanging endpoint at its deadline and retries it later, while other deliveries go', async () => {
    const user = await createUser(t.app);
    receiver.behaviour = (request, response) => {
      if (request.path === '/hang') return; // never answers
      response.writeHead(204).end();
    };
    try {
      const hanging = await addEndpoint(t, user, `${receiver.url}/hang`, ['card.updated']);
      const fine = await addEndpoint(t, user, `${receiver.url}/fine`, ['card.updated']);
      await emitWebhookEvent(t.app, {
        holder: { ownerId: user.id },
        type: 'card.updated',
        data: {},
      });
      const started = Date.now();
      await t.app.webhooks.deliverDue();
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(900);
      expect(took).toBeLessThan(5_000);
      const [cut] = await deliveriesOf(t, hanging.id);
      expect(cut).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
      expect(cut?.lastError).toMatch(/no answer within 1000 ms/);
      expect(cut?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      const [sent] = await deliveriesOf(t, fine.id);
      expect(sent).toMatchObject({ status: 'sent', lastStatusCode: 204 });
    } finally {
      receiver.behaviour = (_request, response) => response.writeHead(200).end('{"ok":true}');
    }
  });

  it('lists a delivery as queued, sending while its request is in flight, retrying, then delivered', async () => {
    const user = await createUser(t.app);
    let release: ((status: number) => void) | undefined;
    const arrived = new Promise<void>((resolve) => {
      receiver.behaviour = (request, response) => {
        if (request.path !== '/states') return response.writeHead(200).end('{"ok":true}');
        release = (status) => {
          release = undefined;
          response.writeHead(status).end();
        };
        resolve();
      };
    });
    const stateOf = async () => {
      const list = (await post(t, user, '/api/webhooks/list')).json<WebhookList>();
      return list.items[0]?.deliveries[0];
    };
    try {
      const endpoint = await addEndpoint(t, user, `${receiver.url}/states`, ['card.updated']);
      expect((await post(t, user, '/api/webhooks/test', { id: endpoint.id })).statusCode).toBe(202);
      expect(await stateOf()).toMatchObject({ state: 'queued', attempts: 0, nextAttemptAt: null });

      const pass = t.app.webhooks.deliverDue();
      await arrived;
      // Counted as an attempt when claimed, but in flight: not a retry.
      expect(await stateOf()).toMatchObject({
        state: 'sending',
        status: 'pending',
        attempts: 1,
        lastStatusCode: null,
        nextAttemptAt: null,
      });
      release?.(500);
      await pass;
      const retrying = await stateOf();
      expect(retrying).toMatchObject({ state: 'retrying', attempts: 1, lastStatusCode: 500 });
      expect(Date.parse(retrying?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());

      receiver.behaviour = (_request, response) => response.writeHead(200).end('{"ok":true}');
      await makeDue(t);
      await t.app.webhooks.deliverDue();
      expect(await stateOf()).toMatchObject({
        state: 'delivered',
        status: 'sent',
        attempts: 2,
        lastStatusCode: 200,
        nextAttemptAt: null,
      });
    } finally {
      release?.(200);
      receiver.behaviour = (_request, response) => response.writeHead(200).end('{"ok":true}');
    }
  });

  it('keeps only a short excerpt of an answer, and gives up after the last attempt', async () => {
    const user = await createUser(t.app);
    receiver.behaviour = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`${'Internal trouble. '.repeat(4_000)}`);
    };
    try {
      const endpoint = await addEndpoint(t, user, `${receiver.url}/broken`, ['card.deleted']);
      const dispatcher = createWebhookDispatcher({
        db: t.database.db,
        log: t.app.log,
        config: t.config.webhooks,
        resolveHost,
        retryBaseMs: 1,
        maxAttempts: 2,
      });
      await emitWebhookEvent(t.app, {
        holder: { ownerId: user.id },
        type: 'card.deleted',
        data: {},
      });
      await dispatcher.deliverDue();
      const [first] = await deliveriesOf(t, endpoint.id);
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
      expect(first?.lastError).toBe('HTTP 500');
      expect(first?.responseExcerpt?.length).toBeLessThanOrEqual(200);
      expect(first?.responseExcerpt).toMatch(/^Internal trouble\. Internal/);
      await makeDue(t);
      await dispatcher.deliverDue();
      const [last] = await deliveriesOf(t, endpoint.id);
      expect(last).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 500 });
      const list = (await post(t, user, '/api/webhooks/list')).json<WebhookList>();
      expect(list.items[0]?.deliveries[0]).toMatchObject({
        status: 'failed',
        attempts: 2,
        lastStatusCode: 500,
      });
      expect(JSON.stringify(list)).not.toContain('Internal trouble');
    } finally {
      receiver.behaviour = (_request, response) => response.writeHead(200).end('{"ok":true}');
    }
  });

  it('follows up to three redirects with the same signed request, and no more', async () => {
    const user = await createUser(t.app);
    receiver.behaviour = (request, response) => {
      const hop = /^\/hop(\d+)$/.exec(request.path);
      if (hop) {
        response.writeHead(307, { location: `/hop${Number(hop[1]) + 1}` }).end();
      } else response.writeHead(200).end();
    };
    try {
      const near = await addEndpoint(t, user, `${receiver.url}/hop2`, ['card.updated']);
      await emitWebhookEvent(t.app, {
        holder: { ownerId: user.id },
        type: 'card.updated',
        data: {},
      });
      await t.app.webhooks.deliverDue();
      // hop2 → hop3 → hop4 → hop5 are three redirects followed; hop5's own redirect is one too many.
      const [tooFar] = await deliveriesOf(t, near.id);
      expect(tooFar?.lastError).toBe('more than 3 redirects');
      expect(receiver.at('/hop5')).toHaveLength(1);

      receiver.behaviour = (request, response) => {
        if (request.path === '/moved') response.writeHead(308, { location: '/landed' }).end();
        else response.writeHead(200).end();
      };
      const moved = await addEndpoint(t, user, `${receiver.url}/moved`, ['card.deleted']);
      await emitWebhookEvent(t.app, {
        holder: { ownerId: user.id },
        type: 'card.deleted',
        data: {},
      });
      await t.app.webhooks.deliverDue();
      const [landed] = await deliveriesOf(t, moved.id);
      expect(landed).toMatchObject({ status: 'sent', lastStatusCode: 200 });
      const request = receiver.at('/landed').at(-1);
      expect(
        request && (await verifyStandardWebhook(moved.secret, request.headers, request.body)),
      ).toBe(true);
    } finally {
      receiver.behaviour = (_request, response) => response.writeHead(200).end('{"ok":true}');
    }
  });
});

describe('webhooks never reach private addresses without the test flag', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({}, { resolveHost });
    expect(t.config.webhooks.allowPrivate).toBe(false);
    owner = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('refuses plain http, private addresses and names that resolve to one, at creation', async () => {
    const cases: [string, RegExp][] = [
      ['http://hooks.example/cardvault', /^url: the URL must start with https:\/\//],
      [`https://127.0.0.1:${receiver.port}/hook`, /^url: 127\.0\.0\.1 is a loopback address/],
      ['https://localhost/hook', /^url: localhost could not be resolved/],
      ['https://public.example/hook', /^url: public\.example resolves to a loopback address/],
      ['https://mixed.example/hook', /^url: mixed\.example resolves to a private address/],
      ['https://169.254.169.254/latest/meta-data', /link-local/],
      ['https://[::1]/hook', /loopback/],
      ['https://[::ffff:127.0.0.1]/hook', /loopback/],
      ['https://[fd00::1]/hook', /private/],
      ['https://100.64.1.1/hook', /shared/],
      ['https://0.0.0.0/hook', /unspecified/],
      ['https://nowhere.example/hook', /could not be resolved/],
    ];
    for (const [url, message] of cases) {
      const response = await post(t, owner, '/api/webhooks/create', {
        url,
        events: ['card.updated'],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toMatch(message);
    }
    // Each with its reason and what it names, for the screen to say it in another language.
    const named = async (url: string) =>
      (await post(t, owner, '/api/webhooks/create', { url, events: ['card.updated'] })).json<{
        details?: Record<string, string>;
      }>().details;
    expect(await named('http://hooks.example/cardvault')).toEqual({ reason: 'NOT_HTTPS' });
    expect(await named('https://public.example/hook')).toEqual({
      reason: 'RESOLVES_NOT_PUBLIC',
      host: 'public.example',
      address: '127.0.0.1',
    });
    expect(await named('https://nowhere.example/hook')).toEqual({
      reason: 'UNRESOLVED',
      host: 'nowhere.example',
    });
    const allowed = await post(t, owner, '/api/webhooks/create', {
      url: 'https://hooks.example/cardvault',
      events: ['card.updated'],
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('checks again at delivery: a name that now resolves to loopback gets nothing', async () => {
    const user = await createUser(t.app);
    names.set('rebind.example', '93.184.215.14');
    const endpoint = await addEndpoint(t, user, 'https://rebind.example/hook', ['card.updated']);
    // The name was public when the endpoint was added; now it points at this machine.
    names.set('rebind.example', '127.0.0.1');
    await emitWebhookEvent(t.app, { holder: { ownerId: user.id }, type: 'card.updated', data: {} });
    await t.app.webhooks.deliverDue();
    const [refused] = await deliveriesOf(t, endpoint.id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(refused?.lastError).toBe('rebind.example resolves to a loopback address (127.0.0.1)');
    expect(receiver.received).toEqual([]);
  });

  it('refuses a redirect from an allowed endpoint to a private address', async () => {
    receiver.behaviour = (request, response) => {
      if (request.path === '/start') {
        response.writeHead(302, { location: `https://127.0.0.1:${receiver.port}/internal` }).end();
      } else response.writeHead(200).end();
    };
    const rules = { resolveHost, allowPrivate: false };
    // The test lets the first hop through to its listener as if it were public; every later
    // hop goes through the real check.
    const start = new URL(`${receiver.url}/start`);
    const check = (url: URL) =>
      url.href === start.href
        ? Promise.resolve({ url, hostname: '127.0.0.1', address: '127.0.0.1', family: 4 as const })
        : checkTarget(url, rules);
    const attempt = () =>
      postWebhook(start.href, { ...rules, check, headers: {}, body: '{}', timeoutMs: 2_000 });
    await expect(attempt()).rejects.toThrow(RefusedTargetError);
    await expect(attempt()).rejects.toThrow(/^127\.0\.0\.1 is a loopback address$/);
    expect(receiver.at('/start')).toHaveLength(2);
    expect(receiver.at('/internal')).toHaveLength(0);

    // And to https on a name that resolves to loopback.
    receiver.behaviour = (_request, response) =>
      response.writeHead(301, { location: 'https://public.example/internal' }).end();
    await expect(attempt()).rejects.toThrow(/public\.example resolves to a loopback address/);
    // …and to plain http.
    receiver.behaviour = (_request, response) =>
      response.writeHead(303, { location: `${receiver.url}/internal` }).end();
    await expect(attempt()).rejects.toThrow(/must start with https/);
    expect(receiver.at('/internal')).toHaveLength(0);
  });

  it('cuts an answer that does not come in time', async () => {
    receiver.behaviour = () => undefined;
    const check = (url: URL) =>
      Promise.resolve({ url, hostname: '127.0.0.1', address: '127.0.0.1', family: 4 as const });
    await expect(
      postWebhook(`${receiver.url}/silent`, {
        resolveHost,
        allowPrivate: false,
        check,
        headers: {},
        body: '{}',
        timeoutMs: 300,
      }),
    ).rejects.toThrow(DeliveryError);
  });
});

describe('test events are limited, and one owner cannot hold the shared delivery slots', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;

  beforeAll(async () => {
    await receiver.start();
    // A long deadline: an endpoint that never answers holds its deliveries for the whole test.
    t = await createTestApp(
      { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '60000' },
      { resolveHost },
    );
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('answers 429 with a clear message after the test events an endpoint, then a user, may send', async () => {
    const user = await createUser(t.app);
    const { perEndpoint, perUser } = WEBHOOK_TEST_LIMITS;
    const endpoints = [];
    for (let i = 0; i * perEndpoint.max <= perUser.max; i += 1) {
      endpoints.push(await addEndpoint(t, user, `${receiver.url}/limited-${i}`, ['card.updated']));
    }
    const sendTest = (id: string) => post(t, user, '/api/webhooks/test', { id });
    for (let i = 0; i < perEndpoint.max; i += 1) {
      expect((await sendTest(endpoints[0]!.id)).statusCode).toBe(202);
    }
    const tooMany = await sendTest(endpoints[0]!.id);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toEqual({
      error: 'RATE_LIMITED',
      message: `Too many test events for this endpoint: at most ${perEndpoint.max} in ${perEndpoint.windowMinutes} minutes. Try again in ${perEndpoint.windowMinutes} minutes.`,
      details: { minutes: perEndpoint.windowMinutes },
    });
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);

    // The user's other endpoints take test events until the user's own limit.
    let accepted = perEndpoint.max;
    for (const endpoint of endpoints.slice(1)) {
      for (let i = 0; i < perEndpoint.max && accepted < perUser.max; i += 1, accepted += 1) {
        expect((await sendTest(endpoint.id)).statusCode).toBe(202);
      }
    }
    const overUser = await sendTest(endpoints.at(-1)!.id);
    expect(overUser.statusCode).toBe(429);
    expect(overUser.json<{ message: string }>().message).toBe(
      `Too many test events: at most ${perUser.max} in ${perUser.windowMinutes} minutes across your endpoints. Try again in ${perUser.windowMinutes} minutes.`,
    );
    const queued = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.endpointId,
          endpoints.map((endpoint) => endpoint.id),
        ),
      );
    expect(queued).toHaveLength(perUser.max);
    // Another user is not limited by this one.
    const other = await createUser(t.app);
    const theirs = await addEndpoint(t, other, `${receiver.url}/limited-other`, ['card.updated']);
    expect((await post(t, other, '/api/webhooks/test', { id: theirs.id })).statusCode).toBe(202);
    await t.database.db.delete(webhookDeliveries);
  });

  it("delivers another owner's events while one owner's endpoints accept and never answer", async () => {
    const silent = await new WebhookReceiver().start();
    silent.behaviour = () => undefined;
    const pass: Promise<number>[] = [];
    try {
      const hoarder = await createUser(t.app);
      const slow = [];
      for (const name of ['a', 'b', 'c']) {
        slow.push(await addEndpoint(t, hoarder, `${silent.url}/slow-${name}`, ['card.updated']));
      }
      for (let n = 0; n < 4; n += 1) {
        await emitWebhookEvent(t.app, {
          holder: { ownerId: hoarder.id },
          type: 'card.updated',
          data: { n },
        });
      }
      const other = await createUser(t.app);
      const theirs = await addEndpoint(t, other, `${receiver.url}/other-owner`, ['card.updated']);
      // Queued after the slow owner's twelve deliveries, before the pass starts…
      await emitWebhookEvent(t.app, {
        holder: { ownerId: other.id },
        type: 'card.updated',
        data: {},
      });
      pass.push(t.app.webhooks.deliverDue());
      await vi.waitFor(() => expect(receiver.at('/other-owner')).toHaveLength(1), {
        timeout: 20_000,
        interval: 50,
      });
      await vi.waitFor(() => expect(silent.received.length).toBeGreaterThan(0), {
        timeout: 20_000,
        interval: 50,
      });
      // …and while the pass waits on the silent endpoint, through the API.
      const test = await post(t, other, '/api/webhooks/test', { id: theirs.id });
      expect(test.statusCode, test.body).toBe(202);
      await vi.waitFor(() => expect(receiver.at('/other-owner')).toHaveLength(2), {
        timeout: 20_000,
        interval: 50,
      });

      const received = receiver.at('/other-owner');
      for (const request of received) {
        expect(await verifyStandardWebhook(theirs.secret, request.headers, request.body)).toBe(
          true,
        );
      }
      // The slow owner's deliveries are all still waiting for an answer, and they hold no more
      // than their share of the slots.
      const slowDeliveries = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(
          inArray(
            webhookDeliveries.endpointId,
            slow.map((endpoint) => endpoint.id),
          ),
        );
      expect(slowDeliveries).toHaveLength(12);
      expect(slowDeliveries.every((delivery) => delivery.status === 'pending')).toBe(true);
      expect(silent.received.length).toBeLessThanOrEqual(WEBHOOK_IN_FLIGHT_PER_OWNER);
      for (const endpoint of ['a', 'b', 'c']) {
        expect(silent.at(`/slow-${endpoint}`).length).toBeLessThanOrEqual(
          WEBHOOK_IN_FLIGHT_PER_ENDPOINT,
        );
      }
    } finally {
      // The silent endpoint hangs up: its attempts end, and the pass with them.
      await silent.stop();
      await Promise.all(pass);
    }
  });
});

describe("webhooks to the operator's own network (WEBHOOK_ALLOWED_NETWORKS)", () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    await receiver.start();
    names.set('lan-tool.example', '127.0.0.1');
    t = await createTestApp({ WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8' }, { resolveHost });
    expect(t.config.webhooks.allowPrivate).toBe(false);
    owner = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('delivers to an allowed loopback network over plain http, signed', async () => {
    for (const url of [`${receiver.url}/n8n`, `http://lan-tool.example:${receiver.port}/n8n`]) {
      const endpoint = await addEndpoint(t, owner, url, ['card.updated']);
      const test = await post(t, owner, '/api/webhooks/test', { id: endpoint.id });
      expect(test.statusCode, test.body).toBe(202);
      await t.app.webhooks.deliverDue();
      const [request, ...more] = receiver.at('/n8n').slice(-1);
      expect(more).toEqual([]);
      expect(request?.headers['webhook-id']).toBe(test.json<{ id: string }>().id);
      expect(await verifyStandardWebhook(endpoint.secret, request!.headers, request!.body)).toBe(
        true,
      );
      expect((JSON.parse(request!.body) as Payload).type).toBe('webhook.test');
      const [sent] = await deliveriesOf(t, endpoint.id);
      expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastStatusCode: 200 });
    }
    expect(receiver.at('/n8n')).toHaveLength(2);
  });

  it('refuses what the list does not hold, as before', async () => {
    const cases: [string, RegExp][] = [
      ['http://hooks.example/cardvault', /^url: the URL must start with https:\/\//],
      [`http://[::1]:${receiver.port}/hook`, /^url: ::1 is a loopback address/],
      ['https://mixed.example/hook', /^url: mixed\.example resolves to a private address/],
      ['http://10.0.0.7/hook', /^url: 10\.0\.0\.7 is a private address/],
      ['http://169.254.169.254/latest/meta-data', /^url: 169\.254\.169\.254 is a link-local/],
      ['http://[::ffff:0:127.0.0.1]/hook', /translated IPv4 address/],
    ];
    for (const [url, message] of cases) {
      const response = await post(t, owner, '/api/webhooks/create', {
        url,
        events: ['card.updated'],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toMatch(message);
    }
    expect(receiver.received.filter((request) => request.path === '/hook')).toEqual([]);
  });

  it('refuses a redirect from an allowed endpoint to an address outside the list', async () => {
    const user = await createUser(t.app);
    receiver.behaviour = (request, response) => {
      if (request.path === '/hop') {
        response.writeHead(307, { location: 'http://mixed.example/internal' }).end();
      } else response.writeHead(200).end();
    };
    try {
      const endpoint = await addEndpoint(t, user, `${receiver.url}/hop`, ['card.updated']);
      await emitWebhookEvent(t.app, {
        holder: { ownerId: user.id },
        type: 'card.updated',
        data: {},
      });
      await t.app.webhooks.deliverDue();
      const [refused] = await deliveriesOf(t, endpoint.id);
      expect(refused).toMatchObject({ status: 'pending', lastStatusCode: null });
      expect(refused?.lastError).toBe('mixed.example resolves to a private address (10.0.0.7)');
    } finally {
      receiver.behaviour = (_request, response) => response.writeHead(200).end('{"ok":true}');
    }
  });
});
