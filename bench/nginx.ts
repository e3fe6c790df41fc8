/**
 * A reference point: Debian's nginx serving the same bytes as static files, with a minimal config
 * (worker_processes auto, access_log off) in a temporary folder, on 127.0.0.1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stopProcess, track } from './lib';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Installs Debian's `nginx` and `wrk` when they are missing and we are root (apt-get update first
 * when the package lists are empty or stale); returns what is still missing.
 */
export function ensureTools(): { nginx: boolean; wrk: boolean; notes: string[] } {
  const notes: string[] = [];
  const wanted = [
    { pkg: 'nginx', bin: NGINX },
    { pkg: 'wrk', bin: process.env.WRK_PATH ?? '/usr/bin/wrk' },
  ];
  const missing = wanted.filter((tool) => !existsSync(tool.bin));
  if (missing.length > 0 && process.getuid?.() === 0 && process.env.BENCH_NO_INSTALL !== '1') {
    const packages = missing.map((tool) => tool.pkg);
    console.log(`Installing ${packages.join(', ')} (apt-get)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { env, stdio: 'inherit' });
    if (install().status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
      if (install().status !== 0) notes.push(`apt-get install ${packages.join(' ')} failed`);
    }
  }
  for (const tool of wanted) {
    if (!existsSync(tool.bin)) notes.push(`${tool.pkg} not available (${tool.bin})`);
  }
  const has = (pkg: string) => wanted.some((tool) => tool.pkg === pkg && existsSync(tool.bin));
  return { nginx: has('nginx'), wrk: has('wrk'), notes };
}

export interface StaticFile {
  /** Path under the site root, e.g. `/showcase.html`. */
  urlPath: string;
  body: Buffer;
  contentType: string;
}

export interface RunningNginx {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

export async function startNginx(files: StaticFile[], port: number): Promise<RunningNginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-bench-nginx-'));
  // Workers run as `nobody` when the master is root: the folder must be readable by others.
  await chmod(dir, 0o755);
  const site = path.join(dir, 'site');
  await mkdir(site, { recursive: true, mode: 0o755 });
  const types = new Map<string, string>();
  for (const file of files) {
    const target = path.join(site, file.urlPath);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
    await writeFile(target, file.body, { mode: 0o644 });
    // The MIME type only; the charset comes from the `charset` directive below.
    types.set(path.extname(file.urlPath).slice(1), (file.contentType.split(';')[0] ?? '').trim());
  }
  const config = `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { ${[...types].map(([ext, type]) => `${type} ${ext};`).join(' ')} }
  charset utf-8;
  charset_types ${[...new Set(types.values())].filter((type) => type !== 'text/html').join(' ') || 'text/plain'};
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${site};
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const child = track(
    spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child, 'SIGQUIT', 5_000);
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  const probe = files[0]?.urlPath ?? '/';
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode ?? child.signalCode}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx at ${url} did not answer within 10 s`);
    }
    const ok = await fetch(`${url}${probe}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, url, stop };
}
