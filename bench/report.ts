/**
 * The bench's figures: the ratio of each row to nginx and whether it meets its goal, the printed
 * report (machine, start-up, load table, memory, bundle sizes, Lighthouse) and
 * bench/results/latest.json with the same figures.
 */
import type { FlushFigures } from './analytics-flush';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BundleSize, RouteBundle } from './bundle-size';
import { formatNumber, kb, percentile, table } from './lib';
import type { LighthouseResult } from './lighthouse';
import type { TeamRun } from './team';
import { PROBE_EVERY_MS, wrkAvailable, type LoadResult } from './load';
import {
  COLD_SECONDS,
  FRESH_SETTLE_MS,
  resultsDir,
  type BenchSettings,
  type DatabaseRun,
  type Row,
} from './runner';

export const BUDGET = {
  ratioToNginx: 0.5,
  p99Ms: 50,
  memoryMiB: 250,
  showcaseJsGzipKiB: 40,
  showcasePerformance: 0.98,
  showcaseAccessibility: 1,
};

export interface BenchReport {
  settings: BenchSettings;
  runs: DatabaseRun[];
  /** Every load row: each database's, then nginx's. */
  rows: Row[];
  nginxRows: Row[];
  showcaseBundle: BundleSize;
  landingBundle: BundleSize;
  routes: RouteBundle[];
  lighthouse: LighthouseResult[];
  /** The 1-minute load averages when the bench started and ended. */
  loadBefore: number[];
  loadAfter: number[];
  notes: string[];
  /** One Insights flush of many views (bench/analytics-flush.ts). */
  analyticsFlush?: FlushFigures[];
  /** The team rows: the import, an organisation card's page, its card list (bench/team.ts). */
  team?: TeamRun[];
}

/** Sets the ratio to nginx and the goal on each row that nginx has a reference for. */
export function compareWithNginx(rows: Row[], nginxRows: Row[]): void {
  for (const row of rows) {
    const reference = nginxRows.find((ref) => ref.target === row.target);
    if (!reference) continue;
    row.nginxRequestsPerSecond = reference.result.requestsPerSecond;
    row.nginxP99Ms = reference.result.p99Ms;
    row.ratio = row.result.requestsPerSecond / reference.result.requestsPerSecond;
    row.meetsGoal = row.ratio >= BUDGET.ratioToNginx && row.result.p99Ms < BUDGET.p99Ms;
  }
}

export const ms = (value: number) => formatNumber(value, value < 10 ? 2 : value < 100 ? 1 : 0);

/** The columns every load table starts with (this report's and bench/team.ts's). */
export const LOAD_COLUMNS = [
  'db',
  'target',
  'conns',
  'req/s',
  'p50 ms',
  'p99 ms',
  'p99.9 ms',
  'max ms',
  'errors',
  'non-2xx',
];

/** A load row's cells for LOAD_COLUMNS. */
export const loadCells = (
  database: string,
  row: { target: string; connections: number; result: LoadResult },
) => [
  database,
  row.target,
  String(row.connections),
  formatNumber(row.result.requestsPerSecond),
  ms(row.result.p50Ms),
  ms(row.result.p99Ms),
  ms(row.result.p999Ms),
  ms(row.result.maxMs),
  String(row.result.errors),
  String(row.result.non2xx),
];

/** A run's throughput and latencies, as the JSON report writes them. */
const latencies = (result: LoadResult) => ({
  requestsPerSecond: result.requestsPerSecond,
  p50Ms: result.p50Ms,
  p99Ms: result.p99Ms,
  p999Ms: result.p999Ms,
  maxMs: result.maxMs,
});

const bundleRow = (name: string, size: BundleSize) => [
  name,
  kb(size.js),
  kb(size.jsGzip),
  kb(size.css),
  kb(size.cssGzip),
  String(size.files.length),
];

const score = (value: number | null) => (value === null ? '–' : value.toFixed(2));

export function printReport(report: BenchReport): void {
  const { settings, runs, rows: allRows, nginxRows, lighthouse } = report;
  const { showcaseBundle, landingBundle, routes } = report;
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
    `Load average (1 min) at start ${load1(report.loadBefore)}, at end ${load1(report.loadAfter)}: anything above ~0.5 at start means other work competed for the CPUs`,
  );
  console.log(
    `\n1. Start-up to first 200: ${runs.map((run) => `${run.database} fresh ${formatNumber(run.startup.freshMs)} ms (${formatNumber(run.startup.freshMemoryMiB)} MiB resident ${FRESH_SETTLE_MS / 1000} s later)${run.startup.existingMs === undefined ? '' : `, existing folder ${formatNumber(run.startup.existingMs)} ms`}`).join('; ')}`,
  );
  console.log(
    `\n2. Load: ${tool}, ${settings.durationS} s per row, keep-alive. Goal for showcase and get-vcard: >= ${BUDGET.ratioToNginx}x nginx serving the same bytes, p99 < ${BUDGET.p99Ms} ms at ${settings.connections} connections; server memory < ${BUDGET.memoryMiB} MiB`,
  );
  console.log(
    `   ${runs.map((run) => `${run.database}: ${run.workers} server process${run.workers > 1 ? `es (a primary and workers)` : ''}`).join('; ')}`,
  );
  console.log(
    table([
      [...LOAD_COLUMNS, 'nginx req/s', 'nginx p99', 'ours/nginx', 'goal', 'peak MiB'],
      ...allRows.map((row) => [
        ...loadCells(row.database, row),
        row.nginxRequestsPerSecond === undefined ? '' : formatNumber(row.nginxRequestsPerSecond),
        row.nginxP99Ms === undefined ? '' : ms(row.nginxP99Ms),
        row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}x`,
        row.meetsGoal === undefined ? '' : row.meetsGoal ? 'met' : 'MISSED',
        row.peakMemoryMiB === undefined ? '' : formatNumber(row.peakMemoryMiB),
      ]),
    ]),
  );
  if (nginxRows.length === 0) console.log('nginx: not installed, no reference figures');
  // A designed page (premium template, web font, logo) against the classic one: within 10%.
  for (const designed of allRows.filter(
    (row) =>
      row.target.startsWith('showcase (') &&
      !row.target.endsWith('(counting off)') &&
      !row.target.endsWith('(2 instances, nginx)'),
  )) {
    const classic = allRows.find(
      (row) => row.database === designed.database && row.target === 'showcase',
    );
    if (!classic) continue;
    const share = designed.result.requestsPerSecond / classic.result.requestsPerSecond;
    console.log(
      `${designed.database}: ${designed.target} at ${(share * 100).toFixed(0)}% of the classic page's rate (goal >= 90%) ${share >= 0.9 ? 'met' : 'MISSED'}`,
    );
  }
  // Insights counting on (the rows above) against off: within 10%, p99 under 50 ms.
  for (const off of allRows.filter((row) => row.target.endsWith(' (counting off)'))) {
    const name = off.target.replace(' (counting off)', '');
    const on = allRows.find((row) => row.database === off.database && row.target === name);
    if (!on) continue;
    const share = on.result.requestsPerSecond / off.result.requestsPerSecond;
    const met = share >= 0.9 && on.result.p99Ms < 50;
    console.log(
      `${off.database}: ${name} counted at ${(share * 100).toFixed(0)}% of its rate with counting off, p99 ${ms(on.result.p99Ms)} ms (goal >= 90%, p99 < 50 ms) ${met ? 'met' : 'MISSED'}`,
    );
  }
  for (const run of runs) {
    if (!run.twoInstances) continue;
    const { coherence } = run.twoInstances;
    console.log(
      `${run.database}: an edit through instance A shows on instance B after ${ms(coherence.medianMs)} ms (median of ${coherence.edits}), ${ms(coherence.maxMs)} ms at most`,
    );
  }
  const coldRows = runs.flatMap((run) => run.coldRows);
  if (coldRows.length > 0) {
    console.log(
      `\n   Cold: the same paths in the first ${COLD_SECONDS} s after start-up (no warm-up), beside the warm rows above`,
    );
    console.log(
      table([
        ['db', 'target', 'req/s', 'p50 ms', 'p99 ms', 'p99.9 ms', 'max ms', 'warm p99', 'errors'],
        ...coldRows.map((row) => {
          const warm = allRows.find(
            (other) =>
              other.database === row.database && other.target === row.target.replace(' (cold)', ''),
          );
          return [
            row.database,
            row.target,
            formatNumber(row.result.requestsPerSecond),
            ms(row.result.p50Ms),
            ms(row.result.p99Ms),
            ms(row.result.p999Ms),
            ms(row.result.maxMs),
            warm ? ms(warm.result.p99Ms) : '',
            String(row.result.errors + row.result.non2xx),
          ];
        }),
      ]),
    );
  }
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
  console.log('\nSPA routes (lazy chunks): total with the landing bundle, and what the route adds');
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

  if (lighthouse.length > 0) printLighthouse(lighthouse);
  else console.log('\n4. Lighthouse: skipped (BENCH_SKIP_LIGHTHOUSE=1)');
}

function printLighthouse(lighthouse: LighthouseResult[]) {
  console.log('\n4. Lighthouse 12, mobile (simulated throttling), Chromium headless; scores 0–1');
  console.log(
    table([
      ['page', 'perf', 'a11y', 'best-pr', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
      ...lighthouse.map((run) => [
        run.name === 'showcase'
          ? '/showcase?id=… (classic)'
          : run.name.startsWith('showcase-')
            ? `/showcase?id=… (${run.name.slice('showcase-'.length)})`
            : new URL(run.url).pathname,
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
  // Every template's page has the same budget: the lowest of them is what counts.
  const cardPages = lighthouse.filter((run) => run.name.startsWith('showcase'));
  if (cardPages.length > 1) {
    const lowest = (category: 'performance' | 'accessibility') =>
      cardPages.reduce((low, run) =>
        (run.scores[category] ?? 0) < (low.scores[category] ?? 0) ? run : low,
      );
    const perf = lowest('performance');
    const a11y = lowest('accessibility');
    console.log(
      `every template (${cardPages.length} card pages): lowest performance ${score(perf.scores.performance)} (${perf.name}) ${(perf.scores.performance ?? 0) >= BUDGET.showcasePerformance ? 'met' : 'MISSED'}, lowest accessibility ${score(a11y.scores.accessibility)} (${a11y.name}) ${(a11y.scores.accessibility ?? 0) >= BUDGET.showcaseAccessibility ? 'met' : 'MISSED'}`,
    );
  }
  for (const run of lighthouse) {
    if (run.findings.length === 0) continue;
    console.log(`\nLighthouse findings for ${new URL(run.url).pathname} (categories below 1.00):`);
    for (const finding of run.findings) {
      console.log(
        `  [${finding.category}] ${finding.id} (score ${score(finding.score)}${finding.displayValue ? `, ${finding.displayValue}` : ''}): ${finding.title}`,
      );
      for (const item of finding.items) console.log(`      ${item.slice(0, 160)}`);
    }
  }
  console.log(`\nFull reports: bench/results/lighthouse-{landing,showcase,login}.json`);
}

/** The same figures as bench/results/latest.json. */
export async function writeResults(report: BenchReport): Promise<void> {
  const { settings, runs } = report;
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
          loadAverageAtStart: report.loadBefore,
          loadAverageAtEnd: report.loadAfter,
        },
        settings: {
          tool: wrkAvailable() ? 'wrk' : 'autocannon',
          connections: settings.connections,
          createConnections: settings.createConnections,
          durationS: settings.durationS,
          databases: settings.databases,
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
        analyticsFlush: report.analyticsFlush,
        team: report.team?.map((run) => ({
          database: run.database,
          import: run.import,
          load: run.rows.map((row) => ({
            target: row.target,
            path: row.path,
            connections: row.connections,
            ...latencies(row.result),
            errors: row.result.errors,
            non2xx: row.result.non2xx,
            peakMemoryMiB: row.peakMemoryMiB,
          })),
        })),
        coherence: report.runs.flatMap((run) =>
          run.twoInstances ? [{ database: run.database, ...run.twoInstances.coherence }] : [],
        ),
        cold: report.runs.flatMap((run) =>
          run.coldRows.map((row) => ({
            database: row.database,
            target: row.target,
            ...latencies(row.result),
          })),
        ),
        load: report.rows.map((row) => ({
          database: row.database,
          target: row.target,
          path: row.path,
          connections: row.connections,
          ...latencies(row.result),
          errors: row.result.errors,
          non2xx: row.result.non2xx,
          peakMemoryMiB: row.peakMemoryMiB,
          peakRssSumMiB: row.peakRssSumMiB,
          nginxRequestsPerSecond: row.nginxRequestsPerSecond,
          ratioToNginx: row.ratio,
          meetsGoal: row.meetsGoal,
          newVisitorMs: row.newVisitorMs,
        })),
        showcaseBundle: report.showcaseBundle,
        landingBundle: report.landingBundle,
        spaRoutes: report.routes,
        lighthouse: report.lighthouse,
        notes: report.notes,
      },
      null,
      2,
    ),
  );
  console.log('\nWritten to bench/results/latest.json');
}
