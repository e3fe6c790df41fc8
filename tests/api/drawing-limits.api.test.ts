import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/shared/card';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../support/api/cards';
import { drawingsOf } from '../support/api/drawings';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser } from '../support/api/users';

const PER_CLIENT = 6;

/**
 * What a stranger can make the server draw (docs/product.md#drawing-limits): QR codes, home-screen
 * icons and vCard photos are drawn once per card version and kept, and each client address may
 * start only DRAWING_RATE_LIMIT_PER_IP drawings per window. Here nothing is kept
 * (PUBLIC_CARD_CACHE_SECONDS=0), so every request would draw.
 */
describe('drawings a stranger can start', () => {
  let t: TestApp;
  let card: Card;

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_CARD_CACHE_SECONDS: '0',
      DRAWING_RATE_LIMIT_PER_IP: String(PER_CLIENT),
    });
    const owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 2 });
    card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
  });
  afterAll(() => t.close());

  const fetchAs = (remoteAddress: string, url: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  it('are limited per client address: past the limit a 429, and nothing more is drawn', async () => {
    const urls = [
      `/api/card/qr?id=${card.id}&format=png`,
      `/api/card/qr?id=${card.id}&format=svg&content=vcard`,
      `/showcase/icon.png?id=${card.id}&size=512`,
      `/api/card/get-vcard?id=${card.id}`,
    ];
    const before = await Promise.all(
      ['qr', 'icon', 'vcard-photo'].map((kind) => drawingsOf(t.app, kind)),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 3 * PER_CLIENT; i += 1) {
      const response = await fetchAs('203.0.113.7', urls[i % urls.length] ?? '');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          error: 'RATE_LIMITED',
          message: expect.any(String),
          details: { minutes: expect.any(Number) },
        });
      }
    }
    expect(
      statuses.slice(0, PER_CLIENT).every((status) => status === 200),
      String(statuses),
    ).toBe(true);
    expect(
      statuses.slice(PER_CLIENT).every((status) => status === 429),
      String(statuses),
    ).toBe(true);
    const after = await Promise.all(
      ['qr', 'icon', 'vcard-photo'].map((kind) => drawingsOf(t.app, kind)),
    );
    const drawn = after.reduce((sum, count, i) => sum + count - (before[i] ?? 0), 0);
    expect(drawn).toBe(PER_CLIENT);

    // Another client is not held back by the first one.
    expect((await fetchAs('198.51.100.20', urls[0] ?? '')).statusCode).toBe(200);
    // Nor is anything that draws nothing: the page itself.
    expect((await fetchAs('203.0.113.7', `/showcase?id=${card.id}`)).statusCode).toBe(200);
  });
});
