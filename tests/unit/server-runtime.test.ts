import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeFlags } from '../../scripts/server-runtime.mjs';
import { loadConfig } from '../../src/server/config';

const semiSpace = (flags: string[]) =>
  flags.find((flag) => flag.startsWith('--max-semi-space-size='))?.split('=')[1];

describe('server runtime flags (npm start and the benchmarks)', () => {
  it('caps the heap and keeps 8 MiB semi-spaces for the single process on the embedded database', () => {
    const flags = serverNodeFlags({});
    expect(flags).toContain('--max-old-space-size=192');
    expect(semiSpace(flags)).toBe('8');
    expect(flags).toContain('--expose-gc');
  });

  it('gives a cluster of workers on PostgreSQL 4 MiB semi-spaces', () => {
    const postgres = { DATABASE_URL: 'postgres://db/cards' };
    expect(semiSpace(serverNodeFlags({ ...postgres, WEB_CONCURRENCY: '3' }))).toBe('4');
    expect(semiSpace(serverNodeFlags({ ...postgres, WEB_CONCURRENCY: '1' }))).toBe('8');
    // Without WEB_CONCURRENCY the server starts one worker per core.
    expect(semiSpace(serverNodeFlags(postgres))).toBe(availableParallelism() > 1 ? '4' : '8');
  });

  it('counts the server processes as the server itself does (config.workers)', () => {
    const postgres = { DATABASE_URL: 'postgres://db/cards', AUTH_SECRET: 'x'.repeat(40) };
    for (const env of [
      {},
      { WEB_CONCURRENCY: '1' },
      postgres,
      { ...postgres, WEB_CONCURRENCY: '1' },
      { ...postgres, WEB_CONCURRENCY: '3' },
    ]) {
      const clustered = loadConfig(env).workers > 1;
      expect(semiSpace(serverNodeFlags(env)), JSON.stringify(env)).toBe(clustered ? '4' : '8');
    }
  });

  it('leaves the heap settings to NODE_OPTIONS when it sets them', () => {
    const flags = serverNodeFlags({
      NODE_OPTIONS: '--max-old-space-size=512 --max-semi-space-size=16',
    });
    expect(flags.some((flag) => flag.startsWith('--max-old-space-size'))).toBe(false);
    expect(semiSpace(flags)).toBeUndefined();
  });

  it('sets both malloc tunables, keeping any the operator chose', () => {
    expect(serverEnv({}).GLIBC_TUNABLES).toBe(
      'glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2',
    );
    expect(
      serverEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=4:glibc.malloc.tcache_count=0' })
        .GLIBC_TUNABLES,
    ).toBe(
      'glibc.malloc.arena_max=4:glibc.malloc.tcache_count=0:glibc.malloc.mmap_threshold=131072',
    );
    expect(serverEnv({ PORT: '3000' }).PORT).toBe('3000');
  });

  it('gives a cluster’s workers one malloc arena each, a single process two', () => {
    const arenas = (env: NodeJS.ProcessEnv) =>
      /glibc\.malloc\.arena_max=(\d+)/.exec(serverEnv(env).GLIBC_TUNABLES ?? '')?.[1];
    const postgres = { DATABASE_URL: 'postgres://db/cards' };
    expect(arenas({})).toBe('2');
    expect(arenas({ WEB_CONCURRENCY: '3' })).toBe('2');
    expect(arenas({ ...postgres, WEB_CONCURRENCY: '1' })).toBe('2');
    expect(arenas({ ...postgres, WEB_CONCURRENCY: '3' })).toBe('1');
  });
});
