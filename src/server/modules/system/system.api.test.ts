import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';

describe('system routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      MAX_FILE_SIZE: '3',
      SUPPORT_MAX_ATTACHMENTS: '4',
      BODY_LIMIT_KB: '1',
    });
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.TEST_DB });
  });

  it('lets checks that arrive together share one database ping; a later check pings anew', async () => {
    const database = t.database;
    const ping = database.ping;
    let pings = 0;
    // Counts the pings of the real database; each one still reaches it.
    database.ping = () => {
      pings += 1;
      return ping.call(database);
    };
    try {
      const together = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(together.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      expect(pings).toBe(1);
      const later = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(later.statusCode).toBe(200);
      expect(pings).toBe(2);
    } finally {
      database.ping = ping;
    }
  });

  it('answers 503 with an error body when the database is gone', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'DATABASE_UNAVAILABLE',
        message: 'The database did not answer',
      });
    } finally {
      // Not broken.close(): its database is closed already.
      await broken.app.close();
      await rm(broken.dataDir, { recursive: true, force: true });
    }
  });

  it('serves the public configuration from the environment, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      MAX_FILE_SIZE: 3,
      SUPPORT_MAX_ATTACHMENT_SIZE: 5,
      SUPPORT_MAX_ATTACHMENTS: 4,
      SUPPORT_ALLOWED_MIME_TYPES: 'image/*',
      RETENTION_DAYS: 30,
      // app.inject's Host is localhost: a loopback address, without PUBLIC_URL.
      SITE_ORIGIN: 'http://localhost',
      SITE_LOCAL_TO: 'device',
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'No route GET /api/no-such-thing',
    });
  });

  it('rejects malformed JSON with 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'INVALID_JSON',
      message: 'Request body is not valid JSON',
    });
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('rejects bodies over the configured limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2048) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });

  it('publishes an OpenAPI 3 document and a viewer', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const spec = document.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/public-config.json']),
    );
    const viewer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends strict security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://cards.example.com' });
    const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    await secure.close();
  });
});
