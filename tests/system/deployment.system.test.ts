/**
 * The deployment of docs/deploy.md, started for real: nginx in front of two separate server
 * processes (one worker each, not a cluster) on one PostgreSQL database and an S3 bucket (s3rver
 * on loopback), TRUST_PROXY set to the proxy. Sign-up, a card with images, an edit seen through
 * both instances at once, and background jobs that ran once between them.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { S3Storage } from '../../src/server/plugins/storage/s3-storage';
import { loadConfig } from '../../src/server/config';
import { png } from '../support/shared/images';
import { startNginxProxy, type NginxProxy } from '../support/system/nginx-proxy';
import { startLoopbackS3, type LoopbackS3 } from '../support/fakes/s3-server';
import { SmtpCapture } from '../support/fakes/smtp-capture';
import {
  createUserOverHttp,
  grantSubscriptionOverHttp,
  postJson,
  sendCard,
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
import { uniqueEmail } from '../support/shared/unique-email';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const PORTS = { a: 4871, b: 4872, proxy: 4873, smtp: 4874 };
const EXPIRED_CARDS = 6;
const QUEUED_MAILS = 10;

let s3: LoopbackS3;
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let proxy: NginxProxy;
let a: ServerProcess;
let b: ServerProcess;
let owner: SignedInUser;
let dataDir = '';
const smtp = new SmtpCapture();

const countRows = (query: string) =>
  withPostgres(database.url, async (client) =>
    Number((await client.query<{ n: string }>(query)).rows[0]?.n),
  );

beforeAll(async () => {
  const entry = inject('systemServerEntry');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-deploy-'));
  [s3, database] = await Promise.all([startLoopbackS3(), createEmptyPostgresDatabase()]);
  await smtp.start(PORTS.smtp);
  const publicUrl = `http://127.0.0.1:${PORTS.proxy}`;
  const email = uniqueEmail('deploy');
  const env = {
    ADMIN_EMAILS: email,
    ...database.env,
    ...s3.env,
    SMTP_URL: smtp.url,
    PUBLIC_URL: publicUrl,
    // The proxy is the only peer the forwarded headers are believed from.
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'info',
  };
  const start = (name: string, port: number) =>
    startServerProcess({ entry, name, port, dataDir: path.join(dataDir, name), env });
  // The first instance applies the migrations; the seed needs the tables.
  a = await start('A', PORTS.a);
  await seed(env);
  b = await start('B', PORTS.b);
  proxy = await startNginxProxy(PORTS.proxy, [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]);
  owner = await createUserOverHttp(proxy.url, smtp, email);
  await grantSubscriptionOverHttp(proxy.url, owner, email, 3);
});

/** Cards past their retention with an image in the bucket, and mail waiting in the outbox. */
async function seed(env: Record<string, string>) {
  const bucket = new S3Storage(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }).storage as never,
  );
  const image = await png(8, 8);
  await withPostgres(database.url, async (client) => {
    await client.query(
      `insert into auth_users (id, name, email, email_verified) values ('expired-owner', '', $1, true)`,
      [uniqueEmail('expired')],
    );
    for (let i = 0; i < EXPIRED_CARDS; i += 1) {
      await bucket.put(`cards/expired-${i}/p.png`, image, 'image/png');
      await client.query(
        `insert into cards (id, user_id, full_name, job_title, email, phone, location,
           profile_image_key, delete_on)
         values ($1, 'expired-owner', 'Old Card', 'Gone', 'old@example.com', '+1 555 0100',
           'Nowhere', $2, now() - interval '1 day')`,
        [`expired-${i}`, `cards/expired-${i}/p.png`],
      );
    }
    for (let i = 0; i < QUEUED_MAILS; i += 1) {
      await client.query(`insert into outbox ("to", subject, text) values ($1, $2, 'queued')`, [
        `deploy-queued-${i}@example.com`,
        `Queued ${i}`,
      ]);
    }
  });
  bucket.close();
}

afterAll(async () => {
  await proxy?.stop();
  await stopAllServers();
  await smtp.stop();
  await s3?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('nginx in front of two instances on PostgreSQL and S3', () => {
  test('a card with images made through the proxy is served by both instances, edits at once', async () => {
    const created = await sendCard(proxy.url, owner.cookie, { title: 'deployed' }, [
      { field: 'profileImage', content: await png(64, 48) },
    ]);
    expect(created.status).toBe(201);
    const card = (await created.json()) as { id: string; profileImageUrl: string };
    // The image is in the bucket, and each instance serves it.
    for (const server of [a, b]) {
      const image = await fetch(`${server.url}${card.profileImageUrl}`);
      expect(image.status, server.name).toBe(200);
      expect(image.headers.get('cache-control')).toContain('immutable');
    }
    expect((await fetch(`${proxy.url}${card.profileImageUrl}`)).status).toBe(200);
    // Each instance has the page in memory; an edit through the proxy reaches both at once.
    for (const server of [a, b]) {
      expect(await (await fetch(`${server.url}/showcase?id=${card.id}`)).text()).toContain(
        'Ada Lovelace',
      );
    }
    const edited = await sendCard(proxy.url, owner.cookie, {
      id: card.id,
      title: 'deployed',
      fullName: 'Grace Hopper',
    });
    expect(edited.status).toBe(200);
    for (const server of [a, b]) {
      const deadline = Date.now() + 2_000;
      for (;;) {
        const page = await (await fetch(`${server.url}/showcase?id=${card.id}`)).text();
        if (page.includes('Grace Hopper')) break;
        if (Date.now() > deadline) throw new Error(`${server.name} still shows the old card`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    // The proxy spread the requests over both instances.
    const upstreams = new Set(await proxy.upstreams());
    expect(upstreams).toEqual(new Set([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]));
  });

  test('each background job ran once between the two instances', async () => {
    const deadline = Date.now() + 60_000;
    while ((await countRows(`select count(*) as n from cards where delete_on <= now()`)) > 0) {
      if (Date.now() > deadline) throw new Error('the purge did not run');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const purged = (server: ServerProcess) =>
      logEntries(server, 'purged cards past their retention').reduce(
        (sum, entry) => sum + Number(entry.cards),
        0,
      );
    // The instance logs what it purged once its files are gone too: wait for the lines.
    const logged = Date.now() + 30_000;
    while (purged(a) + purged(b) < EXPIRED_CARDS && Date.now() < logged) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(purged(a) + purged(b)).toBe(EXPIRED_CARDS);
    const bucket = new S3Storage({
      driver: 's3',
      uploadsDir: dataDir,
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    for (let i = 0; i < EXPIRED_CARDS; i += 1) {
      expect(await bucket.sizeOf(`cards/expired-${i}/p.png`)).toBeUndefined();
    }
    bucket.close();
    await Promise.all(
      Array.from({ length: QUEUED_MAILS }, (_, i) =>
        smtp.waitFor((mail) => mail.to.includes(`deploy-queued-${i}@example.com`), 30_000),
      ),
    );
    const counts = Array.from(
      { length: QUEUED_MAILS },
      (_, i) =>
        smtp.messages.filter((mail) => mail.to.includes(`deploy-queued-${i}@example.com`)).length,
    );
    expect(counts).toEqual(counts.map(() => 1));
    const claims = await countRows(`select count(*) as n from job_runs`);
    expect(claims).toBeGreaterThan(0);
    reportFigures(
      `[deployment] nginx + 2 instances + S3: ${EXPIRED_CARDS} expired cards purged (A ${purged(a)}, B ${purged(b)}), ${QUEUED_MAILS} queued mails delivered once each`,
    );
  });

  test('both instances are ready behind the proxy and neither logged an error', async () => {
    for (const server of [a, b]) {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status, server.name).toBe(200);
      expect(await ready.json()).toMatchObject({ checks: { storage: true, database: true } });
    }
    expect((await fetch(`${proxy.url}/api/ready`)).status).toBe(200);
    for (const server of [a, b])
      expect(server.output.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    expect((await postJson(proxy.url, owner.cookie, '/api/user/get-user', {})).status).toBe(200);
  });
});
