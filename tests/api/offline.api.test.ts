import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../src/server/db/schema';
import type { Card } from '../../src/shared/card';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../support/api/cards';
import { drawingsOf } from '../support/api/drawings';
import { hostilePng } from '../support/shared/images';
import { multipart } from '../support/shared/multipart';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

/** A PNG's size read from its IHDR chunk (bytes 16–23), not by the library that drew it. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The CSP as a map of directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const WORKER_SOURCE = "self.addEventListener('fetch', () => {});";

describe('a card offline and on the home screen (docs/product.md#share-offline)', () => {
  let t: TestApp;
  let bare: TestApp;
  let webRoot: string;
  let owner: TestUser;
  let card: Card;
  let plainCard: Card;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'cardvault-offline-'));
    await writeFile(path.join(webRoot, 'showcase-sw.js'), WORKER_SOURCE);
    t = await createTestApp({ PUBLIC_URL: 'https://cards.example.com' }, { webRoot });
    bare = await createTestApp();
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 5 });
    card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Katherine Johnson-Goble',
      jobTitle: 'Mathematician',
      company: 'NASA',
      accentColor: '#0f766e',
      backgroundColor: '#f0fdfa',
    });
    // No photo: its icon is drawn from the initials.
    const form = multipart({
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Ada Lovelace',
      accentColor: '#7c2d12',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    plainCard = created.json<Card>();
  });
  afterAll(async () => {
    await Promise.all([t.close(), bare.close()]);
    await rm(webRoot, { recursive: true, force: true });
  });

  it('links the manifest and the touch icon from the card page, in the card colour', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/showcase?id=${card.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      `<link rel="manifest" href="/showcase/manifest.webmanifest?id=${card.id}">`,
    );
    expect(html).toContain(
      `<link rel="apple-touch-icon" href="/showcase/icon.png?id=${card.id}&amp;size=180">`,
    );
    expect(html).toContain(`<meta name="theme-color" content="${card.accentColor}">`);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it("serves each card's manifest, validated by ETag, the same for everyone", async () => {
    const url = `/showcase/manifest.webmanifest?id=${card.id}`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(response.body) as Record<string, unknown>;
    expect(manifest).toEqual({
      id: `/showcase?id=${card.id}`,
      name: 'Katherine Johnson-Goble',
      short_name: 'Katherine',
      description: 'Mathematician · NASA',
      start_url: `/showcase?id=${card.id}`,
      scope: '/showcase',
      display: 'standalone',
      theme_color: card.accentColor,
      background_color: card.backgroundColor,
      icons: [
        {
          src: `/showcase/icon.png?id=${card.id}&size=192`,
          sizes: '192x192',
          type: 'image/png',
          purpose: 'any',
        },
        {
          src: `/showcase/icon.png?id=${card.id}&size=512`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'any',
        },
      ],
    });
    const etag = String(response.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const asOwner = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(asOwner.body).toBe(response.body);
  });

  it('answers 404 for an unknown card and 400 without an id or with another size', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/showcase/manifest.webmanifest?id=nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
    const unknownIcon = await t.app.inject({
      method: 'GET',
      url: '/showcase/icon.png?id=nope&size=192',
    });
    expect(unknownIcon.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/showcase/manifest.webmanifest' });
    expect(missing.statusCode).toBe(400);
    const odd = await t.app.inject({
      method: 'GET',
      url: `/showcase/icon.png?id=${card.id}&size=100`,
    });
    expect(odd.statusCode).toBe(400);
  });

  it('draws square PNG icons at each size, from the photo or from the initials', async () => {
    const bodies: Buffer[] = [];
    for (const target of [card, plainCard]) {
      for (const size of [180, 192, 512]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/showcase/icon.png?id=${target.id}&size=${size}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers.etag).toBeTruthy();
        expect(pngSize(response.rawPayload)).toEqual({ width: size, height: size });
        bodies.push(response.rawPayload);
      }
    }
    // The photo's icon and the initials' icon are different drawings.
    expect(bodies[1]?.equals(bodies[4] ?? Buffer.alloc(0))).toBe(false);
  });

  it('draws an icon cheaply from a stored photo of any shape, once per card version and size', async () => {
    for (const [width, height] of [
      [1, 512],
      [512, 1],
    ] as const) {
      const created = await createCardAs(t.app, owner.cookie, {
        ...SAMPLE_CARD_FIELDS,
        fullName: 'Dorothy Vaughan',
        accentColor: '#1d4ed8',
      });
      const icon = async (size: number) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/showcase/icon.png?id=${created.id}&size=${size}`,
        });
        expect(response.statusCode).toBe(200);
        expect(pngSize(response.rawPayload)).toEqual({ width: size, height: size });
        return response.rawPayload;
      };
      const [row] = await t.database.db.select().from(cards).where(eq(cards.id, created.id));
      // Without a photo: the initials.
      await t.database.db
        .update(cards)
        .set({ profileImageKey: null })
        .where(eq(cards.id, created.id));
      await t.app.publicCards.forget(created.id);
      const initials = await icon(512);

      // A photo stored before uploads were judged by their shape, as old data would be.
      const key = `cards/${created.id}/old-${width}x${height}.png`;
      await t.app.storage.put(key, await hostilePng({ width, height }), 'image/png');
      await t.database.db
        .update(cards)
        .set({ profileImageKey: key, updatedAt: new Date(row!.updatedAt.getTime() + 1000) })
        .where(eq(cards.id, created.id));
      await t.app.publicCards.forget(created.id);
      const drawn = await drawingsOf(t.app, 'icon');
      const cpu = process.cpuUsage();
      const [large] = await Promise.all([icon(512), icon(512), icon(192), icon(192)]);
      // Whole processor seconds (libvips' threads included), not time on a clock: stretching the
      // column to cover 512 × 512 cost 4–6 s and 384 MiB.
      const used = process.cpuUsage(cpu);
      expect((used.user + used.system) / 1000, `${width} × ${height}`).toBeLessThan(1000);
      // A photo no upload would accept now is not drawn: the card shows its initials.
      expect(large.equals(initials), `${width} × ${height}`).toBe(true);
      // Once per size for this version; asking again draws nothing.
      expect(await drawingsOf(t.app, 'icon')).toBe(drawn + 2);
      await icon(512);
      expect(await drawingsOf(t.app, 'icon')).toBe(drawn + 2);
    }
  });

  it('serves the service worker unpinned, with the card pages as its widest scope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/showcase-sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/showcase');
    expect(response.body).toBe(WORKER_SOURCE);
    const again = await t.app.inject({
      method: 'GET',
      url: '/showcase-sw.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Without a build there is no worker to serve.
    const unbuilt = await bare.app.inject({ method: 'GET', url: '/showcase-sw.js' });
    expect(unbuilt.statusCode).toBe(404);
  });
});
