import type { Config } from '../../config';
import { mailAddressWarning } from '../../lib/addresses-to-open';
import type { WalletKeys, WalletSetup } from '../share';
import type { SiteSetup, SiteSetupItem } from '../../../shared/site-setup';
import { APPLE_WALLET_VARIABLES, GOOGLE_WALLET_VARIABLES } from '../../../shared/wallet';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { mailWriterFor } from '../../lib/i18n';

/**
 * The admin console's Site set-up (docs/product.md#site-setup): each area of the configuration as
 * this server runs it, in words. Built from the validated configuration, never from the raw
 * environment, and it names variables without their values: SMTP_URL, DATABASE_URL and the keys
 * carry passwords.
 */

const PRODUCTION = 'README.md#run-in-production';
const PASSPHRASE = 'APPLE_PASS_KEY_PASSPHRASE';

/**
 * The set-up's words in the admin's language: `say` gives a sentence (English as written here, word
 * for word; another language's from the catalogue, values isolated in Arabic and Hebrew), `and`
 * joins a list, and `series` joins the sign-in providers (English with commas, as it always
 * did; another language as it lists things).
 */
export interface SetupWords {
  say: (english: string, id: MessageId, values?: Record<string, string>) => string;
  and: (items: string[]) => string;
  series: (items: string[]) => string;
}

const ENGLISH: SetupWords = {
  say: (english) => english,
  and: (items) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items),
  series: (items) => items.join(', '),
};

export async function setupWordsIn(language: Language): Promise<SetupWords> {
  if (language === DEFAULT_LANGUAGE) return ENGLISH;
  const { t } = await mailWriterFor(language);
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const and = (items: string[]) => list.format(items);
  return { say: (_english, id, values) => t(id, values), and, series: and };
}

/** What an area says whatever its state. */
type Area = Pick<SiteSetupItem, 'area' | 'title' | 'variables' | 'docs'>;

function siteAddress(config: Config, { say }: SetupWords): SiteSetupItem {
  const base: Area & Pick<SiteSetupItem, 'problems'> = {
    area: 'site-address',
    title: say('Site address', 'admin.setup.item.siteAddress.title'),
    variables: ['PUBLIC_URL', 'TRUSTED_ORIGINS'],
    problems: [],
    docs: ['docs/product.md#site-address', PRODUCTION],
  };
  if (config.publicUrlFixed) {
    return {
      ...base,
      state: 'ready',
      summary: say(
        `The site is at ${config.publicUrl}: pages, QR codes, passes and mailed links use this address.`,
        'admin.setup.item.siteAddress.ready',
        { url: config.publicUrl },
      ),
      action: null,
    };
  }
  return {
    ...base,
    state: 'default',
    summary: say(
      `Not set: pages and QR codes use the address each page is opened at, and mail sent by background jobs links to ${config.publicUrl}.`,
      'admin.setup.item.siteAddress.default',
      { url: config.publicUrl },
    ),
    action: say(
      'Set PUBLIC_URL to the address people open (for example https://cards.example.com) and restart the server.',
      'admin.setup.item.siteAddress.defaultAction',
    ),
  };
}

function mail(config: Config, { say }: SetupWords): SiteSetupItem {
  const base: Area = {
    area: 'mail',
    title: say('Mail', 'admin.setup.item.mail.title'),
    variables: ['SMTP_URL', 'MAIL_FROM', 'SUPPORT_INBOX'],
    docs: ['docs/product.md#dev-mailbox', PRODUCTION],
  };
  if (config.mail.driver === 'local') {
    return {
      ...base,
      state: 'default',
      summary: say(
        'Mail is not sent: it stays on this server, in the local mailbox at /dev/mailbox, which admins can open.',
        'admin.setup.item.mail.local',
      ),
      action: say(
        'Set SMTP_URL (smtp:// or smtps://, with the account in it) and MAIL_FROM to send it.',
        'admin.setup.item.mail.localAction',
      ),
      problems: [],
    };
  }
  const warning = mailAddressWarning(config);
  return {
    ...base,
    state: warning ? 'problem' : 'ready',
    summary: say(
      `Mail is sent through the SMTP server of SMTP_URL, from ${config.mail.from}.`,
      'admin.setup.item.mail.smtp',
      { from: config.mail.from },
    ),
    action: warning ? say('Set PUBLIC_URL as well.', 'admin.setup.item.mail.smtpAction') : null,
    problems: warning
      ? [say(warning, 'admin.setup.problem.mailAddress', { url: config.publicUrl })]
      : [],
  };
}

function billing(config: Config, { say }: SetupWords): SiteSetupItem {
  const base: Area & Pick<SiteSetupItem, 'problems'> = {
    area: 'billing',
    title: say('Payments', 'admin.setup.item.billing.title'),
    variables: [
      'BILLING_PROVIDER',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_ID',
    ],
    problems: [],
    docs: [PRODUCTION],
  };
  if (config.billing.provider === 'stripe') {
    return {
      ...base,
      state: 'ready',
      summary: say('Payments go through Stripe.', 'admin.setup.item.billing.stripe'),
      action: null,
    };
  }
  return {
    ...base,
    state: 'default',
    summary: say(
      'The local test checkout and portal: subscriptions start without payment and no money moves.',
      'admin.setup.item.billing.local',
    ),
    action: say(
      'Set BILLING_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET to take payments.',
      'admin.setup.item.billing.localAction',
    ),
  };
}

function storage(config: Config, { say }: SetupWords): SiteSetupItem {
  const base: Area & Pick<SiteSetupItem, 'problems'> = {
    area: 'storage',
    title: say('File storage', 'admin.setup.item.storage.title'),
    variables: [
      'STORAGE_DRIVER',
      'UPLOADS_DIR',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ],
    problems: [],
    docs: ['docs/product.md#object-storage', 'docs/deploy.md'],
  };
  if (config.storage.driver === 's3') {
    return {
      ...base,
      state: 'ready',
      summary: say(
        `Uploads are kept in the S3-compatible bucket ${config.storage.bucket}.`,
        'admin.setup.item.storage.s3',
        { bucket: config.storage.bucket },
      ),
      action: null,
    };
  }
  return {
    ...base,
    state: 'default',
    summary: say('Uploads are kept in a folder on this server.', 'admin.setup.item.storage.local'),
    action: say(
      'For several servers, set STORAGE_DRIVER=s3 and the S3_* variables (npm run cli -- storage copy-to-s3 moves what is there).',
      'admin.setup.item.storage.localAction',
    ),
  };
}

function database(config: Config, { say }: SetupWords): SiteSetupItem {
  const base: Area & Pick<SiteSetupItem, 'problems'> = {
    area: 'database',
    title: say('Database', 'admin.setup.item.database.title'),
    variables: ['DATABASE_URL', 'AUTH_SECRET'],
    problems: [],
    docs: ['docs/deploy.md', PRODUCTION],
  };
  if (config.database.kind === 'postgres') {
    return {
      ...base,
      state: 'ready',
      summary: say('PostgreSQL, at DATABASE_URL.', 'admin.setup.item.database.postgres'),
      action: null,
    };
  }
  return {
    ...base,
    state: 'default',
    summary: say(
      'The embedded database (PGlite) in the data folder, for one server process.',
      'admin.setup.item.database.pglite',
    ),
    action: say(
      'To run several servers, set DATABASE_URL to a PostgreSQL server and AUTH_SECRET.',
      'admin.setup.item.database.pgliteAction',
    ),
  };
}

function signIn(config: Config, { say, series }: SetupWords): SiteSetupItem {
  const providers = [
    config.auth.google ? 'Google' : undefined,
    config.auth.github ? 'GitHub' : undefined,
    config.auth.oidc ? config.auth.oidc.name : undefined,
  ].filter((name) => name !== undefined);
  return {
    area: 'sign-in',
    title: say('Sign-in providers', 'admin.setup.item.signIn.title'),
    state: providers.length ? 'ready' : 'default',
    summary: providers.length
      ? say(`E-mail and password, and ${providers.join(', ')}.`, 'admin.setup.item.signIn.some', {
          providers: series(providers),
        })
      : say('E-mail and password only.', 'admin.setup.item.signIn.none'),
    action: providers.length
      ? null
      : say(
          'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, or OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for a button each.',
          'admin.setup.item.signIn.noneAction',
        ),
    variables: [
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'GITHUB_CLIENT_ID',
      'GITHUB_CLIENT_SECRET',
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_NAME',
    ],
    problems: [],
    docs: [PRODUCTION],
  };
}

function wallet(
  area: 'apple-wallet' | 'google-wallet',
  name: string,
  setup: WalletSetup<unknown>,
  variables: readonly string[],
  { say, and }: SetupWords,
): SiteSetupItem {
  const base: Area = {
    area,
    title: say(`${name} passes`, 'admin.setup.item.wallet.title', { name }),
    variables: [...variables],
    docs: ['docs/product.md#share-wallet', '.env.example'],
  };
  if (setup.ready) {
    return {
      ...base,
      state: 'ready',
      summary: say(`Owners can add their cards to ${name}.`, 'admin.setup.item.wallet.ready', {
        name,
      }),
      action: null,
      problems: [],
    };
  }
  const set = setup.problems.length > 0;
  const listed = and(variables.filter((variable) => variable !== PASSPHRASE));
  return {
    ...base,
    state: set ? 'problem' : 'off',
    summary: set
      ? say(
          `Set, but not working: owners see no ${name} button.`,
          'admin.setup.item.wallet.broken',
          { name },
        )
      : say(`Not set up: owners see no ${name} button.`, 'admin.setup.item.wallet.off', { name }),
    action: set
      ? say(
          'Fix what is listed below and restart the server.',
          'admin.setup.item.wallet.brokenAction',
        )
      : variables.includes(PASSPHRASE)
        ? say(
            `Set ${listed} (and ${PASSPHRASE} for an encrypted key), then restart the server.`,
            'admin.setup.item.wallet.offActionPassphrase',
            { variables: listed, passphrase: PASSPHRASE },
          )
        : say(`Set ${listed}, then restart the server.`, 'admin.setup.item.wallet.offAction', {
            variables: listed,
          }),
    problems: setup.problems.map((english, index) => {
      const reason = setup.reasons[index];
      return reason ? say(english, problemId(reason.code), reason.values) : english;
    }),
  };
}

type WalletProblemCode = Extract<WalletSetup<unknown>, { ready: false }>['reasons'][number]['code'];

const problemId = (code: WalletProblemCode): MessageId => `admin.setup.problem.${code}`;

/**
 * The set-up, its sentences in the admin's language (`words`, English by default), what is wrong
 * with a variable (`problems`) too: English in the words of the check that found it.
 */
export function siteSetupOf(
  config: Config,
  walletKeys: WalletKeys,
  words: SetupWords = ENGLISH,
): SiteSetup {
  return {
    items: [
      siteAddress(config, words),
      mail(config, words),
      billing(config, words),
      storage(config, words),
      database(config, words),
      signIn(config, words),
      wallet('apple-wallet', 'Apple Wallet', walletKeys.apple, APPLE_WALLET_VARIABLES, words),
      wallet('google-wallet', 'Google Wallet', walletKeys.google, GOOGLE_WALLET_VARIABLES, words),
    ],
  };
}
