import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { ProfileRow } from '../db/schema';
import { grantComplimentarySubscription } from '../modules/billing';
import { findProfileByEmail, saveAdminRole } from '../modules/user';
import { CLI_ACTOR } from '../plugins/audit';

/** `storage copy-to-s3`: needs the bucket's settings, not the database. */
async function copyToS3(context: CliContext): Promise<number> {
  const { storage } = context.config;
  if (storage.driver !== 's3') {
    context.print(
      'Set STORAGE_DRIVER=s3 and the S3_* settings of the bucket to copy into (.env.example).',
    );
    return 1;
  }
  const { copyFolderToS3, S3Storage } = await import('../plugins/storage/s3-storage');
  const bucket = new S3Storage(storage);
  try {
    await bucket.check();
    const report = await copyFolderToS3(storage.uploadsDir, bucket, context.print);
    context.print(
      `Copied ${report.copied} files from ${storage.uploadsDir} to s3://${storage.bucket}; ${report.alreadyThere} were already there.`,
    );
    for (const key of report.skipped) context.print(`Left out (not a stored file): ${key}`);
    return 0;
  } finally {
    bucket.close();
  }
}

const USAGE = `Usage:
  npm run cli -- migrate                 apply database migrations and exit
  npm run cli -- admin grant <email>     make the user with this e-mail an administrator
  npm run cli -- admin revoke <email>    take administrator rights away
  npm run cli -- subscription grant <email> <cards>
                                         give a complimentary active subscription of <cards> cards for a year
  npm run cli -- storage copy-to-s3      copy the local uploads folder into the S3 bucket (S3_*); safe to run again`;

export interface CliContext {
  config: Config;
  openDatabase: () => Promise<DatabaseHandle>;
  print: (line: string) => void;
}

/**
 * Opens the database, finds the user with a completed profile and this address, and prints what
 * `act` did to them; exit code 1 when there is no such user.
 */
async function onProfile(
  context: CliContext,
  email: string,
  act: (db: Database, profile: ProfileRow) => Promise<string>,
): Promise<number> {
  const database = await context.openDatabase();
  try {
    const profile = await findProfileByEmail(database.db, email);
    if (!profile) {
      context.print(`No user with a completed profile has the e-mail ${email}.`);
      return 1;
    }
    context.print(await act(database.db, profile));
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * Operator commands against a database: the CLI's own connection, or (embedded PGlite) the running
 * server's, asked over the operator channel (operator/channel.ts). Returns the exit code.
 */
export async function runCli(argv: string[], context: CliContext): Promise<number> {
  const [command, action, email] = argv;
  if (command === 'migrate') {
    const database = await context.openDatabase();
    await database.close();
    context.print(`migrations applied (${database.kind})`);
    return 0;
  }
  if (command === 'admin' && (action === 'grant' || action === 'revoke') && email) {
    return onProfile(context, email, async (db, profile) => {
      await saveAdminRole(db, CLI_ACTOR, profile, action === 'grant');
      const fromEnv = context.config.auth.adminEmails.includes(profile.email.toLowerCase());
      return action === 'grant'
        ? `${profile.email} is now an administrator.`
        : `${profile.email} is no longer an administrator${fromEnv ? ' (but ADMIN_EMAILS still lists it)' : ''}.`;
    });
  }
  if (command === 'subscription' && action === 'grant' && email) {
    const cards = Number(argv[3]);
    if (!Number.isInteger(cards) || cards < 1 || cards > 1000) {
      context.print('The number of cards must be a whole number from 1 to 1000.');
      return 1;
    }
    return onProfile(context, email, async (db, profile) => {
      await grantComplimentarySubscription(db, CLI_ACTOR, profile, cards);
      return `${profile.email} now has an active subscription for ${cards} cards.`;
    });
  }
  if (command === 'storage' && action === 'copy-to-s3') return copyToS3(context);
  context.print(USAGE);
  return command ? 1 : 0;
}
