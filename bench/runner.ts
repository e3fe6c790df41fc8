/**
 * Runs the bench against one database: starts the built server on a fresh database, seeds a card,
 * checks that edits show at once, warms every target up and loads each one while sampling the
 * server's memory (and, for the busy targets, timing a visitor on a new connection); then the
 * same page and vCard bytes from nginx, and Lighthouse. The figures are printed by bench/report.ts.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  PORTS,
  benchDataDir,
  postgresServerEnv,
  root,
  startServer,
  type BuildSnapshot,
  type RunningServer,
} from './lib';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import {
  childPids,
  memorySample,
  probeNewConnections,
  runLoad,
  sampleMemory,
  wrkAvailable,
  type LoadResult,
} from './load';
import { startNginx, type RunningNginx } from './nginx';
import { checkEditsShowAtOnce, seedCard } from './seed';
import { benchTargets, readReferencePages, visitorRequest } from './targets';
import { benchTwoInstances, type TwoInstances } from './two-instances';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchSettings {
  /** Seconds per load run. */
  durationS: number;
  connections: number;
  /** Connections for create-card (each request re-encodes two images). */
  createConnections: number;
  databases: DatabaseKind[];
  /** An admin URL of the PostgreSQL server; the bench creates a database there and drops it. */
  postgresAdminUrl: string;
  lighthouse: boolean;
}

/** How long a freshly started server idles before its memory is read. */
export const FRESH_SETTLE_MS = 6_000;

export const resultsDir = path.join(root, 'bench', 'results');

export const progress = (line: string) => console.log(`· ${line}`);
export const mib = (kib: number) => kib / 1024;

export interface Row {
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

export interface DatabaseRun {
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
  /** The public page and the vCard loaded right after start-up, before any warm-up. */
  coldRows: Row[];
  cardId: string;
  showcaseHtml: string;
  showcaseType: string;
  vcard: Buffer;
  vcardType: string;
  lighthouse: LighthouseResult[];
  /** PostgreSQL: two instances behind nginx (bench/two-instances.ts). */
  twoInstances?: TwoInstances;
}

/** How long the cold rows load a server that was just started (before any warm-up). */
export const COLD_SECONDS = 4;

/** Starts the server on a fresh database, seeds, loads every target, and stops it. */
export async function benchDatabase(
  database: DatabaseKind,
  build: BuildSnapshot,
  settings: BenchSettings,
  cleanups: (() => Promise<unknown>)[],
): Promise<DatabaseRun> {
  const port = PORTS.server;
  const dataDir = await benchDataDir('data', cleanups);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The create-card load uploads as one user.
    UPLOAD_RATE_LIMIT_PER_USER: '1000000',
    // Every request comes from one address, and what it has drawn is not what is measured.
    DRAWING_RATE_LIMIT_PER_IP: '1000000',
  };
  if (database === 'postgres') {
    const postgres = await postgresServerEnv(settings.postgresAdminUrl);
    cleanups.push(postgres.drop);
    Object.assign(env, postgres.env);
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

    // The first seconds of a server that has seen only its seeding: no warm-up, nothing kept.
    const coldRows: Row[] = [];
    for (const [target, pathName] of [
      ['showcase (cold)', `/showcase?id=${seeded.cardId}`],
      ['get-vcard (cold)', `/api/card/get-vcard?id=${seeded.cardId}`],
    ] as const) {
      progress(`${database}: ${target}, ${settings.connections} connections, ${COLD_SECONDS} s`);
      const result = await runLoad(`${server.url}${pathName}`, {
        connections: settings.connections,
        durationS: COLD_SECONDS,
      });
      coldRows.push({
        database,
        target,
        path: pathName,
        connections: settings.connections,
        result,
        peakMemoryMiB: undefined,
        peakRssSumMiB: undefined,
      });
    }
    progress(`${database}: checking that an edit shows at once on every server process`);
    await checkEditsShowAtOnce(server.url, seeded);

    // The bytes nginx will serve, and the sanity checks that we measure the real thing.
    const pages = await readReferencePages(server.url, seeded.cardId);
    const targets = await benchTargets({
      origin: server.url,
      seeded,
      pages,
      webRoot: build.webRoot,
      connections: settings.connections,
      createConnections: settings.createConnections,
    });

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
        `${database}: ${target.name}, ${target.connections} connections, ${settings.durationS} s (${wrkAvailable() ? 'wrk' : 'autocannon'})`,
      );
      const sampler = sampleMemory(server.pid);
      const probe = target.probeNewVisitors
        ? probeNewConnections(`${server.url}/showcase${pages.cardQuery}`)
        : undefined;
      const result = await runLoad(`${server.url}${target.path}`, {
        connections: target.connections,
        durationS: settings.durationS,
        request: target.request,
      });
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

    // The public page and vCard again with Insights counting off: what counting costs.
    await server.stop();
    server = await startServer({ ...env, ANALYTICS_ENABLED: 'false' }, port, build.serverEntry);
    for (const [name, pathName] of [
      ['showcase', `/showcase${pages.cardQuery}`],
      ['get-vcard', `/api/card/get-vcard${pages.cardQuery}`],
    ] as const) {
      const target = `${name} (counting off)`;
      await runLoad(`${server.url}${pathName}`, {
        connections: 10,
        durationS: 2,
        request: visitorRequest,
      });
      progress(
        `${database}: ${target}, ${settings.connections} connections, ${settings.durationS} s`,
      );
      const sampler = sampleMemory(server.pid);
      const result = await runLoad(`${server.url}${pathName}`, {
        connections: settings.connections,
        durationS: settings.durationS,
        request: visitorRequest,
      });
      const { peak } = sampler.stop();
      rows.push({
        database,
        target,
        path: pathName,
        connections: settings.connections,
        result,
        peakMemoryMiB: mib(peak.memoryKiB),
        peakRssSumMiB: mib(peak.rssSumKiB),
      });
    }

    let lighthouse: LighthouseResult[] = [];
    if (database === settings.databases[0] && settings.lighthouse) {
      lighthouse = await lighthouseRuns(
        server.url,
        `/showcase${pages.cardQuery}`,
        seeded.templateCards,
      );
    }
    const existingMs = database === 'pglite' ? server.startupMs : undefined;
    await server.stop();
    server = undefined;
    const twoInstances =
      database === 'postgres' && process.env.BENCH_SKIP_TWO_INSTANCES !== '1'
        ? await benchTwoInstances(env, port, build, seeded, settings, progress)
        : undefined;
    if (twoInstances) rows.push(...twoInstances.rows);
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
      coldRows,
      cardId: seeded.cardId,
      showcaseHtml: pages.showcaseHtml,
      showcaseType: pages.showcaseType,
      vcard: pages.vcard,
      vcardType: pages.vcardType,
      lighthouse,
      twoInstances,
    };
  } finally {
    await server?.stop();
  }
}

/**
 * The template cards Lighthouse visits besides the classic one: BENCH_LIGHTHOUSE_TEMPLATES is
 * `all` (the default), `classic` or `0` (none of them), or a comma list of template ids.
 */
function lighthouseTemplates(templateCards: { template: string; id: string }[]) {
  const choice = (process.env.BENCH_LIGHTHOUSE_TEMPLATES ?? 'all').trim();
  if (choice === '' || choice === 'all') return templateCards;
  if (choice === '0' || choice === 'classic') return [];
  const wanted = new Set(choice.split(',').map((id) => id.trim()));
  const unknown = [...wanted].filter(
    (id) => id !== 'classic' && !templateCards.some((card) => card.template === id),
  );
  if (unknown.length > 0) {
    throw new Error(`BENCH_LIGHTHOUSE_TEMPLATES: no seeded card in ${unknown.join(', ')}`);
  }
  return templateCards.filter((card) => wanted.has(card.template));
}

/**
 * Lighthouse on `/`, the public card page (classic), `/login`, and the public page of a card in
 * every other template (limited by BENCH_LIGHTHOUSE_TEMPLATES, see lighthouseTemplates).
 */
async function lighthouseRuns(
  origin: string,
  showcasePath: string,
  templateCards: { template: string; id: string }[],
) {
  await mkdir(resultsDir, { recursive: true });
  const pages = [
    { name: 'landing', target: '/' },
    { name: 'showcase', target: showcasePath },
    { name: 'login', target: '/login' },
    ...lighthouseTemplates(templateCards).map((card) => ({
      name: `showcase-${card.template}`,
      target: `/showcase?id=${encodeURIComponent(card.id)}`,
    })),
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
export async function benchNginx(
  run: DatabaseRun,
  targets: Row[],
  settings: BenchSettings,
): Promise<Row[]> {
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
      progress(`nginx: ${file}, ${settings.connections} connections, ${settings.durationS} s`);
      const result = await runLoad(`${nginx.url}${file}`, {
        connections: ours?.connections ?? settings.connections,
        durationS: settings.durationS,
      });
      rows.push({
        database: 'nginx',
        target: name,
        path: file,
        connections: ours?.connections ?? settings.connections,
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
