/**
 * The team rows of `npm run bench`, and `npm run bench:team` to run only them: what organisations
 * add to the request path. For each database (BENCH_DATABASES, default `pglite,postgres`) it
 * starts the built server on a fresh database, seeds a person's card as `npm run bench` does,
 * makes an organisation with a subscription of 2,000 cards (straight in the database: a checkout
 * takes at most 10 at a time) and a brand kit with locked fields and a logo, then measures:
 * - importing 1,000 rows in one request (its time, and the server's peak memory during it);
 * - the public page of an organisation card (the kit applied) beside a personal card's: the goal
 *   is within 10% of the personal card;
 * - `/api/org/list-cards` of the organisation's 1,000 cards, a page of 20, signed in as its owner;
 * each loaded at BENCH_CONNECTIONS (100) connections for BENCH_DURATION s after a 2 s warm-up,
 * with the server's memory sampled. `printTeam` prints them in the style of the main table. Every
 * process, folder and database made here is removed at the end.
 *
 * `npm run bench:team` uses the current dist/ (`npm run build`, which it does not run) and the
 * same environment as `npm run bench` (BENCH_DURATION defaults to 8 s here); its server listens on
 * BENCH_PORT (3800 here; in `npm run bench`, the main server's port, 3600).
 * BENCH_TEAM_IMPORT_ONLY=1 times the import alone, without the loads after it.
 */
import { rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
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
  type BuildSnapshot,
  type RunningServer,
} from './lib';
import { runLoad, sampleMemory, wrkAvailable, type LoadResult, type RequestSpec } from './load';
import { LOAD_COLUMNS, loadCells } from './report';
import { progress, type DatabaseKind } from './runner';
import { seedCard } from './seed';
import { visitorRequest } from './targets';

export const IMPORT_ROWS = 1_000;
/** The organisation card's page against the personal card's: at least this share of its rate. */
export const KIT_PAGE_GOAL = 0.9;

export interface TeamSettings {
  /** The import alone, without the loads after it. */
  importOnly?: boolean;
  databases: DatabaseKind[];
  connections: number;
  /** Seconds per load run (after 2 s of warm-up). */
  durationS: number;
  postgresAdminUrl: string;
  port: number;
}

export interface TeamLoadRow {
  target: string;
  path: string;
  connections: number;
  result: LoadResult;
  peakMemoryMiB: number;
}

export interface TeamRun {
  database: DatabaseKind;
  import: { rows: number; ms: number; invited: number; peakMemoryMiB: number };
  rows: TeamLoadRow[];
}

export const TEAM_TARGETS = {
  personal: 'showcase (personal card)',
  kit: 'showcase (organisation card, kit)',
  list: 'org/list-cards (1,000 cards)',
} as const;

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * POSTs `form` and resolves with the answer's body once it comes, however long it takes (fetch
 * gives up after 300 s without headers: an import of 1,000 rows on a busy machine can take
 * longer); rejects unless the status is 2xx.
 */
async function postWithoutTimeout(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  what: string,
): Promise<string> {
  const encoded = new Request(url, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': String(body.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(text);
          else reject(new Error(`${what}: ${status} ${text}`));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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

/** The team rows on one database: a server of its own, stopped and removed at the end. */
export async function benchTeam(
  database: DatabaseKind,
  build: BuildSnapshot,
  settings: TeamSettings,
): Promise<TeamRun> {
  const { connections, durationS, port, postgresAdminUrl } = settings;
  const cleanups: (() => Promise<unknown>)[] = [];
  const rows: TeamLoadRow[] = [];
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
    const report = JSON.parse(
      await postWithoutTimeout(`${origin}/api/org/import`, headers, form, 'org/import'),
    ) as { created: number; invited: number };
    const importMs = performance.now() - started;
    const peak = memory.stop().peak;
    if (report.created !== IMPORT_ROWS) throw new Error(`import created ${report.created}`);
    const importFigures = {
      rows: IMPORT_ROWS,
      ms: importMs,
      invited: report.invited,
      peakMemoryMiB: peak.memoryKiB / 1024,
    };
    if (settings.importOnly) {
      await server.stop();
      return { database, import: importFigures, rows };
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

    const load = async (target: string, path: string, request: RequestSpec = visitorRequest) => {
      progress(`${database}: ${target}`);
      const url = `${origin}${path}`;
      await runLoad(url, { connections, durationS: 2, request });
      const sampler = sampleMemory(server.pid);
      const result = await runLoad(url, { connections, durationS, request });
      const peakMemoryMiB = sampler.stop().peak.memoryKiB / 1024;
      rows.push({ target, path, connections, result, peakMemoryMiB });
    };
    await load(TEAM_TARGETS.personal, `/showcase?id=${seeded.cardId}`);
    await load(TEAM_TARGETS.kit, `/showcase?id=${orgCard.id}`);
    await load(TEAM_TARGETS.list, '/api/org/list-cards', {
      method: 'POST',
      body: Buffer.from(JSON.stringify({ orgId, page: 1, pageSize: 20 })),
      headers: { 'content-type': 'application/json', cookie: seeded.cookie },
    });
    await server.stop();
    return { database, import: importFigures, rows };
  } finally {
    await stopAll();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

/** The team rows, in the style of the main load table: the import, then the loaded calls. */
export function printTeam(runs: TeamRun[], settings: Pick<TeamSettings, 'durationS'>): void {
  const tool = wrkAvailable() ? 'wrk -t2 --latency' : 'autocannon (wrk not installed)';
  console.log(
    `\n5. Teams: an organisation with a brand kit; import of ${formatNumber(IMPORT_ROWS)} rows in one request, then ${tool}, ${settings.durationS} s per row, keep-alive`,
  );
  console.log(
    table([
      ['db', 'import', 'seconds', 'rows/s', 'invitations', 'peak MiB'],
      ...runs.map((run) => [
        run.database,
        `${formatNumber(run.import.rows)} rows`,
        formatNumber(run.import.ms / 1000, 1),
        formatNumber(run.import.rows / (run.import.ms / 1000)),
        formatNumber(run.import.invited),
        formatNumber(run.import.peakMemoryMiB),
      ]),
    ]),
  );
  console.log(
    table([
      [...LOAD_COLUMNS, 'peak MiB'],
      ...runs.flatMap((run) =>
        run.rows.map((row) => [...loadCells(run.database, row), formatNumber(row.peakMemoryMiB)]),
      ),
    ]),
  );
  for (const run of runs) {
    const personal = run.rows.find((row) => row.target === TEAM_TARGETS.personal);
    const kit = run.rows.find((row) => row.target === TEAM_TARGETS.kit);
    if (!personal || !kit) continue;
    const share = kit.result.requestsPerSecond / personal.result.requestsPerSecond;
    console.log(
      `${run.database}: ${kit.target} at ${(share * 100).toFixed(0)}% of the personal card's rate (goal >= ${KIT_PAGE_GOAL * 100}%) ${share >= KIT_PAGE_GOAL ? 'met' : 'MISSED'}`,
    );
  }
}

/** The team rows of each database, one after the other. */
export async function benchTeams(build: BuildSnapshot, settings: TeamSettings) {
  const runs: TeamRun[] = [];
  for (const database of settings.databases) runs.push(await benchTeam(database, build, settings));
  return runs;
}

async function main() {
  const settings: TeamSettings = {
    databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres')
      .split(',')
      .map((name) => name.trim())
      .filter((name): name is DatabaseKind => name === 'pglite' || name === 'postgres'),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
    durationS: Number(process.env.BENCH_DURATION ?? 8),
    postgresAdminUrl:
      process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    port: Number(process.env.BENCH_PORT ?? 3800),
    importOnly: process.env.BENCH_TEAM_IMPORT_ONLY === '1',
  };
  const build = await snapshotBuild();
  const loadBefore = os.loadavg();
  try {
    printTeam(await benchTeams(build, settings), settings);
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
}
