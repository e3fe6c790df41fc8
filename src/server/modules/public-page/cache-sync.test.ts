import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/**
 * A real node:cluster (a primary and two workers, as main.ts runs with WEB_CONCURRENCY=2): both
 * workers cache card "a"; when worker 1's forget() resolves, worker 2 must already have dropped it.
 */
const script = (modules: string) => `
import cluster from 'node:cluster';
import { relayCardForgetting } from '${modules}/cache-sync.ts';
import { ResponseCache } from '${modules}/response-cache.ts';

if (cluster.isPrimary) {
  relayCardForgetting();
  const workers = [cluster.fork(), cluster.fork()];
  let ready = 0;
  const finish = (result) => {
    console.log(JSON.stringify(result));
    for (const worker of workers) worker.kill();
    process.exit(0);
  };
  setTimeout(() => finish({ error: 'timeout' }), 20000).unref();
  for (const worker of workers) {
    worker.on('message', (message) => {
      if (message.cmd === 'ready' && ++ready === 2) workers[0].send({ cmd: 'forget' });
      if (message.cmd === 'forgotten') {
        workers[1].send({ cmd: 'check' });
        workers[0].send({ cmd: 'check' });
      }
      if (message.cmd === 'checked') {
        (finish.results ??= {})[worker.id] = message.loads;
        finish.ms = finish.ms ?? message.ms;
        if (Object.keys(finish.results).length === 2) finish({ loads: finish.results, ms: finish.ms });
      }
    });
  }
} else {
  const cache = new ResponseCache(60000);
  let loads = 0;
  const load = async () => { loads++; return { id: 'a', updatedAt: new Date(1), deleteOn: null }; };
  await cache.card('a', load);
  await cache.card('a', load);
  let forgetMs;
  process.on('message', async (message) => {
    if (message.cmd === 'forget') {
      const started = Date.now();
      await cache.forget('a');
      forgetMs = Date.now() - started;
      process.send({ cmd: 'forgotten' });
    }
    if (message.cmd === 'check') {
      await cache.card('a', load);
      process.send({ cmd: 'checked', loads, ms: forgetMs });
    }
  });
  process.send({ cmd: 'ready' });
}
`;

describe('public card caches across the workers of a cluster', () => {
  it('an edit on one worker is forgotten on the others before it answers', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-cluster-'));
    try {
      const file = path.join(dir, 'cluster.mts');
      await writeFile(file, script(path.join(root, 'src', 'server', 'modules', 'public-page')));
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', file], {
          cwd: root,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let text = '';
        child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.once('error', reject);
        child.once('exit', () => resolve(text));
      });
      const result = JSON.parse(output.trim().split('\n').pop() ?? '{}') as {
        loads?: Record<string, number>;
        ms?: number;
        error?: string;
      };
      expect(result.error).toBeUndefined();
      // Each worker loaded once, then once more after the forget: worker 2 had dropped it too.
      expect(result.loads).toEqual({ 1: 2, 2: 2 });
      // Confirmed by the other worker, not by the fallback timeout.
      expect(result.ms).toBeLessThan(1000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
