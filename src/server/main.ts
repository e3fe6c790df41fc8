import cluster from 'node:cluster';
import http from 'node:http';
import { ERROR_CODES, statusOf } from '../shared/error-codes';
import { ConfigError, loadConfig, type Config } from './config';
import { announceStartup, mailAddressWarning } from './lib/addresses-to-open';
import { prepareDataDir, PRIVATE_UMASK, StartupError } from './lib/data-dir';
import { relayCardForgetting } from './modules/public-page';
import { MAILBOX_TOKEN_VARIABLE, newMailboxToken } from './plugins/mail/mailbox-token';
import { relayClusterMetrics } from './plugins/metrics-relay';

// Before anything is written: the database, uploads, mail and secret are the owner's alone.
process.umask(PRIVATE_UMASK);

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) process.stderr.write(`config error: ${problem}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * One server process: build the app, listen, and shut down gracefully on SIGTERM/SIGINT. On the
 * embedded database it also opens the CLI channel (operator/channel.ts), after making sure no
 * other server runs on the same data folder.
 */
async function serve(config: Config) {
  // Loaded here, not at the top: a cluster's primary serves nothing and keeps none of it in memory.
  const [{ buildApp }, { claimDataDir, openOperatorChannel }, { runCli }] = await Promise.all([
    import('./app'),
    import('./operator/channel'),
    import('./operator/commands'),
  ]);
  const embedded = config.database.kind === 'pglite';
  if (embedded) {
    // On a fresh clone the folder does not exist yet: make it (owner-only) before the pid file.
    await prepareDataDir(config.dataDir);
    await claimDataDir(config.dataDir);
  }
  // While the database is created or migrated and the app warms up, a probe or a visitor gets a
  // 503 saying so rather than a refused connection. A cluster's workers share their primary's
  // socket and have none of their own to answer on.
  const starting = cluster.isWorker ? undefined : await answerStarting(config);
  const app = await buildApp(config, {
    // A cluster's workers open the mailbox with their primary's token (see supervise).
    mailboxToken: cluster.isWorker ? process.env[MAILBOX_TOKEN_VARIABLE] : undefined,
  }).catch(async (error: unknown) => {
    await starting?.close();
    throw error;
  });
  // Before the server listens, so that the CLI finds it whenever the server answers.
  const channel = embedded
    ? await openOperatorChannel(
        config.dataDir,
        // The CLI's commands run here, on the server's own connection to the database.
        (argv, print) =>
          runCli(argv, {
            config,
            openDatabase: async () => ({ ...app.database, close: async () => {} }),
            print,
          }),
        app.log,
      )
    : undefined;
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // In a cluster the primary decides when to give up waiting (it kills on a second signal).
      if (cluster.isWorker) return;
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Closing the server ends the keep-alive connections that are idle then; one whose request
    // was still in flight stays open once answered, and would keep the process alive until its
    // keep-alive timeout (72 s: longer than a container's stop timeout). Close each as soon as it
    // is idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    Promise.all([channel?.close(), app.close()]).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  // A worker whose primary is gone would keep running unmanaged.
  if (cluster.isWorker) process.on('disconnect', () => shutdown('SIGTERM'));

  // Ready (the warm-up run) before the placeholder lets go of the port: the handover is the time
  // between closing one socket and opening the other.
  await app.ready();
  await starting?.close();
  await app.listen({ host: config.host, port: config.port });
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    // A terminal gets a short block to read; a pipe or a file keeps the log's lines.
    announceStartup(
      { config, database: app.database.kind, mailboxUrl: app.devMailboxUrl },
      process.stdout,
      app.log,
    );
    if (config.env === 'production' && config.billing.provider === 'local') {
      app.log.warn(
        'BILLING_PROVIDER is local: checkout and the billing portal are test pages and no money moves. Set BILLING_PROVIDER=stripe with the STRIPE_* keys to take payments.',
      );
    }
    const mailWarning = mailAddressWarning(config);
    if (mailWarning) app.log.warn(mailWarning);
    if (config.auth.passwordHashing === 'fast-for-tests') {
      app.log.warn(
        'AUTH_PASSWORD_HASHING is fast-for-tests: new passwords are hashed with far less work than the standard setting. Never use it for real accounts.',
      );
    }
  }
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks that many workers sharing the port,
 * relays cache invalidations between them, replaces one that dies, and on SIGTERM/SIGINT lets each
 * finish its requests in flight. The first worker starts alone, so migrations run once.
 */
async function supervise(config: Config) {
  relayCardForgetting();
  relayClusterMetrics();
  const workerEnv = { [MAILBOX_TOKEN_VARIABLE]: newMailboxToken() };
  let stopping = false;
  const log = (message: string) =>
    process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: message })}\n`);
  const fork = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork(workerEnv);
      const onExit = (code: number | null) =>
        stopping
          ? resolve()
          : reject(new Error(`worker ${worker.id} exited with ${code} before listening`));
      worker.once('exit', onExit);
      worker.once('listening', () => {
        worker.off('exit', onExit);
        resolve();
      });
    });
  let started = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
      if (alive.length === 0) process.exit(0);
      return;
    }
    // While starting, a worker that dies fails the start-up (see fork) instead.
    if (!started) return;
    log(`worker ${worker.id} exited (${signal ?? code}); starting another`);
    fork().catch((error: unknown) => log(`could not replace a worker: ${String(error)}`));
  });
  const stop = () => {
    const workers = Object.values(cluster.workers ?? {});
    if (stopping) {
      log('second signal: killing the workers');
      for (const worker of workers) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  // Installed before the first fork, so a signal during start-up also stops gracefully.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await fork();
  await Promise.all(Array.from({ length: config.workers - 1 }, fork));
  started = true;
}

const config = readConfig();
const run = config.workers > 1 && cluster.isPrimary ? supervise(config) : serve(config);
run.catch((error: unknown) => {
  process.stderr.write(
    error instanceof StartupError
      ? `error: ${error.message}\n`
      : `fatal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

/** The JSON of every answer while the server starts: the shape of /api/ready's refusals. */
const STARTING_BODY = JSON.stringify({
  error: ERROR_CODES.NOT_READY,
  message: 'Not ready: starting',
});

/**
 * Listens on the server's address and answers every request 503 (`Retry-After: 2`) until
 * `close()`, which stops listening and ends its connections.
 */
async function answerStarting(config: Config): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(statusOf(ERROR_CODES.NOT_READY), {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '2',
      connection: 'close',
    });
    response.end(STARTING_BODY);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: config.host, port: config.port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
