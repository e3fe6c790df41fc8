import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary, AdminAnalytics } from '../../../shared/analytics';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import { grantSubscription, makeAdmin } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import { readXlsx, textsOf } from '../../../../tests/support/shared/xlsx';
import {
  AnalyticsCounter,
  purgeOldAnalytics,
  SOURCES_PER_CARD_PER_DAY,
  VIEWS_PER_VISITOR_PER_DAY,
  type Visit,
} from './counter';

/** A desktop browser's user agent: HeadlessChrome and tools are filtered as bots. */
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('insights through the API', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let base: string;

  beforeAll(async () => {
    // Flushed by the tests themselves, so every number read is exact.
    // A remembered page lives 10 minutes here (5 s by default), so a slow machine's flood is still
    // answered from memory; an edit forgets it at once either way.
    t = await createTestApp({ ANALYTICS_FLUSH_MS: '300000', PUBLIC_CARD_CACHE_SECONDS: '600' });
    owner = await createUser(t.app, { fullName: 'Owner' });
    stranger = await createUser(t.app, { fullName: 'Stranger' });
    await grantSubscription(t.database.db, owner.id, { cards: 20 });
    await grantSubscription(t.database.db, stranger.id, { cards: 5 });
    // A real socket: the cached-response server answers repeat requests before Fastify routes them.
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const newCard = (user = owner) =>
    createCardAs(t.app, user.cookie, {
      ...SAMPLE_CARD_FIELDS,
      website: 'https://example.com',
      linkedin: 'https://www.linkedin.com/in/grace',
    });

  const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}${path}`, { method, headers: { 'user-agent': DESKTOP, ...headers } });

  const summary = async (body: { cardId?: string; days: number }, user = owner) => {
    await t.app.analytics.flush();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/summary',
      headers: { cookie: user.cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnalyticsSummary>();
  };

  it('counts 12 views from one client as 12 views and one visitor, from memory and 304s too', async () => {
    const card = await newCard();
    const page = `/showcase?id=${card.id}`;
    const first = await visit(page);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    const fromFrontDoor = t.app.publicCards.stats.cachedResponseAnswers;
    for (let i = 0; i < 7; i++) {
      const answer = await visit(page);
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
    for (let i = 0; i < 4; i++) {
      const answer = await visit(page, { 'if-none-match': etag });
      expect(answer.status).toBe(304);
    }
    expect(t.app.publicCards.stats.cachedResponseAnswers).toBeGreaterThan(fromFrontDoor);
    const { totals, daily, sources, devices } = await summary({ cardId: card.id, days: 7 });
    expect(totals).toMatchObject({ views: 12, uniqueVisitors: 1, scans: 0, bots: 0 });
    expect(daily).toHaveLength(7);
    expect(daily.at(-1)).toMatchObject({ views: 12, uniqueVisitors: 1 });
    expect(daily.slice(0, 6).every((day) => day.views === 0)).toBe(true);
    expect(sources).toEqual([{ source: 'direct', count: 12 }]);
    expect(devices).toEqual([{ device: 'desktop', count: 12 }]);
  });

  it('tells QR scans, NFC taps and referring sites apart; a forged src is direct', async () => {
    const card = await newCard();
    const page = `/showcase?id=${card.id}`;
    expect((await visit(`${page}&src=qr`, { 'user-agent': PHONE })).status).toBe(200);
    expect((await visit(`${page}&src=nfc`, { 'user-agent': PHONE })).status).toBe(200);
    expect((await visit(`${page}&src=<script>`)).status).toBe(200);
    expect((await visit(page, { referer: 'https://www.news.example.org/post/1' })).status).toBe(
      200,
    );
    // Our own pages are not a referring site.
    expect((await visit(page, { referer: `${base}/` })).status).toBe(200);
    const { totals, sources, devices } = await summary({ cardId: card.id, days: 30 });
    // One address is one visitor, whatever browser it says it is.
    expect(totals).toMatchObject({ views: 5, scans: 1, nfcTaps: 1, uniqueVisitors: 1 });
    expect(sources).toEqual([
      { source: 'direct', count: 2 },
      { source: 'news.example.org', count: 1 },
      { source: 'nfc', count: 1 },
      { source: 'qr', count: 1 },
    ]);
    expect(devices).toEqual([
      { device: 'desktop', count: 3 },
      { device: 'mobile', count: 2 },
    ]);
  });

  it("counts the card's QR code as a scan: it encodes the address with src=qr", async () => {
    const card = await newCard();
    const svg = await (await visit(`/api/card/qr?id=${card.id}`)).text();
    expect(svg).toContain('<svg');
    // What the code encodes is checked by a decoder in qr.api.test.ts; here, that it leads in.
    const { decodeQr } = await import('../../../../tests/support/shared/qr');
    const png = Buffer.from(
      await (await visit(`/api/card/qr?id=${card.id}&format=png`)).arrayBuffer(),
    );
    const decoded = await decodeQr(png);
    expect(decoded?.text).toBe(`${base}/showcase?id=${card.id}&src=qr`);
    expect(
      (await visit(new URL(decoded!.text).pathname + new URL(decoded!.text).search)).status,
    ).toBe(200);
    expect((await summary({ cardId: card.id, days: 7 })).totals).toMatchObject({
      views: 1,
      scans: 1,
    });
  });

  it('counts vCard downloads as saves, also when answered from memory', async () => {
    const card = await newCard();
    for (let i = 0; i < 3; i++) {
      const answer = await visit(`/api/card/get-vcard?id=${card.id}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('BEGIN:VCARD');
    }
    expect((await summary({ cardId: card.id, days: 7 })).totals).toMatchObject({
      saves: 3,
      views: 0,
    });
  });

  it('filters HEAD, prefetches, link previews, tools and headless browsers as bots', async () => {
    const card = await newCard();
    const page = `/showcase?id=${card.id}`;
    await visit(page); // one person, so the page is also answered from memory below
    expect((await visit(page, {}, 'HEAD')).status).toBe(200);
    expect((await visit(page, { 'sec-purpose': 'prefetch' })).status).toBe(200);
    expect((await visit(page, { 'user-agent': 'WhatsApp/2.23.20.0 A' })).status).toBe(200);
    expect(
      (await visit(page, { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com)' }))
        .status,
    ).toBe(200);
    expect((await visit(page, { 'user-agent': 'curl/8.5.0' })).status).toBe(200);
    expect(
      (await visit(page, { 'user-agent': DESKTOP.replace('Chrome/', 'HeadlessChrome/') })).status,
    ).toBe(200);
    expect((await visit(page, { 'user-agent': '' })).status).toBe(200);
    expect((await summary({ cardId: card.id, days: 7 })).totals).toMatchObject({
      views: 1,
      uniqueVisitors: 1,
      bots: 7,
    });
  });

  it("counts clicks on the card's links and shares through the beacon; refuses the wrong ones", async () => {
    const card = await newCard();
    const beacon = (payload: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/analytics/beacon`, {
        method: 'POST',
        headers: { 'user-agent': DESKTOP, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(payload),
      });
    expect((await beacon({ event: 'click', cardId: card.id, link: 'website' })).status).toBe(204);
    expect((await beacon({ event: 'click', cardId: card.id, link: 'website' })).status).toBe(204);
    expect((await beacon({ event: 'click', cardId: card.id, link: 'linkedin' })).status).toBe(204);
    expect((await beacon({ event: 'share', cardId: card.id })).status).toBe(204);
    expect((await beacon({ event: 'click', cardId: card.id, link: 'javascript' })).status).toBe(
      400,
    );
    expect((await beacon({ event: 'view', cardId: card.id })).status).toBe(400);
    expect((await beacon({ event: 'share', cardId: 'no-such-card' })).status).toBe(404);
    expect(
      (await beacon({ event: 'share', cardId: card.id }, { 'user-agent': 'python-requests/2.31' }))
        .status,
    ).toBe(204);
    const { totals, links } = await summary({ cardId: card.id, days: 7 });
    expect(totals).toMatchObject({ clicks: 3, shares: 1, bots: 1 });
    expect(links).toEqual([
      { link: 'website', count: 2 },
      { link: 'linkedin', count: 1 },
    ]);
  });

  it('is for the owner only: another user’s card and an unknown one are 404, a wrong range 400', async () => {
    const theirs = await newCard(stranger);
    const ask = (payload: Record<string, unknown>, user = owner) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/summary',
        headers: { cookie: user.cookie },
        payload,
      });
    expect((await ask({ cardId: theirs.id, days: 7 })).statusCode).toBe(404);
    expect((await ask({ cardId: 'no-such-card', days: 7 })).statusCode).toBe(404);
    const wrongRange = await ask({ days: 8 });
    expect(wrongRange.statusCode).toBe(400);
    expect(wrongRange.json()).toMatchObject({
      message: expect.stringContaining('7, 30, 90 or 365'),
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/analytics/summary', payload: { days: 7 } }))
        .statusCode,
    ).toBe(401);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/export.csv?cardId=${theirs.id}&days=7`,
      headers: { cookie: owner.cookie },
    });
    expect(csv.statusCode).toBe(404);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/analytics',
      headers: { cookie: owner.cookie },
      payload: { days: 7 },
    });
    expect(admin.statusCode).toBe(403);
  });

  it('exports the daily figures as CSV a CSV reader reads', async () => {
    const card = await newCard();
    await visit(`/showcase?id=${card.id}&src=qr`);
    await visit(`/api/card/get-vcard?id=${card.id}`);
    await t.app.analytics.flush();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/export.csv?cardId=${card.id}&days=30`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(30);
    expect(Object.keys(rows[0]!)).toEqual([
      'Date',
      'Views',
      'Unique visitors',
      'QR scans',
      'NFC taps',
      'Saves',
      'Link clicks',
      'Shares',
    ]);
    expect(rows.at(-1)).toMatchObject({
      Views: '1',
      'QR scans': '1',
      Saves: '1',
      'Unique visitors': '1',
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/export.csv?days=12`,
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the same daily figures as an Excel file an independent reader reads: days as text, counts as numbers', async () => {
    const card = await newCard();
    await visit(`/showcase?id=${card.id}&src=qr`);
    await visit(`/api/card/get-vcard?id=${card.id}`);
    await t.app.analytics.flush();
    const url = (ending: string, cardId = card.id) =>
      `/api/analytics/export.${ending}?cardId=${cardId}&days=30`;
    const response = await t.app.inject({ url: url('xlsx'), headers: { cookie: owner.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cardvault-insights-card-30-days.xlsx"',
    );
    const sheets = await readXlsx(response.rawPayload);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Insights']);
    const sheet = sheets[0]!;
    // Cell for cell what the CSV holds.
    const csv = await t.app.inject({ url: url('csv'), headers: { cookie: owner.cookie } });
    const csvRows = parse(csv.body) as string[][];
    expect(csvRows).toHaveLength(31);
    expect(textsOf(sheet, 8)).toEqual(csvRows);
    const [header, ...days] = sheet.rows;
    for (const cell of header ?? []) expect(cell).toMatchObject({ type: 's', format: '@' });
    for (const row of days) {
      // The day as text, exactly YYYY-MM-DD; each count a number; no formula anywhere.
      expect(row[0]).toMatchObject({
        type: 's',
        format: '@',
        text: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      for (const cell of row.slice(1)) expect(cell).toMatchObject({ type: 'n' });
      expect(row.filter((cell) => cell?.formula !== undefined)).toEqual([]);
    }
    expect(textsOf(sheet, 8).at(-1)?.slice(1, 6)).toEqual(['1', '1', '1', '0', '1']);

    // The same owner-only rule as the CSV, and the same checked range.
    const theirs = await newCard(stranger);
    const other = await t.app.inject({
      url: url('xlsx', theirs.id),
      headers: { cookie: owner.cookie },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'NOT_FOUND' });
    const bad = await t.app.inject({
      url: '/api/analytics/export.xlsx?days=12',
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: url('xlsx') })).statusCode).toBe(401);
  });

  it("gives each tile its card's 30-day views, and admins the platform's figures", async () => {
    const card = await newCard();
    for (let i = 0; i < 4; i++) await visit(`/showcase?id=${card.id}`, { 'x-n': String(i) });
    await t.app.analytics.flush();
    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/recent-views',
      headers: { cookie: owner.cookie },
    });
    expect(recent.statusCode).toBe(200);
    expect(recent.json<{ items: { cardId: string; views: number }[] }>().items).toContainEqual({
      cardId: card.id,
      views: 4,
    });
    const admin = await createUser(t.app, { fullName: 'Admin' });
    await makeAdmin(t.database.db, admin.id);
    const figures = await t.app.inject({
      method: 'POST',
      url: '/api/admin/analytics',
      headers: { cookie: admin.cookie },
      payload: { days: 30 },
    });
    expect(figures.statusCode, figures.body).toBe(200);
    const body = figures.json<AdminAnalytics>();
    expect(body.totals.views).toBeGreaterThanOrEqual(4);
    expect(body.topCards.length).toBeGreaterThan(0);
    expect(body.topCards[0]).toMatchObject({ ownerEmail: owner.email, fullName: 'Grace Hopper' });
  });

  it('counts 300 views from one address with 300 user agents as one visitor and a bounded number of views, through the cached-response server and across flushes', async () => {
    const card = await newCard();
    const page = `/showcase?id=${card.id}`;
    const agent = (i: number) => DESKTOP.replace('Chrome/142.0.0.0', `Chrome/142.0.${i}.0`);
    // One visit first, so the page is in memory before the flood (the same address: one visitor).
    expect((await visit(page, { 'user-agent': agent(300) })).status).toBe(200);
    const fromFrontDoor = t.app.publicCards.stats.cachedResponseAnswers;
    const flood = (from: number) =>
      Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          visit(page, { 'user-agent': agent(from + i) }).then((r) => r.status),
        ),
      );
    expect((await flood(0)).every((status) => status === 200)).toBe(true);
    // Written in between: the bound is the day's, not one write's.
    await t.app.analytics.flush();
    expect((await flood(150)).every((status) => status === 200)).toBe(true);
    expect(t.app.publicCards.stats.cachedResponseAnswers - fromFrontDoor).toBeGreaterThan(250);
    const flooded = await summary({ cardId: card.id, days: 7 });
    expect(flooded.totals).toMatchObject({ views: VIEWS_PER_VISITOR_PER_DAY, uniqueVisitors: 1 });
    expect(flooded.devices).toEqual([{ device: 'desktop', count: VIEWS_PER_VISITOR_PER_DAY }]);
    expect(flooded.daily.at(-1)).toMatchObject({
      views: VIEWS_PER_VISITOR_PER_DAY,
      uniqueVisitors: 1,
    });

    // Another address is another visitor, counted as ever.
    const other = await t.app.inject({
      url: page,
      headers: { 'user-agent': DESKTOP },
      remoteAddress: '198.51.100.23',
    });
    expect(other.statusCode).toBe(200);
    expect((await summary({ cardId: card.id, days: 7 })).totals).toMatchObject({
      views: VIEWS_PER_VISITOR_PER_DAY + 1,
      uniqueVisitors: 2,
    });
  });

  it(`keeps ${SOURCES_PER_CARD_PER_DAY} referring sites of a card's day by name and counts the views of made-up ones past them as other`, async () => {
    const card = await newCard();
    const page = `/showcase?id=${card.id}`;
    let address = 0;
    const from = (referer: string | undefined, src = '') =>
      t.app.inject({
        url: `${page}${src}`,
        headers: { 'user-agent': DESKTOP, ...(referer ? { referer } : {}) },
        remoteAddress: `203.0.113.${++address}`,
      });
    // The first write: all but two of the names the day keeps.
    for (let i = 0; i < SOURCES_PER_CARD_PER_DAY - 2; i++) {
      expect((await from(`https://made-up-${i}.example/`)).statusCode).toBe(200);
    }
    await t.app.analytics.flush();
    // The second: the two busiest new sites get the names left; five more and a known site do
    // not take a name; ours and direct always keep theirs.
    for (let i = 0; i < 3; i++) await from('https://busy.example/');
    for (let i = 0; i < 2; i++) await from('https://second.example/');
    for (let i = 0; i < 5; i++) await from(`https://late-${i}.example/`);
    await from('https://made-up-0.example/');
    await from(undefined, '&src=qr');
    await from(undefined);
    const { totals, sources } = await summary({ cardId: card.id, days: 7 });
    const count = SOURCES_PER_CARD_PER_DAY - 2 + 3 + 2 + 5 + 1 + 1 + 1;
    expect(totals).toMatchObject({ views: count, uniqueVisitors: count, scans: 1 });
    const named = sources.filter((row) => !['other', 'direct', 'qr'].includes(row.source));
    expect(named).toHaveLength(SOURCES_PER_CARD_PER_DAY);
    expect(sources).toContainEqual({ source: 'busy.example', count: 3 });
    expect(sources).toContainEqual({ source: 'second.example', count: 2 });
    expect(sources).toContainEqual({ source: 'made-up-0.example', count: 2 });
    expect(sources).toContainEqual({ source: 'other', count: 5 });
    expect(sources).toContainEqual({ source: 'qr', count: 1 });
    expect(sources).toContainEqual({ source: 'direct', count: 1 });
    expect(sources.some((row) => row.source.startsWith('late-'))).toBe(false);
    const stored = (await t.database.db.execute(
      sql`select count(*)::int as n from card_daily_stats where card_id = ${card.id} and metric = 'source'`,
    )) as { rows: { n: number }[] };
    expect(Number(stored.rows[0]?.n)).toBe(SOURCES_PER_CARD_PER_DAY + 3);
  });

  it('stores no address or user agent, and a deleted card takes its figures with it', async () => {
    const card = await newCard();
    const agent = `${DESKTOP} Distinctive/98765`;
    await visit(`/showcase?id=${card.id}`, { 'user-agent': agent });
    await t.app.analytics.flush();
    const dump = async () => {
      const rows: unknown[] = [];
      for (const table of ['card_daily_stats', 'card_daily_visitors', 'analytics_salts']) {
        const result = (await t.database.db.execute(
          sql.raw(`select row_to_json(t)::text as row from ${table} t`),
        )) as { rows: { row: string }[] };
        rows.push(...result.rows.map((row) => row.row));
      }
      return rows.join('\n');
    };
    const stored = await dump();
    expect(stored).toContain(card.id);
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('Distinctive');
    expect(stored).not.toContain('Mozilla');
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/card/delete-card',
      headers: { cookie: owner.cookie },
      payload: { id: card.id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await dump()).not.toContain(card.id);
  });
});

describe('the daily salt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ANALYTICS_ENABLED: 'false' });
  });
  afterAll(() => t.close());

  const person: Visit = {
    method: 'GET',
    url: '/showcase?id=x',
    headers: { 'user-agent': DESKTOP },
    address: '203.0.113.7',
    host: 'cards.example',
  };

  it('makes one visitor one unique a day, two across two days, and is gone with its day', async () => {
    const owner = await createUser(t.app, { fullName: 'Owner' });
    await grantSubscription(t.database.db, owner.id, { cards: 2 });
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    let now = new Date('2026-03-01T23:59:00Z');
    const counter = new AnalyticsCounter({
      db: t.database.db,
      log: t.app.log,
      enabled: true,
      flushMs: 300_000,
      now: () => now.getTime(),
    });
    await counter.start();
    const uniques = async () => {
      await counter.flush();
      const result = (await t.database.db.execute(
        sql`select day::text as day, count from card_daily_stats where card_id = ${card.id} and metric = 'unique' order by day`,
      )) as { rows: { day: string; count: number }[] };
      return result.rows;
    };
    counter.view(card.id, person);
    counter.view(card.id, person);
    counter.view(card.id, { ...person, address: '198.51.100.1' });
    expect(await uniques()).toEqual([{ day: '2026-03-01', count: 2 }]);
    counter.view(card.id, person);
    expect(await uniques()).toEqual([{ day: '2026-03-01', count: 2 }]);
    now = new Date('2026-03-02T00:01:00Z');
    counter.view(card.id, person);
    expect(await uniques()).toEqual([
      { day: '2026-03-01', count: 2 },
      { day: '2026-03-02', count: 1 },
    ]);
    const saltsOf = async () =>
      (
        (await t.database.db.execute(
          sql`select day::text as day, salt from analytics_salts order by day`,
        )) as { rows: { day: string; salt: string }[] }
      ).rows;
    const [first, second] = await saltsOf();
    expect(first?.salt).not.toBe(second?.salt);
    await purgeOldAnalytics(t.database.db, new Date('2026-03-03T00:30:00Z'));
    // Only the salt made ahead for the day that has not begun is left.
    expect((await saltsOf()).map((row) => row.day)).toEqual(['2026-03-03']);
    const visitors = (await t.database.db.execute(
      sql`select count(*)::int as n from card_daily_visitors`,
    )) as { rows: { n: number }[] };
    expect(Number(visitors.rows[0]?.n)).toBe(0);
    // The figures stay (two years).
    expect(await uniques()).toHaveLength(2);
    await counter.close();
  });

  it('writes 10,000 views of 10,000 visitors over 100 cards in one statement', async () => {
    const owner = await createUser(t.app, { fullName: 'Bulk' });
    const ids = Array.from({ length: 100 }, (_, i) => `bulk-card-${i}`);
    await t.database.db.execute(
      sql`insert into cards (id, user_id, full_name, job_title, email, phone, location)
          select id, ${owner.id}, 'Bulk', 'Job', 'bulk@example.com', '+61 412 345 678', 'Here'
          from unnest(${`{${ids.join(',')}}`}::text[]) as id`,
    );
    const counter = new AnalyticsCounter({
      db: t.database.db,
      log: t.app.log,
      enabled: true,
      flushMs: 300_000,
    });
    await counter.start();
    for (let i = 0; i < 10_000; i++) {
      counter.view(ids[i % 100]!, { ...person, address: `10.0.${i >> 8}.${i & 255}` });
    }
    const before = counter.stats.statements;
    await counter.flush();
    expect(counter.stats.statements - before).toBe(1);
    const result = (await t.database.db.execute(
      sql`select metric, sum(count)::int as n from card_daily_stats where card_id like 'bulk-card-%' and metric in ('view', 'unique') group by metric order by metric`,
    )) as { rows: { metric: string; n: number }[] };
    expect(result.rows.map((row) => [row.metric, Number(row.n)])).toEqual([
      ['unique', 10_000],
      ['view', 10_000],
    ]);
    await counter.close();
  });
});

describe('the client address behind a proxy', () => {
  /** Three views, each forwarded for another address, from and through memory. */
  async function uniquesWith(env: Record<string, string>) {
    const t = await createTestApp({ ANALYTICS_FLUSH_MS: '300000', ...env });
    try {
      const owner = await createUser(t.app, { fullName: 'Owner' });
      await grantSubscription(t.database.db, owner.id, { cards: 1 });
      const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
      const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
      for (const forwarded of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        const answer = await fetch(`${base}/showcase?id=${card.id}`, {
          headers: { 'user-agent': DESKTOP, 'x-forwarded-for': forwarded },
        });
        expect(answer.status).toBe(200);
      }
      await t.app.analytics.flush();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/summary',
        headers: { cookie: owner.cookie },
        payload: { cardId: card.id, days: 7 },
      });
      return response.json<AnalyticsSummary>().totals;
    } finally {
      await t.close();
    }
  }

  it('takes the forwarded address with TRUST_PROXY, and ignores forwarded headers without it', async () => {
    expect(await uniquesWith({ TRUST_PROXY: 'true' })).toMatchObject({
      views: 3,
      uniqueVisitors: 3,
    });
    expect(await uniquesWith({})).toMatchObject({ views: 3, uniqueVisitors: 1 });
  });
});
