/**
 * The built app as `npm start` runs it with nothing configured (no PUBLIC_URL, no SMTP, PGlite in
 * a fresh data folder, listening on every interface), for the journeys that open it at more than
 * one address: 127.0.0.1 and 127.0.0.2 both reach it, the second standing in for the machine's
 * network address. Its mail is what the local driver writes to DATA_DIR/outbox, read back by
 * mailparser. Port: E2E_PORT + 2 (E2E_PORT + 1 is the main server's control endpoint).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const serverEntry = path.join(root, 'dist', 'server', 'main.js');
const cliEntry = path.join(root, 'dist', 'server', 'cli.js');

export interface EmbeddedServer {
  port: number;
  dataDir: string;
  /** Everything the server printed (pino's JSON lines in production). */
  output(): string;
  /** The local mailbox's address with its token, read from the start-up log as its owner would. */
  mailboxAddress(): string;
  /** The newest mail to `to` whose subject matches, as the local driver wrote it. */
  waitForMail(to: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** Runs the built CLI against this server's data folder (its socket). */
  cli(...argv: string[]): Promise<{ code: number | null; out: string; err: string }>;
  stop(): Promise<void>;
}

const embeddedEnv = (dataDir: string, port: number): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? dataDir,
  NODE_ENV: 'production',
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  // Every journey signs in from loopback; the limits have their own API tests.
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  SUPPORT_RATE_LIMIT_PER_IP: '100000',
  DRAWING_RATE_LIMIT_PER_IP: '100000',
});

export async function startEmbeddedServer(
  port = Number(process.env.E2E_PORT ?? 4173) + 2,
): Promise<EmbeddedServer> {
  if (!existsSync(serverEntry)) throw new Error('The app is not built: run `npm run build`.');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-e2e-embedded-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: dataDir,
    env: embeddedEnv(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  // A hang guard, not a speed check: a fresh data folder runs every migration first, which took
  // over 90 s on a machine running the journeys beside Vitest and a second browser run.
  const deadline = Date.now() + 180_000;
  /** Stops the child before the failure is reported, so that a retry finds its port free. */
  const fail = async (reason: string): Promise<never> => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${reason}:\n${output}`);
  };
  for (;;) {
    if (child.exitCode !== null) await fail('the embedded server exited');
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy && output.includes('is ready at')) break;
    if (Date.now() > deadline) await fail('the embedded server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const outboxDir = path.join(dataDir, 'outbox');
  const readMails = async () => {
    const files = existsSync(outboxDir) ? await readdir(outboxDir) : [];
    return Promise.all(
      files
        .filter((file) => file.endsWith('.eml'))
        .map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))),
    );
  };

  return {
    port,
    dataDir,
    output: () => output,
    mailboxAddress() {
      const address = /http:\/\/[^\s"]+\/dev\/mailbox\?token=[\w-]+/.exec(output)?.[0];
      if (!address) throw new Error(`the start-up log names no mailbox address:\n${output}`);
      return address;
    },
    async waitForMail(to, subject, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = (await readMails())
          .filter(
            (mail) =>
              mail.to !== undefined &&
              (Array.isArray(mail.to) ? mail.to : [mail.to]).some((address) =>
                address.value.some((item) => item.address === to),
              ) &&
              subject.test(mail.subject ?? ''),
          )
          .sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
        if (found[0]) return found[0];
        if (Date.now() > until) throw new Error(`no mail "${String(subject)}" to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    cli: (...argv) =>
      new Promise((resolve, reject) => {
        const run = spawn(process.execPath, [cliEntry, ...argv], {
          cwd: dataDir,
          env: { ...embeddedEnv(dataDir, port), LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        run.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        run.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        run.once('error', reject);
        run.once('exit', (code) => resolve({ code, out: out.trim(), err: err.trim() }));
      }),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
