import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { StartupError } from '../lib/data-dir';

/**
 * The operator channel of the embedded server (decision 0010). PGlite's data folder belongs to one
 * process, so while a server runs on it the CLI cannot open it; instead the CLI hands its command
 * to the running server over a Unix socket in DATA_DIR (the owner's alone: the folder is 0700 and
 * the socket 0600; no TCP port, nothing reachable from another machine or user), and the server
 * runs it on its own connection. Protocol: one JSON line each way, `{argv}` then `{code, lines}`.
 */

export const channelPathOf = (dataDir: string) => path.join(dataDir, 'cli.sock');
/** The running server's pid: tells the CLI a server holds the folder even if its socket is gone. */
export const pidPathOf = (dataDir: string) => path.join(dataDir, 'server.pid');

const MAX_REQUEST_BYTES = 16 * 1024;
/** A command runs a few queries; a connection that says nothing for this long is dropped. */
const IDLE_MS = 60_000;

const requestSchema = z.object({ argv: z.array(z.string().max(320)).max(10) }).strict();
const answerSchema = z.object({ code: z.number().int(), lines: z.array(z.string()) });
export type ChannelAnswer = z.infer<typeof answerSchema>;

/** Runs one command line, printing through `print`; resolves with its exit code. */
export type CommandRunner = (argv: string[], print: (line: string) => void) => Promise<number>;

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

function connect(socketPath: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/**
 * Before an embedded server opens its database: refuses to start when another server already
 * answers on this DATA_DIR (two processes on one PGlite folder would corrupt it), then writes this
 * process's pid to DATA_DIR/server.pid, so that from now on a CLI knows the folder is held even
 * before the channel listens.
 */
export async function claimDataDir(dataDir: string): Promise<void> {
  const socket = await connect(channelPathOf(dataDir)).catch(() => undefined);
  if (socket) {
    socket.destroy();
    throw new StartupError(
      `another CardVault server is already running on DATA_DIR ${dataDir} (it answers on ${channelPathOf(dataDir)}); stop it first`,
    );
  }
  await writeFile(pidPathOf(dataDir), `${process.pid}\n`, { mode: 0o600 });
}

export interface OperatorChannel {
  close(): Promise<void>;
}

/**
 * Server side, once the database is open (after claimDataDir): listens on DATA_DIR/cli.sock.
 * Closing it removes the socket and the pid file.
 */
export async function openOperatorChannel(
  dataDir: string,
  run: CommandRunner,
  log: Log,
): Promise<OperatorChannel> {
  const socketPath = channelPathOf(dataDir);
  const pidPath = pidPathOf(dataDir);

  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('error', () => {});
    let received = '';
    const onData = (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.off('data', onData);
      void answer(received.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    };
    socket.on('data', onData);
  });
  const answer = async (line: string): Promise<ChannelAnswer> => {
    let argv: string[];
    try {
      argv = requestSchema.parse(JSON.parse(line)).argv;
    } catch {
      return { code: 2, lines: ['The operator channel expects one JSON line: {"argv": [...]}'] };
    }
    const lines: string[] = [];
    // The command and its action only: the rest may be an address.
    log.info({ command: argv.slice(0, 2).join(' ') }, 'operator command over the CLI channel');
    try {
      return { code: await run(argv, (text) => lines.push(text)), lines };
    } catch (error) {
      log.warn({ err: error }, 'operator command failed');
      return { code: 1, lines: [...lines, `error: ${(error as Error).message}`] };
    }
  };

  // A socket left by a server that was killed answers nobody (claimDataDir checked).
  await rm(socketPath, { force: true });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      log.warn(
        { err: error, socket: socketPath },
        'the CLI channel could not listen; operator commands need the server stopped',
      );
      resolve(false);
    });
    server.listen(socketPath, () => resolve(true));
  });
  if (listening) await chmod(socketPath, 0o600);

  return {
    async close() {
      if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
      await rm(pidPath, { force: true });
    },
  };
}

export type AskResult =
  | { kind: 'answered'; answer: ChannelAnswer }
  /** No server holds the folder: the CLI may open the database itself. */
  | { kind: 'no-server' }
  /** A server holds the folder but could not be asked: the message says what to do. */
  | { kind: 'unreachable'; message: string };

/** Whether a process with this pid exists (EPERM: it does, and belongs to someone else). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function runningServerPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(pidPathOf(dataDir), 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

function readAnswer(socket: net.Socket): Promise<ChannelAnswer> {
  return new Promise((resolve, reject) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.once('error', reject);
    socket.once('close', () => {
      try {
        resolve(answerSchema.parse(JSON.parse(received.trim())));
      } catch {
        reject(new Error('the server closed the channel without an answer'));
      }
    });
  });
}

/** CLI side: hands `argv` to the server running on `dataDir`, if there is one. */
export async function askRunningServer(dataDir: string, argv: string[]): Promise<AskResult> {
  const socketPath = channelPathOf(dataDir);
  let socket: net.Socket;
  try {
    socket = await connect(socketPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    const pid = await runningServerPid(dataDir);
    // No socket, or one nobody listens on, and no live server: the folder is free.
    if ((code === 'ENOENT' || code === 'ECONNREFUSED') && pid === undefined) {
      return { kind: 'no-server' };
    }
    return {
      kind: 'unreachable',
      message:
        `A CardVault server${pid ? ` (pid ${pid})` : ''} is running on DATA_DIR ${dataDir}, but ` +
        `its CLI channel ${socketPath} could not be reached (${code}). Run the command as the ` +
        'user the server runs as, or stop the server and run it again (or list the address in ' +
        `ADMIN_EMAILS). If no server is running, delete ${pidPathOf(dataDir)}.`,
    };
  }
  try {
    socket.write(`${JSON.stringify({ argv })}\n`);
    return { kind: 'answered', answer: await readAnswer(socket) };
  } catch (error) {
    socket.destroy();
    return {
      kind: 'unreachable',
      message: `The server on DATA_DIR ${dataDir} did not answer the command: ${(error as Error).message}. Its log may say why.`,
    };
  }
}
