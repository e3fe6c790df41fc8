/**
 * Real server processes for the system tests (tests/system): the server bundled once per run into a
 * private folder (so a rebuild of dist/ by someone else cannot change it mid-run), started with
 * `node`, polled until /api/health answers, and killed however the test ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildServer } from '../../../scripts/build-server.mjs';
import { serverEnv, serverNodeFlags } from '../../../scripts/server-runtime.mjs';

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Builds the server as `npm run build` does (scripts/build-server.mjs) into `dir`/dist/server,
 * with the migrations beside it and node_modules linked. There is no dist/web there, so the server
 * answers the API only.
 */
export async function bundleServer(dir: string): Promise<string> {
  const entry = await buildServer(path.join(dir, 'dist', 'server'));
  await cp(path.join(repositoryRoot, 'drizzle'), path.join(dir, 'drizzle'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  await symlink(path.join(repositoryRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return entry;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * SIGKILL goes to the whole process group (the server and any cluster workers it forked), as when
 * a machine or container dies; other signals go to the server process only, as an orchestrator
 * sends them.
 */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    if (name === 'SIGKILL' && child.pid) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

/** Every process started here, so `stopAllServers()` and process exit can end what is left. */
const tracked = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of tracked) if (alive(child)) signal(child, 'SIGKILL');
});

/** A server process as spawned, before it is known to be healthy. */
export interface SpawnedServer {
  readonly name: string;
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** stdout and stderr lines so far (JSON log lines at the chosen LOG_LEVEL). */
  readonly output: string[];
  /** Resolves with the first line (so far or to come) that matches; rejects after `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** The exit code once the process has exited (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** Sends the signal and resolves once the process has exited (SIGKILL after `graceMs`). */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface ServerProcess extends SpawnedServer {
  /** Milliseconds from spawn to the first 200 from /api/health. */
  readonly startupMs: number;
}

export interface StartServerOptions {
  entry: string;
  name: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** false: leave DATA_DIR for the server to make, as on a fresh clone (it runs in its parent). */
  createDataDir?: boolean;
}

function stopChild(child: ChildProcess, name: NodeJS.Signals, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!alive(child)) return resolve();
    const timer = setTimeout(() => signal(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal(child, name);
  });
}

/**
 * Starts the built server as `npm start` runs it, with the flags and malloc setting of
 * scripts/server-runtime.mjs, and collects its output; does not wait for it to be healthy.
 */
export async function spawnServerProcess(options: StartServerOptions): Promise<SpawnedServer> {
  const url = `http://127.0.0.1:${options.port}`;
  // The server refuses a data folder other users can open.
  if (options.createDataDir !== false)
    await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? options.dataDir,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // One process per instance: "healthy" then means that process serves every request.
    WEB_CONCURRENCY: '1',
    // Every request comes from 127.0.0.1; the limits themselves have their own API tests.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    // The load tests upload as one user.
    UPLOAD_RATE_LIMIT_PER_USER: '100000',
    DRAWING_RATE_LIMIT_PER_IP: '100000',
    ...options.env,
  };
  // The flags and malloc settings npm start would give a server with this environment.
  const flags = [...serverNodeFlags(env), '--enable-source-maps'];
  const child = spawn(process.execPath, [...flags, options.entry], {
    cwd: options.createDataDir === false ? path.dirname(options.dataDir) : options.dataDir,
    // Its own process group, so that SIGKILL can take the cluster workers down with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv(env),
  });
  tracked.add(child);
  child.once('exit', () => tracked.delete(child));
  const output: string[] = [];
  const waiters = new Set<(line: string) => void>();
  const add = (lines: string[]) => {
    for (const line of lines) {
      output.push(line);
      for (const waiter of waiters) waiter(line);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      add(lines.filter(Boolean));
    });
    stream?.on('end', () => {
      if (rest) add([rest]);
    });
  }
  const waitForLine = (pattern: RegExp, timeoutMs = 10_000) =>
    new Promise<string>((resolve, reject) => {
      const seen = output.find((line) => pattern.test(line));
      if (seen !== undefined) return resolve(seen);
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(
          new Error(`${options.name}: no output line matched ${pattern} within ${timeoutMs} ms`),
        );
      }, timeoutMs);
      const waiter = (line: string) => {
        if (!pattern.test(line)) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve(line);
      };
      waiters.add(waiter);
    });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    name: options.name,
    url,
    port: options.port,
    child,
    output,
    waitForLine,
    exited,
    stop: (signal = 'SIGTERM', graceMs = 10_000) => stopChild(child, signal, graceMs),
  };
}

/** Spawns the server (spawnServerProcess) and waits until /api/health answers 200. */
export async function startServerProcess(options: StartServerOptions): Promise<ServerProcess> {
  const started = performance.now();
  const server = await spawnServerProcess(options);
  const { child, output } = server;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (!alive(child)) {
      throw new Error(
        `${options.name} exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n` +
          output.slice(-20).join('\n'),
      );
    }
    if (Date.now() > deadline) {
      await stopChild(child, 'SIGKILL', 0);
      throw new Error(`${options.name} was not healthy within the time limit`);
    }
    const healthy = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { ...server, startupMs: Math.round(performance.now() - started) };
}

/** Ends every server this file started (for afterAll and finally blocks). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...tracked].map((child) => stopChild(child, 'SIGKILL', 0)));
}

/** Log lines (JSON) that have this message. */
export const logEntries = (server: ServerProcess, message: string) =>
  server.output
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === message);

/** One line of measured figures in the test output (the figures docs/benchmarks.md quotes). */
export const reportFigures = (line: string) => process.stdout.write(`${line}\n`);
