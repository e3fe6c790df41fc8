import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { track } from './lib';

export interface LoadResult {
  tool: 'autocannon' | 'wrk';
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The slowest thousandth, and the slowest request of all: the tail a percentile hides. */
  p999Ms: number;
  maxMs: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Response body + headers per second, as the load generator counted it. */
  bytesPerSecond: number;
}

/** A request other than a plain GET: a signed-in JSON POST, a multipart upload. */
export interface RequestSpec {
  method: 'GET' | 'POST';
  body?: Buffer;
  headers: Record<string, string>;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  request?: RequestSpec;
}

export async function runAutocannon(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    ...(options.request
      ? {
          method: options.request.method,
          body: options.request.body,
          headers: options.request.headers,
        }
      : {}),
  });
  return {
    tool: 'autocannon',
    url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    p999Ms: result.latency.p99_9,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerSecond: result.throughput.average,
  };
}

export const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
export const wrkAvailable = () => existsSync(WRK);

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const SIZE: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

function durationMs(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text ?? '');
  if (!match) throw new Error(`wrk: cannot read the duration ${JSON.stringify(text)}`);
  return Number(match[1]) * (UNIT_MS[match[2] as string] ?? NaN);
}

/**
 * Reads `wrk --latency` output: Requests/sec, the 50%/99% latency lines, errors and non-2xx, and
 * the p99.9 and maximum our script's `done` prints (in microseconds; wrk prints no p99.9 itself).
 */
export function parseWrk(output: string, url: string): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  if (rps === undefined) throw new Error(`wrk: unexpected output\n${output}`);
  const percentile = (p: string) =>
    durationMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1]);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(output);
  return {
    tool: 'wrk',
    url,
    requestsPerSecond: Number(rps),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    p999Ms: number(/^CARDVAULT p99\.9 (\d+)$/m) / 1000,
    maxMs: number(/^CARDVAULT max (\d+)$/m) / 1000,
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
    bytesPerSecond: transfer ? Number(transfer[1]) * (SIZE[transfer[2] as string] ?? NaN) : 0,
  };
}

/** Lua for wrk's `done`: the p99.9 and the maximum latency, which `--latency` does not print. */
export const TAIL_LUA = [
  'done = function(summary, latency, requests)',
  '  io.write(string.format("CARDVAULT p99.9 %d\\n", latency:percentile(99.9)))',
  '  io.write(string.format("CARDVAULT max %d\\n", latency.max))',
  'end',
];

/**
 * A wrk Lua script that prints the tail and, given `request`, sends it (body read from a file
 * beside it) on every request.
 */
async function wrkScript(dir: string, request: RequestSpec | undefined): Promise<string> {
  const bodyFile = path.join(dir, 'body.bin');
  if (request?.body) await writeFile(bodyFile, request.body);
  const lua = [...TAIL_LUA, ...(request ? requestLua(request, bodyFile) : [])].join('\n');
  const script = path.join(dir, 'request.lua');
  await writeFile(script, `${lua}\n`);
  return script;
}

function requestLua(request: RequestSpec, bodyFile: string): string[] {
  return [
    `wrk.method = ${JSON.stringify(request.method)}`,
    ...(request.body
      ? [
          `local file = io.open(${JSON.stringify(bodyFile)}, "rb")`,
          'wrk.body = file:read("*all")',
          'file:close()',
        ]
      : []),
    ...Object.entries(request.headers).map(
      ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
    ),
  ];
}

export async function runWrk(url: string, options: LoadOptions & { threads?: number }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-bench-wrk-'));
  try {
    const script = await wrkScript(dir, options.request);
    return (await runWrkScript(url, options, script)).result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * wrk with a Lua script of the caller's own (which should end with TAIL_LUA's `done`, or print
 * the same lines, for the p99.9 and the maximum): the figures, and wrk's whole output.
 */
export function runWrkScript(
  url: string,
  options: { connections: number; durationS: number; threads?: number },
  script: string,
): Promise<{ result: LoadResult; output: string }> {
  const args = [
    `-t${options.threads ?? 2}`,
    `-c${options.connections}`,
    `-d${options.durationS}s`,
    '--latency',
    '-s',
    script,
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = track(spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}\n${output}`));
      try {
        resolve({ result: parseWrk(output, url), output });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** wrk when installed (C, two threads: the fair reference against nginx), autocannon otherwise. */
export const runLoad = (url: string, options: LoadOptions) =>
  wrkAvailable() ? runWrk(url, options) : runAutocannon(url, options);

/** Resident memory of a process in KiB (VmRSS in /proc/<pid>/status), or undefined when gone. */
export function rssKiB(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The direct children of a process (a cluster's workers). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Resident memory of a process and its direct children (a cluster's primary and workers), KiB. */
export function treeRssKiB(pid: number): number | undefined {
  const own = rssKiB(pid);
  if (own === undefined) return undefined;
  return childPids(pid).reduce((sum, child) => sum + (rssKiB(child) ?? 0), own);
}

/** Resident pages of a process (/proc/<pid>/smaps_rollup), KiB: its own, and those it shares. */
function residentPagesKiB(pid: number): { privateKiB: number; sharedKiB: number } | undefined {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
    return {
      privateKiB: field('Private_Clean') + field('Private_Dirty'),
      sharedKiB: field('Shared_Clean') + field('Shared_Dirty'),
    };
  } catch {
    return undefined;
  }
}

/**
 * The memory a server holds, KiB: each process's private pages, plus the shared ones counted once.
 * A cluster's workers are separate Node processes (spawned, not forked), so what they share is the
 * files they map: the node binary and native libraries, which every process maps alike; the
 * largest shared set stands for them all (an upper bound: it may include pages shared with
 * unrelated processes). For one process this is its VmRSS; for a cluster the plain sum of VmRSS
 * counts the node binary once per process (~40–50 MiB each).
 */
export function treeMemoryKiB(pid: number): number | undefined {
  const pages = [pid, ...childPids(pid)].map(residentPagesKiB);
  if (!pages[0]) return undefined;
  const present = pages.filter((page) => page !== undefined);
  return (
    present.reduce((sum, page) => sum + page.privateKiB, 0) +
    Math.max(...present.map((page) => page.sharedKiB))
  );
}

export interface MemorySample {
  /** The server's memory (treeMemoryKiB). */
  memoryKiB: number;
  /** The plain sum of VmRSS over its processes (treeRssKiB). */
  rssSumKiB: number;
}

export interface MemorySampler {
  /** Stops sampling; the peaks and the last sample, KiB. */
  stop(): { peak: MemorySample; last: MemorySample; samples: number };
}

/** One sample of the server's memory, or undefined when it is gone. */
export function memorySample(pid: number): MemorySample | undefined {
  const memoryKiB = treeMemoryKiB(pid);
  const rssSumKiB = treeRssKiB(pid);
  return memoryKiB === undefined || rssSumKiB === undefined ? undefined : { memoryKiB, rssSumKiB };
}

/** Samples the memory of `pid` and its direct children (see treeMemoryKiB and treeRssKiB). */
export function sampleMemory(pid: number, everyMs = 100): MemorySampler {
  const peak: MemorySample = { memoryKiB: 0, rssSumKiB: 0 };
  let last: MemorySample = { memoryKiB: 0, rssSumKiB: 0 };
  let samples = 0;
  const read = () => {
    const value = memorySample(pid);
    if (value === undefined) return;
    samples++;
    last = value;
    peak.memoryKiB = Math.max(peak.memoryKiB, value.memoryKiB);
    peak.rssSumKiB = Math.max(peak.rssSumKiB, value.rssSumKiB);
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    stop() {
      clearInterval(timer);
      read();
      return { peak, last, samples };
    },
  };
}

/** How often probeNewConnections opens a connection, by default. */
export const PROBE_EVERY_MS = 200;

export interface NewConnectionProbe {
  /** Stops probing once the request in flight has answered; latencies in ms, in order. */
  stop(): Promise<number[]>;
}

/**
 * A visitor arriving while the server is under load: every `everyMs`, one GET of `url` on a new
 * connection (no keep-alive agent), timed from connecting to the last byte. A server that is
 * busy for long stretches without turning its event loop accepts new connections late, which
 * the load generator's own connections, opened once, never show.
 */
export function probeNewConnections(url: string, everyMs = PROBE_EVERY_MS): NewConnectionProbe {
  const latencies: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const ok = await new Promise<boolean>((resolve) => {
        http
          .get(url, { agent: false }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode === 200));
          })
          .on('error', () => resolve(false));
      });
      if (!ok) throw new Error(`new-connection probe: GET ${url} failed`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  // A failure is reported by stop(), after the load run it accompanies.
  loop.catch(() => {});
  return {
    async stop() {
      stopped = true;
      await loop;
      return latencies;
    },
  };
}
