/**
 * The public card page and its vCard beside nginx, measured the way a held-out check measures
 * them: the server started as `npm start` starts it (logging at info to a file, counting on, no
 * PUBLIC_URL), `wrk -t1 -c100` after a warm-up, against nginx serving the same bytes in the same
 * run, with two clients: one sending no user agent (counted as a bot) and one with a phone
 * browser's (counted as a visit). Also: the page's first seconds after a restart (cold), the cost
 * of the log (the same page with LOG_LEVEL=silent), and the server's memory after 10 s idle and at
 * its peak under this load.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import autocannon from 'autocannon';
import path from 'node:path';
import {
  benchDataDir,
  postgresServerEnv,
  PORTS,
  startServer,
  type BuildSnapshot,
  type RunningServer,
} from './lib';
import {
  childPids,
  memorySample,
  runWrk,
  sampleMemory,
  type LoadResult,
  type RequestSpec,
} from './load';
import { startNginx } from './nginx';
import { progress, type DatabaseKind } from './runner';
import { seedCard } from './seed';
import { BROWSER_USER_AGENT, readReferencePages } from './targets';

export interface PublicPageSettings {
  /** Seconds of warm-up before each measured run, and seconds measured. */
  warmupS: number;
  durationS: number;
  /** The cold run: seconds measured from the moment the restarted server answers. */
  coldS: number;
  /** Seconds of idle before memory is read. */
  idleS: number;
  connections: number;
  postgresAdminUrl: string;
}

export const FULL_SETTINGS: Omit<PublicPageSettings, 'postgresAdminUrl'> = {
  warmupS: 2,
  durationS: 8,
  coldS: 4,
  idleS: 10,
  connections: 100,
};

export interface PublicRow {
  database: DatabaseKind | 'nginx';
  target: string;
  client: 'no user agent' | 'phone browser';
  result: LoadResult;
  peakMiB?: number;
  /** Our req/s over nginx's for the same bytes and client. */
  ratio?: number;
}

export interface PublicPageRun {
  database: DatabaseKind;
  workers: number;
  rows: PublicRow[];
  coldPage: LoadResult;
  /** The page for a phone with LOG_LEVEL=silent: the log's cost is 1 − on/off. */
  pageLoggingOff: LoadResult;
  logCost: number;
  /**
   * The log's cost in the server's CPU time: the same burst of the seeded page with logging on
   * and with LOG_LEVEL=silent, 1 − off/on. CPU time barely depends on what else the machine runs,
   * so this holds where req/s figures swing with the load.
   */
  logCostCpu: { loggedCpuMs: number; silentCpuMs: number; requests: number; cost: number };
  logBytesPerRequest: number;
  idleMiB: number;
  /** Where the idle memory is, from the server's /metrics (MiB; undefined when it did not answer). */
  idleParts?: { heapUsedMiB: number; heapTotalMiB: number; externalMiB: number };
  peakMiB: number;
  /** 10,000 requests for ids no card has, beside as many for the seeded card (bursts). */
  bursts: Burst[];
  /** The bodies' sizes, bytes. */
  pageBytes: number;
  vcardBytes: number;
}

const CLIENTS: { client: PublicRow['client']; request?: RequestSpec }[] = [
  { client: 'no user agent' },
  {
    client: 'phone browser',
    request: { method: 'GET', headers: { 'user-agent': BROWSER_USER_AGENT } },
  },
];

export interface Burst {
  what: string;
  requests: number;
  /** The server's CPU time (user + system, its workers included) for the burst, ms. */
  cpuMs: number;
  statuses: Record<string, number>;
  memoryBeforeMiB: number;
  memoryAfterMiB: number;
}

/** CPU time of a process and its direct children so far, ms (/proc/<pid>/stat, clock ticks). */
function cpuMs(pid: number): number {
  return [pid, ...childPids(pid)].reduce((sum, each) => {
    try {
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return sum + ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * 10;
    } catch {
      return sum;
    }
  }, 0);
}

/** `requests` GETs over 100 connections, the path made per request; what the server spent. */
async function burst(
  server: RunningServer,
  what: string,
  requests: number,
  pathOf: () => string,
): Promise<Burst> {
  const statuses: Record<string, number> = {};
  const memoryBeforeMiB = mib(memorySample(server.pid)?.memoryKiB ?? 0);
  const before = cpuMs(server.pid);
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections: 100,
        amount: requests,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf() }) }],
      },
      (error: Error | null) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client: unknown, statusCode: number) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const cpu = cpuMs(server.pid) - before;
  await wait(2_000);
  return {
    what,
    requests,
    cpuMs: cpu,
    statuses,
    memoryBeforeMiB,
    memoryAfterMiB: mib(memorySample(server.pid)?.memoryKiB ?? 0),
  };
}

const mib = (kib: number) => kib / 1024;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function load(url: string, seconds: number, connections: number, request?: RequestSpec) {
  return runWrk(url, { threads: 1, connections, durationS: seconds, request });
}

/** One database: seed, cold page, the two targets with both clients, the log's cost, memory. */
export async function benchPublicPage(
  database: DatabaseKind,
  build: BuildSnapshot,
  settings: PublicPageSettings,
  cleanups: (() => Promise<unknown>)[],
): Promise<PublicPageRun> {
  const port = PORTS.server;
  const dataDir = await benchDataDir('public', cleanups);
  const logFile = path.join(dataDir, 'server.log');
  // The server's defaults: no PUBLIC_URL, logging at info, counting on, jobs on.
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    DRAWING_RATE_LIMIT_PER_IP: '1000000',
    PUBLIC_URL: '',
  };
  if (database === 'postgres') {
    const postgres = await postgresServerEnv(settings.postgresAdminUrl);
    cleanups.push(postgres.drop);
    Object.assign(env, postgres.env);
    env.WEB_CONCURRENCY = process.env.WEB_CONCURRENCY ?? '2';
  }
  const start = (extra: Record<string, string> = {}) =>
    startServer({ ...env, ...extra }, port, build.serverEntry, logFile);
  let server: RunningServer | undefined;
  try {
    progress(`${database}: public page: starting and seeding`);
    const seeded = await seedCard(await start(), env, port, { ...build, restart: () => start() });
    server = seeded.server;
    const pages = await readReferencePages(server.url, seeded.cardId);
    const page = `${server.url}/showcase${pages.cardQuery}`;
    const vcard = `${server.url}/api/card/get-vcard${pages.cardQuery}`;

    // Cold: a restarted server, loaded from the moment it answers.
    await server.stop();
    server = await start();
    progress(`${database}: public page: the first ${settings.coldS} s after a restart`);
    const coldPage = await load(page, settings.coldS, settings.connections);
    const workers = Math.max(1, Number(env.WEB_CONCURRENCY ?? 1));

    const rows: PublicRow[] = [];
    let logBytesPerRequest = 0;
    const sampler = sampleMemory(server.pid);
    for (const [target, url] of [
      ['public page', page],
      ['vCard', vcard],
    ] as const) {
      for (const { client, request } of CLIENTS) {
        await load(url, settings.warmupS, settings.connections, request);
        const logBefore = (await stat(logFile)).size;
        progress(`${database}: ${target}, ${client}, ${settings.durationS} s`);
        const rowSampler = sampleMemory(server.pid);
        const result = await load(url, settings.durationS, settings.connections, request);
        const peak = rowSampler.stop().peak;
        rows.push({ database, target, client, result, peakMiB: mib(peak.memoryKiB) });
        if (target === 'public page' && client === 'phone browser') {
          logBytesPerRequest =
            ((await stat(logFile)).size - logBefore) /
            Math.max(1, result.requestsPerSecond * settings.durationS);
        }
      }
    }
    const peakMiB = mib(sampler.stop().peak.memoryKiB);
    progress(`${database}: bursts of 10,000 requests: the seeded card, then made-up ids`);
    const bursts = [
      await burst(
        server,
        'the seeded card (from memory)',
        10_000,
        () => `/showcase${pages.cardQuery}`,
      ),
      await burst(server, 'made-up ids, each new', 10_000, () => `/showcase?id=${randomUUID()}`),
      await burst(server, 'one made-up id, repeated', 10_000, () => '/showcase?id=no-such-card'),
    ];
    const logCostRequests = 30_000;
    const seededPage = () => `/showcase${pages.cardQuery}`;
    const logged = await burst(server, 'the seeded card, logged', logCostRequests, seededPage);
    progress(`${database}: ${settings.idleS} s idle`);
    await wait(settings.idleS * 1000);
    const idleMiB = mib(memorySample(server.pid)?.memoryKiB ?? 0);
    const idleParts = await memoryParts(server.url);

    // The log's cost: the same page and client on the same data with nothing logged.
    await server.stop();
    server = await start({ LOG_LEVEL: 'silent' });
    const phone = CLIENTS[1]?.request;
    await load(page, settings.warmupS, settings.connections, phone);
    progress(`${database}: public page, phone browser, LOG_LEVEL=silent`);
    const pageLoggingOff = await load(page, settings.durationS, settings.connections, phone);
    const pageLoggingOn = rows.find(
      (row) => row.target === 'public page' && row.client === 'phone browser',
    )?.result;
    const logCost = pageLoggingOn
      ? 1 - pageLoggingOn.requestsPerSecond / pageLoggingOff.requestsPerSecond
      : Number.NaN;
    const silent = await burst(server, 'the seeded card, silent', logCostRequests, seededPage);
    const logCostCpu = {
      loggedCpuMs: logged.cpuMs,
      silentCpuMs: silent.cpuMs,
      requests: logCostRequests,
      cost: 1 - silent.cpuMs / logged.cpuMs,
    };
    await server.stop();
    server = undefined;

    // nginx with the same bytes, the same clients, in the same run.
    const nginx = await startNginx(
      [
        {
          urlPath: '/showcase.html',
          body: Buffer.from(pages.showcaseHtml),
          contentType: pages.showcaseType,
        },
        { urlPath: '/card.vcf', body: pages.vcard, contentType: pages.vcardType },
      ],
      PORTS.nginx,
    );
    try {
      for (const [target, file] of [
        ['public page', '/showcase.html'],
        ['vCard', '/card.vcf'],
      ] as const) {
        for (const { client, request } of CLIENTS) {
          await load(
            `${nginx.url}${file}`,
            Math.min(1, settings.warmupS),
            settings.connections,
            request,
          );
          progress(`nginx: ${target}, ${client}, ${settings.durationS} s`);
          const result = await load(
            `${nginx.url}${file}`,
            settings.durationS,
            settings.connections,
            request,
          );
          const reference: PublicRow = { database: 'nginx', target, client, result };
          const ours = rows.find((row) => row.target === target && row.client === client);
          if (ours) ours.ratio = ours.result.requestsPerSecond / result.requestsPerSecond;
          rows.push(reference);
        }
      }
    } finally {
      await nginx.stop();
    }
    return {
      database,
      workers,
      rows,
      coldPage,
      pageLoggingOff,
      logCost,
      logCostCpu,
      logBytesPerRequest,
      idleMiB,
      idleParts,
      peakMiB,
      bursts,
      pageBytes: Buffer.byteLength(pages.showcaseHtml),
      vcardBytes: pages.vcard.length,
    };
  } finally {
    await server?.stop();
  }
}
/** The V8 heap and the memory outside it (PGlite's WebAssembly memory, buffers), from /metrics. */
async function memoryParts(url: string): Promise<PublicPageRun['idleParts']> {
  const text = await fetch(`${url}/metrics`).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
  const gauge = (name: string) => {
    const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
    return value === undefined ? Number.NaN : Number(value) / 1024 / 1024;
  };
  const parts = {
    heapUsedMiB: gauge('nodejs_heap_size_used_bytes'),
    heapTotalMiB: gauge('nodejs_heap_size_total_bytes'),
    externalMiB: gauge('nodejs_external_memory_bytes'),
  };
  return Object.values(parts).some(Number.isNaN) ? undefined : parts;
}

const idlePartsText = (parts: PublicPageRun['idleParts']) =>
  parts
    ? ` (V8 heap ${parts.heapUsedMiB.toFixed(0)} of ${parts.heapTotalMiB.toFixed(0)} used, outside it ${parts.externalMiB.toFixed(0)} allocated)`
    : '';

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

/** The table: each row beside nginx, with p50, p99, p99.9 and max. */
export function printPublicPage(runs: PublicPageRun[]): void {
  const header = [
    'database',
    'target',
    'client',
    'req/s',
    '× nginx',
    'p50',
    'p99',
    'p99.9',
    'max',
    'non-2xx',
    'peak MiB',
  ];
  const lines: string[][] = [header];
  for (const run of runs) {
    for (const row of run.rows) {
      if (row.database === 'nginx' && run !== runs[runs.length - 1]) continue;
      const { result } = row;
      lines.push([
        row.database === 'nginx'
          ? 'nginx'
          : `${row.database}${run.workers > 1 ? ` (${run.workers} workers)` : ''}`,
        row.target,
        row.client,
        result.requestsPerSecond.toFixed(0),
        row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
        ms(result.p50Ms),
        ms(result.p99Ms),
        ms(result.p999Ms),
        ms(result.maxMs),
        String(result.non2xx + result.errors),
        row.peakMiB === undefined ? '' : row.peakMiB.toFixed(0),
      ]);
    }
  }
  const widths = header.map((_, i) => Math.max(...lines.map((line) => (line[i] ?? '').length)));
  console.log('\nPublic card page and vCard (wrk -t1, latencies in ms)');
  for (const line of lines)
    console.log(line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  console.log('');
  for (const run of runs) {
    console.log(
      `${run.database}: cold page (first s after restart) ${run.coldPage.requestsPerSecond.toFixed(0)} req/s, p99 ${ms(run.coldPage.p99Ms)} ms, max ${ms(run.coldPage.maxMs)} ms; ` +
        `log cost ${(run.logCost * 100).toFixed(1)}% of req/s (page ${run.pageLoggingOff.requestsPerSecond.toFixed(0)} req/s with LOG_LEVEL=silent), ` +
        `${(run.logCostCpu.cost * 100).toFixed(1)}% of server CPU (${run.logCostCpu.requests} pages: ${run.logCostCpu.loggedCpuMs.toFixed(0)} ms logged, ${run.logCostCpu.silentCpuMs.toFixed(0)} ms silent), ` +
        `${run.logBytesPerRequest.toFixed(0)} B of log per request; ` +
        `memory ${run.idleMiB.toFixed(0)} MiB idle${idlePartsText(run.idleParts)}, ${run.peakMiB.toFixed(0)} MiB peak; ` +
        `page ${run.pageBytes} B, vCard ${run.vcardBytes} B`,
    );
    for (const each of run.bursts) {
      console.log(
        `  ${run.database}: ${each.requests} requests for ${each.what}: ${each.cpuMs.toFixed(0)} ms of server CPU, ` +
          `statuses ${JSON.stringify(each.statuses)}, memory ${each.memoryBeforeMiB.toFixed(0)} → ${each.memoryAfterMiB.toFixed(0)} MiB`,
      );
    }
  }
}
