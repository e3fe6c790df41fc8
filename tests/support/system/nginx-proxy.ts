/**
 * Test support: Debian's nginx as the reverse proxy of docs/deploy.md in front of several server
 * processes, in a temporary folder on loopback (TLS aside: the tests speak plain HTTP to it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxProxy {
  url: string;
  /** The access log's upstream addresses, one per proxied request, in order. */
  upstreams(): Promise<string[]>;
  stop(): Promise<void>;
}

/** The site of docs/deploy.md ("The proxy"), listening on `port` without TLS. */
export function proxySite(port: number, upstreams: string[], dir: string): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream cardvault {
${upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://cardvault;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 130s;
    }
  }
}
`;
}

export async function startNginxProxy(port: number, upstreams: string[]): Promise<NginxProxy> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is missing at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH)`,
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-nginx-'));
  await chmod(dir, 0o755);
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, proxySite(port, upstreams, dir));
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    }
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer at ${url}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    upstreams: async () =>
      (await readFile(path.join(dir, 'access.log'), 'utf8')).split('\n').filter(Boolean),
    stop,
  };
}
