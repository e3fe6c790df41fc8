import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '../shared/public-config';
import { isLoopbackHost } from './lib/loopback';
import { parseAllowedNetworks, type AllowedNetworks } from './lib/allowed-networks';
import type { PasswordHashing } from './plugins/auth/password-hashing';
import type { S3StorageConfig } from './plugins/storage/s3-storage';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const port = z.coerce.number().int().min(0).max(65535);
const positiveNumber = z.coerce.number().positive();

/**
 * Which proxies in front of the server are trusted to say who the client is (X-Forwarded-For):
 * none (false), the nearest N hops (a number; `true` means 1), or the listed proxy addresses and
 * CIDR ranges (and proxy-addr's names loopback, linklocal, uniquelocal). Trusting every hop would
 * let a client choose its own address. docs/decisions/0008 has the reasons.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (value: string): boolean => {
  if (PROXY_NAMES.has(value) || isIP(value) !== 0) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) {
    return false;
  }
  return Number(prefix) <= (version === 4 ? 32 : 128);
};

const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .optional()
    .transform((value, context): TrustProxy => {
      if (value === undefined || value === 'false' || value === '0') return false;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value) && Number(value) <= 32) return Number(value);
      const list = value.split(',').map((item) => item.trim());
      if (list.every(isProxyAddress)) return list;
      context.addIssue({
        code: 'custom',
        message:
          'must be false, a number of proxy hops (true means 1), or a comma-separated list of proxy addresses or CIDR ranges',
      });
      return z.NEVER;
    }),
);

/** `ip`, `ipv4:port` or `[ipv6]:port`: what node's resolver accepts as a server. */
function isDnsServer(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  const withPort = /^([^:]+):(\d{1,5})$/.exec(value);
  const [address, port] = bracketed
    ? [bracketed[1] ?? '', bracketed[2]]
    : withPort
      ? [withPort[1] ?? '', withPort[2]]
      : [value, undefined];
  if (bracketed && isIP(address) !== 6) return false;
  if (isIP(address) === 0) return false;
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/**
 * An ISO 4217 currency code (EUR, usd), stored in capitals. The list is the runtime's own (ICU),
 * the one the browser's Intl.NumberFormat formats with.
 */
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const currencyCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((code) => KNOWN_CURRENCIES.has(code), {
    message: 'must be an ISO 4217 currency code such as USD, EUR or AUD',
  });

const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
);

/**
 * Every environment variable the server reads, with its embedded default. `.env.example` lists
 * the same names with the same defaults (config.test.ts fails when the two differ).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  TRUST_PROXY: trustProxySchema,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(16),
  BODY_LIMIT_KB: z.coerce.number().int().min(1).default(256),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('CardVault <no-reply@cardvault.local>'),
  SUPPORT_INBOX: z.preprocess(emptyToUndefined, z.email().optional()),
  MAX_FILE_SIZE: positiveNumber.default(2),
  SUPPORT_MAX_ATTACHMENT_SIZE: positiveNumber.default(5),
  SUPPORT_MAX_ATTACHMENTS: z.coerce.number().int().min(0).max(20).default(3),
  SUPPORT_ALLOWED_MIME_TYPES: z
    .string()
    .regex(
      /^\s*[\w.+-]+\/[\w.+*-]+(\s*,\s*[\w.+-]+\/[\w.+*-]+)*\s*$/,
      'must be a comma-separated list of MIME types',
    )
    .default('image/*'),
  JOBS_ENABLED: booleanFlag.default(true),
  ANALYTICS_ENABLED: booleanFlag.default(true),
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(50).max(300_000).default(10_000),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters (openssl rand -base64 48)').optional(),
  ),
  TRUSTED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine(
        (value) =>
          (value ?? '')
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
            .every((item) => /^https?:\/\/[^/]+\/?$/.test(item) && URL.canParse(item)),
        'must be a comma-separated list of origins such as https://cards.example.com',
      ),
  ),
  ADMIN_EMAILS: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().min(1).max(40).default('OpenID'),
  AUTH_LINKING_PROVIDERS: z
    .string()
    .regex(
      /^\s*((google|github|oidc)(\s*,\s*(google|github|oidc))*)?\s*$/,
      'must be a comma-separated list of google, github, oidc (or empty)',
    )
    .default('google,github'),
  AUTH_RESPONSE_FLOOR_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  AUTH_PASSWORD_HASHING: z.enum(['standard', 'fast-for-tests']).default('standard'),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(8),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  MAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(10),
  SUPPORT_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  SUPPORT_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  UPLOAD_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(60),
  DRAWING_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  LEADS_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  LEADS_RATE_LIMIT_PER_CARD: z.coerce.number().int().min(1).default(100),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  BILLING_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  PRICE_PER_CARD_YEAR: z.coerce.number().min(0).max(10_000).default(11.88),
  CURRENCY: z.preprocess(emptyToUndefined, currencyCode.default('USD')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_API_BASE: optionalUrl,
  RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  PUBLIC_CARD_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  WEB_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  WEBHOOK_ALLOWED_NETWORKS: z
    .string()
    .optional()
    .transform((value, context) => {
      const { allowed, problems } = parseAllowedNetworks(value ?? '');
      for (const message of problems) context.addIssue({ code: 'custom', message });
      return allowed;
    }),
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((value, context) => {
      const servers = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      for (const server of servers.filter((item) => !isDnsServer(item))) {
        context.addIssue({
          code: 'custom',
          message: `${server} is not an IP address with an optional port (1.1.1.1, 127.0.0.1:5353, [2001:db8::1]:53)`,
        });
      }
      return servers;
    }),
  // Wallet passes (docs/product.md#share-wallet): PEM or JSON text, or a file path. Checked when
  // the wallet module starts, not here: a broken key turns the feature off, not the server.
  APPLE_PASS_TYPE_ID: optionalString,
  APPLE_TEAM_ID: optionalString,
  APPLE_PASS_CERT: optionalString,
  APPLE_PASS_KEY: optionalString,
  APPLE_PASS_KEY_PASSPHRASE: optionalString,
  APPLE_WWDR_CERT: optionalString,
  GOOGLE_WALLET_ISSUER_ID: optionalString,
  GOOGLE_WALLET_SERVICE_ACCOUNT: optionalString,
});

/** Both halves of a credential pair, or neither. */
const pairs: [keyof Env, keyof Env][] = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
];

export type Env = z.infer<typeof envSchema>;

/** The name of every variable the server reads (what `.env.example` must list). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /**
   * The address links made without a request use (mail from jobs and webhooks, better-auth's
   * `baseURL`): PUBLIC_URL, or without it the loopback address the server listens on. Never
   * taken from a request.
   */
  publicUrl: string;
  /**
   * PUBLIC_URL was set: it (and TRUSTED_ORIGINS) is the only origin of the site. Unset, pages and
   * their links follow the address each request was sent to (`lib/request-origin.ts`,
   * docs/product.md#site-address).
   */
  publicUrlFixed: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** A request that takes this long or longer is logged in full at `warn` (lib/request-log.ts). */
  logSlowRequestMs: number;
  trustProxy: TrustProxy;
  dataDir: string;
  database:
    | { kind: 'pglite'; dataDir: string; sharedBuffersMb: number }
    | { kind: 'postgres'; url: string; poolSize: number };
  bodyLimitBytes: number;
  storage: { driver: 'local'; uploadsDir: string } | S3StorageConfig;
  mail:
    | { driver: 'smtp'; url: string; from: string }
    | { driver: 'local'; outboxDir: string; from: string };
  /** The public configuration but for the site's address, which each request's answer adds. */
  publicConfig: Omit<PublicConfig, 'SITE_ORIGIN' | 'SITE_LOCAL_TO'>;
  jobsEnabled: boolean;
  /** Insights counting (docs/product.md#insights): on, and how often each process writes. */
  analytics: { enabled: boolean; flushMs: number };
  /** How long a public card may be served from memory (other instances see edits that late). */
  publicCardCacheMs: number;
  /**
   * Server processes (node:cluster workers sharing the port): WEB_CONCURRENCY, by default one per
   * CPU core with PostgreSQL and always 1 with PGlite (an embedded database is one process).
   */
  workers: number;
  auth: {
    /** Unset in the embedded mode: generated once and kept in DATA_DIR. */
    secret: string | undefined;
    trustedOrigins: string[];
    adminEmails: string[];
    google?: { clientId: string; clientSecret: string };
    github?: { clientId: string; clientSecret: string };
    oidc?: { issuer: string; clientId: string; clientSecret: string; name: string };
    /**
     * External providers whose verified address may sign in to an existing account with that
     * address (and so link to it). Unverified addresses are never linked.
     */
    linkingProviders: string[];
    /**
     * The least time sign-up and the reset and verification mail requests take to answer, so
     * that an existing and a new address cannot be told apart by timing.
     */
    responseFloorMs: number;
    /** `standard` (better-auth's scrypt), or `fast-for-tests` on a loopback site only. */
    passwordHashing: PasswordHashing;
  };
  rateLimit: {
    perIp: number;
    perEmail: number;
    windowSeconds: number;
    /** Mails a stranger can have sent to one mailbox (however spelt) in a day. */
    mailsPerAddressPerDay: number;
  };
  /**
   * Contact details visitors may share (docs/product.md#leads): per client address and per card,
   * each in a window of an hour.
   */
  leads: { rateLimit: { perIp: number; perCard: number; windowSeconds: number } };
  /** Requests that carry files (card images, profile pictures), per user and window. */
  uploadRateLimit: { perUser: number; windowSeconds: number };
  /**
   * Drawings a visitor's requests may start (QR codes, home-screen icons, vCard photos not yet
   * kept), per client address and window (docs/product.md#drawing-limits).
   */
  drawingRateLimit: { perIp: number; windowSeconds: number };
  /**
   * How long a request may take to arrive in full (REQUEST_TIMEOUT_SECONDS), and how long a
   * connection may stay silent; both cut slow senders loose.
   */
  timeouts: { requestMs: number; idleMs: number };
  /**
   * The bearer token that opens /metrics to other machines (METRICS_TOKEN); without one only a
   * direct loopback request reads it.
   */
  metricsToken: string | undefined;
  support: {
    /**
     * Where confirmed support requests are delivered (reply-to is the sender): SUPPORT_INBOX, or
     * when unset the administrators' addresses, looked up at delivery (`supportInbox`).
     */
    inbox: string | undefined;
    rateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  };
  billing: {
    provider: 'local' | 'stripe';
    unitPrice: number;
    /** ISO 4217, in capitals: the currency of `unitPrice` (a Stripe price carries its own). */
    currency: string;
    retentionDays: number;
    stripe?: {
      secretKey: string;
      webhookSecret: string;
      priceId: string;
      /** Another API endpoint (a Stripe mock or proxy); the real API when unset. */
      apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
    };
  };
  /** Outbound webhook deliveries (docs/product.md#webhooks). */
  webhooks: {
    /** The most one delivery attempt may take, connecting and answering together. */
    timeoutMs: number;
    /**
     * WEBHOOK_ALLOW_PRIVATE: loopback, private and link-local addresses and plain http are allowed.
     * For test suites only (NODE_ENV=test or a loopback-only site).
     */
    allowPrivate: boolean;
    /**
     * WEBHOOK_ALLOWED_NETWORKS: networks and host names webhooks may reach although they are not
     * public (a self-hoster's LAN tools), over plain http too.
     */
    allowedNetworks: AllowedNetworks;
  };
  /**
   * The DNS servers domain verification asks (docs/product.md#verified-domains), as node's
   * resolver takes them; empty: the system's own.
   */
  dns: { servers: string[] };
  /**
   * Wallet pass keys as the environment gives them (text or a file path each), unchecked:
   * modules/share/wallet/keys.ts reads and validates them at boot.
   */
  wallet: {
    apple: {
      passTypeId?: string;
      teamId?: string;
      cert?: string;
      key?: string;
      keyPassphrase?: string;
      wwdrCert?: string;
    };
    google: { issuerId?: string; serviceAccount?: string };
  };
}

function apiBaseOf(value: string) {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/**
 * The embedded default's own address for links made without a request (mail): the loopback
 * address the server listens on, or `localhost` when it listens on every interface.
 */
function loopbackUrl(host: string, port: number): string {
  if (/^127\.\d+\.\d+\.\d+$/.test(host)) return `http://${host}:${port}`;
  if (host === '::1') return `http://[::1]:${port}`;
  return `http://localhost:${port}`;
}

/** The bare address of a From header such as `CardVault <no-reply@cardvault.local>`. */
export const addressOf = (from: string): string =>
  /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * What the test settings need that this server lacks (undefined when nothing): NODE_ENV=test, or
 * a server that only this machine reaches. A loopback HOST is not enough: a production server
 * behind a proxy on the same machine listens on loopback too, and TRUST_PROXY or an https
 * PUBLIC_URL says a proxy serves it to others.
 */
function testServerRequirement(e: Env): string | undefined {
  if (e.NODE_ENV === 'test') return undefined;
  const needs = 'it needs NODE_ENV=test, or';
  if (e.TRUST_PROXY !== false) {
    return `${needs} a server only this machine reaches (TRUST_PROXY says a proxy serves this one to others)`;
  }
  if (e.PUBLIC_URL?.startsWith('https:')) {
    return `${needs} a server only this machine reaches (an https PUBLIC_URL says a proxy serves this one to others)`;
  }
  if (isLoopbackHost(e.HOST) && (!e.PUBLIC_URL || isLoopbackHost(new URL(e.PUBLIC_URL).hostname))) {
    return undefined;
  }
  return `${needs} a loopback HOST and PUBLIC_URL (e.g. HOST=127.0.0.1)`;
}

/** Reads and validates the environment once; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      return `${name}: ${issue.message} (got ${JSON.stringify(env[name] ?? null)})`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const problems: string[] = [];
  for (const [a, b] of pairs) {
    if (Boolean(e[a]) !== Boolean(e[b]))
      problems.push(`${e[a] ? b : a}: required when ${e[a] ? a : b} is set`);
  }
  if ((e.OIDC_ISSUER ? 1 : 0) !== (e.OIDC_CLIENT_ID ? 1 : 0)) {
    problems.push(
      `${e.OIDC_ISSUER ? 'OIDC_CLIENT_ID' : 'OIDC_ISSUER'}: required for OpenID Connect sign-in`,
    );
  }
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    problems.push('S3_BUCKET: required with STORAGE_DRIVER=s3');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required with the other (or neither, for the SDK's own credentials)`,
    );
  }
  if (e.DATABASE_URL && !e.AUTH_SECRET) {
    problems.push(
      'AUTH_SECRET: required with DATABASE_URL, so that every instance signs sessions alike',
    );
  }
  if (!e.DATABASE_URL && e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1) {
    problems.push(
      'WEB_CONCURRENCY: must be 1 without DATABASE_URL (PGlite is embedded in one process)',
    );
  }
  if (e.BILLING_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
      if (!e[name]) problems.push(`${name}: required when BILLING_PROVIDER is stripe`);
    }
  }
  const testServer = testServerRequirement(e);
  if (e.AUTH_PASSWORD_HASHING === 'fast-for-tests' && testServer) {
    problems.push(`AUTH_PASSWORD_HASHING: fast-for-tests is for test suites only; ${testServer}`);
  }
  if (e.WEBHOOK_ALLOW_PRIVATE && testServer) {
    problems.push(
      `WEBHOOK_ALLOW_PRIVATE: lets webhooks reach private addresses, for test suites only; ${testServer}`,
    );
  }
  if (problems.length) throw new ConfigError(problems);
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? loopbackUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    publicUrlFixed: e.PUBLIC_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    logSlowRequestMs: e.LOG_SLOW_REQUEST_MS,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : {
          kind: 'pglite',
          dataDir: path.join(dataDir, 'pgdata'),
          sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
        },
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            // Where `npm run cli -- storage copy-to-s3` copies from.
            uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
            // Checked below: STORAGE_DRIVER=s3 needs a bucket.
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicBaseUrl: e.S3_PUBLIC_BASE_URL,
          }
        : {
            driver: 'local',
            uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
          },
    mail: e.SMTP_URL
      ? { driver: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
      : { driver: 'local', outboxDir: path.join(dataDir, 'outbox'), from: e.MAIL_FROM },
    publicConfig: {
      MAX_FILE_SIZE: e.MAX_FILE_SIZE,
      SUPPORT_MAX_ATTACHMENT_SIZE: e.SUPPORT_MAX_ATTACHMENT_SIZE,
      SUPPORT_MAX_ATTACHMENTS: e.SUPPORT_MAX_ATTACHMENTS,
      SUPPORT_ALLOWED_MIME_TYPES: e.SUPPORT_ALLOWED_MIME_TYPES.split(',')
        .map((type) => type.trim())
        .join(','),
      RETENTION_DAYS: e.RETENTION_DAYS,
    },
    jobsEnabled: e.JOBS_ENABLED,
    analytics: { enabled: e.ANALYTICS_ENABLED, flushMs: e.ANALYTICS_FLUSH_MS },
    publicCardCacheMs: e.PUBLIC_CARD_CACHE_SECONDS * 1000,
    workers: e.DATABASE_URL ? (e.WEB_CONCURRENCY ?? os.availableParallelism()) : 1,
    auth: {
      secret: e.AUTH_SECRET,
      trustedOrigins: list(e.TRUSTED_ORIGINS).map((origin) => new URL(origin).origin),
      adminEmails: list(e.ADMIN_EMAILS).map((email) => email.toLowerCase()),
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
      github:
        e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
          ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET }
          : undefined,
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? {
              issuer: e.OIDC_ISSUER.replace(/\/+$/, ''),
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              name: e.OIDC_NAME,
            }
          : undefined,
      linkingProviders: list(e.AUTH_LINKING_PROVIDERS),
      responseFloorMs: e.AUTH_RESPONSE_FLOOR_MS,
      passwordHashing: e.AUTH_PASSWORD_HASHING,
    },
    billing: {
      provider: e.BILLING_PROVIDER,
      unitPrice: e.PRICE_PER_CARD_YEAR,
      currency: e.CURRENCY,
      retentionDays: e.RETENTION_DAYS,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              priceId: e.STRIPE_PRICE_ID,
              apiBase: e.STRIPE_API_BASE ? apiBaseOf(e.STRIPE_API_BASE) : undefined,
            }
          : undefined,
    },
    rateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds: e.RATE_LIMIT_WINDOW_MINUTES * 60,
      mailsPerAddressPerDay: e.MAILS_PER_ADDRESS_PER_DAY,
    },
    leads: {
      rateLimit: {
        perIp: e.LEADS_RATE_LIMIT_PER_IP,
        perCard: e.LEADS_RATE_LIMIT_PER_CARD,
        windowSeconds: 60 * 60,
      },
    },
    uploadRateLimit: {
      perUser: e.UPLOAD_RATE_LIMIT_PER_USER,
      windowSeconds: e.RATE_LIMIT_WINDOW_MINUTES * 60,
    },
    drawingRateLimit: {
      perIp: e.DRAWING_RATE_LIMIT_PER_IP,
      windowSeconds: e.RATE_LIMIT_WINDOW_MINUTES * 60,
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleMs: Math.min(30, e.REQUEST_TIMEOUT_SECONDS) * 1000,
    },
    webhooks: {
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
      allowedNetworks: e.WEBHOOK_ALLOWED_NETWORKS,
    },
    dns: { servers: e.DNS_SERVERS },
    wallet: {
      apple: {
        passTypeId: e.APPLE_PASS_TYPE_ID,
        teamId: e.APPLE_TEAM_ID,
        cert: e.APPLE_PASS_CERT,
        key: e.APPLE_PASS_KEY,
        keyPassphrase: e.APPLE_PASS_KEY_PASSPHRASE,
        wwdrCert: e.APPLE_WWDR_CERT,
      },
      google: {
        issuerId: e.GOOGLE_WALLET_ISSUER_ID,
        serviceAccount: e.GOOGLE_WALLET_SERVICE_ACCOUNT,
      },
    },
    support: {
      inbox: e.SUPPORT_INBOX,
      rateLimit: {
        perIp: e.SUPPORT_RATE_LIMIT_PER_IP,
        perEmail: e.SUPPORT_RATE_LIMIT_PER_EMAIL,
        windowSeconds: e.RATE_LIMIT_WINDOW_MINUTES * 60,
      },
    },
  };
}
