import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/shared/card';
import { png } from '../support/shared/images';
import { multipart } from '../support/shared/multipart';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

const PRIVATE = 'private, no-store';

/**
 * Answers meant for one person (a card being edited, the sessions of an account, a checkout) must
 * never be kept by a shared cache or the browser's: every /api answer without a Cache-Control of
 * its own gets `private, no-store`. The public card routes keep theirs.
 */
describe('Cache-Control of API answers', () => {
  let t: TestApp;
  let owner: TestUser;
  let card: Card;
  let checkoutId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 2, status: 'canceled' });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: { cookie: owner.cookie },
      payload: { card_quantity: 1, is_reactivation: true },
    });
    checkoutId =
      new URL(started.json<{ url: string }>().url, 'http://x').searchParams.get('session') ?? '';
    await grantSubscription(t.database.db, owner.id, { cards: 2, status: 'trialing' });
    const form = multipart(
      {
        fullName: 'Ada Lovelace',
        jobTitle: 'Analyst',
        email: 'ada@example.com',
        phone: '0412 345 678',
        location: 'London',
      },
      [
        {
          field: 'profileImage',
          filename: 'me.png',
          contentType: 'image/png',
          content: await png(),
        },
      ],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    card = created.json<Card>();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('marks private answers private, no-store', async () => {
    const answers = {
      'the card being edited': await get(`/api/card?id=${card.id}`, owner.cookie),
      'the sessions of the account': await get('/api/auth/list-sessions', owner.cookie),
      'a test checkout': await get(`/api/billing/local/checkout/${checkoutId}`, owner.cookie),
      'the user': await t.app.inject({
        method: 'POST',
        url: '/api/user/get-user',
        headers: { cookie: owner.cookie },
        payload: {},
      }),
      'a refusal (401)': await get(`/api/card?id=${card.id}`),
      'an unknown API path (404)': await get('/api/no/such/route'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, name).toBeLessThan(500);
      expect(response.headers['cache-control'], name).toBe(PRIVATE);
    }
    expect(answers['the card being edited'].statusCode).toBe(200);
    expect(answers['the sessions of the account'].statusCode).toBe(200);
    expect(answers['a test checkout'].statusCode).toBe(200);
    // The auth library sets its own here, which is stricter still.
    expect((await get('/api/auth/get-session', owner.cookie)).headers['cache-control']).toMatch(
      /no-store/,
    );
  });

  it('gives every documented API route a Cache-Control', async () => {
    // A user of its own: the walk signs out on the way.
    const walker = await createUser(t.app);
    const document = (await get('/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{(\w+)\}/g, 'x');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url,
          headers: { cookie: walker.cookie },
          ...(method === 'post' ? { payload: {} } : {}),
        });
        if (!response.headers['cache-control']) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the public card routes’ own caching', async () => {
    expect((await get(`/api/card/qr?id=${card.id}&format=svg`)).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
    expect((await get(`/api/card/get-vcard?id=${card.id}`)).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await get(card.profileImageUrl ?? '')).headers['cache-control']).toMatch(
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    );
  });
});
