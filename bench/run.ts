/**
 * `npm run bench`: builds (unless BENCH_SKIP_BUILD=1), snapshots the build, and for each database
 * (BENCH_DATABASES, default `pglite,postgres`) starts it fresh, seeds a card with a profile image
 * and a banner, and loads `/`, `/api/health`, the public card page, its vCard and QR code, the
 * signed-in card list and card creation with images. nginx serves the same page and vCard bytes
 * as static files for reference. Prints one table of requests per second, p50/p99 latency and the
 * server's peak memory (primary and workers), then the JavaScript and CSS per page and Lighthouse
 * (mobile) for `/`, the public card page and `/login`; then the team rows (bench/team.ts, also
 * `npm run bench:team` alone): importing 1,000 rows, an organisation card's public page (the
 * brand kit applied) beside a personal card's, and the organisation's list of 1,000 cards.
 * Before loading, it checks that an edit shows on the public page at once on every server process.
 * Everything also goes to bench/results/latest.json (Lighthouse reports beside it). Every process,
 * folder and database created here is removed on success or failure (Ctrl-C stops the processes;
 * a database it leaves is named cardvault_bench_*); a failure exits non-zero.
 *
 * Environment: BENCH_DURATION (s per load run, 10), BENCH_CONNECTIONS (100),
 * BENCH_CREATE_CONNECTIONS (10, for create-card), BENCH_DATABASES (pglite,postgres),
 * BENCH_POSTGRES_URL (an admin URL, postgres://postgres@127.0.0.1:5432/postgres: a database is
 * created and dropped), BENCH_PORT (3600), BENCH_NGINX_PORT (3601), BENCH_CHROME_PORT (3602),
 * BENCH_SKIP_BUILD=1, BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_TWO_INSTANCES=1 (no run of two instances
 * behind nginx on PostgreSQL, bench/two-instances.ts), BENCH_NO_INSTALL=1 (never apt-get), CHROME_PATH,
 * NGINX_PATH, WRK_PATH. The server's own settings (WEB_CONCURRENCY…) pass through.
 *
 * What is loaded is listed in bench/targets.ts, how one database is run in bench/runner.ts, and
 * the figures are printed and written by bench/report.ts.
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { benchAnalyticsFlush, printFlushFigures } from './analytics-flush';
import { landingBundleSize, pageBundleSize, spaRouteBundles } from './bundle-size';
import { PORTS, root, snapshotBuild, stopAll } from './lib';
import { ensureTools } from './nginx';
import { benchPublicPage, FULL_SETTINGS, printPublicPage, type PublicPageRun } from './public-page';
import { compareWithNginx, printReport, writeResults } from './report';
import {
  benchDatabase,
  benchNginx,
  progress,
  type BenchSettings,
  type DatabaseKind,
  type DatabaseRun,
} from './runner';
import { benchTeams, printTeam } from './team';

const settings: BenchSettings = {
  durationS: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  createConnections: Number(process.env.BENCH_CREATE_CONNECTIONS ?? 10),
  databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is DatabaseKind => name === 'pglite' || name === 'postgres'),
  postgresAdminUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  lighthouse: process.env.BENCH_SKIP_LIGHTHOUSE !== '1',
};

async function main() {
  if (settings.databases.length === 0)
    throw new Error('BENCH_DATABASES names neither pglite nor postgres');
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
    for (const database of settings.databases)
      runs.push(await benchDatabase(database, build, settings, cleanups));
    const first = runs[0] as DatabaseRun;
    const nginxRows = tools.nginx ? await benchNginx(first, first.rows, settings) : [];
    const databaseRows = runs.flatMap((run) => run.rows);
    compareWithNginx(databaseRows, nginxRows);
    const rows = [...databaseRows, ...nginxRows];

    const report = {
      settings,
      runs,
      rows,
      nginxRows,
      showcaseBundle: pageBundleSize(first.showcaseHtml, build.webRoot),
      landingBundle: landingBundleSize(build.webRoot),
      routes: spaRouteBundles(build.webRoot),
      lighthouse: runs.flatMap((run) => run.lighthouse),
      loadBefore,
      loadAfter: os.loadavg(),
      notes: tools.notes,
    };
    // The public page and the vCard as a held-out check measures them: defaults, wrk -t1, both
    // clients, nginx in the same run (bench/public-page.ts).
    const publicRuns: PublicPageRun[] = [];
    if (tools.nginx && tools.wrk) {
      for (const database of settings.databases) {
        publicRuns.push(
          await benchPublicPage(
            database,
            build,
            { ...FULL_SETTINGS, postgresAdminUrl: settings.postgresAdminUrl },
            cleanups,
          ),
        );
      }
    }
    progress('Insights: one flush of 100,000 views over 1,000 cards');
    const analyticsFlush = await benchAnalyticsFlush(settings.databases, settings.postgresAdminUrl);
    const team = await benchTeams(build, {
      databases: settings.databases,
      connections: settings.connections,
      durationS: settings.durationS,
      postgresAdminUrl: settings.postgresAdminUrl,
      port: PORTS.server,
    });
    printReport(report);
    printTeam(team, settings);
    printFlushFigures(analyticsFlush);
    if (publicRuns.length > 0) printPublicPage(publicRuns);
    await writeResults({ ...report, analyticsFlush, team });

    // Timeouts and resets are results (a slow server); a wrong status means we measured the wrong thing.
    const wrong = [
      ...rows,
      ...team.flatMap((run) => run.rows.map((row) => ({ ...row, database: run.database }))),
    ].filter((row) => row.result.non2xx > 0);
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
