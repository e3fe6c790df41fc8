import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs embedded with nothing configured', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/data\/pgdata$/);
    expect(config.mail.driver).toBe('local');
    expect(config.storage).toMatchObject({
      driver: 'local',
      uploadsDir: expect.stringMatching(/data\/uploads$/),
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('switches to PostgreSQL and SMTP when their URLs are set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/cards',
      SMTP_URL: 'smtp://mail:25',
      PORT: '8080',
      PUBLIC_URL: 'https://cards.example.com/',
      AUTH_SECRET: 'x'.repeat(40),
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/cards',
      poolSize: 10,
    });
    expect(config.mail).toMatchObject({ driver: 'smtp', url: 'smtp://mail:25' });
    expect(config.publicUrl).toBe('https://cards.example.com');
  });

  it('runs one server process per core on PostgreSQL, and only one on PGlite', () => {
    const postgres = { DATABASE_URL: 'postgres://db/cards', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(loadConfig(postgres).workers).toBe(os.availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '' }).workers).toBe(
      os.availableParallelism(),
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: must be 1 without DATABASE_URL/,
    );
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('requires a shared AUTH_SECRET with PostgreSQL and the Stripe keys with the Stripe driver', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/cards' })).toThrow(
      /AUTH_SECRET: required with DATABASE_URL/,
    );
    let error: unknown;
    try {
      loadConfig({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'STRIPE_WEBHOOK_SECRET: required when BILLING_PROVIDER is stripe',
      'STRIPE_PRICE_ID: required when BILLING_PROVIDER is stripe',
    ]);
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'id' })).toThrow(
      /GITHUB_CLIENT_SECRET: required when GITHUB_CLIENT_ID is set/,
    );
  });

  it('reads DNS_SERVERS as IP addresses with optional ports, and names a bad one', () => {
    expect(loadConfig({}).dns.servers).toEqual([]);
    expect(
      loadConfig({ DNS_SERVERS: ' 1.1.1.1, 127.0.0.1:5353 ,[2001:db8::1]:53,::1' }).dns.servers,
    ).toEqual(['1.1.1.1', '127.0.0.1:5353', '[2001:db8::1]:53', '::1']);
    for (const bad of ['dns.google', '127.0.0.1:0', '127.0.0.1:99999', '[1.1.1.1]:53']) {
      expect(() => loadConfig({ DNS_SERVERS: bad }), bad).toThrow(/DNS_SERVERS: .* is not an IP/);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).database.kind).toBe('pglite');
  });

  it('names every bad variable, one line each', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        MAX_FILE_SIZE: '-1',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.map((line) => line.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'MAX_FILE_SIZE',
      'PORT',
    ]);
    expect(problems.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('normalises the allowed support MIME types', () => {
    expect(
      loadConfig({ SUPPORT_ALLOWED_MIME_TYPES: 'image/png , application/pdf' }).publicConfig,
    ).toMatchObject({
      SUPPORT_ALLOWED_MIME_TYPES: 'image/png,application/pdf',
    });
    expect(() => loadConfig({ SUPPORT_ALLOWED_MIME_TYPES: 'png files' })).toThrow(ConfigError);
  });

  it('delivers support requests to SUPPORT_INBOX, by default to the admins (never MAIL_FROM)', () => {
    expect(loadConfig({}).support.inbox).toBeUndefined();
    expect(loadConfig({ MAIL_FROM: 'Team <team@example.com>' }).support.inbox).toBeUndefined();
    expect(loadConfig({ SUPPORT_INBOX: 'help@example.com' }).support.inbox).toBe(
      'help@example.com',
    );
    expect(() => loadConfig({ SUPPORT_INBOX: 'nobody' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as no proxy, a number of hops (true is one) or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
      '::1',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,', '2001:db8::/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false/);
    }
  });

  it('links only the named providers, holds auth answers to a floor and caps mails per mailbox', () => {
    const defaults = loadConfig({});
    expect(defaults.auth.linkingProviders).toEqual(['google', 'github']);
    expect(defaults.auth.responseFloorMs).toBe(500);
    expect(defaults.rateLimit.mailsPerAddressPerDay).toBe(10);
    expect(loadConfig({ AUTH_LINKING_PROVIDERS: '' }).auth.linkingProviders).toEqual([]);
    expect(loadConfig({ AUTH_LINKING_PROVIDERS: 'oidc, google' }).auth.linkingProviders).toEqual([
      'oidc',
      'google',
    ]);
    expect(() => loadConfig({ AUTH_LINKING_PROVIDERS: 'facebook' })).toThrow(
      /AUTH_LINKING_PROVIDERS: must be a comma-separated list/,
    );
  });

  it('hashes passwords the standard way unless a test suite on loopback asks for the fast way', () => {
    expect(loadConfig({}).auth.passwordHashing).toBe('standard');
    const fast = { AUTH_PASSWORD_HASHING: 'fast-for-tests' };
    expect(() => loadConfig(fast)).toThrow(/AUTH_PASSWORD_HASHING: fast-for-tests is for test/);
    expect(() =>
      loadConfig({ ...fast, HOST: '127.0.0.1', PUBLIC_URL: 'https://cards.example.com' }),
    ).toThrow(/AUTH_PASSWORD_HASHING/);
    expect(loadConfig({ ...fast, HOST: '127.0.0.1' }).auth.passwordHashing).toBe('fast-for-tests');
    expect(loadConfig({ ...fast, NODE_ENV: 'test' }).auth.passwordHashing).toBe('fast-for-tests');
  });

  it('keeps webhooks off private addresses unless a test suite on loopback allows them', () => {
    expect(loadConfig({}).webhooks).toEqual({
      timeoutMs: 5_000,
      allowPrivate: false,
      allowedNetworks: { networks: [], hostnames: [] },
    });
    const allow = { WEBHOOK_ALLOW_PRIVATE: 'true' };
    expect(() => loadConfig(allow)).toThrow(/WEBHOOK_ALLOW_PRIVATE: .*for test suites only/);
    expect(() =>
      loadConfig({ ...allow, HOST: '127.0.0.1', PUBLIC_URL: 'https://cards.example.com' }),
    ).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
    expect(loadConfig({ ...allow, HOST: '127.0.0.1' }).webhooks.allowPrivate).toBe(true);
    expect(loadConfig({ ...allow, NODE_ENV: 'test' }).webhooks.allowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOK_TIMEOUT_MS: '1500' }).webhooks.timeoutMs).toBe(1_500);
  });

  it('reads WEBHOOK_ALLOWED_NETWORKS anywhere, and stops at an entry that cannot be allowed', () => {
    const { allowedNetworks } = loadConfig({
      WEBHOOK_ALLOWED_NETWORKS: '192.168.1.0/24, n8n.lan',
      PUBLIC_URL: 'https://cards.example.com',
    }).webhooks;
    expect(allowedNetworks.networks.map((network) => network.text)).toEqual(['192.168.1.0/24']);
    expect(allowedNetworks.hostnames).toEqual(['n8n.lan']);
    expect(() =>
      loadConfig({ WEBHOOK_ALLOWED_NETWORKS: '10.0.0.0/8 169.254.169.254 *.lan' }),
    ).toThrow(
      /WEBHOOK_ALLOWED_NETWORKS: 169\.254\.169\.254: includes link-local addresses.*\nWEBHOOK_ALLOWED_NETWORKS: \*\.lan: not an IP address/,
    );
  });

  it('refuses both test settings on a loopback HOST behind a proxy (TRUST_PROXY or an https PUBLIC_URL)', () => {
    const testSettings = { AUTH_PASSWORD_HASHING: 'fast-for-tests', WEBHOOK_ALLOW_PRIVATE: 'true' };
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', ...testSettings, ...env });
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    // A production server behind a proxy on the same machine listens on loopback too.
    for (const env of <Record<string, string>[]>[
      { TRUST_PROXY: 'loopback' },
      { TRUST_PROXY: '1' },
      { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' },
      { PUBLIC_URL: 'https://localhost:8443' },
      { PUBLIC_URL: 'https://127.0.0.1' },
    ]) {
      const problems = problemsOf(env);
      expect(problems, JSON.stringify(env)).toHaveLength(2);
      expect(problems[0]).toMatch(/^AUTH_PASSWORD_HASHING: fast-for-tests is for test suites only/);
      expect(problems[1]).toMatch(/^WEBHOOK_ALLOW_PRIVATE: .*for test suites only/);
      const reason = env.TRUST_PROXY ? 'TRUST_PROXY' : 'an https PUBLIC_URL';
      for (const problem of problems) expect(problem).toContain(reason);
    }
    // The test suites themselves say so with NODE_ENV=test.
    expect(problemsOf({ NODE_ENV: 'test', TRUST_PROXY: '1' })).toEqual([]);
    expect(problemsOf({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toEqual([]);
  });

  it('prices in CURRENCY, an ISO 4217 code (USD unless set), kept in capitals', () => {
    expect(loadConfig({}).billing.currency).toBe('USD');
    expect(loadConfig({ CURRENCY: ' eur ' }).billing.currency).toBe('EUR');
    expect(loadConfig({ CURRENCY: 'AUD' }).billing.currency).toBe('AUD');
    expect(loadConfig({ CURRENCY: '' }).billing.currency).toBe('USD');
    for (const bad of ['EURO', 'XYZ', '$', 'us dollar']) {
      expect(() => loadConfig({ CURRENCY: bad })).toThrow(
        /CURRENCY: must be an ISO 4217 currency code/,
      );
    }
  });

  it('tells the browser RETENTION_DAYS', () => {
    expect(loadConfig({}).publicConfig.RETENTION_DAYS).toBe(30);
    expect(loadConfig({ RETENTION_DAYS: '7' }).publicConfig.RETENTION_DAYS).toBe(7);
  });
});

/** `NAME=value  # comment` lines of .env.example, in order (a name listed twice shows twice). */
function readEnvExample(): [string, string][] {
  const text = readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .map((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!match) throw new Error(`.env.example: not a NAME=value line: ${line}`);
      return [match[1] ?? '', (match[2] ?? '').replace(/\s+#.*$/, '').trim()];
    });
}

describe('.env.example', () => {
  const example = readEnvExample();

  it('lists every variable the server reads, each once, and no other', () => {
    const listed = example.map(([name]) => name);
    expect([...listed].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('shows the embedded defaults: its values configure the server as an empty environment does', () => {
    expect(loadConfig(Object.fromEntries(example))).toEqual(loadConfig({}));
  });
});
