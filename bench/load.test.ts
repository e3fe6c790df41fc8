import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { probeNewConnections, rssKiB, treeMemoryKiB, treeRssKiB } from './load';

describe('server memory as the benchmarks read it', () => {
  it('is the resident set of a single process', () => {
    const memory = treeMemoryKiB(process.pid);
    const rss = rssKiB(process.pid);
    expect(memory).toBeDefined();
    expect(rss).toBeDefined();
    // Two reads a moment apart of a process that allocates little in between.
    expect(Math.abs((memory ?? 0) - (rss ?? 0))).toBeLessThan(0.05 * (rss ?? 0));
  });

  it('counts what a parent and its child share once, unlike the plain sum of VmRSS', async () => {
    const parent = spawn(
      process.execPath,
      [
        '-e',
        [
          "const c = require('node:child_process').spawn(process.execPath,",
          "  ['-e', 'console.log(1); setInterval(() => {}, 1000)'], { stdio: ['ignore', 'pipe', 'ignore'] });",
          "c.stdout.once('data', () => console.log('ready'));",
          "process.on('SIGTERM', () => { c.kill(); process.exit(0); });",
        ].join('\n'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await once(parent.stdout, 'data');
      const memory = treeMemoryKiB(parent.pid ?? 0) ?? 0;
      const rssSum = treeRssKiB(parent.pid ?? 0) ?? 0;
      // Both processes map the same node binary: it is resident once, not twice.
      expect(memory).toBeGreaterThan(0);
      expect(memory).toBeLessThan(rssSum - 10 * 1024);
    } finally {
      parent.kill('SIGTERM');
      await once(parent, 'exit');
    }
  });
});

describe('the new-connection probe', () => {
  it('times each request on a connection of its own until stopped', async () => {
    const connections = new Set<unknown>();
    const server = http.createServer((request, response) => {
      connections.add(request.socket);
      response.end('ok');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const probe = probeNewConnections(`http://127.0.0.1:${port}/`, 5);
      while (connections.size < 3) await new Promise((resolve) => setTimeout(resolve, 5));
      const latencies = await probe.stop();
      expect(latencies.length).toBeGreaterThanOrEqual(3);
      expect(connections.size).toBe(latencies.length);
      expect(latencies.every((value) => value > 0)).toBe(true);
    } finally {
      server.close();
    }
  });

  it('fails when the page does not answer 200', async () => {
    const server = http.createServer((_request, response) => {
      response.statusCode = 503;
      response.end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      await expect(probeNewConnections(`http://127.0.0.1:${port}/`, 5).stop()).rejects.toThrow(
        /failed/,
      );
    } finally {
      server.close();
    }
  });
});
