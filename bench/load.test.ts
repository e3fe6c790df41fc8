import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseWrk, probeNewConnections, rssKiB, treeMemoryKiB, treeRssKiB } from './load';

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

describe('parseWrk', () => {
  // What wrk 4.1 printed here for `-t1 -c10 -d1s --latency` with our script's `done`.
  const output = [
    'Running 1s test @ http://127.0.0.1:4999/',
    '  1 threads and 10 connections',
    '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
    '    Latency     2.26ms    4.59ms  58.24ms   92.71%',
    '    Req/Sec     9.82k     7.28k   19.10k    60.00%',
    '  Latency Distribution',
    '     50%  668.00us',
    '     75%    2.17ms',
    '     90%    5.63ms',
    '     99%   23.15ms',
    '  9748 requests in 1.01s, 1.15MB read',
    'Requests/sec:   9690.01',
    'Transfer/sec:      1.15MB',
    'CARDVAULT p99.9 50788',
    'CARDVAULT max 58237',
    '',
  ].join('\n');

  it('reads the rate, the percentiles wrk prints and the tail our script adds', () => {
    const result = parseWrk(output, 'http://127.0.0.1:4999/');
    expect(result.requestsPerSecond).toBe(9690.01);
    expect(result.p50Ms).toBeCloseTo(0.668);
    expect(result.p99Ms).toBeCloseTo(23.15);
    expect(result.p999Ms).toBeCloseTo(50.788);
    expect(result.maxMs).toBeCloseTo(58.237);
    expect(result.bytesPerSecond).toBeCloseTo(1.15 * 1024 ** 2);
    expect(result.errors).toBe(0);
  });
});
