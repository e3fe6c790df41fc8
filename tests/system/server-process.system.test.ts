import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  spawnServerProcess,
  startServerProcess,
  stopAllServers,
  type StartServerOptions,
} from '../support/system/server';

describe('the server process', () => {
  let parent: string;
  let dataDir: string;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'cardvault-proc-'));
    dataDir = path.join(parent, 'data');
  });
  afterAll(async () => {
    await stopAllServers();
    await rm(parent, { recursive: true, force: true });
  });

  /** The server bundled once per run (tests/support/system/setup.ts), as `npm start` runs it. */
  const options = (env: Record<string, string>, port = 4841): StartServerOptions => ({
    entry: inject('systemServerEntry'),
    name: 'server',
    port,
    dataDir,
    env: { LOG_LEVEL: 'info', JOBS_ENABLED: 'false', ...env },
  });

  it('refuses to start on bad configuration, one line per bad variable', async () => {
    const server = await spawnServerProcess(
      options({ PORT: 'abc', SMTP_URL: 'http://mail', MAX_FILE_SIZE: '0' }),
    );
    expect(await server.exited).toBe(1);
    const lines = server.output;
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.replace(/^config error: (\w+):.*$/, '$1')).sort()).toEqual([
      'MAX_FILE_SIZE',
      'PORT',
      'SMTP_URL',
    ]);
  });

  it('answers 503 while it creates its database and warms up, then 200, never refusing a probe', async () => {
    const fresh = path.join(parent, 'starting');
    const server = await spawnServerProcess({ ...options({}, 4842), dataDir: fresh });
    const seen: string[] = [];
    let body: unknown;
    try {
      const deadline = Date.now() + 240_000;
      while (Date.now() < deadline) {
        const answer = await fetch(`${server.url}/api/ready`).then(
          async (response) => ({ status: response.status, json: await response.json() }),
          () => undefined,
        );
        const seenNow = answer ? String(answer.status) : 'refused';
        if (seen.at(-1) !== seenNow) seen.push(seenNow);
        if (answer?.status === 503) body ??= answer.json;
        if (answer?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Refused only before the process listened at all (and, at most, in the moment the port
      // passes from the placeholder to the app).
      expect(seen.filter((status) => status !== 'refused')).toEqual(['503', '200']);
      expect(seen.at(-1)).toBe('200');
      expect(body).toEqual({ error: 'NOT_READY', message: 'Not ready: starting' });
    } finally {
      await server.stop();
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it('starts with real SMTP without PUBLIC_URL, warning where mail without a request links', async () => {
    const server = await startServerProcess(
      options({ SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: '' }),
    );
    try {
      const line = await server.waitForLine(/SMTP_URL is set without PUBLIC_URL/);
      const entry = JSON.parse(line) as { level: number; msg: string };
      expect(entry.level).toBe(40);
      // The loopback address it listens on (this test's servers listen on 127.0.0.1).
      expect(entry.msg).toContain(`links to http://127.0.0.1:${server.port}`);
      expect(entry.msg).toContain('Set PUBLIC_URL to the address people open');
    } finally {
      await server.stop();
    }
  });

  it('starts on a data folder that does not exist yet, finishes a request in flight on SIGTERM, exits 0, and starts again on the same data', async () => {
    // A folder nothing has made yet, as on a fresh clone.
    const fresh = path.join(parent, 'fresh');
    // At debug a request is logged as it arrives: the test's signal that the server has it.
    const server = await startServerProcess({
      ...options({ LOG_LEVEL: 'debug' }),
      dataDir: fresh,
      createDataDir: false,
    });
    const { port } = server;

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
      // The signal once the server has the request, the rest of the body once it is shutting down.
      server
        .waitForLine(/^(?=.*"incoming request")(?=.*\/api\/in-flight)/)
        .then(() => {
          server.child.kill('SIGTERM');
          return server.waitForLine(/shutting down/);
        })
        .then(() => request.end(body.slice(5)), reject);
    });

    const answered = await response;
    expect(answered.status).toBe(404);
    expect(JSON.parse(answered.body)).toMatchObject({ error: 'NOT_FOUND' });
    expect(await server.exited).toBe(0);
    expect(server.output.join('\n')).toContain('shutting down');

    const again = await startServerProcess({ ...options({}), dataDir: fresh });
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });
});
