/**
 * What images cost a real server process in memory (docs/product.md#validation-images,
 * docs/product.md#drawing-limits), read from the kernel's own account of it (/proc/<pid>/status:
 * VmHWM, the most it ever held, and VmRSS): hostile PNGs sent in parallel to every upload path
 * that decodes, and the home-screen icon of a photo stored in a shape no upload would pass today.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { hostilePng, png } from '../support/shared/images';
import { multipart } from '../support/shared/multipart';
import { SmtpCapture } from '../support/fakes/smtp-capture';
import {
  CARD_FIELDS,
  createUserOverHttp,
  grantSubscriptionOverHttp,
  sendCard,
  type SignedInUser,
} from '../support/system/client';
import { createEmptyPostgresDatabase, withPostgres } from '../support/system/database';
import {
  reportFigures,
  startServerProcess,
  stopAllServers,
  type ServerProcess,
} from '../support/system/server';
import { uniqueEmail } from '../support/shared/unique-email';

const PORTS = { server: 4881, smtp: 4882 };
/** How far above what it held before the server's peak may go, whatever it is sent. */
const GROWTH_LIMIT_MIB = 64;
/** Requests sent at once: twice the cores, as the assessment's four. */
const PARALLEL = 4;
/** Cards stored before uploads were judged by their shape: a photo one pixel wide, or high. */
const OLD_CARDS = [
  { id: 'old-card-tall-photo', width: 1, height: 512 },
  { id: 'old-card-wide-photo', width: 512, height: 1 },
];

let dataDir = '';
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
const smtp = new SmtpCapture();
let server: ServerProcess;
let user: SignedInUser;

/** The server process's peak and current resident memory, in MiB, as the kernel counts them. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
  return { peak: mib('VmHWM'), resident: mib('VmRSS') };
}

/**
 * Starts a new peak from what the process holds now (`5` to clear_refs resets VmHWM to VmRSS),
 * so one measurement is not hidden under an earlier, higher one; returns that starting point.
 */
function restartPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return memoryOf(pid);
}

/** A GET on a connection of its own, as from a browser that has not been here before. */
function getOnItsOwnConnection(url: string): Promise<{ status: number; type: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'] ?? '',
          }),
        );
      })
      .on('error', reject);
  });
}

/** Its processor time so far (user and system, every thread), in milliseconds. */
function cpuMsOf(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Old data: the owner, their cards and the photos, written before the server starts. */
async function seed(url: string, uploadsDir: string) {
  const handle = await openPostgres(url, 1);
  await handle.close();
  await mkdir(path.join(uploadsDir, 'cards'), { recursive: true });
  await withPostgres(url, async (client) => {
    await client.query(
      `insert into auth_users (id, name, email, email_verified) values ('old-owner', '', $1, true)`,
      [uniqueEmail('old')],
    );
    for (const card of OLD_CARDS) {
      const key = `cards/${card.id}.png`;
      await writeFile(
        path.join(uploadsDir, key),
        await hostilePng({ width: card.width, height: card.height }),
      );
      await client.query(
        `insert into cards (id, user_id, full_name, job_title, email, phone, location, profile_image_key)
         values ($1, 'old-owner', 'Old Photo', 'Kept', 'old@example.com', '+1 555 0100', 'Here', $2)`,
        [card.id, key],
      );
    }
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-images-'));
  database = await createEmptyPostgresDatabase();
  await seed(database.url, path.join(dataDir, 'uploads'));
  await smtp.start(PORTS.smtp);
  const email = uniqueEmail('images');
  server = await startServerProcess({
    entry: inject('systemServerEntry'),
    name: 'images',
    port: PORTS.server,
    dataDir,
    env: {
      ...database.env,
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: email,
      // One user sends every support request here; the limits have their own tests.
      SUPPORT_RATE_LIMIT_PER_EMAIL: '1000',
      MAILS_PER_ADDRESS_PER_DAY: '1000',
    },
  });
  user = await createUserOverHttp(server.url, smtp, email);
  await grantSubscriptionOverHttp(server.url, user, email, 50);
  // Warm up every path once with an ordinary image, so the peak below is the server's own.
  const photo = await png(400, 300);
  const created = await sendCard(server.url, user.cookie, {}, [
    { field: 'profileImage', content: photo },
  ]);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const size of [192, 512]) {
    expect((await fetch(`${server.url}/showcase/icon.png?id=${id}&size=${size}`)).status).toBe(200);
  }
  for (const send of uploads(photo)) expect((await send()).status).toBeLessThan(300);
});

afterAll(async () => {
  await stopAllServers();
  await smtp.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** One request per upload path that decodes an image, each sending `image`. */
function uploads(image: Buffer): (() => Promise<Response>)[] {
  const file = (field: string) => [
    { field, filename: 'image.png', contentType: 'image/png', content: image },
  ];
  const post = (url: string, fields: Record<string, string>, field: string) => () => {
    const body = multipart(fields, file(field));
    return fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { ...body.headers, origin: server.url, cookie: user.cookie },
      body: body.payload,
    });
  };
  return [
    ...['profileImage', 'companyLogo', 'brandLogo'].map((field) =>
      post('/api/card/create-card', CARD_FIELDS, field),
    ),
    post('/api/user/update-user', { fullName: 'Ada Lovelace' }, 'profileImage'),
    post(
      '/api/support/request',
      { subject: 'Bug Report', body: 'See the attached file' },
      'attachments',
    ),
  ];
}

describe('images a real server is sent or has stored', () => {
  test(`hostile PNGs, ${PARALLEL} at once on every upload path, are refused and cost no memory`, async () => {
    const attacks: [string, Buffer, number][] = [
      [
        '16-bit interlaced RGBA 6320 × 6320',
        await hostilePng({
          width: 6320,
          height: 6320,
          bitDepth: 16,
          color: 'rgba',
          interlaced: true,
        }),
        413,
      ],
      ['2 × 19,900,000', await hostilePng({ width: 2, height: 19_900_000, color: 'gray' }), 415],
    ];
    const before = restartPeak(server.child.pid!);
    const cpu = cpuMsOf(server.child.pid!);
    // Every answer is checked after the figures are reported, so a failure still shows them.
    const answered: { name: string; status: number; body: string }[] = [];
    const expected: string[] = [];
    for (const [name, image, status] of attacks) {
      for (const send of uploads(image)) {
        const answers = await Promise.all(
          Array.from({ length: PARALLEL }, () =>
            send().then(
              async (response) => ({ status: response.status, body: await response.text() }),
              (error: unknown) => ({ status: 0, body: String(error) }),
            ),
          ),
        );
        for (const answer of answers) {
          answered.push({ name, ...answer });
          expected.push(`${name}: ${status}`);
        }
      }
    }
    const after = memoryOf(server.child.pid!);
    const growth = after.peak - before.resident;
    reportFigures(
      `hostile uploads: resident ${before.resident.toFixed(0)} MiB, peak ${after.peak.toFixed(0)} MiB (+${growth.toFixed(0)}), ` +
        `then resident ${after.resident.toFixed(0)} MiB, ${cpuMsOf(server.child.pid!) - cpu} ms of CPU`,
    );
    expect(growth).toBeLessThan(GROWTH_LIMIT_MIB);
    expect(
      answered.map(({ name, status }) => `${name}: ${status}`),
      answered.map(({ body }) => body.slice(0, 200)).join('\n'),
    ).toEqual(expected);
  });

  test(`the home-screen icon of a degenerate stored photo, ${PARALLEL} at once, costs no memory`, async () => {
    const before = restartPeak(server.child.pid!);
    const cpu = cpuMsOf(server.child.pid!);
    for (const card of OLD_CARDS) {
      for (const size of [512, 192]) {
        const answers = await Promise.all(
          Array.from({ length: PARALLEL }, () =>
            getOnItsOwnConnection(`${server.url}/showcase/icon.png?id=${card.id}&size=${size}`),
          ),
        );
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.type).toBe('image/png');
        }
      }
    }
    const after = memoryOf(server.child.pid!);
    const growth = after.peak - before.resident;
    reportFigures(
      `icons of 1 × 512 and 512 × 1 photos: resident ${before.resident.toFixed(0)} MiB, peak ${after.peak.toFixed(0)} MiB (+${growth.toFixed(0)}), ` +
        `then resident ${after.resident.toFixed(0)} MiB, ${cpuMsOf(server.child.pid!) - cpu} ms of CPU`,
    );
    expect(growth).toBeLessThan(GROWTH_LIMIT_MIB);
  });
});
