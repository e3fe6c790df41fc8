import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../tests/support/api/cards';
import { LogCapture } from '../../../tests/support/api/log-capture';
import { send } from '../../../tests/support/api/raw-http';
import { grantSubscription } from '../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../tests/support/api/test-app';
import { startTcpRelay } from '../../../tests/support/api/tcp-relay';
import { createUser } from '../../../tests/support/api/users';

const TOKEN = 'a-metrics-token-long-enough';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Family {
  name: string;
  type: string;
  metrics: { value?: string; labels?: Record<string, string>; buckets?: Record<string, string> }[];
}

/**
 * /metrics read by an independent parser of Prometheus' text format (which also refuses a
 * malformed exposition), with the raw text for the histogram's series: that parser folds a
 * histogram's labelled series into one.
 */
async function scrape(
  t: TestApp,
  headers: Record<string, string> = {},
): Promise<Family[] & { text: string }> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return Object.assign(parsePrometheusTextFormat(response.body) as Family[], {
    text: response.body,
  });
}

/** The `_count` series of the request histogram, by route and status, from the raw text. */
function requestCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const line =
    /^cardvault_http_request_duration_seconds_count\{method="(\w+)",route="([^"]*)",status="(\d+)"\} (\d+)$/gm;
  for (const [, method, route, status, count] of text.matchAll(line))
    counts.set(`${method} ${route} ${status}`, Number(count));
  return counts;
}

const family = (families: Family[], name: string) => {
  const found = families.find((candidate) => candidate.name === name);
  expect(found, `${name} in /metrics`).toBeDefined();
  return found as Family;
};

const value = (families: Family[], name: string, labels: Record<string, string> = {}) =>
  Number(
    family(families, name).metrics.find((metric) =>
      Object.entries(labels).every(([key, wanted]) => metric.labels?.[key] === wanted),
    )?.value,
  );

/** The app's port on 127.0.0.1, listening from the first call on. */
async function listeningPort(t: TestApp): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

describe('metrics, readiness and request ids', () => {
  let t: TestApp;
  let logs: LogCapture;

  beforeAll(async () => {
    logs = new LogCapture();
    t = await createTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }, { logStream: logs });
  });
  afterAll(() => t.close());

  it('counts what Insights flushed, and what waits', async () => {
    const owner = await createUser(t.app, { fullName: 'Metric Owner' });
    await grantSubscription(t.database.db, owner.id, { cards: 1 });
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    await t.app.inject({
      method: 'GET',
      url: `/showcase?id=${card.id}`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
    });
    expect(value(await scrape(t), 'cardvault_analytics_pending')).toBeGreaterThan(0);
    await t.app.analytics.flush();
    const families = await scrape(t);
    expect(value(families, 'cardvault_analytics_pending')).toBe(0);
    expect(
      value(families, 'cardvault_analytics_flushes_total', { result: 'written' }),
    ).toBeGreaterThanOrEqual(1);
    expect(value(families, 'cardvault_analytics_flushes_total', { result: 'failed' })).toBe(0);
    expect(
      value(families, 'cardvault_analytics_flushed_rows_total', { kind: 'visitors' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts routed requests per route pattern and status, never per raw address', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/card/showcase?id=not-a-card-7d1f' });
    const families = await scrape(t);
    expect(family(families, 'cardvault_http_request_duration_seconds').type).toBe('HISTOGRAM');
    const counts = requestCounts(families.text);
    expect(counts.get('GET /api/health 200')).toBeGreaterThanOrEqual(2);
    expect(counts.get('GET /api/card/showcase 404')).toBeGreaterThanOrEqual(1);
    expect(families.text).not.toContain('not-a-card-7d1f');
  });

  it("reports the event loop, the database's queue, the outbox and the public card cache", async () => {
    await t.app.mailer.enqueue({ to: 'someone@example.com', subject: 'Hello', text: 'Hi' });
    const families = await scrape(t);
    expect(value(families, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(families, 'cardvault_database_waiting')).toBeGreaterThanOrEqual(0);
    expect(value(families, 'cardvault_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(value(families, 'cardvault_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(families, 'cardvault_webhook_deliveries_pending')).toBe(0);
    expect(value(families, 'cardvault_webhook_oldest_pending_seconds')).toBe(0);
    expect(value(families, 'cardvault_analytics_pending')).toBeGreaterThanOrEqual(0);
    if (t.database.kind === 'postgres') {
      expect(value(families, 'cardvault_database_connections', { state: 'open' })).toBeGreaterThan(
        0,
      );
    }
    const ratio = value(families, 'cardvault_public_card_hit_ratio');
    expect(ratio).toBeGreaterThanOrEqual(0);
    expect(ratio).toBeLessThanOrEqual(1);
  });

  it('counts what the public card cache saved, cached-response server answers included', async () => {
    const owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id);
    const card = await createCardAs(t.app, owner.cookie, { ...SAMPLE_CARD_FIELDS });
    const before = await scrape(t);
    const hitsBefore = value(before, 'cardvault_public_card_lookups_total', { result: 'hit' });
    const answersBefore = value(before, 'cardvault_front_door_answers_total');

    // The cached-response server sits in front of Fastify's routing: it needs a real socket.
    const port = await listeningPort(t);
    const ids: (string | null)[] = [];
    for (const url of [
      `/api/card/showcase?id=${card.id}`,
      `/api/card/showcase?id=${card.id}`,
      `/api/card/get-vcard?id=${card.id}`,
      `/api/card/get-vcard?id=${card.id}`,
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(response.status).toBe(200);
      ids.push(response.headers.get('x-request-id'));
      await response.arrayBuffer();
    }
    // The first answer of each was routed (an id); those replayed from memory carry none of it.
    expect(ids[0]).toMatch(UUID);
    expect(ids.filter((id) => id !== null && id === ids[0])).toHaveLength(1);
    const after = await scrape(t);
    expect(value(after, 'cardvault_public_card_lookups_total', { result: 'hit' })).toBeGreaterThan(
      hitsBefore,
    );
    expect(value(after, 'cardvault_front_door_answers_total')).toBeGreaterThan(answersBefore);
  });

  it('is refused to other machines without the token, and to anything behind a proxy', async () => {
    const outside = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
    });
    expect(outside.statusCode).toBe(401);
    expect(outside.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(outside.json()).toMatchObject({ error: 'UNAUTHORIZED' });

    const wrongToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrongToken.statusCode).toBe(401);

    // A proxy on this machine connects from loopback: its forwarding headers give it away.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(401);

    await scrape(t, { authorization: `Bearer ${TOKEN}` });
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('answers 404 to a request for another name that a proxy on this machine passed on, unless it has the token', async () => {
    // A proxy that adds no header (HAProxy without forwardfor, stunnel, an SSH tunnel) makes every
    // request loopback; the Host it carries is the site's public name.
    const port = await listeningPort(t);
    const relay = await startTcpRelay(port);
    try {
      for (const host of ['cards.example.com', 'cards.example.com:443', '203.0.113.7:3000']) {
        const answer = await send(relay.port, '/metrics', { host });
        expect(answer.status, host).toBe(404);
        expect(JSON.parse(answer.body.toString())).toMatchObject({ error: 'NOT_FOUND' });
        expect(answer.body.toString()).not.toContain('cardvault_');
      }
      const wrongToken = await send(relay.port, '/metrics', {
        host: 'cards.example.com',
        headers: { authorization: 'Bearer not-the-token-at-all' },
      });
      expect(wrongToken.status).toBe(404);
      const withToken = await send(relay.port, '/metrics', {
        host: 'cards.example.com',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.status).toBe(200);
      expect(
        family(
          parsePrometheusTextFormat(withToken.body.toString()) as Family[],
          'cardvault_outbox_pending',
        ).type,
      ).toBe('GAUGE');
      // The machine's own scraper, addressing the server by a loopback name, needs nothing.
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
        expect((await send(port, '/metrics', { host })).status, host).toBe(200);
      }
    } finally {
      await relay.close();
    }
  });

  it('needs the token for every reader once TRUST_PROXY says a proxy is in front', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', METRICS_TOKEN: TOKEN });
    try {
      const local = await proxied.app.inject({ method: 'GET', url: '/metrics' });
      expect(local.statusCode).toBe(401);
      await scrape(proxied, { authorization: `Bearer ${TOKEN}` });
    } finally {
      await proxied.close();
    }
  });

  it('puts one request id in the answer header, errors included, and in the log lines', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const missing = await t.app.inject({ method: 'GET', url: '/api/card/showcase?id=nothing' });
    expect(missing.statusCode).toBe(404);
    const id = missing.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(id).not.toBe(ok.headers['x-request-id']);
    await expect.poll(() => logs.entries().filter((entry) => entry.reqId === id).length).toBe(1);
    const lines = logs.entries().filter((entry) => entry.reqId === id);
    expect(lines[0]).toMatchObject({ msg: 'request', status: 404 });
  });

  it("keeps a trusted proxy's request id, and ignores one a client makes up", async () => {
    const given = { 'x-request-id': '0123456789abcdef0123456789abcdef' };
    const direct = await t.app.inject({ method: 'GET', url: '/api/health', headers: given });
    expect(direct.headers['x-request-id']).toMatch(UUID);

    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const kept = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: given });
      expect(kept.headers['x-request-id']).toBe(given['x-request-id']);
      const hostile = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'x\r\nSet-Cookie: a=b' },
      });
      expect(hostile.headers['x-request-id']).toMatch(UUID);
    } finally {
      await proxied.close();
    }
  });

  it('is ready with the database up, the migrations applied and the storage writable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, storage: true },
    });
  });

  it('is not ready, saying why, when the storage cannot be written or the database is gone', async () => {
    const broken = await createTestApp();
    const uploads = path.join(broken.dataDir, 'uploads');
    try {
      // The uploads folder replaced by a file: nothing can be stored.
      await rm(uploads, { recursive: true });
      await writeFile(uploads, '');
      const noStorage = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(noStorage.statusCode).toBe(503);
      expect(noStorage.json()).toEqual({
        error: 'NOT_READY',
        message: 'Not ready: storage',
        checks: { database: true, migrations: true, storage: false },
      });
      await rm(uploads);
      await mkdir(uploads);
      await broken.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'NOT_READY',
        message: 'Not ready: database, migrations',
        checks: { database: false, migrations: false, storage: true },
      });
      // Liveness says the same of the database, separately.
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      // Not broken.close(): its database is closed already.
      await broken.app.close();
      await rm(broken.dataDir, { recursive: true, force: true });
    }
  });
});
