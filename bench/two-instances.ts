/**
 * The deployment of docs/deploy.md under load (PostgreSQL runs only): two separate server
 * processes (one worker each) behind nginx, on the database the run seeded. Loads the public page,
 * the vCard and the signed-in card list through the proxy, and times how long an edit made through
 * one instance takes to show on the other (20 edits: median and maximum).
 */
import { startNginxProxy } from '../tests/support/system/nginx-proxy';
import { startServer, type BuildSnapshot, type RunningServer } from './lib';
import { runLoad } from './load';
import type { BenchSettings, Row } from './runner';
import type { SeededCard } from './seed';
import { cardForm } from './seed';
import { visitorRequest } from './targets';

export interface TwoInstances {
  rows: Row[];
  /** Edit through A to visible on B, ms. */
  coherence: { edits: number; medianMs: number; maxMs: number };
}

const EDITS = 20;

async function renameThrough(
  instance: string,
  site: string,
  seeded: SeededCard,
  fullName: string,
): Promise<void> {
  const form = await cardForm(seeded.email);
  form.delete('profileImage');
  form.delete('companyLogo');
  form.set('id', seeded.cardId);
  form.set('fullName', fullName);
  const response = await fetch(`${instance}/api/card/update-card`, {
    method: 'POST',
    headers: { origin: site, cookie: seeded.cookie },
    body: form,
  });
  if (response.status !== 200) throw new Error(`update-card through A: ${response.status}`);
}

export async function benchTwoInstances(
  env: Record<string, string>,
  basePort: number,
  build: BuildSnapshot,
  seeded: SeededCard,
  settings: BenchSettings,
  progress: (line: string) => void,
): Promise<TwoInstances> {
  const ports = { a: basePort + 10, b: basePort + 11, proxy: basePort + 12 };
  const site = `http://127.0.0.1:${ports.proxy}`;
  const instanceEnv = { ...env, PUBLIC_URL: site, WEB_CONCURRENCY: '1', TRUST_PROXY: '127.0.0.1' };
  const servers: RunningServer[] = [];
  let proxy: Awaited<ReturnType<typeof startNginxProxy>> | undefined;
  try {
    progress(
      `postgres: two instances (ports ${ports.a}, ${ports.b}) behind nginx (${ports.proxy})`,
    );
    servers.push(await startServer(instanceEnv, ports.a, build.serverEntry));
    servers.push(await startServer(instanceEnv, ports.b, build.serverEntry));
    const [a, b] = servers as [RunningServer, RunningServer];
    proxy = await startNginxProxy(ports.proxy, [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`]);
    const query = `?id=${encodeURIComponent(seeded.cardId)}`;
    const targets = [
      { name: 'showcase', path: `/showcase${query}`, request: visitorRequest },
      { name: 'get-vcard', path: `/api/card/get-vcard${query}`, request: visitorRequest },
      {
        name: 'list-user-cards',
        path: '/api/card/list-user-cards',
        request: {
          method: 'POST' as const,
          body: Buffer.from(JSON.stringify({ page: 1, pageSize: 10 })),
          headers: { 'content-type': 'application/json', origin: site, cookie: seeded.cookie },
        },
      },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      await runLoad(`${site}${target.path}`, {
        connections: 10,
        durationS: 1,
        request: target.request,
      });
      progress(
        `postgres: ${target.name} through nginx to two instances, ${settings.connections} connections, ${settings.durationS} s`,
      );
      const result = await runLoad(`${site}${target.path}`, {
        connections: settings.connections,
        durationS: settings.durationS,
        request: target.request,
      });
      rows.push({
        database: 'postgres',
        target: `${target.name} (2 instances, nginx)`,
        path: target.path,
        connections: settings.connections,
        result,
        peakMemoryMiB: undefined,
        peakRssSumMiB: undefined,
      });
    }

    progress(`postgres: ${EDITS} edits through A, each timed until B shows it`);
    const times: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      // B holds the page in memory before the edit, as it would under traffic.
      await (await fetch(`${b.url}/showcase${query}`)).text();
      const name = `Ada Edit ${i}`;
      const started = performance.now();
      await renameThrough(a.url, site, seeded, name);
      for (;;) {
        const page = await (await fetch(`${b.url}/showcase${query}`)).text();
        if (page.includes(name)) break;
        if (performance.now() - started > 10_000) throw new Error('B never showed the edit');
      }
      times.push(performance.now() - started);
    }
    await renameThrough(a.url, site, seeded, 'Ada Lovelace');
    const sorted = [...times].sort((x, y) => x - y);
    return {
      rows,
      coherence: {
        edits: EDITS,
        medianMs: ((sorted[EDITS / 2 - 1] ?? 0) + (sorted[EDITS / 2] ?? 0)) / 2,
        maxMs: sorted.at(-1) ?? 0,
      },
    };
  } finally {
    await proxy?.stop();
    for (const server of servers) await server.stop();
  }
}
