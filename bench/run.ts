/**
 * `npm run bench`: builds (unless BENCH_SKIP_BUILD=1), snapshots the build, starts it on a fresh
 * PGlite data folder, seeds a card with a profile image and a banner, and prints:
 *   1. start-up times and `/`, `/api/health` throughput (autocannon);
 *   2. the public card page and its vCard under load, beside nginx serving the same bytes
 *      (autocannon, and wrk when installed), with the server's peak memory;
 *   3. the JavaScript and CSS the public card page, the landing page and each SPA route load;
 *   4. Lighthouse (mobile) for `/`, the public card page and `/login`.
 * Everything also goes to bench/results/latest.json (Lighthouse reports beside it). Every process
 * started here is stopped on success, failure or Ctrl-C; a failure exits non-zero.
 *
 * Environment: BENCH_DURATION (s per load run, 10), BENCH_CONNECTIONS (100), BENCH_PORT (3600),
 * BENCH_NGINX_PORT (3601), BENCH_CHROME_PORT (3602), BENCH_SKIP_BUILD=1, BENCH_SKIP_LIGHTHOUSE=1,
 * BENCH_NO_INSTALL=1 (never apt-get), CHROME_PATH, NGINX_PATH, WRK_PATH.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
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
  root,
  snapshotBuild,
  startServer,
  stopAll,
  table,
  type RunningServer,
} from './lib';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import {
  rssKiB,
  runAutocannon,
  runWrk,
  sampleRss,
  wrkAvailable,
  type LoadOptions,
  type LoadResult,
} from './load';
import { ensureTools, startNginx, type RunningNginx } from './nginx';
import { seedCard } from './seed';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const LOAD: LoadOptions = { connections: CONNECTIONS, durationS: DURATION_S };
const BUDGET = {
  ratioToNginx: 0.5,
  p99Ms: 50,
  showcaseJsGzipKiB: 40,
  showcasePerformance: 0.98,
  showcaseAccessibility: 1,
};
const resultsDir = path.join(root, 'bench', 'results');

const progress = (line: string) => console.log(`· ${line}`);
const ms = (value: number) => formatNumber(value, value < 10 ? 2 : value < 100 ? 1 : 0);
const score = (value: number | null) => (value === null ? '–' : value.toFixed(2));

interface Comparison {
  name: string;
  tool: LoadResult['tool'];
  ours: LoadResult;
  nginx: LoadResult | undefined;
  ratio: number | undefined;
  meetsGoal: boolean | undefined;
  oursPeakRssMiB: number;
}

function comparisonTable(rows: Comparison[]): string {
  return table([
    [
      'target',
      'ours req/s',
      'p50 ms',
      'p99 ms',
      'nginx req/s',
      'p50 ms',
      'p99 ms',
      'ours/nginx',
      'errors ours/nginx',
      'goal',
    ],
    ...rows.map((row) => [
      row.name,
      formatNumber(row.ours.requestsPerSecond),
      ms(row.ours.p50Ms),
      ms(row.ours.p99Ms),
      row.nginx ? formatNumber(row.nginx.requestsPerSecond) : '–',
      row.nginx ? ms(row.nginx.p50Ms) : '–',
      row.nginx ? ms(row.nginx.p99Ms) : '–',
      row.ratio === undefined ? '–' : `${row.ratio.toFixed(2)}x`,
      `${row.ours.errors}/${row.nginx ? row.nginx.errors : '–'}`,
      row.meetsGoal === undefined ? '–' : row.meetsGoal ? 'met' : 'MISSED',
    ]),
  ]);
}

const bundleRow = (name: string, size: BundleSize) => [
  name,
  kb(size.js),
  kb(size.jsGzip),
  kb(size.css),
  kb(size.cssGzip),
  String(size.files.length),
];

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    progress('building (npm run build)');
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build exited with ${build.status}`);
  }
  const loadBefore = os.loadavg();
  const build = await snapshotBuild();
  const tools = ensureTools();
  for (const note of tools.notes) console.warn(`warning: ${note}`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-bench-data-'));
  const port = PORTS.server;
  const env = {
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  let server: RunningServer | undefined;
  let nginx: RunningNginx | undefined;
  try {
    progress(`starting the server on a fresh data folder (port ${port})`);
    const fresh = await startServer(env, port, build.serverEntry);
    server = fresh;
    progress('seeding a card (sign-up, verification mail, profile, subscription, card)');
    const seeded = await seedCard(fresh, env, port, build);
    server = seeded.server;
    const existingStartupMs = server.startupMs;
    const cardQuery = `?id=${encodeURIComponent(seeded.cardId)}`;
    const showcasePath = `/showcase${cardQuery}`;
    const vcardPath = `/api/card/get-vcard${cardQuery}`;

    // The bytes nginx will serve, and the sanity checks that we measure the real thing.
    const showcaseResponse = await fetch(`${server.url}${showcasePath}`);
    const showcaseHtml = await showcaseResponse.text();
    if (!showcaseResponse.ok) throw new Error(`GET ${showcasePath}: ${showcaseResponse.status}`);
    if (
      !showcaseHtml.includes('Ada Lovelace') ||
      (showcaseHtml.match(/\/media\//g) ?? []).length < 2
    ) {
      throw new Error('the public card page does not show the seeded card with both images');
    }
    const vcardResponse = await fetch(`${server.url}${vcardPath}`);
    const vcard = Buffer.from(await vcardResponse.arrayBuffer());
    if (!vcardResponse.ok || !vcard.includes('BEGIN:VCARD') || !vcard.includes('PHOTO')) {
      throw new Error(`GET ${vcardPath}: ${vcardResponse.status}, expected a vCard with a PHOTO`);
    }

    progress('warming up (2 s per path)');
    for (const target of ['/', showcasePath, vcardPath]) {
      await runAutocannon(`${server.url}${target}`, { connections: 10, durationS: 2 });
    }
    const idleRssKiB = rssKiB(server.pid) ?? 0;

    const peaks: Record<string, number> = {};
    const measureOurs = async (
      name: string,
      target: string,
      run: (url: string, o: LoadOptions) => Promise<LoadResult>,
    ) => {
      const sampler = sampleRss((server as RunningServer).pid);
      const result = await run(`${(server as RunningServer).url}${target}`, LOAD);
      peaks[name] = sampler.stop().peakKiB;
      return result;
    };

    progress(`autocannon on our server: ${CONNECTIONS} connections, ${DURATION_S} s per path`);
    const basics: { path: string; result: LoadResult }[] = [];
    for (const target of ['/', '/api/health']) {
      basics.push({ path: target, result: await measureOurs(target, target, runAutocannon) });
    }
    const ours = {
      autocannon: {
        showcase: await measureOurs('autocannon showcase', showcasePath, runAutocannon),
        vcard: await measureOurs('autocannon vcard', vcardPath, runAutocannon),
      },
      wrk: undefined as { showcase: LoadResult; vcard: LoadResult } | undefined,
    };
    if (wrkAvailable()) {
      progress(`wrk -t2 -c${CONNECTIONS} -d${DURATION_S}s on our server`);
      ours.wrk = {
        showcase: await measureOurs('wrk showcase', showcasePath, runWrk),
        vcard: await measureOurs('wrk vcard', vcardPath, runWrk),
      };
    }

    let reference:
      | {
          autocannon: { showcase: LoadResult; vcard: LoadResult };
          wrk: { showcase: LoadResult; vcard: LoadResult } | undefined;
        }
      | undefined;
    if (tools.nginx) {
      progress(`nginx (worker_processes auto) on port ${PORTS.nginx}, same bytes as static files`);
      nginx = await startNginx(
        [
          {
            urlPath: '/showcase.html',
            body: Buffer.from(showcaseHtml),
            contentType: showcaseResponse.headers.get('content-type') ?? 'text/html',
          },
          {
            urlPath: '/card.vcf',
            body: vcard,
            contentType: vcardResponse.headers.get('content-type') ?? 'text/vcard',
          },
        ],
        PORTS.nginx,
      );
      const nginxUrl = nginx.url;
      const check = await fetch(`${nginxUrl}/card.vcf`).then((r) => r.arrayBuffer());
      if (!Buffer.from(check).equals(vcard)) throw new Error('nginx does not serve the same bytes');
      await runAutocannon(`${nginxUrl}/showcase.html`, { connections: 10, durationS: 1 });
      reference = {
        autocannon: {
          showcase: await runAutocannon(`${nginxUrl}/showcase.html`, LOAD),
          vcard: await runAutocannon(`${nginxUrl}/card.vcf`, LOAD),
        },
        wrk: wrkAvailable()
          ? {
              showcase: await runWrk(`${nginxUrl}/showcase.html`, LOAD),
              vcard: await runWrk(`${nginxUrl}/card.vcf`, LOAD),
            }
          : undefined,
      };
      await nginx.stop();
      nginx = undefined;
    }

    const compare = (
      name: string,
      tool: LoadResult['tool'],
      mine: LoadResult,
      theirs: LoadResult | undefined,
    ): Comparison => {
      const ratio = theirs ? mine.requestsPerSecond / theirs.requestsPerSecond : undefined;
      return {
        name,
        tool,
        ours: mine,
        nginx: theirs,
        ratio,
        meetsGoal:
          ratio === undefined
            ? undefined
            : ratio >= BUDGET.ratioToNginx && mine.p99Ms < BUDGET.p99Ms,
        oursPeakRssMiB: (peaks[`${tool} ${name}`] ?? 0) / 1024,
      };
    };
    const comparisons: Comparison[] = [
      compare('showcase', 'autocannon', ours.autocannon.showcase, reference?.autocannon.showcase),
      compare('vcard', 'autocannon', ours.autocannon.vcard, reference?.autocannon.vcard),
    ];
    if (ours.wrk) {
      comparisons.push(
        compare('showcase', 'wrk', ours.wrk.showcase, reference?.wrk?.showcase),
        compare('vcard', 'wrk', ours.wrk.vcard, reference?.wrk?.vcard),
      );
    }

    let lighthouse: LighthouseResult[] = [];
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      await mkdir(resultsDir, { recursive: true });
      const pages = [
        { name: 'landing', target: '/' },
        { name: 'showcase', target: showcasePath },
        { name: 'login', target: '/login' },
      ];
      lighthouse = [];
      for (const page of pages) {
        progress(`Lighthouse (mobile) ${page.target}`);
        // Chromium now and then fails to record the trace (NO_NAVSTART, NO_FCP) on a busy
        // machine: a fresh browser usually succeeds.
        for (let attempt = 1; ; attempt++) {
          try {
            lighthouse.push(
              await runLighthouse(page.name, `${server.url}${page.target}`, {
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
    }
    await server.stop();
    server = undefined;

    const showcaseBundle = pageBundleSize(showcaseHtml, build.webRoot);
    const landingBundle = landingBundleSize(build.webRoot);
    const routes: RouteBundle[] = spaRouteBundles(build.webRoot);
    const peakRssKiB = Math.max(...Object.values(peaks));

    // ---- Report ----
    const loadAfter = os.loadavg();
    const load1 = (values: number[]) => (values[0] ?? 0).toFixed(2);
    console.log(
      `\nMachine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB; Node ${process.version}; server and load generators share the CPUs`,
    );
    console.log(
      `Load average (1 min) at start ${load1(loadBefore)}, at end ${load1(loadAfter)}: anything above ~0.5 at start means other work competed for the CPUs`,
    );
    console.log(
      `\n1. Start-up to first 200: fresh data folder ${formatNumber(fresh.startupMs)} ms, existing ${formatNumber(existingStartupMs)} ms`,
    );
    console.log(
      `\nHTTP, autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each (PGlite, one process)`,
    );
    console.log(
      table([
        ['path', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'peak RSS MiB'],
        ...basics.map(({ path: target, result }) => [
          target,
          formatNumber(result.requestsPerSecond),
          ms(result.p50Ms),
          ms(result.p99Ms),
          String(result.errors),
          String(result.non2xx),
          formatNumber((peaks[target] ?? 0) / 1024),
        ]),
      ]),
    );

    console.log(
      `\n2. Public card page (showcase = GET ${showcasePath}, ${formatNumber(showcaseHtml.length / 1024, 1)} KB HTML) and vCard (vcard = GET ${vcardPath}, ${formatNumber(vcard.length / 1024, 1)} KB)`,
    );
    console.log(
      `   against nginx serving the same bytes as static files; goal: ours >= ${BUDGET.ratioToNginx}x nginx and p99 < ${BUDGET.p99Ms} ms at ${CONNECTIONS} connections`,
    );
    console.log(`\nautocannon (one Node process: tops out near one core)`);
    console.log(comparisonTable(comparisons.filter((row) => row.tool === 'autocannon')));
    if (ours.wrk) {
      console.log(`\nwrk -t2 -c${CONNECTIONS} -d${DURATION_S}s --latency`);
      console.log(comparisonTable(comparisons.filter((row) => row.tool === 'wrk')));
    } else {
      console.log('\nwrk: not installed, skipped');
    }
    if (!reference) console.log('nginx: not installed, no reference figures');
    console.log(
      `\nServer memory (VmRSS): idle after warm-up ${formatNumber(idleRssKiB / 1024)} MiB, peak under load ${formatNumber(peakRssKiB / 1024)} MiB`,
    );
    console.log(
      table([
        ['run', 'peak RSS MiB'],
        ...Object.entries(peaks).map(([name, peak]) => [name, formatNumber(peak / 1024)]),
      ]),
    );

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
          settings: { connections: CONNECTIONS, durationS: DURATION_S, budgets: BUDGET },
          startup: {
            freshMs: Math.round(fresh.startupMs),
            existingMs: Math.round(existingStartupMs),
          },
          http: basics.map(({ path: target, result }) => ({
            path: target,
            requestsPerSecond: result.requestsPerSecond,
            p50Ms: result.p50Ms,
            p99Ms: result.p99Ms,
            errors: result.errors,
            non2xx: result.non2xx,
          })),
          publicCard: {
            cardId: seeded.cardId,
            showcaseBytes: Buffer.byteLength(showcaseHtml),
            vcardBytes: vcard.length,
            comparisons,
          },
          memory: {
            idleRssMiB: idleRssKiB / 1024,
            peakRssMiB: peakRssKiB / 1024,
            peakRssMiBByRun: Object.fromEntries(
              Object.entries(peaks).map(([name, peak]) => [name, peak / 1024]),
            ),
          },
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
    const wrong = [
      ...basics.map(({ path: target, result }) => ({ target, result })),
      ...comparisons.flatMap((row) => [
        { target: `${row.tool} ${row.name} (ours)`, result: row.ours },
        ...(row.nginx ? [{ target: `${row.tool} ${row.name} (nginx)`, result: row.nginx }] : []),
      ]),
    ].filter(({ result }) => result.non2xx > 0);
    if (wrong.length > 0) {
      throw new Error(
        `non-2xx responses under load, the figures are not valid: ${wrong.map(({ target, result }) => `${target}: ${result.non2xx}`).join('; ')}`,
      );
    }
  } finally {
    // Each step on its own, so that one failing cannot leave a process or a folder behind.
    const quietly = (step: Promise<unknown> | undefined) =>
      step?.catch((error: unknown) => console.warn(`cleanup: ${String(error)}`));
    await quietly(nginx?.stop());
    await quietly(server?.stop());
    await quietly(stopAll());
    await quietly(rm(dataDir, { recursive: true, force: true }));
    await quietly(rm(build.dir, { recursive: true, force: true }));
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
