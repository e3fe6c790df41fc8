import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary, MemberFigures } from '../../../shared/analytics';
import type { Card } from '../../../shared/card';
import type { Lead } from '../../../shared/leads';
import type { WebhookList } from '../../../shared/webhooks';
import { SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import {
  createMailingTestApp,
  createOrgCard,
  createOrganisation,
  inviteAndJoin,
  madeOrgCard,
  type MailingTestApp,
  postAs,
} from '../../../../tests/support/api/organisations';
import { createUser, uniqueEmail, type TestUser } from '../../../../tests/support/api/users';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { webhookDeliveries } from '../../db/schema';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/**
 * Team insights, leads and webhooks (docs/product.md#team-insights-and-leads): owners and admins
 * see every organisation card's leads and figures and set the organisation's webhooks; a member
 * sees those of their own cards only; anyone outside gets 404.
 */
describe('team insights, leads and webhooks', () => {
  let t: MailingTestApp;
  let owner: TestUser;
  let admin: TestUser;
  let ana: TestUser;
  let ben: TestUser;
  let orgId: string;
  let anaCard: Card;
  let benCard: Card;
  let addresses = 0;

  const post = (user: TestUser, url: string, payload: object = {}) => postAs(t, user, url, payload);

  const join = async (role: 'admin' | 'member', fullName: string) =>
    (await inviteAndJoin(t, owner, orgId, role, { fullName })).person;

  const orgCardFor = (assignee: TestUser) =>
    madeOrgCard(t, owner, orgId, {
      ...SAMPLE_CARD_FIELDS,
      fullName: assignee.email,
      assigneeId: assignee.id,
    });

  const visitor = () => `10.9.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

  const shareLead = async (cardId: string, name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads/submit',
      headers: { 'user-agent': DESKTOP },
      remoteAddress: visitor(),
      payload: { cardId, name, email: uniqueEmail('visitor'), consent: true, elapsedMs: 6_000 },
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  const view = (cardId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/showcase?id=${cardId}`,
      headers: { 'user-agent': DESKTOP },
      remoteAddress: visitor(),
    });

  const leadNames = async (user: TestUser, body: object) => {
    const response = await post(user, '/api/leads/list', body);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ items: Lead[] }>()
      .items.map((lead) => lead.name)
      .sort();
  };

  beforeAll(async () => {
    t = await createMailingTestApp(
      { LEADS_RATE_LIMIT_PER_IP: '1000', ANALYTICS_FLUSH_MS: '300000' },
      { resolveHost: () => Promise.resolve([{ address: '93.184.215.14', family: 4 }]) },
    );
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
    orgId = (await createOrganisation(t, owner, 'Team Figures Ltd', { cards: 10 })).id;
    admin = await join('admin', 'Ada Admin');
    ana = await join('member', 'Ana Member');
    ben = await join('member', 'Ben Member');
    anaCard = await orgCardFor(ana);
    benCard = await orgCardFor(ben);
    await shareLead(anaCard.id, 'Lead For Ana');
    await shareLead(benCard.id, 'Lead For Ben One');
    await shareLead(benCard.id, 'Lead For Ben Two');
  });
  afterAll(() => t.close());

  it("shows owners and admins every card's leads, and a member only their own", async () => {
    const all = ['Lead For Ana', 'Lead For Ben One', 'Lead For Ben Two'];
    expect(await leadNames(owner, { orgId })).toEqual(all);
    expect(await leadNames(admin, { orgId })).toEqual(all);
    expect(await leadNames(ana, { orgId })).toEqual(['Lead For Ana']);
    expect(await leadNames(ben, { orgId })).toEqual(['Lead For Ben One', 'Lead For Ben Two']);
    // The organisation's leads are never in anyone's own list.
    expect(await leadNames(admin, {})).toEqual([]);

    // Ana cannot reach Ben's lead, by list filter or by id; an outsider not the organisation.
    const bens = await post(admin, '/api/leads/list', { orgId, cardId: benCard.id });
    const benLead = bens.json<{ items: Lead[] }>().items[0];
    expect((await post(ana, '/api/leads/list', { orgId, cardId: benCard.id })).statusCode).toBe(
      404,
    );
    const touch = await post(ana, '/api/leads/update', {
      orgId,
      id: benLead?.id,
      followedUp: true,
    });
    expect(touch.statusCode).toBe(404);
    const outsider = await createUser(t.app);
    expect((await post(outsider, '/api/leads/list', { orgId })).statusCode).toBe(404);

    // Admins follow up and delete them; a member may mark their own but not delete it.
    const marked = await post(admin, '/api/leads/update', {
      orgId,
      id: benLead?.id,
      followedUp: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<Lead>().followedUp).toBe(true);
    const anas = (await post(ana, '/api/leads/list', { orgId })).json<{ items: Lead[] }>().items;
    expect((await post(ana, '/api/leads/delete', { orgId, ids: [anas[0]?.id] })).statusCode).toBe(
      403,
    );
  });

  it("saves an organisation's lead as a vCard for its admins", async () => {
    const list = await post(admin, '/api/leads/list', { orgId, cardId: anaCard.id });
    const lead = list.json<{ items: Lead[] }>().items[0];
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/leads/vcard?id=${lead?.id}&orgId=${orgId}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = new vCard().parse(response.body.replace(/\r?\n/g, '\r\n'));
    expect(read.get('fn')?.valueOf()).toBe('Lead For Ana');
    const bens = await t.app.inject({
      method: 'GET',
      url: `/api/leads/vcard?id=${lead?.id}&orgId=${orgId}`,
      headers: { cookie: ben.cookie },
    });
    expect(bens.statusCode).toBe(404);
  });

  it("exports the organisation's leads as CSV for its admins", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/leads/export.csv?orgId=${orgId}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Name).sort()).toEqual([
      'Lead For Ana',
      'Lead For Ben One',
      'Lead For Ben Two',
    ]);
  });

  it("sums the organisation's figures for its admins, and a member's own for them", async () => {
    for (const cardId of [anaCard.id, anaCard.id, benCard.id]) {
      expect((await view(cardId)).statusCode).toBe(200);
    }
    await t.app.analytics.flush();
    const totals = async (user: TestUser) => {
      const response = await post(user, '/api/analytics/summary', { orgId, days: 7 });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AnalyticsSummary>().totals;
    };
    expect(await totals(admin)).toMatchObject({ views: 3, leads: 3 });
    expect(await totals(ana)).toMatchObject({ views: 2, leads: 1 });
    expect(await totals(ben)).toMatchObject({ views: 1, leads: 2 });
    const outsider = await createUser(t.app);
    const refused = await post(outsider, '/api/analytics/summary', { orgId, days: 7 });
    expect(refused.statusCode).toBe(404);
  });

  it('breaks the figures down per member for owners and admins, and gives a member none', async () => {
    // After the test above: two views of Ana's card, one of Ben's; now one of a card of no one's.
    const spare = await createOrgCard(t, owner, orgId, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Front Desk',
    });
    expect(spare.statusCode, spare.body).toBe(201);
    expect((await view(spare.json<Card>().id)).statusCode).toBe(200);
    await t.app.analytics.flush();

    const summary = async (user: TestUser) => {
      const response = await post(user, '/api/analytics/summary', { orgId, days: 7 });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AnalyticsSummary>();
    };
    const figures = (row: MemberFigures) => ({
      name: row.name,
      email: row.email,
      cards: row.cards,
      views: row.views,
      leads: row.leads,
    });
    const expected = [
      { name: 'Ana Member', email: ana.email, cards: 1, views: 2, leads: 1 },
      { name: 'Ben Member', email: ben.email, cards: 1, views: 1, leads: 2 },
      { name: 'Ada Admin', email: admin.email, cards: 0, views: 0, leads: 0 },
      { name: 'Olivia Owner', email: owner.email, cards: 0, views: 0, leads: 0 },
      { name: 'Unassigned', email: '', cards: 1, views: 1, leads: 0 },
    ];
    for (const user of [owner, admin]) {
      const members = (await summary(user)).members ?? [];
      expect(members.map(figures)).toEqual(expected);
      expect(members.map((row) => row.memberId)).toEqual([
        ana.id,
        ben.id,
        admin.id,
        owner.id,
        null,
      ]);
    }
    // A member sees their own cards' figures and nobody's breakdown; one card has none either.
    const anas = await summary(ana);
    expect(anas.totals.views).toBe(2);
    expect(anas).not.toHaveProperty('members');
    const oneCard = await post(admin, '/api/analytics/summary', {
      orgId,
      cardId: benCard.id,
      days: 7,
    });
    expect(oneCard.json<AnalyticsSummary>()).not.toHaveProperty('members');

    // The CSV: the organisation's days, then each member's days with any count.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/export.csv?orgId=${orgId}&days=7`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    const viewsOf = (member: string) =>
      rows.filter((row) => row.Member === member).reduce((sum, row) => sum + Number(row.Views), 0);
    expect(rows.filter((row) => row.Member === 'All members')).toHaveLength(7);
    expect(viewsOf('All members')).toBe(4);
    expect(viewsOf('Ana Member')).toBe(2);
    expect(viewsOf('Ben Member')).toBe(1);
    expect(viewsOf('Unassigned')).toBe(1);
    expect(viewsOf('Ada Admin')).toBe(0);
    expect(rows.find((row) => row.Member === 'Ben Member')).toMatchObject({
      'Member e-mail': ben.email,
      Leads: '2',
    });
    // A member's CSV keeps a person's columns: the days of their own cards.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/export.csv?orgId=${orgId}&days=7`,
      headers: { cookie: ana.cookie },
    });
    const ownRows = parse(own.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(ownRows[0] ?? {})).not.toContain('Member');
    expect(ownRows.reduce((sum, row) => sum + Number(row.Views), 0)).toBe(2);
  });

  it("filters the organisation's leads by member, and names each lead's member", async () => {
    const list = async (user: TestUser, body: object) => {
      const response = await post(user, '/api/leads/list', { orgId, ...body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Lead[] }>().items;
    };
    const bens = await list(admin, { assigneeId: ben.id });
    expect(bens.map((lead) => lead.name).sort()).toEqual(['Lead For Ben One', 'Lead For Ben Two']);
    expect(bens.map((lead) => lead.member)).toEqual([
      { id: ben.id, name: 'Ben Member', email: ben.email },
      { id: ben.id, name: 'Ben Member', email: ben.email },
    ]);
    // A member's own filter finds theirs; anyone else's finds nothing.
    expect((await list(ana, { assigneeId: ana.id })).map((lead) => lead.name)).toEqual([
      'Lead For Ana',
    ]);
    expect(await list(ana, { assigneeId: ben.id })).toEqual([]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/leads/export.csv?orgId=${orgId}&assigneeId=${ana.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Name, row.Member])).toEqual([
      ['Lead For Ana', `Ana Member <${ana.email}>`],
    ]);
  });

  it("sends every organisation card's events to the organisation's webhooks, set by its admins", async () => {
    const created = await post(admin, '/api/webhooks/create', {
      orgId,
      url: 'https://hooks.example/team',
      events: ['card.updated', 'lead.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpointId = created.json<{ id: string }>().id;
    expect(
      (
        await post(ana, '/api/webhooks/create', {
          orgId,
          url: 'https://hooks.example/mine',
          events: ['card.updated'],
        })
      ).statusCode,
    ).toBe(403);
    const listed = await post(owner, '/api/webhooks/list', { orgId });
    expect(listed.json<WebhookList>().items.map((item) => item.id)).toEqual([endpointId]);
    expect((await post(ana, '/api/webhooks/list', { orgId })).statusCode).toBe(403);

    // The admin's own endpoint hears nothing of the organisation's cards.
    await grantSubscription(t.database.db, admin.id, { cards: 1 });
    const own = await post(admin, '/api/webhooks/create', {
      url: 'https://hooks.example/own',
      events: ['card.updated', 'lead.created'],
    });
    const ownId = own.json<{ id: string }>().id;

    await shareLead(anaCard.id, 'Lead For The Hook');
    const deliveries = async (id: string) =>
      t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    expect((await deliveries(endpointId)).map((row) => row.eventType)).toEqual(['lead.created']);
    expect(await deliveries(ownId)).toEqual([]);
  });
});
