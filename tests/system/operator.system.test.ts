/**
 * What an operator meets on the embedded default, with real server processes: the data folder is
 * the owner's alone (refused when others can open it; everything written inside 0600/0700), the
 * CLI's commands work while the server runs (through its CLI channel) and once it stopped (on the
 * database directly), with a clear message when neither is possible, and a production server on
 * the local billing driver says that no money moves.
 */
import { spawn } from 'node:child_process';
import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SmtpCapture } from '../support/fakes/smtp-capture';
import { createUserOverHttp, postJson, sendCard, signUpOverHttp } from '../support/system/client';
import {
  spawnServerProcess,
  startServerProcess,
  stopAllServers,
  type StartServerOptions,
} from '../support/system/server';
import { uniqueEmail } from '../support/shared/unique-email';

const PORT = 4851;
const SMTP_PORT = 4852;

const folders: string[] = [];
async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-operator-'));
  folders.push(dir);
  return dir;
}

afterAll(async () => {
  await stopAllServers();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

const options = (dataDir: string, env: Record<string, string> = {}): StartServerOptions => ({
  entry: inject('systemServerEntry'),
  name: 'server',
  port: PORT,
  dataDir,
  // Insights counts reach the database only when the server stops (SIGTERM).
  env: { JOBS_ENABLED: 'true', ANALYTICS_FLUSH_MS: '300000', ...env },
});

/** The built CLI (dist/server/cli.js beside the server), as `npm run cli` runs it. */
function cli(dataDir: string, env: Record<string, string>, ...argv: string[]) {
  const entry = path.join(path.dirname(inject('systemServerEntry')), 'cli.js');
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...argv], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out: out.trim(), err: err.trim() }));
  });
}

describe('the data folder', () => {
  it('is refused when other users can open it, naming the folder and the chmod to run', async () => {
    const dataDir = await newDataDir();
    await chmod(dataDir, 0o755);
    const server = await spawnServerProcess(options(dataDir));
    expect(await server.exited).toBe(1);
    const output = server.output.join('\n');
    expect(output).toContain(`DATA_DIR ${dataDir} can be opened by other users (mode 0755)`);
    expect(output).toContain(`chmod 700 ${dataDir}`);
  });

  it('keeps everything the server writes to its owner, and says no money moves', async () => {
    const dataDir = await newDataDir();
    const server = await startServerProcess(options(dataDir, { LOG_LEVEL: 'info' }));
    // A production server on the local billing driver says so.
    const warning = await server.waitForLine(/no money moves/);
    expect(JSON.parse(warning)).toMatchObject({ level: 40 });
    // A sign-up writes its verification mail to the outbox.
    await signUpOverHttp(server.url, uniqueEmail('owner'));
    const outbox = path.join(dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    while ((await readdir(outbox).catch(() => [])).length === 0) {
      if (Date.now() > deadline) throw new Error('no mail in the outbox');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const open: string[] = [];
    const entries = await readdir(dataDir, { recursive: true });
    for (const entry of [dataDir, ...entries.map((name) => path.join(dataDir, name))]) {
      const { mode } = await lstat(entry);
      if (mode & 0o077) open.push(`${(mode & 0o777).toString(8)} ${entry}`);
    }
    expect(entries).toEqual(
      expect.arrayContaining(['auth-secret', 'cli.sock', 'server.pid', 'pgdata', 'uploads']),
    );
    expect(entries.some((name) => name.startsWith('outbox/') && name.endsWith('.eml'))).toBe(true);
    expect(open).toEqual([]);
    await server.stop();
  });
});

describe('operator commands on the embedded database', () => {
  const smtp = new SmtpCapture();
  let dataDir: string;
  // Real SMTP needs PUBLIC_URL (docs/product.md#site-address), for the CLI as for the server.
  const env = () => ({ SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${PORT}` });

  beforeAll(async () => {
    await smtp.start(SMTP_PORT);
    dataDir = await newDataDir();
  });
  afterAll(() => smtp.stop());

  const isAdmin = async (url: string, cookie: string) =>
    ((await (await postJson(url, cookie, '/api/user/get-user', {})).json()) as { isAdmin: boolean })
      .isAdmin;

  it('run through the running server, and on the database once it stopped', async () => {
    let server = await startServerProcess(options(dataDir, env()));
    const user = await createUserOverHttp(server.url, smtp, uniqueEmail('operator'));

    const granted = await cli(dataDir, env(), 'admin', 'grant', user.email);
    expect(granted, granted.err).toMatchObject({
      code: 0,
      out: `${user.email} is now an administrator.`,
    });
    expect(await isAdmin(server.url, user.cookie)).toBe(true);

    const subscription = await cli(dataDir, env(), 'subscription', 'grant', user.email, '3');
    expect(subscription.code, subscription.err).toBe(0);

    // Views counted in memory are written when the server stops (SIGTERM), and survive it.
    const created = await sendCard(server.url, user.cookie, { title: 'counted' });
    expect(created.status).toBe(201);
    const cardId = ((await created.json()) as { id: string }).id;
    for (let i = 0; i < 5; i += 1) {
      const view = await fetch(`${server.url}/showcase?id=${cardId}`, {
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
      });
      expect(view.status).toBe(200);
    }
    const details = (await (
      await postJson(server.url, user.cookie, '/api/payments/get-subscription-details', {})
    ).json()) as { status: string; card_allocation: number };
    expect(details).toMatchObject({ status: 'active', card_allocation: 3 });

    const revoked = await cli(dataDir, env(), 'admin', 'revoke', user.email);
    expect(revoked.code, revoked.err).toBe(0);
    expect(await isAdmin(server.url, user.cookie)).toBe(false);

    const unknown = await cli(dataDir, env(), 'admin', 'grant', 'nobody@example.com');
    expect(unknown).toMatchObject({
      code: 1,
      out: 'No user with a completed profile has the e-mail nobody@example.com.',
    });

    // A second server on the same folder is refused before it opens the database.
    const second = await spawnServerProcess({ ...options(dataDir, env()), port: PORT + 2 });
    expect(await second.exited).toBe(1);
    expect(second.output.join('\n')).toContain('another CardVault server is already running');

    // Stopped: the CLI opens the database itself, and the server sees the change on restart.
    await server.stop();
    const direct = await cli(dataDir, env(), 'admin', 'grant', user.email);
    expect(direct, direct.err).toMatchObject({
      code: 0,
      out: `${user.email} is now an administrator.`,
    });
    server = await startServerProcess(options(dataDir, env()));
    expect(await isAdmin(server.url, user.cookie)).toBe(true);
    const insights = (await (
      await postJson(server.url, user.cookie, '/api/analytics/summary', { cardId, days: 7 })
    ).json()) as { totals: { views: number; uniqueVisitors: number } };
    expect(insights.totals).toMatchObject({ views: 5, uniqueVisitors: 1 });

    // Every command is in the audit log, by the CLI.
    const audit = (await (
      await postJson(server.url, user.cookie, '/api/admin/audit-log', { page: 1, pageSize: 50 })
    ).json()) as { items: { actorEmail: string; action: string }[] };
    // Newest first.
    expect(
      audit.items.filter((item) => item.actorEmail === 'cli').map((item) => item.action),
    ).toEqual(['user.grant_admin', 'user.revoke_admin', 'subscription.grant', 'user.grant_admin']);
    await server.stop();
  });

  it('says what to do when the running server cannot be asked', async () => {
    const server = await startServerProcess(options(dataDir, env()));
    // The channel is gone (removed by hand): the server still holds the database.
    await rm(path.join(dataDir, 'cli.sock'));
    const refused = await cli(dataDir, env(), 'admin', 'grant', 'someone@example.com');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `A CardVault server (pid ${server.child.pid}) is running on DATA_DIR ${dataDir}`,
    );
    expect(refused.err).toContain('stop the server and run it again');
    await server.stop();
  });
});
