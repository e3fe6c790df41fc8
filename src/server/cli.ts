import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { prepareDataDir, PRIVATE_UMASK, StartupError } from './lib/data-dir';
import { askRunningServer, channelPathOf } from './operator/channel';
import { runCli } from './operator/commands';

/**
 * `npm run cli -- …` (dist/server/cli.js once built). On the embedded database a running server
 * holds the data folder, so the command goes to it over the CLI channel (decision 0010); with no
 * server running, or on PostgreSQL, the CLI opens the database itself.
 */
async function main(): Promise<number> {
  process.umask(PRIVATE_UMASK);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`config error: ${problem}`);
      return 1;
    }
    throw error;
  }
  const argv = process.argv.slice(2);
  const print = (line: string) => console.log(line);

  // Storage commands need no database: never asked of the running server.
  if (config.database.kind === 'pglite' && argv[0] !== 'storage') {
    const asked = await askRunningServer(config.dataDir, argv);
    if (asked.kind === 'answered') {
      for (const line of asked.answer.lines) print(line);
      return asked.answer.code;
    }
    if (asked.kind === 'unreachable') {
      console.error(asked.message);
      return 1;
    }
  }

  try {
    await prepareDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const databaseConfig = config.database;
  return runCli(argv, {
    config,
    openDatabase: () =>
      openDatabase(databaseConfig).catch((error: unknown) => {
        if (databaseConfig.kind !== 'pglite') throw error;
        // PGlite aborts on a folder another process holds; say what to do instead.
        throw new Error(
          `Could not open the embedded database in ${databaseConfig.dataDir}: ${(error as Error).message}. ` +
            `If a CardVault server uses this DATA_DIR, run the command while it runs (it answers on ${channelPathOf(config.dataDir)}) or stop it first.`,
        );
      }),
    print,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
