/**
 * `npm run bench:soak`: the built server under a steady mix of traffic for SOAK_SECONDS (180),
 * at a fixed rate (an open loop: requests start on schedule whether or not earlier ones have
 * answered). Every 10 s it prints the requests, errors and p99 of that interval with the server's
 * resident memory (bench/load.ts treeMemoryKiB: VmRSS for one process; for a cluster, each
 * process's private pages plus the shared ones once) and V8 heap, and at the end fails when
 *   - any request failed (a connection error, a timeout, or a status other than the expected one),
 *   - or the resident memory grew by more than SOAK_MAX_GROWTH_MIB (default 64) from the first
 *     sample after the warm-up (30 s in) to the last one.
 * Results go to bench/results/soak.json.
 *
 * The mix per 100 requests: 40 public card pages, 20 vCards, 10 QR codes (SVG and PNG), 15 lists
 * of the owner's cards (signed in), 10 card renames (update-card, multipart) each followed by a
 * read of the page that must show the new name, and 5 new cards with two JPEG images.
 *
 * Environment: SOAK_SECONDS (180), SOAK_RATE (requests per second, 100), SOAK_DATABASE (pglite |
 * postgres; postgres uses BENCH_POSTGRES_URL and creates and drops a database), SOAK_PORT (3603),
 * SOAK_MAX_GROWTH_MIB (64), BENCH_SKIP_BUILD=1.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createPostgresDatabase,
  formatNumber,
  percentile,
  root,
  snapshotBuild,
  startServer,
  stopAll,
} from './lib';
import type { RunningServer } from './lib';
import { childPids, treeMemoryKiB } from './load';
import { cardForm, encodeForm, renameCard, seedCard, type SeededCard } from './seed';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const RATE = Number(process.env.SOAK_RATE ?? 100);
const PORT = Number(process.env.SOAK_PORT ?? 3603);
const MAX_GROWTH_MIB = Number(process.env.SOAK_MAX_GROWTH_MIB ?? 64);
const DATABASE = process.env.SOAK_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INTERVAL_S = 10;
const WARM_UP_S = 30;
/** Past this, a request counts as failed (and the open loop does not pile up forever). */
const TIMEOUT_MS = 10_000;

const progress = (line: string) => console.log(`· ${line}`);

type Kind = 'showcase' | 'vcard' | 'qr' | 'list' | 'rename' | 'create';
const MIX: [Kind, number][] = [
  ['showcase', 40],
  ['vcard', 20],
  ['qr', 10],
  ['list', 15],
  ['rename', 10],
  ['create', 5],
];
/** The mix as a repeating sequence of 100, spread out so that every second sees each kind. */
const SEQUENCE: Kind[] = (() => {
  const slots: { kind: Kind; at: number }[] = [];
  for (const [kind, share] of MIX) {
    for (let i = 0; i < share; i++) slots.push({ kind, at: (i + 0.5) / share });
  }
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.kind);
})();

interface Interval {
  endS: number;
  requests: number;
  errors: number;
  p99Ms: number;
  memoryMiB: number;
  heapUsedMiB: number | undefined;
  heapTotalMiB: number | undefined;
  externalMiB: number | undefined;
}

/** The V8 heap of the server processes, summed, from the files bench/heap-report.mjs writes. */
async function heapMiB(dir: string, pids: number[]) {
  let used = 0;
  let total = 0;
  let external = 0;
  let found = 0;
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    const pid = Number(/^heap-(\d+)\.json$/.exec(file)?.[1]);
    if (!pids.includes(pid)) continue;
    try {
      const report = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
        heapUsed: number;
        heapTotal: number;
        external: number;
      };
      used += report.heapUsed;
      total += report.heapTotal;
      external += report.external;
      found++;
    } catch {
      // Being written: the next sample reads it.
    }
  }
  const mib = (bytes: number) => (found ? bytes / 2 ** 20 : undefined);
  return { used: mib(used), total: mib(total), external: mib(external) };
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    progress('building (npm run build)');
    const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`npm run build exited with ${built.status}`);
  }
  const build = await snapshotBuild();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-soak-data-'));
  const heapDir = path.join(dataDir, 'heap-reports');
  await mkdir(heapDir);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'true',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    // The mixed traffic uploads as one user, and has its edited cards drawn from one address.
    UPLOAD_RATE_LIMIT_PER_USER: '1000000',
    DRAWING_RATE_LIMIT_PER_IP: '1000000',
    NODE_OPTIONS: `--import ${path.join(root, 'bench', 'heap-report.mjs')}`,
    CARDVAULT_HEAP_REPORT: heapDir,
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  let server: RunningServer | undefined;
  try {
    if (DATABASE === 'postgres') {
      const database = await createPostgresDatabase(POSTGRES_ADMIN_URL, 'cardvault_soak');
      env.DATABASE_URL = database.url;
      env.AUTH_SECRET = randomBytes(36).toString('base64url');
      dropDatabase = database.drop;
    }

    progress(`starting the server (${DATABASE}, port ${PORT}) and seeding a card`);
    server = await startServer(env, PORT, build.serverEntry);
    const seeded: SeededCard = await seedCard(server, env, PORT, build);
    server = seeded.server;
    const origin = server.url;
    const id = encodeURIComponent(seeded.cardId);
    const signedIn = { origin, cookie: seeded.cookie };
    const upload = await encodeForm(await cardForm(seeded.email));
    let renames = 0;

    /** One request of the given kind; resolves to an error message, or undefined when fine. */
    const send = async (kind: Kind): Promise<string | undefined> => {
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      const expect = async (
        response: Response,
        status: number,
        check?: (body: string) => boolean,
      ) => {
        const body = await response.text();
        if (response.status !== status) return `${kind}: HTTP ${response.status}`;
        if (check && !check(body)) return `${kind}: unexpected body`;
        return undefined;
      };
      switch (kind) {
        case 'showcase':
          return expect(await fetch(`${origin}/showcase?id=${id}`, { signal }), 200);
        case 'vcard':
          return expect(await fetch(`${origin}/api/card/get-vcard?id=${id}`, { signal }), 200);
        case 'qr': {
          const format = renames % 2 ? 'png' : 'svg';
          return expect(
            await fetch(`${origin}/api/card/qr?id=${id}&format=${format}`, { signal }),
            200,
          );
        }
        case 'list':
          return expect(
            await fetch(`${origin}/api/card/list-user-cards`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...signedIn },
              body: JSON.stringify({ page: 1, pageSize: 10 }),
              signal,
            }),
            200,
          );
        case 'create':
          return expect(
            await fetch(`${origin}/api/card/create-card`, {
              method: 'POST',
              headers: { 'content-type': upload.contentType, ...signedIn },
              body: new Uint8Array(upload.body),
              signal,
            }),
            201,
          );
        case 'rename': {
          // Renames run one at a time (see below), so the page must show this very name.
          const name = `Ada Lovelace ${++renames}`;
          await renameCard(origin, seeded, name);
          return expect(await fetch(`${origin}/showcase?id=${id}`, { signal }), 200, (html) =>
            html.includes(`${name}<`),
          );
        }
      }
    };

    const seconds = SECONDS;
    progress(
      `soak: ${formatNumber(RATE)} requests/s for ${seconds} s (${MIX.map(([kind, share]) => `${share}% ${kind}`).join(', ')})`,
    );
    const intervals: Interval[] = [];
    const failures = new Map<string, number>();
    let latencies: number[] = [];
    let requests = 0;
    let errors = 0;
    let inFlight = 0;
    let renaming = false;
    const started = performance.now();
    const pending = new Set<Promise<void>>();
    const fire = (kind: Kind) => {
      // A rename and its check must not overlap another rename; skip to a page read instead.
      if (kind === 'rename') {
        if (renaming) kind = 'showcase';
        else renaming = true;
      }
      const begin = performance.now();
      inFlight++;
      const job = send(kind)
        .catch((error: unknown) => `${kind}: ${error instanceof Error ? error.message : error}`)
        .then((failure) => {
          requests++;
          latencies.push(performance.now() - begin);
          if (failure) {
            errors++;
            failures.set(failure, (failures.get(failure) ?? 0) + 1);
          }
        })
        .finally(() => {
          inFlight--;
          if (kind === 'rename') renaming = false;
          pending.delete(job);
        });
      pending.add(job);
    };

    const columns = ['t s', 'requests', 'errors', 'p99 ms', 'in flight', 'memory MiB'];
    console.log([...columns, 'heap used', 'heap total', 'external'].join('  '));
    let sent = 0;
    let nextReport = INTERVAL_S;
    const pids = () => [server?.pid ?? 0, ...childPids(server?.pid ?? 0)];
    while (true) {
      const elapsedS = (performance.now() - started) / 1000;
      if (nextReport > seconds) break;
      const due = Math.floor(Math.min(elapsedS, seconds) * RATE);
      while (sent < due) fire(SEQUENCE[sent++ % SEQUENCE.length] as Kind);
      if (elapsedS >= nextReport) {
        const heap = await heapMiB(heapDir, pids());
        const row: Interval = {
          endS: nextReport,
          requests,
          errors,
          p99Ms: percentile(latencies, 99),
          memoryMiB: (treeMemoryKiB(server.pid) ?? 0) / 1024,
          heapUsedMiB: heap.used,
          heapTotalMiB: heap.total,
          externalMiB: heap.external,
        };
        intervals.push(row);
        const figure = (value: number | undefined) =>
          value === undefined ? '–' : formatNumber(value, 1);
        console.log(
          [
            String(row.endS).padStart(3),
            String(row.requests).padStart(8),
            String(row.errors).padStart(6),
            formatNumber(row.p99Ms).padStart(6),
            String(inFlight).padStart(9),
            figure(row.memoryMiB).padStart(7),
            figure(row.heapUsedMiB).padStart(9),
            figure(row.heapTotalMiB).padStart(10),
            figure(row.externalMiB).padStart(8),
          ].join('  '),
        );
        latencies = [];
        requests = 0;
        errors = 0;
        nextReport += INTERVAL_S;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(pending);
    const totals = {
      requests: intervals.reduce((sum, row) => sum + row.requests, 0) + requests,
      errors: intervals.reduce((sum, row) => sum + row.errors, 0) + errors,
    };

    const baseline = intervals.find((row) => row.endS >= WARM_UP_S) ?? intervals[0];
    const last = intervals[intervals.length - 1];
    const growthMiB = baseline && last ? last.memoryMiB - baseline.memoryMiB : 0;
    const peakMiB = Math.max(...intervals.map((row) => row.memoryMiB));
    const workers = childPids(server.pid).length || 1;
    await server.stop();
    server = undefined;

    console.log(
      `\n${formatNumber(totals.requests)} requests in ${seconds} s (${formatNumber(totals.requests / seconds)}/s), ${totals.errors} failed; ${DATABASE}, ${workers} server process${workers > 1 ? 'es' : ''}`,
    );
    for (const [failure, count] of failures) console.log(`  ${count} × ${failure}`);
    console.log(
      `Memory (${workers > 1 ? "primary and workers: each one's private pages plus the shared ones once" : 'VmRSS'}): ${formatNumber(baseline?.memoryMiB ?? 0)} MiB at ${baseline?.endS ?? 0} s, ${formatNumber(last?.memoryMiB ?? 0)} MiB at the end (growth ${formatNumber(growthMiB)} MiB, bound ${MAX_GROWTH_MIB} MiB), peak ${formatNumber(peakMiB)} MiB`,
    );

    const resultsDir = path.join(root, 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, 'soak.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
          settings: {
            seconds,
            rate: RATE,
            database: DATABASE,
            workers,
            mix: Object.fromEntries(MIX),
          },
          totals,
          failures: Object.fromEntries(failures),
          memory: {
            baselineAtS: baseline?.endS,
            baselineMiB: baseline?.memoryMiB,
            lastMiB: last?.memoryMiB,
            peakMiB,
            growthMiB,
            maxGrowthMiB: MAX_GROWTH_MIB,
          },
          intervals,
        },
        null,
        2,
      ),
    );
    console.log('Written to bench/results/soak.json');

    const problems = [
      ...(totals.errors > 0 ? [`${totals.errors} requests failed`] : []),
      ...(growthMiB > MAX_GROWTH_MIB
        ? [`memory grew ${formatNumber(growthMiB)} MiB (bound ${MAX_GROWTH_MIB} MiB)`]
        : []),
    ];
    if (problems.length > 0) throw new Error(problems.join('; '));
    console.log('soak passed');
  } finally {
    await server?.stop().catch(() => {});
    await stopAll();
    await dropDatabase?.().catch((error: unknown) => console.warn(`cleanup: ${String(error)}`));
    await rm(dataDir, { recursive: true, force: true });
    await rm(build.dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(
    `\nsoak failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  await stopAll();
  process.exit(1);
}
