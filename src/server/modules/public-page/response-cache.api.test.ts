import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import {
  createCardAs,
  SAMPLE_CARD_FIELDS,
  updateCardAs,
} from '../../../../tests/support/api/cards';

const fields = SAMPLE_CARD_FIELDS;

describe('prepared public responses: ETag, 304 and invalidation', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    // A long cache time: only invalidation can make a change show.
    t = await createTestApp({ PUBLIC_CARD_CACHE_SECONDS: '3600' });
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 10 });
  });
  afterAll(() => t.close());

  const create = () => createCardAs(t.app, owner.cookie, fields);
  const rename = (id: string, fullName: string) =>
    updateCardAs(t.app, owner.cookie, id, { ...fields, fullName });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  for (const [name, path] of [
    ['the public card page', (id: string) => `/showcase?id=${id}`],
    ['the vCard', (id: string) => `/api/card/get-vcard?id=${id}`],
  ] as const) {
    it(`${name}: answers 304 to its ETag, and a new ETag and body after an edit`, async () => {
      const card = await create();
      const first = await get(path(card.id));
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect((await get(path(card.id))).headers.etag).toBe(etag);

      const revalidated = await get(path(card.id), { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect((await get(path(card.id), { 'if-none-match': '"other"' })).statusCode).toBe(200);

      await rename(card.id, 'Amazing Grace');
      const changed = await get(path(card.id), { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('Amazing Grace');
      expect(changed.headers.etag).not.toBe(etag);

      await t.app.inject({
        method: 'POST',
        url: '/api/card/delete-card',
        headers: { cookie: owner.cookie },
        payload: { id: card.id },
      });
      const gone = await get(path(card.id), { 'if-none-match': changed.headers.etag as string });
      expect(gone.statusCode).toBe(404);
    });
  }

  it('never caches nor validates the owner’s page', async () => {
    const card = await create();
    const anonymous = await get(`/showcase?id=${card.id}`);
    const asOwner = await get(`/showcase?id=${card.id}`, {
      cookie: owner.cookie,
      'if-none-match': anonymous.headers.etag as string,
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers.etag).toBeUndefined();
    expect(asOwner.headers['cache-control']).toBe('private, no-cache');
    expect(asOwner.body).toContain('data-action="delete"');
    expect((await get(`/showcase?id=${card.id}`)).body).not.toContain('data-action="delete"');
  });

  it('the QR code: 304 to its ETag, for each format', async () => {
    const card = await create();
    for (const format of ['svg', 'png']) {
      const url = `/api/card/qr?id=${card.id}&format=${format}`;
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': `W/${etag}` });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });
});
