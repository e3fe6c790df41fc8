// How the built server is run: `npm start` (scripts/start.mjs) and the benchmarks (bench/lib.ts)
// use the same flags and environment, so the figures in docs/benchmarks.md are those of npm start.
// Measured in docs/benchmarks.md ("Third round (issue 7): memory under 250 MiB on PGlite").

/**
 * V8 flags for the server process:
 * - a heap cap (unless NODE_OPTIONS sets one): V8 sizes its heap for this machine's memory and
 *   collects lazily; the server needs far less;
 * - a young generation of 2 × 8 MiB instead of 2 × 16: about 30 MiB less resident, no slower
 *   measurably (requests allocate little that lives long);
 * - --liftoff-only: the embedded database (PGlite) is WebAssembly, which V8 compiles twice, fast
 *   code first and optimised code later; keeping only the first saves ~55 MiB, no slower here;
 * - --expose-gc: after creating a new data folder the server asks for full collections 1 s and
 *   5 s later, which free the ~400 MB the embedded database's initdb leaves behind
 *   (src/server/db/client.ts).
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function serverNodeFlags(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  return [
    ...(/--max-old-space-size/.test(options) ? [] : ['--max-old-space-size=192']),
    ...(/--max-semi-space-size/.test(options) ? [] : ['--max-semi-space-size=8']),
    '--liftoff-only',
    '--expose-gc',
  ];
}

/**
 * Environment for the server process. glibc's malloc raises its mmap threshold each time a large
 * block is freed (up to 32 MiB), after which large blocks (request bodies, image buffers, the
 * embedded database's start-up) come from the heap, which does not shrink: a fixed threshold
 * keeps them in mappings that are returned when freed (~15–40 MiB less resident). Kept as it is
 * when GLIBC_TUNABLES already sets it.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(env = process.env) {
  const tunables = env.GLIBC_TUNABLES ?? '';
  if (/glibc\.malloc\.mmap_threshold=/.test(tunables)) return { ...env };
  const threshold = 'glibc.malloc.mmap_threshold=131072';
  return { ...env, GLIBC_TUNABLES: tunables ? `${tunables}:${threshold}` : threshold };
}
