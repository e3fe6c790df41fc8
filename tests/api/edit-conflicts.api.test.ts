/**
 * Edit versions (docs/product.md#edit-conflicts): every card and profile answer carries a
 * version, an update based on an older one is refused with 409 EDIT_CONFLICT and changes nothing,
 * and of parallel saves based on one version exactly one wins. Images swap without leaving a file
 * behind, and deleting a card or an account removes every file of theirs, whatever earlier
 * uploads left (docs/product.md#account-data).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/shared/card';
import type { CurrentUser } from '../../src/shared/user';
import { multipart } from '../support/shared/multipart';
import { grantSubscription, makeAdmin } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

const CARD_FIELDS = {
  fullName: 'Ada Lovelace',
  jobTitle: 'Analyst',
  email: 'ada@example.com',
  phone: '0412 345 678',
  location: 'London',
};

type FilePart = NonNullable<Parameters<typeof multipart>[1]>[number];

/** A small PNG of one colour, as the file field `field`. */
async function picture(field: string, red: number): Promise<FilePart> {
  const content = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: red, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return { field, filename: `p${red}.png`, contentType: 'image/png', content };
}

const keyOf = (url: string | null) => (url ? url.slice('/media/'.length) : null);

describe('edit versions and the files they swap', () => {
  let t: TestApp;
  let uploads: string;

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_RATE_LIMIT_PER_USER: '1000' });
    uploads = t.config.storage.uploadsDir;
  });
  afterAll(() => t.close());

  /** Every file under `folder` of the uploads, as storage keys. */
  async function filesIn(folder: string): Promise<string[]> {
    const entries = await readdir(path.join(uploads, folder), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(uploads, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .sort();
  }

  async function owner(): Promise<TestUser> {
    const user = await createUser(t.app, { fullName: 'Ada Lovelace' });
    await grantSubscription(t.database.db, user.id, { cards: 5 });
    return user;
  }

  async function createCard(user: TestUser): Promise<Card> {
    const form = multipart(CARD_FIELDS, [await picture('profileImage', 10)]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Card>();
  }

  const updateCard = (user: TestUser, fields: Record<string, string>, files: FilePart[] = []) => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/card/update-card',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  const updateUser = (user: TestUser, fields: Record<string, string>, files: FilePart[] = []) => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/update-user',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  const getCard = async (user: TestUser, id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/card?id=${id}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Card>();
  };

  const getUser = async (user: TestUser) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CurrentUser>();
  };

  /** The keys of a card's images, as its answer names them. */
  const cardKeys = (card: Card) =>
    [card.profileImageUrl, card.bannerImageUrl, card.brandLogoUrl]
      .map(keyOf)
      .filter((key): key is string => key !== null)
      .sort();

  it('gives every card answer its version, moved on by each save; the public card has none', async () => {
    const user = await owner();
    const created = await createCard(user);
    expect(created.version).toBe(1);
    expect((await getCard(user, created.id)).version).toBe(1);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/card/list-user-cards',
      headers: { cookie: user.cookie },
      payload: { page: 1, pageSize: 10 },
    });
    expect(list.json<{ items: Card[] }>().items.map((card) => card.version)).toEqual([1]);
    const saved = await updateCard(user, {
      ...CARD_FIELDS,
      id: created.id,
      version: '1',
      jobTitle: 'Engineer',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Card>().version).toBe(2);
    expect((await getCard(user, created.id)).version).toBe(2);
    const publicCard = await t.app.inject({
      method: 'GET',
      url: `/api/card/showcase?id=${created.id}`,
    });
    expect(publicCard.statusCode).toBe(200);
    expect(publicCard.json()).not.toHaveProperty('version');
    const admin = await createUser(t.app);
    await makeAdmin(t.database.db, admin.id);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/card/list-cards',
      headers: { cookie: admin.cookie },
      payload: { page: 1, pageSize: 10, search: created.id },
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<{ items: Card[] }>().items).toEqual([
      expect.objectContaining({ id: created.id, version: 2 }),
    ]);
  });

  it('gives every profile answer its version, moved on by each save', async () => {
    const user = await createUser(t.app, { profile: false });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      headers: { cookie: user.cookie },
      payload: {
        auth_uid: user.id,
        email: user.email,
        fullName: 'Grace Hopper',
        termsAccepted: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<CurrentUser>().version).toBe(1);
    expect((await getUser(user)).version).toBe(1);
    const saved = await updateUser(user, { fullName: 'Grace B. Hopper', version: '1' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CurrentUser>().version).toBe(2);
    expect((await getUser(user)).version).toBe(2);
  });

  it('refuses a card save based on an old version with 409 EDIT_CONFLICT, changing nothing and keeping no file', async () => {
    const user = await owner();
    const card = await createCard(user);
    // Tab A saves a new job title.
    const first = await updateCard(user, {
      ...CARD_FIELDS,
      id: card.id,
      version: '1',
      jobTitle: 'Engineer',
    });
    expect(first.statusCode, first.body).toBe(200);
    // Tab B, opened earlier, saves a new location and a new picture over the old job title.
    const stale = await updateCard(
      user,
      { ...CARD_FIELDS, id: card.id, version: '1', location: 'Paris' },
      [await picture('profileImage', 200)],
    );
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({
      error: 'EDIT_CONFLICT',
      message: expect.stringContaining('it is at version 2; your change is based on version 1'),
    });
    const kept = await getCard(user, card.id);
    expect(kept).toMatchObject({ jobTitle: 'Engineer', location: 'London', version: 2 });
    expect(kept.profileImageUrl).toBe(first.json<Card>().profileImageUrl);
    expect(await filesIn(`cards/${card.id}`)).toEqual(cardKeys(kept));
    // Based on the newer version, both changes are saved.
    const both = await updateCard(user, {
      ...CARD_FIELDS,
      id: card.id,
      version: '2',
      jobTitle: 'Engineer',
      location: 'Paris',
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<Card>()).toMatchObject({
      jobTitle: 'Engineer',
      location: 'Paris',
      version: 3,
    });
  });

  it('refuses a profile save based on an old version with 409 EDIT_CONFLICT, keeping no file', async () => {
    const user = await createUser(t.app, { fullName: 'Grace Hopper' });
    const first = await updateUser(user, { fullName: 'Grace Brewster Hopper', version: '1' });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await updateUser(user, { fullName: 'Amazing Grace', version: '1' }, [
      await picture('profileImage', 30),
    ]);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'EDIT_CONFLICT' });
    const kept = await getUser(user);
    expect(kept).toMatchObject({
      fullName: 'Grace Brewster Hopper',
      profileImageUrl: null,
      version: 2,
    });
    expect(await filesIn(`avatars/${user.id}`)).toEqual([]);
  });

  it('lets exactly one of parallel card saves based on one version win', async () => {
    const user = await owner();
    const card = await createCard(user);
    const cities = ['Paris', 'Rome', 'Oslo', 'Lima', 'Cairo', 'Quito'];
    const answers = await Promise.all(
      cities.map(async (location, index) =>
        updateCard(user, { ...CARD_FIELDS, id: card.id, version: '1', location }, [
          await picture('profileImage', 40 + index),
          await picture('companyLogo', 90 + index),
        ]),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(cities.length - 1);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<Card>();
    const saved = await getCard(user, card.id);
    expect(saved.version).toBe(2);
    expect(saved.location).toBe(winner.location);
    expect(saved.profileImageUrl).toBe(winner.profileImageUrl);
    // The losers' pictures and the one the winner replaced are gone.
    expect(await filesIn(`cards/${card.id}`)).toEqual(cardKeys(saved));
  });

  it('lets exactly one of parallel profile saves based on one version win', async () => {
    const user = await createUser(t.app, { fullName: 'Grace Hopper' });
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(async (index) =>
        updateUser(user, { fullName: `Grace ${index}`, version: '1' }, [
          await picture('profileImage', 60 + index),
        ]),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
    const saved = await getUser(user);
    expect(saved.version).toBe(2);
    expect(saved.fullName).toBe(won[0]!.json<CurrentUser>().fullName);
    expect(await filesIn(`avatars/${user.id}`)).toEqual([keyOf(saved.profileImageUrl)]);
  });

  it('applies a save without version (an older client) to whatever is saved, and parallel ones leave no file behind', async () => {
    const user = await owner();
    const card = await createCard(user);
    const plain = await updateCard(user, { ...CARD_FIELDS, id: card.id, jobTitle: 'Engineer' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<Card>()).toMatchObject({ jobTitle: 'Engineer', version: 2 });

    const avatars = await Promise.all(
      [0, 1, 2, 3, 4].map(async (index) =>
        updateUser(user, { fullName: 'Ada Lovelace' }, [await picture('profileImage', index)]),
      ),
    );
    expect(avatars.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const profile = await getUser(user);
    expect(profile.version).toBe(6);
    expect(await filesIn(`avatars/${user.id}`)).toEqual([keyOf(profile.profileImageUrl)]);

    const images = await Promise.all(
      [0, 1, 2, 3].map(async (index) =>
        updateCard(user, { ...CARD_FIELDS, id: card.id }, [
          await picture('profileImage', 100 + index),
          await picture('brandLogo', 150 + index),
        ]),
      ),
    );
    expect(images.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const saved = await getCard(user, card.id);
    expect(saved.version).toBe(6);
    expect(await filesIn(`cards/${card.id}`)).toEqual(cardKeys(saved));
  });

  it('tells API clients about version and the 409 in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { post: { description?: string; responses: object } }>;
    }>();
    for (const route of ['/api/card/update-card', '/api/user/update-user']) {
      const operation = document.paths[route]!.post;
      expect(operation.description, route).toMatch(/Send `version`.*409 `EDIT_CONFLICT`/s);
      expect(operation.description, route).toMatch(/Without `version`/);
      expect(operation.responses, route).toHaveProperty('409');
    }
  });

  it('refuses a version that is not a whole number from 1', async () => {
    const user = await owner();
    const card = await createCard(user);
    for (const version of ['abc', '0', '-1', '1.5', '', '99999999999']) {
      const onCard = await updateCard(user, { ...CARD_FIELDS, id: card.id, version });
      expect(onCard.statusCode, version).toBe(400);
      expect(onCard.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: expect.stringMatching(/^version: /),
      });
      const onProfile = await updateUser(user, { fullName: 'Ada', version });
      expect(onProfile.statusCode, version).toBe(400);
      expect(onProfile.json()).toMatchObject({ message: expect.stringMatching(/^version: /) });
    }
    expect((await getCard(user, card.id)).version).toBe(1);
  });

  it('does not move the version when the card is scheduled for deletion', async () => {
    const user = await owner();
    const card = await createCard(user);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/payments/cancel-subscription',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const scheduled = await getCard(user, card.id);
    expect(scheduled.deleteOn).toBeGreaterThan(0);
    expect(scheduled.version).toBe(1);
    const saved = await updateCard(user, {
      ...CARD_FIELDS,
      id: card.id,
      version: '1',
      jobTitle: 'Engineer',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("removes a deleted card's whole folder, with a file no row names", async () => {
    const user = await owner();
    const card = await createCard(user);
    await t.app.storage.put(`cards/${card.id}/left-behind.png`, Buffer.from('x'), 'image/png');
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/card/delete-card',
      headers: { cookie: user.cookie },
      payload: { id: card.id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await filesIn(`cards/${card.id}`)).toEqual([]);
  });

  it('leaves no file of a deleted account: parallel uploads, then the deletion', async () => {
    const user = await owner();
    const card = await createCard(user);
    await Promise.all([
      ...[0, 1, 2].map(async (index) =>
        updateUser(user, { fullName: 'Ada Lovelace' }, [await picture('profileImage', index)]),
      ),
      ...[0, 1, 2].map(async (index) =>
        updateUser(user, { fullName: 'Ada Lovelace', version: '1' }, [
          await picture('profileImage', 50 + index),
        ]),
      ),
      ...[0, 1, 2].map(async (index) =>
        updateCard(user, { ...CARD_FIELDS, id: card.id }, [
          await picture('companyLogo', 70 + index),
        ]),
      ),
    ]);
    // A picture stored by a request that never reached its swap (a crash, say).
    await t.app.storage.put(`avatars/${user.id}/interrupted.png`, Buffer.from('x'), 'image/png');
    const pictureUrl = (await getUser(user)).profileImageUrl!;
    expect(await filesIn(`avatars/${user.id}`)).toHaveLength(2);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: user.cookie },
      payload: { confirmation: user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await filesIn(`avatars/${user.id}`)).toEqual([]);
    expect(await filesIn(`cards/${card.id}`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(404);
  });
});
