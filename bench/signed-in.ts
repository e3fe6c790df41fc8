/**
 * `npm run bench:signed-in`: the calls behind the signed-in screens (My Cards, Insights, Leads)
 * under load from many users at once. For each database (BENCH_DATABASES, default
 * `pglite,postgres`) it starts the built server (dist/, from `npm run build`, which this does not
 * run) on a fresh database, PostgreSQL with WEB_CONCURRENCY=2 unless set; seeds
 * BENCH_SIGNED_IN_USERS verified users (1,000) straight in SQL, each with a profile, a
 * subscription, 5 cards, a year of daily insights per card and some leads per card, and a session
 * row with the signed cookie better-auth reads; checks every cookie it will use with
 * GET /api/auth/get-session; then loads each call with wrk at BENCH_CONNECTIONS (100) connections,
 * each request cycling through as many different users' cookies as there are connections, 2 s of
 * warm-up and then BENCH_DURATION (8) s measured, sampling the server's memory throughout.
 *
 * On PGlite the rows are written with the app's own database code (src/server/db/client.ts) on the
 * data folder while the server is stopped, as the operator CLI does (PGlite is one process).
 *
 * Prints one table (database, call, req/s, p50, p99, p99.9, max, non-2xx, peak MiB) and the
 * machine's load average; `benchSignedIn(options)` returns the rows, for bench/run.ts.
 *
 * Environment: BENCH_DATABASES, BENCH_CONNECTIONS, BENCH_DURATION, BENCH_WARMUP (2),
 * BENCH_SIGNED_IN_USERS, BENCH_CALLS (a comma-separated subset of the calls' names),
 * BENCH_POSTGRES_URL (an admin URL: a database is created and dropped), BENCH_PORT (3700 here),
 * WRK_PATH, BENCH_NODE_ARGS (see bench/lib.ts), BENCH_KEEP_DATA=1 (print and keep the PGlite data
 * folder, with the seeded users' tokens), BENCH_REUSE_DATA=<folder> (start PGlite on a copy of a
 * kept folder instead of seeding: seeding 1,000 users takes minutes on PGlite). The server's own
 * settings (WEB_CONCURRENCY…) pass through.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { SESSION_DAYS } from '../src/shared/retention';
import {
  postgresServerEnv,
  formatNumber,
  snapshotBuild,
  startServer,
  stopAll,
  table,
  type BuildSnapshot,
  type RunningServer,
} from './lib';
import { runWrkScript, sampleMemory, TAIL_LUA, wrkAvailable, type LoadResult } from './load';

export type SignedInDatabase = 'pglite' | 'postgres';

export interface SignedInOptions {
  databases: SignedInDatabase[];
  /** Users seeded (each with CARDS_PER_USER cards). */
  users: number;
  connections: number;
  warmupS: number;
  durationS: number;
  port: number;
  /** An admin URL of the PostgreSQL server (a database is created there and dropped). */
  postgresAdminUrl: string;
  /** The calls to load (names of SIGNED_IN_CALLS); all by default. */
  calls?: string[];
  /** A build snapshot to run (bench/lib.ts snapshotBuild); one is made otherwise. */
  build?: BuildSnapshot;
  /** Keep the PGlite data folder, with the users' session tokens (its path is printed). */
  keepData?: boolean;
  /** A PGlite data folder kept by an earlier run: copied and loaded instead of seeding. */
  reuseData?: string;
  log?: (line: string) => void;
}

export interface SignedInRow {
  database: SignedInDatabase;
  workers: number;
  call: string;
  path: string;
  /** Different users whose cookies the load sent (as wrk's threads counted them). */
  users: number;
  result: LoadResult;
  /** The server's memory at its peak during warm-up and load (bench/load.ts treeMemoryKiB). */
  peakMemoryMiB: number;
  /** The plain sum of VmRSS over its processes at its peak. */
  peakRssSumMiB: number;
  /** CPU time of the server's processes per request during the measured run, ms. */
  cpuMsPerRequest: number;
  /** The machine's load average (1 min) before the run. */
  loadAverage: number;
}

/** CPU time (user + system) of a process and its direct children so far, ms (/proc, 100 Hz). */
async function treeCpuMs(pid: number): Promise<number> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  let ticks = 0;
  for (const process of [pid, ...children]) {
    const stat = await readFile(`/proc/${process}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks * 10;
}

export const CARDS_PER_USER = 5;
export const LEADS_PER_CARD = 20;
const INSIGHT_DAYS = 365;
/** The seeded users' session tokens, in a kept data folder. */
const TOKENS_FILE = 'bench-tokens.json';

/** The three calls, with the bodies the screens send. */
export const SIGNED_IN_CALLS = [
  { name: 'list-user-cards', path: '/api/card/list-user-cards', body: { page: 1, pageSize: 4 } },
  { name: 'analytics/summary 30 d', path: '/api/analytics/summary', body: { days: 30 } },
  {
    name: 'leads/list',
    path: '/api/leads/list',
    body: { page: 1, pageSize: 20, sort: 'newest' },
  },
] as const;

/** better-auth's session cookie over http (`__Secure-` only under https): cookiePrefix + name. */
const SESSION_COOKIE = 'cardvault.session_token';

/** The cookie value better-call signs: `token.base64(HMAC-SHA256(secret, token))`, URL-encoded. */
export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** better-auth's tokens are 32 letters and digits. */
const sessionToken = () =>
  Array.from(
    randomBytes(32),
    (byte) => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[byte % 62],
  ).join('');

const userId = (index: number) => `bench-user-${String(index).padStart(5, '0')}`;

/** The seed, statement by statement; users numbered from..to-1 (rows in batches keep PGlite small). */
function seedStatements(from: number, to: number, tokens: string[]): string[] {
  const users = `generate_series(${from}, ${to - 1}) as u(n)`;
  const id = `'bench-user-' || lpad(u.n::text, 5, '0')`;
  const today = `(now() at time zone 'UTC')::date`;
  const sessions = tokens
    .map((token, offset) => `('${userId(from + offset)}', '${token}')`)
    .join(',\n');
  return [
    `insert into auth_users (id, name, email, email_verified, created_at, updated_at)
     select ${id}, 'Bench User ' || u.n, 'bench-' || u.n || '@example.com', true,
       now() - interval '400 days', now() - interval '400 days'
     from ${users}`,
    `insert into profiles (id, full_name, email, company, job_title, terms_accepted_at, created_at)
     select ${id}, 'Bench User ' || u.n, 'bench-' || u.n || '@example.com', 'Example Ltd',
       'Engineer', now() - interval '400 days', now() - interval '400 days'
     from ${users}`,
    `insert into subscriptions (user_id, provider, status, card_allocation, current_period_start,
       current_period_end)
     select ${id}, 'complimentary', 'active', ${CARDS_PER_USER}, now() - interval '30 days',
       now() + interval '335 days'
     from ${users}`,
    `insert into cards (id, user_id, full_name, job_title, company, bio, email, phone, location,
       website, linkedin, created_at, updated_at)
     select 'bench-card-' || lpad(u.n::text, 5, '0') || '-' || k, ${id}, 'Bench User ' || u.n,
       'Engineer', 'Example Ltd', 'A card seeded for the signed-in bench.',
       'bench-' || u.n || '@example.com', '+61 412 345 678', 'Sydney, Australia',
       'https://example.com', 'https://www.linkedin.com/in/bench-' || u.n,
       now() - interval '380 days' + k * interval '1 day', now() - interval '10 days'
     from ${users}, generate_series(1, ${CARDS_PER_USER}) as k`,
    // A year of days: views, unique visitors, scans, a device and a source every day; a link
    // followed every third day.
    `insert into card_daily_stats (card_id, day, metric, dimension, count)
     select c.id, d.day, m.metric, m.dimension,
       1 + (abs(hashtext(c.id || d.day::text || m.metric)) % m.spread)
     from cards c
     cross join generate_series(${today} - ${INSIGHT_DAYS - 1}, ${today}, interval '1 day') as g(t)
     cross join lateral (select g.t::date as day) as d
     cross join (values ('view', '', 40), ('unique', '', 20), ('scan', '', 10),
       ('device', 'mobile', 30), ('source', 'qr', 10)) as m(metric, dimension, spread)
     where c.user_id in (select ${id} from ${users})`,
    `insert into card_daily_stats (card_id, day, metric, dimension, count)
     select c.id, d.day, m.metric, m.dimension, 1 + (abs(hashtext(c.id || d.day::text)) % 5)
     from cards c
     cross join generate_series(${today} - ${INSIGHT_DAYS - 1}, ${today}, interval '3 days') as g(t)
     cross join lateral (select g.t::date as day) as d
     cross join (values ('click', ''), ('link', 'website')) as m(metric, dimension)
     where c.user_id in (select ${id} from ${users})`,
    `insert into leads (card_id, user_id, name, email, phone, company, job_title, note,
       consent_text, consented_at, created_at)
     select c.id, c.user_id, 'Visitor ' || l, 'visitor-' || l || '@example.org', '0412 000 000',
       'Visiting Co', 'Buyer', 'Met at the fair.', 'I agree to share my details with the owner.',
       now() - ((l - 1) * 18 + abs(hashtext(c.id)) % 18) * interval '1 day' - l * interval '1 hour',
       now() - ((l - 1) * 18 + abs(hashtext(c.id)) % 18) * interval '1 day' - l * interval '1 hour'
     from cards c, generate_series(1, ${LEADS_PER_CARD}) as l
     where c.user_id in (select ${id} from ${users})`,
    `insert into auth_sessions (id, token, user_id, expires_at, created_at, updated_at,
       ip_address, user_agent)
     select 'bench-session-' || s.user_id, s.token, s.user_id,
       now() + interval '${SESSION_DAYS} days', now(), now(), '127.0.0.1', 'wrk'
     from (values ${sessions}) as s(user_id, token)`,
  ];
}

/** Seeds `users` users on the database the server uses (stopped, for PGlite); their tokens. */
async function seed(
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string },
  users: number,
  log: (line: string) => void,
): Promise<string[]> {
  const handle = await openDatabase(
    database.kind === 'pglite'
      ? { kind: 'pglite', dataDir: path.join(database.dataDir, 'pgdata'), sharedBuffersMb: 16 }
      : { kind: 'postgres', url: database.url, poolSize: 1 },
  );
  const tokens = Array.from({ length: users }, sessionToken);
  const batch = 100;
  const started = performance.now();
  try {
    for (let from = 0; from < users; from += batch) {
      const to = Math.min(users, from + batch);
      for (const statement of seedStatements(from, to, tokens.slice(from, to))) {
        await handle.db.execute(sql.raw(statement));
      }
    }
    // PostgreSQL's autovacuum would gather the statistics within a minute or so; PGlite has no
    // autovacuum, so its tables are left as a real data folder has them.
    if (database.kind === 'postgres') await handle.db.execute(sql.raw('analyze'));
    const counts = (await handle.db.execute(
      sql.raw(`select (select count(*) from cards)::int as cards,
        (select count(*) from card_daily_stats)::int as stats,
        (select count(*) from leads)::int as leads`),
    )) as { rows: { cards: number; stats: number; leads: number }[] };
    const row = counts.rows[0];
    log(
      `seeded ${users} users, ${row?.cards} cards, ${row?.stats} insights rows, ${row?.leads} leads in ${formatNumber((performance.now() - started) / 1000, 1)} s`,
    );
  } finally {
    await handle.close();
  }
  return tokens;
}

/**
 * wrk's Lua: each thread takes its own slice of the cookies and cycles through them request by
 * request; `done` prints how many different users were sent, and the tail (TAIL_LUA).
 */
function loadScript(options: {
  cookieFile: string;
  path: string;
  origin: string;
  body: string;
  perThread: number;
}): string {
  const tail = TAIL_LUA.slice(1, -1);
  return [
    `local cookieFile = ${JSON.stringify(options.cookieFile)}`,
    `local perThread = ${options.perThread}`,
    'local threads = {}',
    'local nextFirst = 0',
    'function setup(thread)',
    '  thread:set("first", nextFirst)',
    '  nextFirst = nextFirst + perThread',
    '  table.insert(threads, thread)',
    'end',
    'function init(args)',
    '  local all = {}',
    '  for line in io.lines(cookieFile) do table.insert(all, line) end',
    '  prepared = {}',
    '  for i = first + 1, first + perThread do',
    `    table.insert(prepared, wrk.format("POST", ${JSON.stringify(options.path)}, {`,
    '      ["Content-Type"] = "application/json",',
    `      ["Origin"] = ${JSON.stringify(options.origin)},`,
    '      ["Cookie"] = all[i],',
    `    }, ${JSON.stringify(options.body)}))`,
    '  end',
    '  seen = {}',
    '  used = 0',
    '  turn = 0',
    'end',
    'function request()',
    '  turn = turn % #prepared + 1',
    '  if not seen[turn] then',
    '    seen[turn] = true',
    '    used = used + 1',
    '  end',
    '  return prepared[turn]',
    'end',
    'done = function(summary, latency, requests)',
    '  local users = 0',
    '  for _, thread in ipairs(threads) do users = users + thread:get("used") end',
    '  io.write(string.format("CARDVAULT users %d\\n", users))',
    ...tail,
    'end',
    '',
  ].join('\n');
}

/** The 1-minute load average, from /proc/loadavg. */
async function loadAverage(): Promise<number> {
  const text = await readFile('/proc/loadavg', 'utf8').catch(() => '0');
  return Number(text.split(' ')[0]);
}

/** Every cookie answered by get-session with its own user, or an error. */
async function checkCookies(origin: string, cookies: { cookie: string; userId: string }[]) {
  for (const { cookie, userId: expected } of cookies) {
    const response = await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } });
    const body = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
    if (response.status !== 200 || body?.user?.id !== expected) {
      throw new Error(
        `get-session refused the seeded cookie of ${expected}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
  }
}

async function loadCalls(
  database: SignedInDatabase,
  server: RunningServer,
  cookies: string[],
  options: SignedInOptions,
  log: (line: string) => void,
): Promise<SignedInRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-bench-signed-in-'));
  const rows: SignedInRow[] = [];
  const threads = 2;
  const cookieFile = path.join(dir, 'cookies.txt');
  await writeFile(cookieFile, `${cookies.join('\n')}\n`);
  const workers = Math.max(
    1,
    (await readFile(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').catch(() => ''))
      .split(/\s+/)
      .filter(Boolean).length,
  );
  try {
    const calls = SIGNED_IN_CALLS.filter(
      (call) => !options.calls || options.calls.includes(call.name),
    );
    for (const call of calls) {
      const script = path.join(dir, `${call.name.replace(/\W+/g, '-')}.lua`);
      await writeFile(
        script,
        loadScript({
          cookieFile,
          path: call.path,
          origin: server.url,
          body: JSON.stringify(call.body),
          perThread: Math.ceil(options.connections / threads),
        }),
      );
      const url = `${server.url}${call.path}`;
      const load = await loadAverage();
      const memory = sampleMemory(server.pid);
      const wrk = { connections: options.connections, threads };
      await runWrkScript(url, { ...wrk, durationS: options.warmupS }, script);
      const cpuBefore = await treeCpuMs(server.pid);
      const { result, output } = await runWrkScript(
        url,
        { ...wrk, durationS: options.durationS },
        script,
      );
      const cpuMs = (await treeCpuMs(server.pid)) - cpuBefore;
      const { peak } = memory.stop();
      const users = Number(/^CARDVAULT users (\d+)$/m.exec(output)?.[1] ?? 0);
      if (users < options.connections || result.requestsPerSecond === 0) {
        throw new Error(`${call.name}: ${users} different users were sent\n${output}`);
      }
      const row: SignedInRow = {
        database,
        workers,
        call: call.name,
        path: call.path,
        users,
        result,
        peakMemoryMiB: peak.memoryKiB / 1024,
        peakRssSumMiB: peak.rssSumKiB / 1024,
        cpuMsPerRequest: cpuMs / Math.max(1, result.requestsPerSecond * options.durationS),
        loadAverage: load,
      };
      rows.push(row);
      log(
        `${database} ${call.name}: ${formatNumber(result.requestsPerSecond)} req/s, p99 ${formatNumber(result.p99Ms, 1)} ms, ${result.non2xx} non-2xx, peak ${formatNumber(row.peakMemoryMiB)} MiB (load ${load})`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

async function benchOneDatabase(
  database: SignedInDatabase,
  build: BuildSnapshot,
  options: SignedInOptions,
  log: (line: string) => void,
): Promise<SignedInRow[]> {
  const port = options.port;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-bench-signed-in-data-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (database === 'postgres') {
    const postgres = await postgresServerEnv(options.postgresAdminUrl);
    dropDatabase = postgres.drop;
    Object.assign(env, postgres.env);
    env.WEB_CONCURRENCY = process.env.WEB_CONCURRENCY ?? '2';
  }
  let server: RunningServer | undefined;
  try {
    log(`${database}: starting the server on a fresh database (port ${port})`);
    server = await startServer(env, port, build.serverEntry);
    let tokens: string[];
    if (database === 'pglite' && options.reuseData) {
      // A folder this bench seeded and kept: copied, so that every run starts from the same rows.
      await server.stop();
      server = undefined;
      await rm(dataDir, { recursive: true, force: true });
      await cp(options.reuseData, dataDir, { recursive: true });
      tokens = JSON.parse(await readFile(path.join(dataDir, TOKENS_FILE), 'utf8')) as string[];
      if (tokens.length < options.users) throw new Error(`${options.reuseData}: too few users`);
      server = await startServer(env, port, build.serverEntry);
    } else if (database === 'pglite') {
      // PGlite is one process: the rows are written while the server is stopped.
      await server.stop();
      server = undefined;
      tokens = await seed({ kind: 'pglite', dataDir }, options.users, log);
      if (options.keepData)
        await writeFile(path.join(dataDir, TOKENS_FILE), JSON.stringify(tokens));
      server = await startServer(env, port, build.serverEntry);
    } else {
      tokens = await seed(
        { kind: 'postgres', url: env.DATABASE_URL as string },
        options.users,
        log,
      );
    }
    const secret = env.AUTH_SECRET ?? (await readFile(path.join(dataDir, 'auth-secret'), 'utf8'));
    // As many users as connections, spread over everyone seeded.
    const step = Math.max(1, Math.floor(options.users / options.connections));
    const chosen = Array.from(
      { length: options.connections },
      (_, i) => (i * step) % options.users,
    );
    const cookies = chosen.map((index) => ({
      cookie: signedSessionCookie(tokens[index] as string, secret.trim()),
      userId: userId(index),
    }));
    await checkCookies(server.url, cookies);
    log(`${database}: ${cookies.length} users' cookies accepted by get-session`);
    return await loadCalls(
      database,
      server,
      cookies.map(({ cookie }) => cookie),
      options,
      log,
    );
  } finally {
    await server?.stop();
    await dropDatabase?.();
    if (options.keepData && database === 'pglite') log(`pglite data kept in ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

/** Loads the signed-in calls on each database in turn; the rows, in order. */
export async function benchSignedIn(options: SignedInOptions): Promise<SignedInRow[]> {
  if (!wrkAvailable()) throw new Error('wrk is needed (WRK_PATH, or /usr/bin/wrk)');
  const log = options.log ?? ((line: string) => console.log(`· ${line}`));
  const build = options.build ?? (await snapshotBuild());
  const rows: SignedInRow[] = [];
  try {
    for (const database of options.databases) {
      rows.push(...(await benchOneDatabase(database, build, options, log)));
    }
  } finally {
    if (!options.build) await rm(build.dir, { recursive: true, force: true });
  }
  return rows;
}

const ms = (value: number) => formatNumber(value, 1);

/** The rows as a plain text table. */
export function signedInTable(rows: SignedInRow[]): string {
  return table([
    [
      'database',
      'call',
      'req/s',
      'p50 ms',
      'p99 ms',
      'p99.9 ms',
      'max ms',
      'non-2xx',
      'peak MiB',
      'CPU ms/req',
    ],
    ...rows.map((row) => [
      row.database === 'postgres' ? `postgres (${row.workers} workers)` : row.database,
      row.call,
      formatNumber(row.result.requestsPerSecond),
      ms(row.result.p50Ms),
      ms(row.result.p99Ms),
      ms(row.result.p999Ms),
      ms(row.result.maxMs),
      String(row.result.non2xx + row.result.errors),
      formatNumber(row.peakMemoryMiB),
      formatNumber(row.cpuMsPerRequest, 2),
    ]),
  ]);
}

async function main() {
  const options: SignedInOptions = {
    databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres')
      .split(',')
      .map((name) => name.trim())
      .filter((name): name is SignedInDatabase => name === 'pglite' || name === 'postgres'),
    users: Number(process.env.BENCH_SIGNED_IN_USERS ?? 1000),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
    warmupS: Number(process.env.BENCH_WARMUP ?? 2),
    durationS: Number(process.env.BENCH_DURATION ?? 8),
    port: Number(process.env.BENCH_PORT ?? 3700),
    postgresAdminUrl:
      process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    calls: process.env.BENCH_CALLS?.split(',').map((name) => name.trim()),
    keepData: process.env.BENCH_KEEP_DATA === '1',
    reuseData: process.env.BENCH_REUSE_DATA || undefined,
  };
  const rows = await benchSignedIn(options);
  console.log(`\n${signedInTable(rows)}`);
  console.log(
    `\nload average before each run: ${rows.map((row) => row.loadAverage).join(', ')}; ${os.availableParallelism()} cores`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => stopAll());
}
