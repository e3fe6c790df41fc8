import { availableParallelism } from 'node:os';

// How the built server is run: `npm start` (scripts/start.mjs) and the benchmarks (bench/lib.ts)
// use the same flags and environment, so the figures in docs/benchmarks.md are those of npm start.
// What each setting saves is measured in docs/benchmarks.md (the second to fifth rounds, and the
// table "The server's runtime settings").

/**
 * How many server processes will serve (as src/server/config.ts decides): WEB_CONCURRENCY, by
 * default one per core, with PostgreSQL; always one with the embedded database.
 * @param {NodeJS.ProcessEnv} env
 */
function serverProcesses(env) {
  if (!env.DATABASE_URL) return 1;
  const workers = Number(env.WEB_CONCURRENCY || availableParallelism());
  return Number.isFinite(workers) ? workers : 1;
}

/**
 * V8 flags for the server process:
 * - a heap cap (unless NODE_OPTIONS sets one): V8 sizes its heap for this machine's memory and
 *   collects lazily; the server needs far less;
 * - a smaller young generation than V8's default (requests allocate little that lives long): one
 *   size for one server process, a smaller one for each of a cluster's workers (PostgreSQL,
 *   WEB_CONCURRENCY > 1), which keeps primary and workers under the memory budget together; a
 *   single process measured slower with the smaller one, a cluster has a second core for the
 *   extra collections;
 * - --liftoff-only: the embedded database (PGlite) is WebAssembly, which V8 compiles twice, fast
 *   code first and optimised code later; keeping only the first saves memory and is no slower
 *   here;
 * - --expose-gc: after creating a new data folder the server asks for full collections soon
 *   after, which free what the embedded database's initdb leaves behind (src/server/db/client.ts).
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function serverNodeFlags(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  return [
    ...(/--max-old-space-size/.test(options) ? [] : ['--max-old-space-size=192']),
    ...(/--max-semi-space-size/.test(options)
      ? []
      : [`--max-semi-space-size=${serverProcesses(env) > 1 ? 4 : 8}`]),
    '--liftoff-only',
    '--expose-gc',
  ];
}

/**
 * Environment for the server process: two glibc malloc settings, each kept as it is when
 * GLIBC_TUNABLES already sets it.
 * - mmap_threshold: glibc raises its threshold each time a large block is freed, after which large
 *   blocks (request bodies, image buffers, the embedded database's start-up) come from the heap,
 *   which does not shrink; a fixed threshold keeps them in mappings that are returned when freed.
 * - arena_max: glibc gives each thread that allocates its own arena, up to eight per core (the
 *   image library's threads, libuv's pool); each keeps what it once held. Two arenas for one server
 *   process, one for each of a cluster's workers: less resident memory, no slower measurably.
 * `env` is the server's own environment (DATABASE_URL, WEB_CONCURRENCY decide the processes).
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(env = process.env) {
  const settings = (env.GLIBC_TUNABLES ?? '').split(':').filter(Boolean);
  for (const [name, value] of [
    ['glibc.malloc.mmap_threshold', '131072'],
    ['glibc.malloc.arena_max', serverProcesses(env) > 1 ? '1' : '2'],
  ]) {
    if (!settings.some((setting) => setting.startsWith(`${name}=`)))
      settings.push(`${name}=${value}`);
  }
  return { ...env, GLIBC_TUNABLES: settings.join(':') };
}
