import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../../shared/card';
import { cards } from '../../db/schema';
import { jpegWithExif, png } from '../../../../tests/support/shared/images';
import { multipart } from '../../../../tests/support/shared/multipart';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';

const fields = {
  fullName: 'Ada Lovelace',
  jobTitle: 'Analyst',
  company: 'Engines Ltd',
  bio: 'Writes the first programs',
  email: 'ada@example.com',
  phone: '0412 345 678',
  location: 'London',
  website: 'www.example.com',
  github: '@ada',
};

describe('cards API', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ MAX_FILE_SIZE: '1' });
    owner = await createUser(t.app, { fullName: 'Owner' });
    other = await createUser(t.app, { fullName: 'Other' });
    await grantSubscription(t.database.db, owner.id, { cards: 50 });
    await grantSubscription(t.database.db, other.id, { cards: 1 });
  });
  afterAll(() => t.close());

  const create = async (
    user: TestUser | undefined,
    extra: Record<string, string> = {},
    files: Parameters<typeof multipart>[1] = [],
  ) => {
    const form = multipart({ ...fields, ...extra }, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, ...(user ? { cookie: user.cookie } : {}) },
      payload: form.payload,
    });
  };
  const update = (
    user: TestUser,
    values: Record<string, string>,
    files: Parameters<typeof multipart>[1] = [],
  ) => {
    const form = multipart(values, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/card/update-card',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  it('creates a card with both images, normalised links and an unguessable id', async () => {
    const response = await create(owner, {}, [
      {
        field: 'profileImage',
        filename: 'me.jpg',
        contentType: 'image/jpeg',
        content: await jpegWithExif(900, 900),
      },
      {
        field: 'companyLogo',
        filename: 'banner.png',
        contentType: 'image/png',
        content: await png(2400, 600),
      },
    ]);
    expect(response.statusCode).toBe(201);
    const card = response.json<Card>();
    expect(card.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(card).toMatchObject({
      userId: owner.id,
      fullName: 'Ada Lovelace',
      website: 'https://www.example.com',
      github: 'https://github.com/ada',
      deleteOn: 0,
      qrCodeUrl: expect.stringMatching(
        new RegExp(`^/api/card/qr\\?id=${card.id}&format=svg&v=[0-9a-z]+$`),
      ),
    });
    expect(Math.abs(card.createdAt - Date.now() / 1000)).toBeLessThan(60);

    const photo = await t.app.inject({ method: 'GET', url: card.profileImageUrl ?? '' });
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
    const banner = await t.app.inject({ method: 'GET', url: card.bannerImageUrl ?? '' });
    const bannerMeta = await sharp(banner.rawPayload).metadata();
    expect([bannerMeta.width, bannerMeta.height]).toEqual([1600, 400]);
  });

  it('answers 404 for another user’s card on every owner route, and 401 when anonymous', async () => {
    const card = (await create(owner)).json<Card>();
    const asOther = { cookie: other.cookie };
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/card?id=${card.id}`, headers: asOther }))
        .statusCode,
    ).toBe(404);
    expect((await update(other, { ...fields, id: card.id, fullName: 'Hijacked' })).statusCode).toBe(
      404,
    );
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/card/delete-card',
      headers: asOther,
      payload: { id: card.id },
    });
    expect(del.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/card/list-user-cards',
      headers: asOther,
      payload: { page: 1, pageSize: 4 },
    });
    expect(list.json<{ items: Card[] }>().items.map((item) => item.id)).not.toContain(card.id);

    expect((await t.app.inject({ method: 'GET', url: `/api/card?id=${card.id}` })).statusCode).toBe(
      401,
    );
    expect((await create(undefined)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/card/delete-card',
          payload: { id: card.id },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/card/list-user-cards', payload: {} }))
        .statusCode,
    ).toBe(401);

    const still = await t.app.inject({
      method: 'GET',
      url: `/api/card?id=${card.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(still.json()).toMatchObject({ fullName: 'Ada Lovelace' });
  });

  it('shows the public card to anyone without the owner id', async () => {
    const card = (await create(owner, { fullName: '<b>Bold</b> & Co' })).json<Card>();
    const response = await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body.fullName).toBe('<b>Bold</b> & Co');
    expect(body).not.toHaveProperty('userId');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/card/showcase?id=nope' })).statusCode,
    ).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/card/showcase' });
    expect(missing.statusCode).toBe(400);
  });

  it('updates fields, replaces and removes images, and deletes replaced files', async () => {
    const created = (
      await create(owner, {}, [
        {
          field: 'profileImage',
          filename: 'a.png',
          contentType: 'image/png',
          content: await png(50, 50),
        },
      ])
    ).json<Card>();
    const response = await update(
      owner,
      { ...fields, id: created.id, jobTitle: 'Engineer', profileImageName: '' },
      [
        {
          field: 'companyLogo',
          filename: 'b.jpg',
          contentType: 'image/jpeg',
          content: await jpegWithExif(300, 100),
        },
      ],
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json<Card>();
    expect(updated).toMatchObject({ jobTitle: 'Engineer', profileImageUrl: null });
    expect(updated.bannerImageUrl).toMatch(/^\/media\/cards\//);
    expect(
      (await t.app.inject({ method: 'GET', url: created.profileImageUrl ?? '' })).statusCode,
    ).toBe(404);
    expect(updated.updatedAt).toBeGreaterThanOrEqual(created.updatedAt);
  });

  it('validates every field and names it', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ fullName: '' }, 'fullName: Full name is required'],
      [{ jobTitle: 'x'.repeat(101) }, 'jobTitle: Job title must be at most 100 characters'],
      [{ bio: 'x'.repeat(101) }, 'bio: Bio must be at most 100 characters'],
      [{ email: 'nope' }, 'email: Enter a valid email address'],
      [
        { website: 'javascript:alert(1)' },
        'website: Please enter a valid website address e.g. https://www.example.com',
      ],
      [{ linkedin: 'data:text/html,hi' }, 'linkedin: Enter a LinkedIn profile link or handle'],
      [{ phone: '1234567890123456' }, 'phone: Phone must be at most 15 digits'],
      [{ isAdmin: 'yes' }, 'isAdmin: Unrecognized key: "isAdmin"'],
    ];
    for (const [extra, message] of cases) {
      const response = await create(owner, extra);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });

  // docs/decisions/0029: any valid top level, not only 2-6 letters.
  it('saves websites under long top-level domains, on create and on update', async () => {
    const created = await create(owner, { website: 'studio.photography/portfolio' });
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json<Card>();
    expect(card.website).toBe('https://studio.photography/portfolio');

    const updated = await update(owner, { ...fields, id: card.id, website: 'www.acme.consulting' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Card>().website).toBe('https://www.acme.consulting');
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/card?id=${card.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(saved.json<Card>().website).toBe('https://www.acme.consulting');

    const refused = await update(owner, { ...fields, id: card.id, website: 'acme.c' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'website: Please enter a valid website address e.g. https://www.example.com',
    });
  });

  // The texts are docs/product.md#validation-images.
  it('refuses non-images and oversized files with the product texts', async () => {
    const fake = await create(owner, {}, [
      {
        field: 'profileImage',
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        content: Buffer.from('<svg onload=alert(1)>'),
      },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      error: 'INVALID_IMAGE',
      message: 'Invalid file type. Please use JPEG, JPG, or PNG format.',
    });
    const big = await create(owner, {}, [
      {
        field: 'companyLogo',
        filename: 'b.png',
        contentType: 'image/png',
        content: Buffer.alloc(1024 * 1024 + 1),
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: 'FILE_TOO_LARGE',
      message: 'File too large. Maximum size is 1MB.',
      details: { megabytes: 1 },
    });
  });

  it('lists the owner’s cards newest first in pages with the total count', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.database.db, user.id, { cards: 10 });
    for (let i = 1; i <= 5; i += 1)
      expect((await create(user, { fullName: `Card ${i}` })).statusCode).toBe(201);
    const page = async (n: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/card/list-user-cards',
          headers: { cookie: user.cookie },
          payload: { page: n, pageSize: 4 },
        })
      ).json<{ items: Card[]; totalCount: number }>();
    const first = await page(1);
    expect(first.totalCount).toBe(5);
    expect(first.items.map((card) => card.fullName)).toEqual([
      'Card 5',
      'Card 4',
      'Card 3',
      'Card 2',
    ]);
    const second = await page(2);
    expect(second.items.map((card) => card.fullName)).toEqual(['Card 1']);
    expect(second.totalCount).toBe(5);
    expect(await page(3)).toEqual({ items: [], totalCount: 5 });
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/card/list-user-cards',
      headers: { cookie: user.cookie },
      payload: { page: 1, pageSize: 1000 },
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('deletes a card with its files', async () => {
    const card = (
      await create(owner, {}, [
        {
          field: 'profileImage',
          filename: 'a.png',
          contentType: 'image/png',
          content: await png(),
        },
      ])
    ).json<Card>();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/card/delete-card',
      headers: { cookie: owner.cookie },
      payload: { id: card.id, userId: owner.id },
    });
    expect(response.json()).toEqual({ message: 'Card deleted successfully!' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: card.profileImageUrl ?? '' })).statusCode,
    ).toBe(404);
  });

  it('stores phone numbers grouped, country code kept, and the vCard TEL says the same', async () => {
    for (const [sent, stored] of [
      ['+61412345678', '+61 412 345 678'],
      ['0412 345 678', '0412 345 678'],
      ['+442079460958', '+44 20 7946 0958'],
      ['+1 (213) 373-4253', '+1 213 373 4253'],
      ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ] as const) {
      const response = await create(owner, { phone: sent });
      expect(response.statusCode, response.body).toBe(201);
      const card = response.json<Card>();
      expect(card.phone).toBe(stored);
      const shown = await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` });
      expect(shown.json<Card>().phone).toBe(stored);
      const vcard = await t.app.inject({ method: 'GET', url: `/api/card/get-vcard?id=${card.id}` });
      expect(new vCard().parse(vcard.body).get('tel')?.valueOf()).toBe(stored);
    }
    // 15 digits grouped is more than 15 characters and fine; 16 digits are refused.
    const longest = await create(owner, { phone: '+44 20 7946 0958 123' });
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json<Card>().phone.replace(/\D/g, '')).toBe('442079460958123');
    const tooLong = await create(owner, { phone: '+44 20 7946 0958 1234' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain('at most 15 digits');
    const garbage = await create(owner, { phone: '<b>0412</b>' });
    expect(garbage.statusCode).toBe(400);
  });

  it('serves a vCard named after the person, with the photo, readable by a vCard parser', async () => {
    const card = (
      await create(owner, { fullName: 'Zoë Müller', bio: 'Hello; world, again' }, [
        {
          field: 'profileImage',
          filename: 'a.png',
          contentType: 'image/png',
          content: await png(64, 64, true),
        },
      ])
    ).json<Card>();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/card/get-vcard?id=${card.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="zoe-muller.vcf"; filename*=UTF-8''${encodeURIComponent('zoë-müller.vcf')}`,
    );
    const parsed = new vCard().parse(response.body);
    expect(parsed.get('fn')?.valueOf()).toBe('Zoë Müller');
    expect(parsed.get('note')?.valueOf()).toBe('Hello\\; world\\, again');
    const photo = Buffer.from(String(parsed.get('photo')?.valueOf()), 'base64');
    expect((await sharp(photo).metadata()).format).toBe('jpeg');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/card/get-vcard?id=unknown' })).statusCode,
    ).toBe(404);
  });

  it('serves the QR code of the public address as SVG and PNG', async () => {
    const card = (await create(owner)).json<Card>();
    const svg = await t.app.inject({ method: 'GET', url: card.qrCodeUrl });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg/);
    const pngResponse = await t.app.inject({
      method: 'GET',
      url: `/api/card/qr?id=${card.id}&format=png`,
    });
    expect(pngResponse.headers['content-type']).toBe('image/png');
    // Print size (docs/product.md#vcard).
    expect((await sharp(pngResponse.rawPayload).metadata()).width).toBeGreaterThanOrEqual(1024);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/card/qr?id=nope&format=png' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/card/qr?id=${card.id}&format=gif` }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps a card scheduled for deletion public until its time has come', async () => {
    const card = (await create(owner)).json<Card>();
    await t.database.db
      .update(cards)
      .set({ deleteOn: sql`now() + interval '3 days'` })
      .where(eq(cards.id, card.id));
    const soon = await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` });
    expect(soon.json<Card>().deleteOn).toBeGreaterThan(Date.now() / 1000);
    await t.database.db
      .update(cards)
      .set({ deleteOn: sql`now() - interval '1 minute'` })
      .where(eq(cards.id, card.id));
    // Written behind the app's back, as another instance would: wait out the response cache.
    t.app.publicCards.forget(card.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/card?id=${card.id}`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('the public card cache', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CARD_CACHE_SECONDS: '0.3' });
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 3 });
  });
  afterAll(() => t.close());

  const create = async () => {
    const form = multipart(fields);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    return response.json<Card>();
  };
  const page = (id: string) => t.app.inject({ method: 'GET', url: `/showcase?id=${id}` });

  it('shows an edit made through this instance at once', async () => {
    const card = await create();
    expect((await page(card.id)).body).toContain('Ada Lovelace');
    const form = multipart({ ...fields, id: card.id, fullName: 'Ada Byron' });
    await t.app.inject({
      method: 'POST',
      url: '/api/card/update-card',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect((await page(card.id)).body).toContain('Ada Byron');
    const vcard = await t.app.inject({ method: 'GET', url: `/api/card/get-vcard?id=${card.id}` });
    expect(vcard.body).toContain('FN:Ada Byron');
    await t.app.inject({
      method: 'POST',
      url: '/api/card/delete-card',
      headers: { cookie: owner.cookie },
      payload: { id: card.id },
    });
    expect((await page(card.id)).statusCode).toBe(404);
  });

  it('shows a change made elsewhere once the cache time has passed', async () => {
    const card = await create();
    expect((await page(card.id)).body).toContain('Ada Lovelace');
    await t.database.db
      .update(cards)
      .set({ fullName: 'Changed Elsewhere', updatedAt: sql`now()` })
      .where(eq(cards.id, card.id));
    await vi.waitFor(
      async () => expect((await page(card.id)).body).toContain('Changed Elsewhere'),
      {
        timeout: 5000,
        interval: 100,
      },
    );
  });
});

describe('card allocation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (user: TestUser) => {
    const form = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  it('needs a trialing or active subscription', async () => {
    const user = await createUser(t.app);
    const none = await create(user);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ error: 'NO_SUBSCRIPTION' });
    for (const status of ['past_due', 'canceled'] as const) {
      await grantSubscription(t.database.db, user.id, { status, cards: 5 });
      expect((await create(user)).json()).toMatchObject({ error: 'NO_SUBSCRIPTION' });
    }
    await grantSubscription(t.database.db, user.id, { status: 'active', cards: 5 });
    expect((await create(user)).statusCode).toBe(201);
  });

  it('never exceeds the allocation, even with parallel requests', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.database.db, user.id, { cards: 3 });
    const results = await Promise.all(Array.from({ length: 8 }, () => create(user)));
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    const refused = results.filter((response) => response.statusCode === 403);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toEqual({
      error: 'MAX_CARDS',
      message:
        'You have reached the maximum number of cards, please add more cards to your subscription',
    });
    const details = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(details.json()).toMatchObject({
      subscriptionDetails: {
        has_subscription: true,
        status: 'trialing',
        card_allocation: 3,
        current_card_count: 3,
      },
    });
    expect(details.json<{ card_ids: string[] }>().card_ids).toHaveLength(3);
  });
});

describe('card uploads: what is checked before an image is decoded', () => {
  let t: TestApp;
  const NOT_AN_IMAGE = Buffer.from('these bytes would fail to decode as any image');

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_RATE_LIMIT_PER_USER: '3' });
  });
  afterAll(() => t.close());

  const send = (
    url: string,
    user: TestUser,
    files: Parameters<typeof multipart>[1],
    extra: Record<string, string> = {},
  ) => {
    const form = multipart({ ...fields, ...extra }, files);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };
  const image = async (field: string, content?: Buffer) => ({
    field,
    filename: `${field}.png`,
    contentType: 'image/png',
    content: content ?? (await png()),
  });
  /** Everything under the uploads folder, folders included. */
  const uploads = async () =>
    (await readdir(path.join(t.dataDir, 'uploads'), { recursive: true })).sort();

  it('refuses a user without a live subscription or a free slot before decoding anything', async () => {
    const user = await createUser(t.app);
    const before = await uploads();
    // Bytes that do not decode would answer 415 if they were decoded first.
    const none = await send('/api/card/create-card', user, [
      await image('profileImage', NOT_AN_IMAGE),
    ]);
    expect(none.statusCode, none.body).toBe(403);
    expect(none.json()).toMatchObject({ error: 'NO_SUBSCRIPTION' });

    await grantSubscription(t.database.db, user.id, { cards: 1 });
    expect((await send('/api/card/create-card', user, [])).statusCode).toBe(201);
    const full = await send('/api/card/create-card', user, [
      await image('profileImage', NOT_AN_IMAGE),
    ]);
    expect(full.statusCode, full.body).toBe(403);
    expect(full.json()).toMatchObject({ error: 'MAX_CARDS' });
    expect(await uploads()).toEqual(before);
  });

  it('leaves no file and no folder behind when a card is refused after an image was stored', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.database.db, user.id, { cards: 5 });
    const before = await uploads();
    // The profile image is stored, then the banner does not decode: the card is refused.
    const refused = await send('/api/card/create-card', user, [
      await image('profileImage'),
      await image('companyLogo', NOT_AN_IMAGE),
    ]);
    expect(refused.statusCode, refused.body).toBe(415);
    expect(await uploads()).toEqual(before);
  });

  it('limits the uploads of each user, and still saves their cards without files', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.database.db, user.id, { cards: 10 });
    for (let n = 0; n < 3; n += 1) {
      const created = await send('/api/card/create-card', user, [await image('profileImage')]);
      expect(created.statusCode, created.body).toBe(201);
    }
    const limited = await send('/api/card/create-card', user, [await image('profileImage')]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    const account = multipart({ fullName: 'Still Me' }, [await image('profileImage')]);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-user',
      headers: { ...account.headers, cookie: user.cookie },
      payload: account.payload,
    });
    expect(profile.statusCode).toBe(429);
    // Text-only saves are not uploads.
    expect((await send('/api/card/create-card', user, [])).statusCode).toBe(201);
    // Another user has a budget of their own.
    const other = await createUser(t.app);
    await grantSubscription(t.database.db, other.id, { cards: 1 });
    expect(
      (await send('/api/card/create-card', other, [await image('profileImage')])).statusCode,
    ).toBe(201);
  });
});
