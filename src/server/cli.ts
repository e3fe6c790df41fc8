import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

const USAGE = `Usage:
  npm run cli -- migrate          apply database migrations and exit`;

/** Operator commands. Admin grant/revoke by e-mail arrives with accounts. */
async function main(argv: string[]) {
  const [command] = argv;
  const config = loadConfig();
  switch (command) {
    case 'migrate': {
      const database = await openDatabase(config.database);
      await database.close();
      process.stdout.write(`migrations applied (${database.kind})\n`);
      return;
    }
    default:
      process.stdout.write(`${USAGE}\n`);
      process.exitCode = command ? 1 : 0;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) process.stderr.write(`config error: ${problem}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
