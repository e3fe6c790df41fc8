import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/** The server bundled once per run (tests/support/system-setup.ts), as `node` runs it in production. */
function startServer(env: Record<string, string>) {
  const entry = inject('systemServerEntry');
  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(entry),
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited before it was ready');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-proc-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start on bad configuration, one line per bad variable', async () => {
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: 'abc',
      SMTP_URL: 'http://mail',
      MAX_FILE_SIZE: '0',
    });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.replace(/^config error: (\w+):.*$/, '$1')).sort()).toEqual([
      'MAX_FILE_SIZE',
      'PORT',
      'SMTP_URL',
    ]);
  });

  it('finishes a request in flight on SIGTERM, exits 0, and starts again on the same data', async () => {
    const port = 4841;
    const env = { DATA_DIR: dataDir, PORT: String(port), JOBS_ENABLED: 'false' };
    const server = startServer(env);
    await waitForHealth(port, server.child);

    // Send the headers now and the body after the signal: the request is in flight throughout.
    const body = JSON.stringify({ hello: 'world' });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/in-flight',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 5));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(5)), 300);
      }, 200);
    });

    const answered = await response;
    expect(answered.status).toBe(404);
    expect(JSON.parse(answered.body)).toMatchObject({ error: 'NOT_FOUND' });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');

    const again = startServer(env);
    await waitForHealth(port, again.child);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });
});
