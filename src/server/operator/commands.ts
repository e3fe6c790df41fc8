import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { recordAudit } from '../plugins/audit';
import { grantComplimentarySubscription } from '../modules/billing/complimentary';
import { findProfileByEmail, setAdmin } from '../modules/user/repository';

/** The audit log's actor for commands run on the server itself (no account). */
const CLI_ACTOR = { id: null, email: 'cli' };

const USAGE = `Usage:
  npm run cli -- migrate                 apply database migrations and exit
  npm run cli -- admin grant <email>     make the user with this e-mail an administrator
  npm run cli -- admin revoke <email>    take administrator rights away
  npm run cli -- subscription grant <email> <cards>
                                         give a complimentary active subscription of <cards> cards for a year`;

export interface CliContext {
  config: Config;
  openDatabase: () => Promise<DatabaseHandle>;
  print: (line: string) => void;
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
    const database = await context.openDatabase();
    try {
      const profile = await findProfileByEmail(database.db, email);
      if (!profile) {
        context.print(`No user with a completed profile has the e-mail ${email}.`);
        return 1;
      }
      await database.db.transaction(async (tx) => {
        await setAdmin(tx, profile.id, action === 'grant');
        await recordAudit(tx, CLI_ACTOR, {
          action: action === 'grant' ? 'user.grant_admin' : 'user.revoke_admin',
          targetType: 'user',
          targetId: profile.id,
          details: { email: profile.email },
        });
      });
      const fromEnv = context.config.auth.adminEmails.includes(profile.email.toLowerCase());
      context.print(
        action === 'grant'
          ? `${profile.email} is now an administrator.`
          : `${profile.email} is no longer an administrator${fromEnv ? ' (but ADMIN_EMAILS still lists it)' : ''}.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  if (command === 'subscription' && action === 'grant' && email) {
    const cards = Number(argv[3]);
    if (!Number.isInteger(cards) || cards < 1 || cards > 1000) {
      context.print('The number of cards must be a whole number from 1 to 1000.');
      return 1;
    }
    const database = await context.openDatabase();
    try {
      const profile = await findProfileByEmail(database.db, email);
      if (!profile) {
        context.print(`No user with a completed profile has the e-mail ${email}.`);
        return 1;
      }
      await database.db.transaction(async (tx) => {
        await grantComplimentarySubscription(tx, profile.id, cards);
        await recordAudit(tx, CLI_ACTOR, {
          action: 'subscription.grant',
          targetType: 'user',
          targetId: profile.id,
          details: { email: profile.email, cardAllocation: cards },
        });
      });
      context.print(`${profile.email} now has an active subscription for ${cards} cards.`);
      return 0;
    } finally {
      await database.close();
    }
  }
  context.print(USAGE);
  return command ? 1 : 0;
}
