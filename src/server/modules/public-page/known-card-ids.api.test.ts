import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';

describe('ids no card has', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CARD_CACHE_SECONDS: '3600' });
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 10 });
  });
  afterAll(() => t.close());

  const page = (id: string) => t.app.inject({ method: 'GET', url: `/showcase?id=${id}` });
  const vcard = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/card/get-vcard?id=${id}` });
  const unknownAnswers = () => t.app.publicCards.stats.unknownIds;

  /** Sends made-up ids until one is answered from the known ids (PGlite), or once (PostgreSQL). */
  async function untilKnownWithoutQuery() {
    if (t.database.kind !== 'pglite') return;
    const before = unknownAnswers();
    await vi.waitFor(async () => {
      expect((await page(randomUUID())).statusCode).toBe(404);
      expect(unknownAnswers()).toBeGreaterThan(before);
    });
  }

  it('answers made-up ids 404 without a query on PGlite, and finds a new card at once', async () => {
    await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    await untilKnownWithoutQuery();
    const loadsBefore = t.app.publicCards.stats.rowLoads;
    for (let i = 0; i < 50; i++) {
      expect((await page(randomUUID())).statusCode).toBe(404);
      expect((await vcard(randomUUID())).statusCode).toBe(404);
    }
    if (t.database.kind === 'pglite') {
      expect(t.app.publicCards.stats.rowLoads).toBe(loadsBefore);
    }

    // A card made after the ids were read is found on the very next request.
    const card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Katherine Johnson',
    });
    const shown = await page(card.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Katherine Johnson');
    expect((await vcard(card.id)).statusCode).toBe(200);
  });

  it('sees a card given a new id by a statement of its own, outside the app', async () => {
    const card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Dorothy Vaughan',
    });
    await untilKnownWithoutQuery();
    const newId = randomUUID();
    // On PostgreSQL a miss is kept for the cache's time (other processes write there unseen), so
    // only PGlite is asked for the id before it exists.
    if (t.database.kind === 'pglite') expect((await page(newId)).statusCode).toBe(404);
    await t.database.db.execute(sql`update cards set id = ${newId} where id = ${card.id}`);
    const shown = await page(newId);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Dorothy Vaughan');
    // The old id was answered from memory before; now no card has it.
    expect((await page(`${card.id}`)).statusCode).toBe(404);
  });
});
