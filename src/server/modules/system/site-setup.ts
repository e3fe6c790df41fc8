import type { Config } from '../../config';
import { mailAddressWarning } from '../../lib/addresses-to-open';
import type { WalletKeys, WalletSetup } from '../share';
import type { SiteSetup, SiteSetupItem } from '../../../shared/site-setup';
import { APPLE_WALLET_VARIABLES, GOOGLE_WALLET_VARIABLES } from '../../../shared/wallet';

/**
 * The admin console's Site set-up (docs/product.md#site-setup): each area of the configuration as
 * this server runs it, in words. Built from the validated configuration, never from the raw
 * environment, and it names variables without their values: SMTP_URL, DATABASE_URL and the keys
 * carry passwords.
 */

const PRODUCTION = 'README.md#run-in-production';
const AND = new Intl.ListFormat('en', { type: 'conjunction' });
const PASSPHRASE = 'APPLE_PASS_KEY_PASSPHRASE';

/** What an area says whatever its state. */
type Area = Pick<SiteSetupItem, 'area' | 'title' | 'variables' | 'docs'>;

function siteAddress(config: Config): SiteSetupItem {
  const base: Area & Pick<SiteSetupItem, 'problems'> = {
    area: 'site-address',
    title: 'Site address',
    variables: ['PUBLIC_URL', 'TRUSTED_ORIGINS'],
    problems: [],
    docs: ['docs/product.md#site-address', PRODUCTION],
  };
  if (config.publicUrlFixed) {
    return {
      ...base,
      state: 'ready',
      summary: `The site is at ${config.publicUrl}: pages, QR codes, passes and mailed links use this address.`,
      action: null,
    };
  }
  return {
    ...base,
    state: 'default',
    summary: `Not set: pages and QR codes use the address each page is opened at, and mail sent by background jobs links to ${config.publicUrl}.`,
    action:
      'Set PUBLIC_URL to the address people open (for example https://cards.example.com) and restart the server.',
  };
}

function mail(config: Config): SiteSetupItem {
  const base: Area = {
    area: 'mail',
    title: 'Mail',
    variables: ['SMTP_URL', 'MAIL_FROM', 'SUPPORT_INBOX'],
    docs: ['docs/product.md#dev-mailbox', PRODUCTION],
  };
  if (config.mail.driver === 'local') {
    return {
      ...base,
      state: 'default',
      summary:
        'Mail is not sent: it stays on this server, in the local mailbox at /dev/mailbox, which admins can open.',
      action:
        'Set SMTP_URL (smtp:// or smtps://, with the account in it) and MAIL_FROM to send it.',
      problems: [],
    };
  }
  const warning = mailAddressWarning(config);
  return {
    ...base,
    state: warning ? 'problem' : 'ready',
    summary: `Mail is sent through the SMTP server of SMTP_URL, from ${config.mail.from}.`,
    action: warning ? 'Set PUBLIC_URL as well.' : null,
    problems: warning ? [warning] : [],
  };
}

function billing(config: Config): SiteSetupItem {
  const base: Area & Pick<SiteSetupItem, 'problems'> = {
    area: 'billing',
    title: 'Payments',
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
      summary: 'Payments go through Stripe.',
      action: null,
    };
  }
  return {
    ...base,
    state: 'default',
    summary:
      'The local test checkout and portal: subscriptions start without payment and no money moves.',
    action:
      'Set BILLING_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET to take payments.',
  };
}

function storage(config: Config): SiteSetupItem {
  const base: Area & Pick<SiteSetupItem, 'problems'> = {
    area: 'storage',
    title: 'File storage',
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
      summary: `Uploads are kept in the S3-compatible bucket ${config.storage.bucket}.`,
      action: null,
    };
  }
  return {
    ...base,
    state: 'default',
    summary: 'Uploads are kept in a folder on this server.',
    action:
      'For several servers, set STORAGE_DRIVER=s3 and the S3_* variables (npm run cli -- storage copy-to-s3 moves what is there).',
  };
}

function database(config: Config): SiteSetupItem {
  const base: Area & Pick<SiteSetupItem, 'problems'> = {
    area: 'database',
    title: 'Database',
    variables: ['DATABASE_URL', 'AUTH_SECRET'],
    problems: [],
    docs: ['docs/deploy.md', PRODUCTION],
  };
  if (config.database.kind === 'postgres') {
    return {
      ...base,
      state: 'ready',
      summary: 'PostgreSQL, at DATABASE_URL.',
      action: null,
    };
  }
  return {
    ...base,
    state: 'default',
    summary: 'The embedded database (PGlite) in the data folder, for one server process.',
    action: 'To run several servers, set DATABASE_URL to a PostgreSQL server and AUTH_SECRET.',
  };
}

function signIn(config: Config): SiteSetupItem {
  const providers = [
    config.auth.google ? 'Google' : undefined,
    config.auth.github ? 'GitHub' : undefined,
    config.auth.oidc ? config.auth.oidc.name : undefined,
  ].filter((name) => name !== undefined);
  return {
    area: 'sign-in',
    title: 'Sign-in providers',
    state: providers.length ? 'ready' : 'default',
    summary: providers.length
      ? `E-mail and password, and ${providers.join(', ')}.`
      : 'E-mail and password only.',
    action: providers.length
      ? null
      : 'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, or OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for a button each.',
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
): SiteSetupItem {
  const base: Area = {
    area,
    title: `${name} passes`,
    variables: [...variables],
    docs: ['docs/product.md#share-wallet', '.env.example'],
  };
  if (setup.ready) {
    return {
      ...base,
      state: 'ready',
      summary: `Owners can add their cards to ${name}.`,
      action: null,
      problems: [],
    };
  }
  const set = setup.problems.length > 0;
  return {
    ...base,
    state: set ? 'problem' : 'off',
    summary: set
      ? `Set, but not working: owners see no ${name} button.`
      : `Not set up: owners see no ${name} button.`,
    action: set
      ? 'Fix what is listed below and restart the server.'
      : `Set ${AND.format(variables.filter((name) => name !== PASSPHRASE))}${variables.includes(PASSPHRASE) ? ` (and ${PASSPHRASE} for an encrypted key)` : ''}, then restart the server.`,
    problems: setup.problems,
  };
}

export function siteSetupOf(config: Config, walletKeys: WalletKeys): SiteSetup {
  return {
    items: [
      siteAddress(config),
      mail(config),
      billing(config),
      storage(config),
      database(config),
      signIn(config),
      wallet('apple-wallet', 'Apple Wallet', walletKeys.apple, APPLE_WALLET_VARIABLES),
      wallet('google-wallet', 'Google Wallet', walletKeys.google, GOOGLE_WALLET_VARIABLES),
    ],
  };
}
