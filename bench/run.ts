/**
 * `npm run bench`: builds when needed, starts the built server on a fresh PGlite data folder, and
 * prints start-up times, HTTP throughput and latency (autocannon) and the landing page's bundle.
 * Results also go to bench/results/latest.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { landingBundleSize } from './bundle-size';
import { assertBuilt, formatNumber, root, startServer } from './lib';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3300);

interface HttpResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function measure(baseUrl: string, target: string): Promise<HttpResult> {
  const result = await autocannon({
    url: `${baseUrl}${target}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    path: target,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  assertBuilt();

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-bench-'));
  const env = { DATA_DIR: dataDir, JOBS_ENABLED: 'true' };
  try {
    const fresh = await startServer(env, PORT);
    await fresh.stop();
    const server = await startServer(env, PORT);
    const existingStartupMs = server.startupMs;

    // Warm up so the first measured requests are not paying for JIT and caches.
    await autocannon({ url: `${server.url}/`, connections: 10, duration: 2 });
    const http: HttpResult[] = [];
    for (const target of ['/', '/api/health']) http.push(await measure(server.url, target));
    await server.stop();

    const bundle = landingBundleSize();
    console.log(
      `\nStart-up to first 200: fresh data folder ${formatNumber(fresh.startupMs)} ms, existing ${formatNumber(existingStartupMs)} ms`,
    );
    console.log(
      `\nHTTP, ${CONNECTIONS} connections, ${DURATION_S} s each (PGlite, one process, autocannon on the same 2 cores)`,
    );
    console.log('path               req/s      p50 ms   p99 ms   errors  non-2xx');
    for (const row of http) {
      console.log(
        `${row.path.padEnd(16)} ${formatNumber(row.requestsPerSecond).padStart(8)}  ${String(row.p50Ms).padStart(8)} ${String(row.p99Ms).padStart(8)} ${String(row.errors).padStart(8)} ${String(row.non2xx).padStart(8)}`,
      );
    }
    console.log(
      `\nLanding page bundle: JS ${formatNumber(bundle.js / 1024, 1)} KB (${formatNumber(bundle.jsGzip / 1024, 1)} KB gzipped), CSS ${formatNumber(bundle.css / 1024, 1)} KB (${formatNumber(bundle.cssGzip / 1024, 1)} KB gzipped)`,
    );

    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench', 'results', 'latest.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
          startup: {
            freshMs: Math.round(fresh.startupMs),
            existingMs: Math.round(existingStartupMs),
          },
          http,
          landingBundle: bundle,
        },
        null,
        2,
      ),
    );
    console.log('\nWritten to bench/results/latest.json');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
