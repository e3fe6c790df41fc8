import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAs, SAMPLE_CARD_FIELDS, updateCardAs } from '../../../tests/support/api/cards';
import { grantSubscription } from '../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../tests/support/api/users';

const FONT_PRELOAD =
  /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g;
const preloadsOf = (html: string) => [...html.matchAll(FONT_PRELOAD)].map(([, href]) => href);
const fontFacesOf = (html: string) =>
  [...html.matchAll(/@font-face\{[^}]*font-family:'([^']+)'/g)].map(([, family]) => family);

describe('card fonts served from our own origin', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://cards.example.com' });
    owner = await createUser(t.app);
    // Lora and Playfair are premium: choosing them needs a live subscription.
    await grantSubscription(t.database.db, owner.id, { cards: 5 });
  });
  afterAll(() => t.close());

  const page = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/showcase?id=${id}` });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('serves a font file as font/woff2, cached for a year as immutable, with the package bytes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/fonts/inter-400.woff2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const packaged = readFileSync(
      createRequire(import.meta.url).resolve(
        '@fontsource/inter/files/inter-latin-400-normal.woff2',
      ),
    );
    expect(response.rawPayload.equals(packaged)).toBe(true);
    expect(String(response.headers['content-security-policy'])).toMatch(/font-src 'self'/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/fonts/inter-400.woff2',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('answers 404 for any other name under /fonts/', async () => {
    for (const url of [
      '/fonts/comic-400.woff2',
      '/fonts/inter-500.woff2',
      '/fonts/inter-400.woff',
      '/fonts/system-400.woff2',
      '/fonts/inter-latin-400-normal.woff2',
      '/fonts/%2e%2e%2fpackage.json',
      '/fonts/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toBe('font/woff2');
    }
  });

  it('preloads and declares only the font of the card on its public page', async () => {
    const lora = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fontFamily: 'lora',
    });
    expect(lora.fontFamily).toBe('lora');
    const html = await page(lora.id);
    expect(preloadsOf(html)).toEqual(['/fonts/lora-400.woff2', '/fonts/lora-700.woff2']);
    expect(new Set(fontFacesOf(html))).toEqual(new Set(['Lora', 'Lora Fallback']));
    expect(html).toContain('<style data-card-font="lora">');
    expect(html).not.toMatch(/fonts\.googleapis|fonts\.gstatic|@import/);
    // What the page preloads, the server serves.
    for (const href of preloadsOf(html)) {
      const file = await t.app.inject({ method: 'GET', url: href ?? '' });
      expect(file.statusCode, href).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('follows the font the owner picks afterwards, and loads nothing for the system font', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    expect(card.fontFamily).toBe('system');
    const system = await page(card.id);
    expect(preloadsOf(system)).toEqual([]);
    expect(system).not.toContain('@font-face');
    expect(system).not.toContain('/fonts/');

    await updateCardAs(t.app, owner.cookie, card.id, {
      ...SAMPLE_CARD_FIELDS,
      fontFamily: 'inter',
    });
    const inter = await page(card.id);
    expect(preloadsOf(inter)).toEqual(['/fonts/inter-400.woff2', '/fonts/inter-700.woff2']);
    expect(new Set(fontFacesOf(inter))).toEqual(new Set(['Inter', 'Inter Fallback']));

    await updateCardAs(t.app, owner.cookie, card.id, {
      ...SAMPLE_CARD_FIELDS,
      fontFamily: 'system',
    });
    expect(preloadsOf(await page(card.id))).toEqual([]);
  });
});
