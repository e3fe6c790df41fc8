import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverEnv, serverNodeFlags } from '../scripts/server-runtime.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'dist', 'server', 'main.js');

/** The benchmark only ever listens on 3600–3699 (server, nginx, Chrome's debugging port). */
export const PORTS = {
  server: Number(process.env.BENCH_PORT ?? 3600),
  nginx: Number(process.env.BENCH_NGINX_PORT ?? 3601),
  chrome: Number(process.env.BENCH_CHROME_PORT ?? 3602),
};

export function assertBuilt() {
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'dist', 'web', 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
}

export interface BuildSnapshot {
  dir: string;
  serverEntry: string;
  cliEntry: string;
  webRoot: string;
}

/**
 * Copies the build (dist/, drizzle/ migrations, package.json) into a temporary folder and links
 * node_modules, so that a rebuild of dist/ by someone else during the run cannot change or delete
 * the files being measured. The server finds dist/web and drizzle/ by walking up from its file.
 */
export async function snapshotBuild(): Promise<BuildSnapshot> {
  assertBuilt();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-bench-build-'));
  await cp(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true });
  await cp(path.join(root, 'drizzle'), path.join(dir, 'drizzle'), { recursive: true });
  await cp(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const snapshot = {
    dir,
    serverEntry: path.join(dir, 'dist', 'server', 'main.js'),
    cliEntry: path.join(dir, 'dist', 'server', 'cli.js'),
    webRoot: path.join(dir, 'dist', 'web'),
  };
  for (const file of [snapshot.serverEntry, snapshot.cliEntry, snapshot.webRoot]) {
    if (!existsSync(file)) throw new Error(`incomplete build: ${file} is missing`);
  }
  return snapshot;
}

/**
 * Every process the benchmark starts is tracked here, so that a failure, Ctrl-C or a thrown error
 * anywhere still leaves nothing running: `stopAll()` in `finally`, and a synchronous SIGKILL on exit.
 */
const tracked = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  if (!child) throw new Error('track: no process');
  tracked.add(child);
  child.once('exit', () => tracked.delete(child));
  return child;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Asks a process to stop (signal), waits up to `graceMs`, then kills it. */
export function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!alive(child)) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...tracked].map((child) => stopProcess(child)));
}

process.once('exit', () => {
  for (const child of tracked) if (alive(child)) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the benchmark started`);
    void stopAll().finally(() => process.exit(130));
  });
}

/**
 * Node flags for the server process: `BENCH_NODE_ARGS`, by default those `npm start` would use
 * with the server's environment (`env` over this process's: a cluster's workers get smaller
 * semi-spaces).
 */
export const nodeArgs = (env: Record<string, string> = {}) =>
  process.env.BENCH_NODE_ARGS === undefined
    ? serverNodeFlags({ ...process.env, ...env })
    : process.env.BENCH_NODE_ARGS.split(/\s+/).filter(Boolean);

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  url: string;
  /** The Node flags it runs with (nodeArgs). */
  flags: string[];
  /** The malloc settings it runs with (serverEnv). */
  glibcTunables: string;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startupMs: number;
  stop(): Promise<void>;
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  entry = serverEntry,
  /** Where its log goes: a file, as an operator's service manager would keep it (default: none). */
  logFile?: string,
): Promise<RunningServer> {
  const started = performance.now();
  const stdout = logFile ? openSync(logFile, 'a') : 'ignore';
  const flags = nodeArgs(env);
  const runtimeEnv = serverEnv({ ...process.env, ...env });
  const child = track(
    spawn(process.execPath, [...flags, entry], {
      cwd: root,
      env: {
        ...runtimeEnv,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', stdout, 'inherit'],
    }),
  );
  if (typeof stdout === 'number') closeSync(stdout);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    if (Date.now() > deadline) {
      await stopProcess(child, 'SIGKILL');
      throw new Error(`server at ${url} was not healthy within 60 s`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startupMs = performance.now() - started;
  return {
    child,
    pid: child.pid as number,
    url,
    flags,
    glibcTunables: runtimeEnv.GLIBC_TUNABLES ?? '',
    startupMs,
    stop: () => stopProcess(child),
  };
}

/**
 * A database of its own on the PostgreSQL server at `adminUrl` (which may create databases), named
 * `<prefix>_<pid>_<time>`; `drop()` removes it, with any connection left to it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The `p`th percentile of `values` (0 when there are none). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const formatNumber = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const kb = (bytes: number) => formatNumber(bytes / 1024, 1);

/** A plain text table: first row is the header; numbers right-aligned, text left-aligned. */
export function table(rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map((cell) => String(cell)));
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const numeric = (value: string) => /^[-+]?[\d,.]+( ?[a-z%×x]+)?$/i.test(value) || value === '–';
  return cells
    .map((row, r) =>
      row
        .map((cell, i) => {
          const width = widths?.[i] ?? 0;
          return r > 0 && i > 0 && numeric(cell) ? cell.padStart(width) : cell.padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A fresh data folder for one server, removed by `cleanups`. */
export async function benchDataDir(
  prefix: string,
  cleanups: (() => Promise<unknown>)[],
): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `cardvault-bench-${prefix}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * What a server needs to run on PostgreSQL in a bench: a database of its own on the server at
 * `adminUrl` (see createPostgresDatabase) and a random AUTH_SECRET; `drop()` removes the database.
 */
export async function postgresServerEnv(adminUrl: string) {
  const db = await createPostgresDatabase(adminUrl, 'cardvault_bench');
  return {
    env: { DATABASE_URL: db.url, AUTH_SECRET: randomBytes(36).toString('base64url') },
    drop: db.drop,
  };
}
