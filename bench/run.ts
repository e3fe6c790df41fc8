/**
 * `npm run bench`: builds (unless BENCH_SKIP_BUILD=1), snapshots the build, and for each database
 * (BENCH_DATABASES, default `pglite,postgres`) starts it fresh, seeds a card with a profile image
 * and a banner, and loads `/`, `/api/health`, the public card page, its vCard and QR code, the
 * signed-in card list and card creation with images. nginx serves the same page and vCard bytes
 * as static files for reference. Prints one table of requests per second, p50/p99 latency and the
 * server's peak memory (primary and workers), then the JavaScript and CSS per page and Lighthouse
 * (mobile) for `/`, the public card page and `/login`.
 * Before loading, it checks that an edit shows on the public page at once on every server process.
 * Everything also goes to bench/results/latest.json (Lighthouse reports beside it). Every process,
 * folder and database created here is removed on success or failure (Ctrl-C stops the processes;
 * a database it leaves is named cardvault_bench_*); a failure exits non-zero.
 *
 * Environment: BENCH_DURATION (s per load run, 10), BENCH_CONNECTIONS (100),
 * BENCH_CREATE_CONNECTIONS (10, for create-card), BENCH_DATABASES (pglite,postgres),
 * BENCH_POSTGRES_URL (an admin URL, postgres://postgres@127.0.0.1:5432/postgres: a database is
 * created and dropped), BENCH_PORT (3600), BENCH_NGINX_PORT (3601), BENCH_CHROME_PORT (3602),
 * BENCH_SKIP_BUILD=1, BENCH_SKIP_LIGHTHOUSE=1, BENCH_NO_INSTALL=1 (never apt-get), CHROME_PATH,
 * NGINX_PATH, WRK_PATH. The server's own settings (WEB_CONCURRENCY…) pass through.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  assetsOfHtml,
  landingBundleSize,
  pageBundleSize,
  spaRouteBundles,
  type BundleSize,
  type RouteBundle,
} from './bundle-size';
import {
  PORTS,
  formatNumber,
  kb,
  percentile,
  root,
  snapshotBuild,
  startServer,
  stopAll,
  table,
  type BuildSnapshot,
  type RunningServer,
} from './lib';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import {
  childPids,
  runLoad,
  memorySample,
  probeNewConnections,
  PROBE_EVERY_MS,
  sampleMemory,
  wrkAvailable,
  type LoadOptions,
  type LoadResult,
  type RequestSpec,
} from './load';
import { ensureTools, startNginx, type RunningNginx } from './nginx';
import { cardForm, checkEditsShowAtOnce, encodeForm, seedCard } from './seed';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** How long a freshly started server idles before its memory is read. */
const FRESH_SETTLE_MS = 6_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const CREATE_CONNECTIONS = Number(process.env.BENCH_CREATE_CONNECTIONS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is DatabaseKind => name === 'pglite' || name === 'postgres');
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUDGET = {
  ratioToNginx: 0.5,
  p99Ms: 50,
  memoryMiB: 250,
  showcaseJsGzipKiB: 40,
  showcasePerformance: 0.98,
  showcaseAccessibility: 1,
};
const resultsDir = path.join(root, 'bench', 'results');

type DatabaseKind = 'pglite' | 'postgres';

const progress = (line: string) => console.log(`· ${line}`);
const ms = (value: number) => formatNumber(value, value < 10 ? 2 : value < 100 ? 1 : 0);
const mib = (kib: number) => kib / 1024;

interface Target {
  name: string;
  path: string;
  connections: number;
  request?: RequestSpec;
  /** The static file nginx serves with the same bytes, for the ratio and the goal. */
  nginxFile?: string;
  /** Time a visitor's public page on new connections during this load (probeNewConnections). */
  probeNewVisitors?: boolean;
}

interface Row {
  database: DatabaseKind | 'nginx';
  target: string;
  path: string;
  connections: number;
  result: LoadResult;
  /** The server's memory at its peak (bench/load.ts treeMemoryKiB), and the plain VmRSS sum. */
  peakMemoryMiB: number | undefined;
  peakRssSumMiB: number | undefined;
  nginxRequestsPerSecond?: number;
  nginxP99Ms?: number;
  ratio?: number;
  meetsGoal?: boolean;
  /** A visitor's public page on a new connection during this load, ms per request. */
  newVisitorMs?: number[];
}

interface DatabaseRun {
  database: DatabaseKind;
  workers: number;
  /** The server's Node flags and malloc settings. */
  flags: string[];
  glibcTunables: string;
  startup: { freshMs: number; existingMs: number | undefined; freshMemoryMiB: number };
  /** The server's memory (bench/load.ts treeMemoryKiB) and the plain sum of VmRSS, MiB. */
  idle: { memoryMiB: number; rssSumMiB: number };
  peak: { memoryMiB: number; rssSumMiB: number };
  rows: Row[];
  cardId: string;
  showcaseHtml: string;
  showcaseType: string;
  vcard: Buffer;
  vcardType: string;
  lighthouse: LighthouseResult[];
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cardvault_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Starts the server on a fresh database, seeds, loads every target, and stops it. */
async function benchDatabase(
  database: DatabaseKind,
  build: BuildSnapshot,
  cleanups: (() => Promise<unknown>)[],
): Promise<DatabaseRun> {
  const port = PORTS.server;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-bench-data-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The create-card load uploads as one user.
    UPLOAD_RATE_LIMIT_PER_USER: '1000000',
  };
  if (database === 'postgres') {
    const db = await createPostgresDatabase();
    cleanups.push(() => db.drop());
    env.DATABASE_URL = db.url;
    env.AUTH_SECRET = randomBytes(36).toString('base64url');
  }
  let server: RunningServer | undefined;
  try {
    progress(`${database}: starting the server on a fresh database (port ${port})`);
    const fresh = await startServer(env, port, build.serverEntry);
    server = fresh;
    // What a first `npm start` holds once settled: creating the database leaves garbage that the
    // server collects a few seconds after start-up (src/server/db/client.ts).
    await new Promise((resolve) => setTimeout(resolve, FRESH_SETTLE_MS));
    const freshMemoryMiB = mib(memorySample(fresh.pid)?.memoryKiB ?? 0);
    progress(`${database}: seeding (sign-up, verification mail, profile, subscription, card)`);
    const seeded = await seedCard(fresh, env, port, build);
    server = seeded.server;
    const workers = childPids(server.pid).length || 1;
    progress(`${database}: checking that an edit shows at once on every server process`);
    await checkEditsShowAtOnce(server.url, seeded);
    const cardQuery = `?id=${encodeURIComponent(seeded.cardId)}`;

    // The bytes nginx will serve, and the sanity checks that we measure the real thing.
    const showcaseResponse = await fetch(`${server.url}/showcase${cardQuery}`);
    const showcaseHtml = await showcaseResponse.text();
    if (!showcaseResponse.ok) throw new Error(`GET /showcase: ${showcaseResponse.status}`);
    if (
      !showcaseHtml.includes('Ada Lovelace') ||
      (showcaseHtml.match(/\/media\//g) ?? []).length < 2
    ) {
      throw new Error('the public card page does not show the seeded card with both images');
    }
    const vcardResponse = await fetch(`${server.url}/api/card/get-vcard${cardQuery}`);
    const vcard = Buffer.from(await vcardResponse.arrayBuffer());
    if (!vcardResponse.ok || !vcard.includes('BEGIN:VCARD') || !vcard.includes('PHOTO')) {
      throw new Error(`GET get-vcard: ${vcardResponse.status}, expected a vCard with a PHOTO`);
    }

    // What a first visit fetches beside the HTML: the landing page's main script, a card's image.
    const appScript = assetsOfHtml(
      readFileSync(path.join(build.webRoot, 'index.html'), 'utf8'),
    ).find((file) => file.endsWith('.js'));
    const mediaPath = /\/media\/[^"'\s)]+/.exec(showcaseHtml)?.[0];
    if (!appScript || !mediaPath)
      throw new Error('no app script in index.html or image in the page');

    const signedIn = { origin: server.url, cookie: seeded.cookie };
    const upload = await encodeForm(await cardForm(seeded.email));
    const targets: Target[] = [
      { name: '/ (app shell)', path: '/', connections: CONNECTIONS },
      { name: '/api/health', path: '/api/health', connections: CONNECTIONS },
      {
        name: 'showcase',
        path: `/showcase${cardQuery}`,
        connections: CONNECTIONS,
        nginxFile: '/showcase.html',
      },
      {
        name: 'get-vcard',
        path: `/api/card/get-vcard${cardQuery}`,
        connections: CONNECTIONS,
        nginxFile: '/card.vcf',
      },
      { name: 'qr (svg)', path: `/api/card/qr${cardQuery}`, connections: CONNECTIONS },
      { name: '/login (client route)', path: '/login', connections: CONNECTIONS },
      {
        name: 'app script (br)',
        path: appScript,
        connections: CONNECTIONS,
        request: { method: 'GET', headers: { 'accept-encoding': 'gzip, deflate, br' } },
      },
      { name: 'media (profile image)', path: mediaPath, connections: CONNECTIONS },
      {
        name: 'list-user-cards',
        path: '/api/card/list-user-cards',
        connections: CONNECTIONS,
        probeNewVisitors: true,
        request: {
          method: 'POST',
          body: Buffer.from(JSON.stringify({ page: 1, pageSize: 10 })),
          headers: { 'content-type': 'application/json', ...signedIn },
        },
      },
      {
        name: 'create-card (2 images)',
        path: '/api/card/create-card',
        connections: CREATE_CONNECTIONS,
        probeNewVisitors: true,
        request: {
          method: 'POST',
          body: upload.body,
          headers: { 'content-type': upload.contentType, ...signedIn },
        },
      },
    ];

    progress(`${database}: warming up (2 s of 10 connections per path)`);
    for (const target of targets) {
      await runLoad(`${server.url}${target.path}`, {
        connections: Math.min(10, target.connections),
        durationS: target.request ? 1 : 2,
        request: target.request,
      });
    }
    const idleMemory = memorySample(server.pid) ?? { memoryKiB: 0, rssSumKiB: 0 };

    const rows: Row[] = [];
    for (const target of targets) {
      progress(
        `${database}: ${target.name}, ${target.connections} connections, ${DURATION_S} s (${wrkAvailable() ? 'wrk' : 'autocannon'})`,
      );
      const options: LoadOptions = {
        connections: target.connections,
        durationS: DURATION_S,
        request: target.request,
      };
      const sampler = sampleMemory(server.pid);
      const probe = target.probeNewVisitors
        ? probeNewConnections(`${server.url}/showcase${cardQuery}`)
        : undefined;
      const result = await runLoad(`${server.url}${target.path}`, options);
      const { peak } = sampler.stop();
      const newVisitorMs = await probe?.stop();
      rows.push({
        database,
        target: target.name,
        path: target.path,
        connections: target.connections,
        result,
        peakMemoryMiB: mib(peak.memoryKiB),
        peakRssSumMiB: mib(peak.rssSumKiB),
        newVisitorMs,
      });
    }

    let lighthouse: LighthouseResult[] = [];
    if (database === DATABASES[0] && process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      lighthouse = await lighthouseRuns(server.url, `/showcase${cardQuery}`);
    }
    const existingMs = database === 'pglite' ? server.startupMs : undefined;
    await server.stop();
    server = undefined;
    return {
      database,
      workers,
      flags: seeded.server.flags,
      glibcTunables: seeded.server.glibcTunables,
      startup: { freshMs: fresh.startupMs, existingMs, freshMemoryMiB },
      idle: { memoryMiB: mib(idleMemory.memoryKiB), rssSumMiB: mib(idleMemory.rssSumKiB) },
      peak: {
        memoryMiB: Math.max(...rows.map((row) => row.peakMemoryMiB ?? 0)),
        rssSumMiB: Math.max(...rows.map((row) => row.peakRssSumMiB ?? 0)),
      },
      rows,
      cardId: seeded.cardId,
      showcaseHtml,
      showcaseType: showcaseResponse.headers.get('content-type') ?? 'text/html',
      vcard,
      vcardType: vcardResponse.headers.get('content-type') ?? 'text/vcard',
      lighthouse,
    };
  } finally {
    await server?.stop();
  }
}

async function lighthouseRuns(origin: string, showcasePath: string) {
  await mkdir(resultsDir, { recursive: true });
  const pages = [
    { name: 'landing', target: '/' },
    { name: 'showcase', target: showcasePath },
    { name: 'login', target: '/login' },
  ];
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    progress(`Lighthouse (mobile) ${page.target}`);
    // Chromium now and then fails to record the trace (NO_NAVSTART, NO_FCP) on a busy machine: a
    // fresh browser usually succeeds.
    for (let attempt = 1; ; attempt++) {
      try {
        results.push(
          await runLighthouse(page.name, `${origin}${page.target}`, {
            port: PORTS.chrome,
            reportDir: resultsDir,
          }),
        );
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.warn(`  attempt ${attempt} failed, retrying: ${(error as Error).message}`);
      }
    }
  }
  return results;
}

/** nginx serving the first run's page and vCard bytes as static files, loaded the same way. */
async function benchNginx(run: DatabaseRun, targets: Row[]): Promise<Row[]> {
  let nginx: RunningNginx | undefined;
  try {
    progress(`nginx (worker_processes auto) on port ${PORTS.nginx}, same bytes as static files`);
    nginx = await startNginx(
      [
        {
          urlPath: '/showcase.html',
          body: Buffer.from(run.showcaseHtml),
          contentType: run.showcaseType,
        },
        { urlPath: '/card.vcf', body: run.vcard, contentType: run.vcardType },
      ],
      PORTS.nginx,
    );
    const check = await fetch(`${nginx.url}/card.vcf`).then((r) => r.arrayBuffer());
    if (!Buffer.from(check).equals(run.vcard))
      throw new Error('nginx does not serve the same bytes');
    const rows: Row[] = [];
    for (const { file, name } of [
      { file: '/showcase.html', name: 'showcase' },
      { file: '/card.vcf', name: 'get-vcard' },
    ]) {
      const ours = targets.find((row) => row.target === name);
      await runLoad(`${nginx.url}${file}`, { connections: 10, durationS: 1 });
      progress(`nginx: ${file}, ${CONNECTIONS} connections, ${DURATION_S} s`);
      const result = await runLoad(`${nginx.url}${file}`, {
        connections: ours?.connections ?? CONNECTIONS,
        durationS: DURATION_S,
      });
      rows.push({
        database: 'nginx',
        target: name,
        path: file,
        connections: ours?.connections ?? CONNECTIONS,
        result,
        peakMemoryMiB: undefined,
        peakRssSumMiB: undefined,
      });
    }
    return rows;
  } finally {
    await nginx?.stop();
  }
}

const bundleRow = (name: string, size: BundleSize) => [
  name,
  kb(size.js),
  kb(size.jsGzip),
  kb(size.css),
  kb(size.cssGzip),
  String(size.files.length),
];

const score = (value: number | null) => (value === null ? '–' : value.toFixed(2));

async function main() {
  if (DATABASES.length === 0) throw new Error('BENCH_DATABASES names neither pglite nor postgres');
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    progress('building (npm run build)');
    const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`npm run build exited with ${built.status}`);
  }
  const loadBefore = os.loadavg();
  const build = await snapshotBuild();
  const tools = ensureTools();
  for (const note of tools.notes) console.warn(`warning: ${note}`);
  const cleanups: (() => Promise<unknown>)[] = [
    () => rm(build.dir, { recursive: true, force: true }),
  ];
  try {
    const runs: DatabaseRun[] = [];
    for (const database of DATABASES) runs.push(await benchDatabase(database, build, cleanups));
    const first = runs[0] as DatabaseRun;
    const nginxRows = tools.nginx ? await benchNginx(first, first.rows) : [];

    // The ratio to nginx and the goal, for the rows nginx has a reference for.
    for (const row of runs.flatMap((run) => run.rows)) {
      const reference = nginxRows.find((ref) => ref.target === row.target);
      if (!reference) continue;
      row.nginxRequestsPerSecond = reference.result.requestsPerSecond;
      row.nginxP99Ms = reference.result.p99Ms;
      row.ratio = row.result.requestsPerSecond / reference.result.requestsPerSecond;
      row.meetsGoal = row.ratio >= BUDGET.ratioToNginx && row.result.p99Ms < BUDGET.p99Ms;
    }
    const allRows = [...runs.flatMap((run) => run.rows), ...nginxRows];

    const showcaseBundle = pageBundleSize(first.showcaseHtml, build.webRoot);
    const landingBundle = landingBundleSize(build.webRoot);
    const routes: RouteBundle[] = spaRouteBundles(build.webRoot);
    const lighthouse = runs.flatMap((run) => run.lighthouse);

    // ---- Report ----
    const loadAfter = os.loadavg();
    const load1 = (values: number[]) => (values[0] ?? 0).toFixed(2);
    const tool = wrkAvailable() ? 'wrk -t2 --latency' : 'autocannon (wrk not installed)';
    console.log(
      `\nMachine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB; Node ${process.version}; server, database and load generator share the CPUs`,
    );
    console.log(
      `Server (BENCH_NODE_ARGS; as npm start runs it): ${runs
        .map(
          (run) =>
            `${run.database}: GLIBC_TUNABLES=${run.glibcTunables} node ${[...run.flags, 'dist/server/main.js'].join(' ')}`,
        )
        .join('; ')}`,
    );
    console.log(
      `Load average (1 min) at start ${load1(loadBefore)}, at end ${load1(loadAfter)}: anything above ~0.5 at start means other work competed for the CPUs`,
    );
    console.log(
      `\n1. Start-up to first 200: ${runs.map((run) => `${run.database} fresh ${formatNumber(run.startup.freshMs)} ms (${formatNumber(run.startup.freshMemoryMiB)} MiB resident ${FRESH_SETTLE_MS / 1000} s later)${run.startup.existingMs === undefined ? '' : `, existing folder ${formatNumber(run.startup.existingMs)} ms`}`).join('; ')}`,
    );
    console.log(
      `\n2. Load: ${tool}, ${DURATION_S} s per row, keep-alive. Goal for showcase and get-vcard: >= ${BUDGET.ratioToNginx}x nginx serving the same bytes, p99 < ${BUDGET.p99Ms} ms at ${CONNECTIONS} connections; server memory < ${BUDGET.memoryMiB} MiB`,
    );
    console.log(
      `   ${runs.map((run) => `${run.database}: ${run.workers} server process${run.workers > 1 ? `es (a primary and workers)` : ''}`).join('; ')}`,
    );
    console.log(
      table([
        [
          'db',
          'target',
          'conns',
          'req/s',
          'p50 ms',
          'p99 ms',
          'errors',
          'non-2xx',
          'nginx req/s',
          'nginx p99',
          'ours/nginx',
          'goal',
          'peak MiB',
        ],
        ...allRows.map((row) => [
          row.database,
          row.target,
          String(row.connections),
          formatNumber(row.result.requestsPerSecond),
          ms(row.result.p50Ms),
          ms(row.result.p99Ms),
          String(row.result.errors),
          String(row.result.non2xx),
          row.nginxRequestsPerSecond === undefined ? '' : formatNumber(row.nginxRequestsPerSecond),
          row.nginxP99Ms === undefined ? '' : ms(row.nginxP99Ms),
          row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}x`,
          row.meetsGoal === undefined ? '' : row.meetsGoal ? 'met' : 'MISSED',
          row.peakMemoryMiB === undefined ? '' : formatNumber(row.peakMemoryMiB),
        ]),
      ]),
    );
    if (nginxRows.length === 0) console.log('nginx: not installed, no reference figures');
    for (const row of allRows) {
      const latencies = row.newVisitorMs ?? [];
      if (latencies.length === 0) continue;
      console.log(
        `A visitor's public page on a new connection during ${row.database} ${row.target}: median ${ms(percentile(latencies, 50))} ms, slowest ${ms(percentile(latencies, 100))} ms (${latencies.length} requests, one every ${PROBE_EVERY_MS} ms)`,
      );
    }
    for (const run of runs) {
      console.log(
        `Server memory, ${run.database}: idle after warm-up ${formatNumber(run.idle.memoryMiB)} MiB, peak under load ${formatNumber(run.peak.memoryMiB)} MiB: ${run.peak.memoryMiB < BUDGET.memoryMiB ? 'met' : 'MISSED'}${run.workers > 1 ? ` (each process's private pages plus the shared ones once; the plain sum of VmRSS, which counts the node binary once per process: idle ${formatNumber(run.idle.rssSumMiB)}, peak ${formatNumber(run.peak.rssSumMiB)} MiB)` : ' (VmRSS)'}`,
      );
    }

    console.log('\n3. JavaScript and CSS loaded (KB = 1024 bytes; gzip level 9)');
    console.log(
      table([
        ['page', 'JS KB', 'JS gz KB', 'CSS KB', 'CSS gz KB', 'files'],
        bundleRow('public card page (/showcase)', showcaseBundle),
        bundleRow('landing page (/)', landingBundle),
      ]),
    );
    console.log(
      `public card page JS budget <= ${BUDGET.showcaseJsGzipKiB} KB gzipped: ${showcaseBundle.jsGzip / 1024 <= BUDGET.showcaseJsGzipKiB ? 'met' : 'MISSED'} (${showcaseBundle.files.join(', ')})`,
    );
    console.log(
      '\nSPA routes (lazy chunks): total with the landing bundle, and what the route adds',
    );
    console.log(
      table([
        ['route module', 'JS gz KB total', 'CSS gz KB total', 'JS gz KB added', 'files added'],
        ...routes.map((route) => [
          route.module,
          kb(route.total.jsGzip),
          kb(route.total.cssGzip),
          kb(route.extra.jsGzip),
          String(route.extra.files.length),
        ]),
      ]),
    );

    if (lighthouse.length > 0) {
      console.log(
        '\n4. Lighthouse 12, mobile (simulated throttling), Chromium headless; scores 0–1',
      );
      console.log(
        table([
          ['page', 'perf', 'a11y', 'best-pr', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
          ...lighthouse.map((run) => [
            run.name === 'showcase' ? '/showcase?id=…' : new URL(run.url).pathname,
            score(run.scores.performance),
            score(run.scores.accessibility),
            score(run.scores['best-practices']),
            score(run.scores.seo),
            formatNumber(run.fcpMs),
            formatNumber(run.lcpMs),
            formatNumber(run.tbtMs),
            run.cls.toFixed(3),
            formatNumber(run.speedIndexMs),
          ]),
        ]),
      );
      const showcase = lighthouse.find((run) => run.name === 'showcase');
      if (showcase) {
        console.log(
          `public card page budget: performance >= ${BUDGET.showcasePerformance} ${(showcase.scores.performance ?? 0) >= BUDGET.showcasePerformance ? 'met' : 'MISSED'}, accessibility ${BUDGET.showcaseAccessibility} ${(showcase.scores.accessibility ?? 0) >= BUDGET.showcaseAccessibility ? 'met' : 'MISSED'}`,
        );
      }
      for (const run of lighthouse) {
        if (run.findings.length === 0) continue;
        console.log(
          `\nLighthouse findings for ${new URL(run.url).pathname} (categories below 1.00):`,
        );
        for (const finding of run.findings) {
          console.log(
            `  [${finding.category}] ${finding.id} (score ${score(finding.score)}${finding.displayValue ? `, ${finding.displayValue}` : ''}): ${finding.title}`,
          );
          for (const item of finding.items) console.log(`      ${item.slice(0, 160)}`);
        }
      }
      console.log(`\nFull reports: bench/results/lighthouse-{landing,showcase,login}.json`);
    } else {
      console.log('\n4. Lighthouse: skipped (BENCH_SKIP_LIGHTHOUSE=1)');
    }

    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, 'latest.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: {
            cpus: os.cpus().length,
            cpuModel: os.cpus()[0]?.model.trim(),
            memoryGiB: Math.round(os.totalmem() / 2 ** 30),
            node: process.version,
            loadAverageAtStart: loadBefore,
            loadAverageAtEnd: loadAfter,
          },
          settings: {
            tool: wrkAvailable() ? 'wrk' : 'autocannon',
            connections: CONNECTIONS,
            createConnections: CREATE_CONNECTIONS,
            durationS: DURATION_S,
            databases: DATABASES,
            budgets: BUDGET,
          },
          databases: runs.map((run) => ({
            database: run.database,
            workers: run.workers,
            nodeFlags: run.flags,
            glibcTunables: run.glibcTunables,
            startup: run.startup,
            cardId: run.cardId,
            showcaseBytes: Buffer.byteLength(run.showcaseHtml),
            vcardBytes: run.vcard.length,
            memory: { idle: run.idle, peak: run.peak },
          })),
          load: allRows.map((row) => ({
            database: row.database,
            target: row.target,
            path: row.path,
            connections: row.connections,
            requestsPerSecond: row.result.requestsPerSecond,
            p50Ms: row.result.p50Ms,
            p99Ms: row.result.p99Ms,
            errors: row.result.errors,
            non2xx: row.result.non2xx,
            peakMemoryMiB: row.peakMemoryMiB,
            peakRssSumMiB: row.peakRssSumMiB,
            nginxRequestsPerSecond: row.nginxRequestsPerSecond,
            ratioToNginx: row.ratio,
            meetsGoal: row.meetsGoal,
            newVisitorMs: row.newVisitorMs,
          })),
          showcaseBundle,
          landingBundle,
          spaRoutes: routes,
          lighthouse,
          notes: tools.notes,
        },
        null,
        2,
      ),
    );
    console.log('\nWritten to bench/results/latest.json');

    // Timeouts and resets are results (a slow server); a wrong status means we measured the wrong thing.
    const wrong = allRows.filter((row) => row.result.non2xx > 0);
    if (wrong.length > 0) {
      throw new Error(
        `non-2xx responses under load, the figures are not valid: ${wrong.map((row) => `${row.database} ${row.target}: ${row.result.non2xx}`).join('; ')}`,
      );
    }
  } finally {
    // Each step on its own, so that one failing cannot leave a process, folder or database behind.
    await stopAll().catch((error: unknown) => console.warn(`cleanup: ${String(error)}`));
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.warn(`cleanup: ${String(error)}`));
    }
  }
}

try {
  await main();
} catch (error) {
  console.error(
    `\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  await stopAll();
  process.exit(1);
}
