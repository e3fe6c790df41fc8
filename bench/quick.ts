/**
 * `npm run bench:quick`: about a minute, for a developer to run before resolving any change to the
 * request path. Builds (unless BENCH_SKIP_BUILD=1), then on PGlite (BENCH_DATABASES to change it)
 * measures the public card page and the vCard beside nginx with both clients, the page's first
 * seconds after a restart, the log's cost and the memory at idle and at peak
 * (bench/public-page.ts), with shorter runs than `npm run bench`. Prints one table.
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { root, snapshotBuild, stopAll } from './lib';
import { ensureTools } from './nginx';
import { benchPublicPage, printPublicPage, type PublicPageRun } from './public-page';
import { progress, type DatabaseKind } from './runner';

async function main() {
  const databases = (process.env.BENCH_DATABASES ?? 'pglite')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is DatabaseKind => name === 'pglite' || name === 'postgres');
  const tools = ensureTools();
  if (!tools.nginx || !tools.wrk) throw new Error('bench:quick needs nginx and wrk');
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    progress('building (npm run build)');
    const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`npm run build exited with ${built.status}`);
  }
  const build = await snapshotBuild();
  const cleanups: (() => Promise<unknown>)[] = [
    () => rm(build.dir, { recursive: true, force: true }),
  ];
  const runs: PublicPageRun[] = [];
  try {
    for (const database of databases) {
      runs.push(
        await benchPublicPage(
          database,
          build,
          {
            warmupS: 1,
            durationS: Number(process.env.BENCH_DURATION ?? 3),
            coldS: 4,
            idleS: 10,
            connections: 100,
            postgresAdminUrl:
              process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
          },
          cleanups,
        ),
      );
    }
    printPublicPage(runs);
  } finally {
    await stopAll();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
