/**
 * Two server processes on one PostgreSQL database and one uploads folder, started at the same
 * moment (migrations serialised by their advisory lock): sessions, uploads and the card allocation
 * hold across both, and background work (mail, card purge) is done once though both run it.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { png } from '../support/shared/images';
import { SmtpCapture } from '../support/fakes/smtp-capture';
import {
  createUserOverHttp,
  getCard,
  grantSubscriptionOverHttp,
  postJson,
  sendCard,
  sessionUserId,
  type SignedInUser,
} from '../support/system/client';
import { createEmptyPostgresDatabase, withPostgres } from '../support/system/database';
import {
  logEntries,
  reportFigures,
  startServerProcess,
  stopAllServers,
  type ServerProcess,
} from '../support/system/server';
import { cookieHeader } from '../support/shared/cookies';
import { uniqueEmail } from '../support/shared/unique-email';

const PORTS = { a: 4831, b: 4832, smtp: 4833 };
const EXPIRED_CARDS = 24;
const QUEUED_MAILS = 40;
const ALLOCATION = 5;
const PARALLEL_CREATES = 12;
/** A card whose views both instances count (docs/product.md#insights). */
const COUNTED_CARD = 'counted-card';
/**
 * Every view comes from 127.0.0.1, one visitor: both instances' views together stay within the
 * views of one visitor that count in a day (VIEWS_PER_VISITOR_PER_DAY), so all of them count.
 */
const VIEWS_PER_INSTANCE = 9;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

let dataDir = '';
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
const smtp = new SmtpCapture();
let a: ServerProcess;
let b: ServerProcess;
let owner: SignedInUser;

/** Before the instances start: expired cards with files, and mail waiting in the outbox. */
async function seed(url: string, uploadsDir: string) {
  const handle = await openPostgres(url, 1);
  await handle.close();
  await mkdir(path.join(uploadsDir, 'cards'), { recursive: true });
  const image = await png(8, 8);
  await withPostgres(url, async (client) => {
    await client.query(
      `insert into auth_users (id, name, email, email_verified) values ('expired-owner', '', $1, true)`,
      [uniqueEmail('expired')],
    );
    for (let i = 0; i < EXPIRED_CARDS; i += 1) {
      await writeFile(path.join(uploadsDir, 'cards', `expired-${i}.png`), image);
      await client.query(
        `insert into cards (id, user_id, full_name, job_title, email, phone, location,
           profile_image_key, delete_on)
         values ($1, 'expired-owner', 'Old Card', 'Gone', 'old@example.com', '+1 555 0100',
           'Nowhere', $2, now() - interval '1 day')`,
        [`expired-card-${i}`, `cards/expired-${i}.png`],
      );
    }
    await client.query(
      `insert into cards (id, user_id, full_name, job_title, email, phone, location)
       values ($1, 'expired-owner', 'Counted Card', 'Seen', 'seen@example.com', '+1 555 0101', 'Here')`,
      [COUNTED_CARD],
    );
    for (let i = 0; i < QUEUED_MAILS; i += 1) {
      await client.query(`insert into outbox ("to", subject, text) values ($1, $2, 'queued')`, [
        `queued-${i}@example.com`,
        `Queued ${i}`,
      ]);
    }
  });
}

const countRows = (query: string) =>
  withPostgres(database.url, async (client) =>
    Number((await client.query<{ n: string }>(query)).rows[0]?.n),
  );

beforeAll(async () => {
  const entry = inject('systemServerEntry');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-two-'));
  database = await createEmptyPostgresDatabase();
  await seed(database.url, path.join(dataDir, 'uploads'));
  await smtp.start(PORTS.smtp);
  const ownerEmail = uniqueEmail('two');
  const env = {
    ...database.env,
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: ownerEmail,
    // The purge logs what it removed at info level; the test sums both instances' lines.
    LOG_LEVEL: 'info',
    // Counts reach the database only when each process stops (SIGTERM): the last test shows it.
    ANALYTICS_FLUSH_MS: '300000',
  };
  const start = (name: string, port: number) =>
    startServerProcess({ entry, name, port, dataDir, env });
  [a, b] = await Promise.all([start('A', PORTS.a), start('B', PORTS.b)]);
  owner = await createUserOverHttp(a.url, smtp, ownerEmail);
  await grantSubscriptionOverHttp(b.url, owner, ownerEmail, ALLOCATION);
});

afterAll(async () => {
  await stopAllServers();
  await smtp.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL database', () => {
  test('a session made on one instance works on the other, and sign-out on B ends it on A', async () => {
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email: owner.email, password: 'correct-horse' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieHeader(signIn.headers.getSetCookie());
    expect(await sessionUserId(b.url, cookie)).toBe(owner.id);
    const listed = await postJson(b.url, cookie, '/api/card/list-user-cards', { page: 1 });
    expect(listed.status).toBe(200);
    // A now knows the credential (plugins/auth/remembered-sessions.ts) and skips better-auth for it.
    const listedOnA = await postJson(a.url, cookie, '/api/card/list-user-cards', { page: 1 });
    expect(listedOnA.status).toBe(200);

    const signOut = await postJson(b.url, cookie, '/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    expect(await sessionUserId(a.url, cookie)).toBeUndefined();
    const afterOnA = await postJson(a.url, cookie, '/api/card/list-user-cards', { page: 1 });
    expect(afterOnA.status).toBe(401);
  });

  test('an image uploaded through A is served by B', async () => {
    const image = await png(40, 30);
    const created = await sendCard(a.url, owner.cookie, { title: 'shared upload' }, [
      { field: 'profileImage', content: image },
    ]);
    expect(created.status).toBe(201);
    const card = (await created.json()) as { id: string; profileImageUrl: string };
    const fromA = await fetch(`${a.url}${card.profileImageUrl}`);
    const fromB = await fetch(`${b.url}${card.profileImageUrl}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toMatch(/^image\//);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect((await getCard(b.url, owner.cookie, card.id)).card?.profileImageUrl).toBe(
      card.profileImageUrl,
    );
  });

  test('parallel creations split over A and B never exceed the allocation', async () => {
    const existing = await countRows(
      `select count(*) as n from cards where user_id = '${owner.id}'`,
    );
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_CREATES }, async (_, i) => {
        const response = await sendCard(i % 2 ? b.url : a.url, owner.cookie, {
          title: `race ${i}`,
        });
        return { status: response.status, body: (await response.json()) as { error?: string } };
      }),
    );
    const created = answers.filter((answer) => answer.status === 201).length;
    const refused = answers.filter((answer) => answer.body.error === 'MAX_CARDS').length;
    expect(created).toBe(ALLOCATION - existing);
    expect(refused).toBe(PARALLEL_CREATES - created);
    expect(await countRows(`select count(*) as n from cards where user_id = '${owner.id}'`)).toBe(
      ALLOCATION,
    );
    reportFigures(
      `[two instances] allocation ${ALLOCATION}: ${PARALLEL_CREATES} parallel creates over A and ` +
        `B → ${created} created, ${refused} MAX_CARDS (${existing} card existed)`,
    );
  });

  test('mail queued before start-up is delivered exactly once though both workers run', async () => {
    const queued = (i: number) => `queued-${i}@example.com`;
    await Promise.all(
      Array.from({ length: QUEUED_MAILS }, (_, i) =>
        smtp.waitFor((mail) => mail.to.includes(queued(i)), 30_000),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const counts = Array.from(
      { length: QUEUED_MAILS },
      (_, i) => smtp.messages.filter((mail) => mail.to.includes(queued(i))).length,
    );
    expect(counts).toEqual(counts.map(() => 1));
    expect(await countRows(`select count(*) as n from outbox where status <> 'sent'`)).toBe(0);
    reportFigures(`[two instances] queued mails: ${QUEUED_MAILS}, received: ${counts.length}`);
  });

  test('the card purge removes each expired card and its file once, whichever instance runs it', async () => {
    const purged = (server: ServerProcess) =>
      logEntries(server, 'purged cards past their retention').reduce(
        (sum, entry) => sum + Number(entry.cards),
        0,
      );
    // A purge deletes the rows in one transaction, then each card's files, then logs the count:
    // the files are checked once the log says the purge is over.
    const deadline = Date.now() + 30_000;
    while (
      (await countRows(`select count(*) as n from cards where delete_on <= now()`)) > 0 ||
      purged(a) + purged(b) < EXPIRED_CARDS
    ) {
      if (Date.now() > deadline) throw new Error('the purge did not run');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (let i = 0; i < EXPIRED_CARDS; i += 1)
      expect(existsSync(path.join(dataDir, 'uploads', 'cards', `expired-${i}.png`))).toBe(false);
    const byA = purged(a);
    const byB = purged(b);
    expect(byA + byB).toBe(EXPIRED_CARDS);
    reportFigures(
      `[two instances] expired cards: ${EXPIRED_CARDS}, purged by A: ${byA}, by B: ${byB}`,
    );
  });

  test("/metrics on a cluster sums every worker's figures, and each instance is ready", async () => {
    // Each instance runs one worker per core (WEB_CONCURRENCY's default on PostgreSQL); the
    // connections below are spread over them by the primary.
    const HEALTH_CHECKS = 20;
    for (let i = 0; i < HEALTH_CHECKS; i += 1) {
      const response = await fetch(`${a.url}/api/health`, { headers: { connection: 'close' } });
      expect(response.status).toBe(200);
    }
    const scraped = await fetch(`${a.url}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    const families = parsePrometheusTextFormat(text) as { name: string }[];
    expect(families.map((family) => family.name)).toEqual(
      expect.arrayContaining([
        'cardvault_http_request_duration_seconds',
        'cardvault_outbox_pending',
      ]),
    );
    const health =
      /^cardvault_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} (\d+)$/m.exec(
        text,
      );
    expect(Number(health?.[1])).toBeGreaterThanOrEqual(HEALTH_CHECKS);
    for (const server of [a, b]) {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test("views through A and B add up to one card's figures, written when each process stops", async () => {
    const page = (server: ServerProcess, i: number) =>
      fetch(`${server.url}/showcase?id=${COUNTED_CARD}${i % 3 === 0 ? '&src=qr' : ''}`, {
        headers: { 'user-agent': BROWSER, connection: 'close' },
      }).then((response) => response.status);
    const statuses = await Promise.all(
      Array.from({ length: VIEWS_PER_INSTANCE * 2 }, (_, i) => page(i % 2 ? b : a, i)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const figure = (metric: string) =>
      countRows(
        `select coalesce(sum(count), 0) as n from card_daily_stats where card_id = '${COUNTED_CARD}' and metric = '${metric}'`,
      );
    // Still in the processes' memory: nothing written per view.
    expect(await figure('view')).toBe(0);
    await Promise.all([a.stop('SIGTERM', 30_000), b.stop('SIGTERM', 30_000)]);
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
    const views = await figure('view');
    const uniques = await figure('unique');
    const scans = await figure('scan');
    expect({ views, uniques, scans }).toEqual({
      views: VIEWS_PER_INSTANCE * 2,
      uniques: 1,
      scans: (VIEWS_PER_INSTANCE * 2) / 3,
    });
    expect(await countRows(`select count(*) as n from card_daily_visitors`)).toBe(1);
    reportFigures(
      `[two instances] ${views} views over A and B (clusters), written at SIGTERM: ${uniques} unique visitor, ${scans} scans`,
    );
  });

  test('neither instance logged an error', () => {
    for (const server of [a, b])
      expect(server.output.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
});
