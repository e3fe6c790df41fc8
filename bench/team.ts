/**
 * `npm run bench:team`: what organisations add to the request path. For each database
 * (BENCH_DATABASES, default `pglite,postgres`) it starts the built server (dist/, from
 * `npm run build`, which this does not run) on a fresh database, seeds a person's card as
 * `npm run bench` does, makes an organisation with a subscription of 2,000 cards (straight in the
 * database: a checkout takes at most 10 at a time) and a brand kit with locked fields and a logo,
 * then measures:
 * - importing 1,000 rows in one request (its time, and the server's peak memory during it);
 * - the public page of an organisation card (the kit applied) beside a personal card's, at
 *   BENCH_CONNECTIONS (100) connections for BENCH_DURATION (8) s after a 2 s warm-up: the goal is
 *   within 10% of the personal card;
 * - `/api/org/list-cards` of the organisation's 1,000 cards, a page of 20, signed in as its owner.
 * Prints one table per database and the machine's load average. Every process, folder and
 * database made here is removed at the end.
 *
 * Environment: BENCH_DATABASES, BENCH_CONNECTIONS, BENCH_DURATION, BENCH_POSTGRES_URL (an admin
 * URL: a database is created and dropped), BENCH_PORT (3800 here), WRK_PATH, BENCH_TEAM_IMPORT_ONLY
 * (`1`: the import alone, without the loads after it).
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import {
  benchDataDir,
  formatNumber,
  postgresServerEnv,
  snapshotBuild,
  startServer,
  stopAll,
  table,
  type RunningServer,
} from './lib';
import { runWrk, sampleMemory, wrkAvailable, type LoadResult } from './load';
import { seedCard } from './seed';
import { visitorRequest } from './targets';

const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name === 'pglite' || name === 'postgres');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const durationS = Number(process.env.BENCH_DURATION ?? 8);
const port = Number(process.env.BENCH_PORT ?? 3800);
const postgresAdminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IMPORT_ROWS = 1_000;
const importOnly = process.env.BENCH_TEAM_IMPORT_ONLY === '1';

const progress = (line: string) => console.log(`· ${line}`);

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** Runs SQL on the server's database: PostgreSQL while it runs, PGlite while it is stopped. */
async function runSql(env: Record<string, string>, text: string, values: unknown[]) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(text, values);
    } finally {
      await client.end();
    }
    return;
  }
  const db = await PGlite.create(`${env.DATA_DIR}/pgdata`);
  try {
    await db.query(text, values);
  } finally {
    await db.close();
  }
}

const GRANT = `insert into subscriptions
  (organization_id, provider, status, card_allocation, trial_end, current_period_start, current_period_end)
  values ($1, 'complimentary', 'active', 2000, null, now(), now() + interval '1 year')`;

function importCsv(): Buffer {
  const lines = ['Email,Full name,Job title,Mobile,Location,Department'];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    lines.push(
      `person${i}@team.example,Person ${i},Engineer,0412 345 ${String(i).padStart(3, '0')},Sydney,Platform`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

interface TeamRow {
  name: string;
  result?: LoadResult;
  note?: string;
}

async function benchOne(database: string, build: Awaited<ReturnType<typeof snapshotBuild>>) {
  const cleanups: (() => Promise<unknown>)[] = [];
  const rows: TeamRow[] = [];
  try {
    const dataDir = await benchDataDir(`team-${database}`, cleanups);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ANALYTICS_FLUSH_MS: '2000',
    };
    if (database === 'postgres') {
      const pgEnv = await postgresServerEnv(postgresAdminUrl);
      cleanups.push(pgEnv.drop);
      Object.assign(env, pgEnv.env);
    }
    let server: RunningServer = await startServer(env, port, build.serverEntry);
    progress(`${database}: seeding a person's card`);
    const seeded = await seedCard(server, env, port, {
      serverEntry: build.serverEntry,
      cliEntry: build.cliEntry,
    });
    server = seeded.server;
    const origin = server.url;
    const headers = { origin, cookie: seeded.cookie };

    progress(`${database}: an organisation with 2,000 seats and a brand kit`);
    const created = await expectOk(
      await fetch(`${origin}/api/org/create`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench Team' }),
      }),
      'org/create',
    );
    const orgId = ((await created.json()) as { id: string }).id;
    if (env.DATABASE_URL) {
      await runSql(env, GRANT, [orgId]);
    } else {
      await server.stop();
      await runSql(env, GRANT, [orgId]);
      server = await startServer(env, port, build.serverEntry);
    }
    const kit = new FormData();
    kit.append('orgId', orgId);
    kit.append('company', 'Bench Team');
    kit.append('website', 'team.example');
    kit.append('template', 'corporate');
    kit.append('accentColor', '#0f766e');
    kit.append(
      'locked',
      JSON.stringify(['company', 'website', 'template', 'accentColor', 'brandLogo']),
    );
    const logo = await sharp({
      create: { width: 320, height: 96, channels: 4, background: '#1e3a8a' },
    })
      .png()
      .toBuffer();
    kit.append('brandLogo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    await expectOk(
      await fetch(`${origin}/api/org/update-brand`, { method: 'POST', headers, body: kit }),
      'org/update-brand',
    );

    progress(`${database}: importing ${IMPORT_ROWS} rows in one request`);
    const form = new FormData();
    form.append('orgId', orgId);
    form.append('dryRun', 'false');
    form.append(
      'file',
      new Blob([new Uint8Array(importCsv())], { type: 'text/csv' }),
      'people.csv',
    );
    const memory = sampleMemory(server.pid);
    const started = performance.now();
    const imported = await expectOk(
      await fetch(`${origin}/api/org/import`, { method: 'POST', headers, body: form }),
      'org/import',
    );
    const report = (await imported.json()) as { created: number; invited: number };
    const importMs = performance.now() - started;
    const peak = memory.stop().peak;
    if (report.created !== IMPORT_ROWS) throw new Error(`import created ${report.created}`);
    rows.push({
      name: `import ${IMPORT_ROWS} rows`,
      note: `${formatNumber(importMs / 1000, 1)} s, ${formatNumber(IMPORT_ROWS / (importMs / 1000), 0)} rows/s, ${report.invited} invitations, peak ${formatNumber(peak.memoryKiB / 1024, 0)} MiB`,
    });
    if (importOnly) {
      await server.stop();
      return rows;
    }

    const listed = await expectOk(
      await fetch(`${origin}/api/org/list-cards`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ orgId, page: 1, pageSize: 20 }),
      }),
      'org/list-cards',
    );
    const orgCard = ((await listed.json()) as { items: { id: string }[] }).items[0];
    if (!orgCard) throw new Error('no organisation card');

    const load = async (name: string, url: string, request = visitorRequest) => {
      progress(`${database}: ${name}`);
      await runWrk(url, { connections, durationS: 2, request });
      rows.push({ name, result: await runWrk(url, { connections, durationS, request }) });
    };
    await load('showcase (personal card)', `${origin}/showcase?id=${seeded.cardId}`);
    await load('showcase (organisation card, kit)', `${origin}/showcase?id=${orgCard.id}`);
    await load('org/list-cards (1,000 cards)', `${origin}/api/org/list-cards`, {
      method: 'POST',
      body: Buffer.from(JSON.stringify({ orgId, page: 1, pageSize: 20 })),
      headers: { 'content-type': 'application/json', cookie: seeded.cookie },
    });
    await server.stop();
    return rows;
  } finally {
    await stopAll();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

async function main() {
  if (!importOnly && !wrkAvailable()) throw new Error('wrk is needed: apt-get install -y wrk');
  const build = await snapshotBuild();
  const loadBefore = os.loadavg();
  try {
    for (const database of databases) {
      const rows = await benchOne(database, build);
      const personal = rows.find((row) => row.name === 'showcase (personal card)')?.result;
      const team = rows.find((row) => row.name === 'showcase (organisation card, kit)')?.result;
      console.log(`\n${database}`);
      console.log(
        table([
          ['call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'note'],
          ...rows.map((row) => [
            row.name,
            row.result ? formatNumber(row.result.requestsPerSecond) : '',
            row.result ? formatNumber(row.result.p50Ms, 1) : '',
            row.result ? formatNumber(row.result.p99Ms, 1) : '',
            row.result ? String(row.result.non2xx + row.result.errors) : '',
            row.note ??
              (row.result === team && personal && team
                ? `${formatNumber((team.requestsPerSecond / personal.requestsPerSecond) * 100, 0)}% of the personal card (goal: at least 90%)`
                : ''),
          ]),
        ]),
      );
    }
  } finally {
    await rm(build.dir, { recursive: true, force: true });
  }
  console.log(
    `\nload average before: ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
