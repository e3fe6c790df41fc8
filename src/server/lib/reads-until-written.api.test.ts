import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../tests/support/api/users';

/**
 * My Cards, Leads and Insights keep their answers on PGlite while nothing writes what they read
 * (reads-until-written.ts). Each test reads twice, so that the second answer is a kept one, then
 * writes with raw SQL, past every route, and expects the change on the very next read.
 */
describe('answers kept until written', () => {
  let t: TestApp;
  let user: TestUser;
  const cardId = `kept-${Date.now()}`;
  const today = new Date().toISOString().slice(0, 10);

  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: user.cookie },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  };
  const listCards = () => post('/api/card/list-user-cards', { page: 1, pageSize: 4 });
  const listLeads = () => post('/api/leads/list', { page: 1, pageSize: 20 });
  const summary = () => post('/api/analytics/summary', { days: 30 });

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    await t.app.database.db.execute(sql`
      insert into cards (id, user_id, full_name, job_title, email, phone, location)
      values (${cardId}, ${user.id}, 'Grace Hopper', 'Admiral', 'grace@example.com', '', '')`);
  });
  afterAll(() => t.close());

  it('lists a card renamed outside the routes on the next read', async () => {
    expect(await listCards()).toMatchObject({ items: [{ fullName: 'Grace Hopper' }] });
    expect(await listCards()).toMatchObject({ items: [{ fullName: 'Grace Hopper' }] });
    await t.app.database.db.execute(
      sql`update cards set full_name = 'Grace Brewster Hopper' where id = ${cardId}`,
    );
    expect(await listCards()).toMatchObject({ items: [{ fullName: 'Grace Brewster Hopper' }] });
  });

  it('lists a lead written outside the routes, and the card name as it is now, on the next read', async () => {
    expect(await listLeads()).toMatchObject({ totalCount: 0 });
    expect(await listLeads()).toMatchObject({ totalCount: 0 });
    await t.app.database.db.execute(sql`
      insert into leads (card_id, user_id, name, email, consent_text, consented_at)
      values (${cardId}, ${user.id}, 'Visitor', 'visitor@example.org', 'I agree', now())`);
    expect(await listLeads()).toMatchObject({ totalCount: 1, items: [{ name: 'Visitor' }] });
    await t.app.database.db.execute(sql`update cards set title = 'Compiler' where id = ${cardId}`);
    expect(await listLeads()).toMatchObject({ items: [{ cardName: 'Compiler' }] });
  });

  it('sums counts written outside the routes on the next read', async () => {
    const views = async () => ((await summary()).totals as { views: number }).views;
    expect(await views()).toBe(0);
    expect(await views()).toBe(0);
    await t.app.database.db.execute(sql`
      insert into card_daily_stats (card_id, day, metric, dimension, count)
      values (${cardId}, ${today}::date, 'view', '', 3)`);
    expect(await views()).toBe(3);
  });
});
