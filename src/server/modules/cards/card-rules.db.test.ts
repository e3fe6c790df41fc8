import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../tests/support/api/test-config';
import { createTestDatabase } from '../../../../tests/support/api/test-database';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { png } from '../../../../tests/support/shared/images';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { authUsers } from '../../db/schema';
import { ImageReencoder } from '../../lib/images';
import { createStorage } from '../../plugins/storage';
import type { Principal } from '../access';
import { ResponseCache } from '../public-page';
import { createWebhookDispatcher } from '../webhooks';
import type { CardsContext } from './context';
import { createCard, deleteCard, getOwnedCard, updateCard, type CardImages } from './service';

/**
 * The cards service's rules with no server and no HTTP: the service is handed what it uses (a
 * fresh database, files on disk, the image re-encoder, the public page's cache, the webhook
 * worker, none of them started as a server) and called directly.
 */
describe('the cards service on its own', () => {
  let handle: DatabaseHandle & { close(): Promise<void> };
  let dataDir: string;
  let ctx: CardsContext;
  const alice: Principal = { kind: 'user', userId: 'rules-alice', roles: ['member'] };
  const bob: Principal = { kind: 'user', userId: 'rules-bob', roles: ['member'] };
  const fields = {
    title: '',
    fullName: 'Alice Rules',
    jobTitle: 'Tester',
    company: '',
    bio: '',
    email: 'alice@x.test',
    phone: '',
    location: 'Sydney',
    website: '',
    linkedin: '',
    github: '',
    twitter: '',
    facebook: '',
    instagram: '',
  };
  const noImages: CardImages = {
    removeProfile: false,
    removeBanner: false,
    removeBrandLogo: false,
  };
  const filesOnDisk = async () =>
    (await readdir(path.join(dataDir, 'uploads'), { recursive: true }).catch(() => [])).filter(
      (name) => /\.(png|jpg|webp)$/.test(String(name)),
    );

  beforeAll(async () => {
    handle = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-card-rules-'));
    const config = testConfig(dataDir);
    const log = pino({ level: 'silent' });
    ctx = {
      database: handle,
      storage: await createStorage(config.storage),
      images: new ImageReencoder(1),
      log,
      publicCards: new ResponseCache(config.publicCardCacheMs),
      webhooks: createWebhookDispatcher({
        db: handle.db,
        log,
        config: config.webhooks,
        resolveHost: async () => [],
      }),
    };
    await handle.db
      .insert(authUsers)
      .values(
        [alice, bob].map(({ userId }) => ({ id: userId, name: userId, email: `${userId}@x.test` })),
      );
    await grantSubscription(handle.db, alice.userId, { cards: 1, status: 'trialing' });
  });
  afterAll(async () => {
    await ctx.webhooks.stop();
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a card within the allocation, and refuses the next one without keeping its image', async () => {
    const card = await createCard(ctx, alice, fields, {}, noImages);
    expect(card).toMatchObject({ userId: alice.userId, fullName: 'Alice Rules', version: 1 });
    const before = await filesOnDisk();
    const refused = createCard(
      ctx,
      alice,
      fields,
      {},
      {
        ...noImages,
        profile: { buffer: await png(64, 64), filename: 'me.png', mimetype: 'image/png' },
      },
    );
    await expect(refused).rejects.toMatchObject({ code: ERROR_CODES.MAX_CARDS });
    expect(await filesOnDisk()).toEqual(before);
    // Without a subscription at all, nothing is made either.
    await expect(createCard(ctx, bob, fields, {}, noImages)).rejects.toMatchObject({
      code: ERROR_CODES.NO_SUBSCRIPTION,
    });
  });

  it("saves an edit at the card's version, refuses a stale one, and hides the card from others", async () => {
    const [card] = (await handle.db.query.cards.findMany()).filter(
      (row) => row.userId === alice.userId,
    );
    if (!card) throw new Error('no card');
    const saved = await updateCard(
      ctx,
      alice,
      card.id,
      { ...fields, jobTitle: 'Lead' },
      {},
      noImages,
      {},
      card.version,
    );
    expect(saved).toMatchObject({ jobTitle: 'Lead', version: card.version + 1 });
    await expect(
      updateCard(
        ctx,
        alice,
        card.id,
        { ...fields, jobTitle: 'Stale' },
        {},
        noImages,
        {},
        card.version,
      ),
    ).rejects.toMatchObject({ code: ERROR_CODES.EDIT_CONFLICT });
    await expect(getOwnedCard(ctx, bob, card.id)).rejects.toMatchObject({
      code: ERROR_CODES.NOT_FOUND,
    });
    await expect(
      updateCard(ctx, bob, card.id, fields, {}, noImages, {}, saved.version),
    ).rejects.toMatchObject({ code: ERROR_CODES.NOT_FOUND });
    await expect(deleteCard(ctx, bob, { id: card.id })).rejects.toMatchObject({
      code: ERROR_CODES.NOT_FOUND,
    });
    expect((await getOwnedCard(ctx, alice, card.id)).jobTitle).toBe('Lead');
  });

  it('deletes the card for its owner, and frees its slot', async () => {
    const [card] = (await handle.db.query.cards.findMany()).filter(
      (row) => row.userId === alice.userId,
    );
    if (!card) throw new Error('no card');
    await deleteCard(ctx, alice, { id: card.id, userId: alice.userId });
    await expect(getOwnedCard(ctx, alice, card.id)).rejects.toMatchObject({
      code: ERROR_CODES.NOT_FOUND,
    });
    expect((await createCard(ctx, alice, fields, {}, noImages)).userId).toBe(alice.userId);
  });
});
