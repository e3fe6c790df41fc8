import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadWalletKeys } from '../share';
import { setupWordsIn, siteSetupOf } from './site-setup';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/cardvault-site-setup' };

/** The set-up as an admin reads it, for an environment as an operator writes it. */
const setupOf = (env: Record<string, string>) => {
  const config = loadConfig({ ...base, ...env });
  return siteSetupOf(config, loadWalletKeys(config.wallet));
};

const byArea = (env: Record<string, string>) =>
  Object.fromEntries(setupOf(env).items.map((item) => [item.area, item]));

describe('the admin console’s site set-up', () => {
  it('says which areas run on the built-in defaults and which are not set up, nothing configured', () => {
    const areas = byArea({});
    expect(Object.keys(areas)).toEqual([
      'site-address',
      'mail',
      'billing',
      'storage',
      'database',
      'sign-in',
      'apple-wallet',
      'google-wallet',
    ]);
    expect(areas['site-address']).toMatchObject({
      state: 'default',
      variables: ['PUBLIC_URL', 'TRUSTED_ORIGINS'],
    });
    expect(areas.mail).toMatchObject({ state: 'default' });
    expect(areas.mail?.summary).toContain('/dev/mailbox');
    expect(areas.billing).toMatchObject({ state: 'default' });
    expect(areas.storage).toMatchObject({ state: 'default' });
    expect(areas.database).toMatchObject({ state: 'default' });
    expect(areas['sign-in']).toMatchObject({
      state: 'default',
      summary: 'E-mail and password only.',
    });
    expect(areas['apple-wallet']).toMatchObject({ state: 'off', problems: [] });
    expect(areas['apple-wallet']?.variables).toContain('APPLE_PASS_CERT');
    expect(areas['apple-wallet']?.docs).toContain('docs/product.md#share-wallet');
    expect(areas['google-wallet']).toMatchObject({ state: 'off' });
    expect(areas['google-wallet']?.action).toBe(
      'Set GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT, then restart the server.',
    );
    expect(areas['apple-wallet']?.action).toBe(
      'Set APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY, and APPLE_WWDR_CERT (and APPLE_PASS_KEY_PASSPHRASE for an encrypted key), then restart the server.',
    );
  });

  it('reports what is configured without ever showing a value that may be a secret', () => {
    const secrets = {
      SMTP_URL: 'smtps://mailer:smtp-Pa55word@smtp.example.com:465',
      STRIPE_SECRET_KEY: 'sk_live_very_secret_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_very_secret',
      S3_ACCESS_KEY_ID: 'AKIA-key-id-value',
      S3_SECRET_ACCESS_KEY: 's3-secret-access-key-value',
      AUTH_SECRET: 'an-auth-secret-that-is-long-enough-to-pass',
      GITHUB_CLIENT_SECRET: 'github-client-secret-value',
      APPLE_PASS_KEY_PASSPHRASE: 'apple-passphrase-value',
      APPLE_PASS_KEY: '-----BEGIN PRIVATE KEY-----\\nnot-a-real-key\\n-----END PRIVATE KEY-----',
    };
    const setup = setupOf({
      ...secrets,
      PUBLIC_URL: 'https://cards.example.com',
      MAIL_FROM: 'Cards <cards@example.com>',
      BILLING_PROVIDER: 'stripe',
      STRIPE_PRICE_ID: 'price_123',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'cards-bucket',
      GITHUB_CLIENT_ID: 'github-id',
      APPLE_PASS_TYPE_ID: 'pass.com.example.cards',
    });
    const text = JSON.stringify(setup);
    for (const [name, value] of Object.entries(secrets)) {
      expect(text, name).not.toContain(value);
    }
    expect(text).not.toContain('smtp-Pa55word');
    expect(text).not.toContain('not-a-real-key');

    const areas = Object.fromEntries(setup.items.map((item) => [item.area, item]));
    expect(areas['site-address']).toMatchObject({ state: 'ready' });
    expect(areas['site-address']?.summary).toContain('https://cards.example.com');
    expect(areas.mail).toMatchObject({ state: 'ready', action: null, problems: [] });
    expect(areas.mail?.summary).toContain('cards@example.com');
    expect(areas.billing).toMatchObject({ state: 'ready', summary: 'Payments go through Stripe.' });
    expect(areas.storage).toMatchObject({ state: 'ready' });
    expect(areas.storage?.summary).toContain('cards-bucket');
    expect(areas['sign-in']).toMatchObject({
      state: 'ready',
      summary: 'E-mail and password, and GitHub.',
    });
    // A partial Apple set: each missing variable named, as the start-up warning names it.
    expect(areas['apple-wallet']).toMatchObject({ state: 'problem' });
    expect(areas['apple-wallet']?.problems).toEqual(
      expect.arrayContaining(['APPLE_TEAM_ID: not set', 'APPLE_PASS_CERT: not set']),
    );
  });

  it('flags real mail without PUBLIC_URL: mail from jobs would link to this machine', () => {
    const areas = byArea({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(areas.mail).toMatchObject({ state: 'problem', action: 'Set PUBLIC_URL as well.' });
    expect(areas.mail?.problems[0]).toContain('SMTP_URL is set without PUBLIC_URL');
  });
});

describe('the site set-up in the admin’s language', () => {
  const env = { PUBLIC_URL: 'https://cards.example.com' };
  const inLanguage = async (language: 'en' | 'ar' | 'ja') => {
    const config = loadConfig({ ...base, ...env });
    return siteSetupOf(config, loadWalletKeys(config.wallet), await setupWordsIn(language));
  };

  it('is word for word the English set-up in English', async () => {
    expect(await inLanguage('en')).toEqual(setupOf(env));
  });

  it('says every title, summary and action in Arabic and Japanese, names and addresses kept', async () => {
    const english = setupOf(env).items;
    for (const language of ['ar', 'ja'] as const) {
      const items = (await inLanguage(language)).items;
      items.forEach((item, index) => {
        const source = english[index];
        expect(item.area).toBe(source?.area);
        expect(item.state).toBe(source?.state);
        expect(item.variables).toEqual(source?.variables);
        expect(item.title, item.area).not.toBe(source?.title);
        expect(item.summary, item.area).not.toBe(source?.summary);
        if (source?.action) expect(item.action, item.area).not.toBe(source.action);
        // No English sentence is left: what remains in Latin letters is a name or an address.
        expect(`${item.title} ${item.summary} ${item.action ?? ''}`).not.toMatch(
          /\b(the|and|set up|restart)\b/i,
        );
      });
    }
    const arabic = (await inLanguage('ar')).items;
    expect(arabic[0]?.summary).toContain('\u2068https://cards.example.com\u2069');
    const japanese = (await inLanguage('ja')).items;
    expect(japanese.find((item) => item.area === 'apple-wallet')?.title).toBe(
      'Apple Wallet のパス',
    );
  });
});

describe('what the site set-up finds wrong, in the admin’s language', () => {
  const env = {
    SMTP_URL: 'smtp://127.0.0.1:2525',
    GITHUB_CLIENT_ID: 'github-id',
    GITHUB_CLIENT_SECRET: 'github-secret',
    GOOGLE_CLIENT_ID: 'google-id',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    APPLE_TEAM_ID: 'not-a-team',
    GOOGLE_WALLET_ISSUER_ID: 'abc',
    GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email": "nobody"}',
  };
  const areasIn = async (language: 'en' | 'ar' | 'ja') => {
    const config = loadConfig({ ...base, ...env });
    const setup = siteSetupOf(config, loadWalletKeys(config.wallet), await setupWordsIn(language));
    return Object.fromEntries(setup.items.map((item) => [item.area, item]));
  };

  it('keeps the checks’ English word for word, the providers joined by commas', async () => {
    const areas = await areasIn('en');
    expect(areas['sign-in']?.summary).toBe('E-mail and password, and Google, GitHub.');
    expect(areas['apple-wallet']?.problems).toContain('APPLE_PASS_CERT: not set');
    expect(areas['google-wallet']?.problems).toEqual([
      'GOOGLE_WALLET_ISSUER_ID: must be digits',
      'GOOGLE_WALLET_SERVICE_ACCOUNT: has no client_email',
    ]);
    expect(areas.mail?.problems[0]).toMatch(/^SMTP_URL is set without PUBLIC_URL/);
  });

  it('says each problem in Arabic and Japanese, variables isolated, providers listed the language’s way', async () => {
    const arabic = await areasIn('ar');
    expect(arabic['sign-in']?.summary).toBe(
      'البريد الإلكتروني وكلمة المرور، و\u2068Google وGitHub\u2069.',
    );
    expect(arabic['apple-wallet']?.problems).toContain('\u2068APPLE_PASS_CERT\u2069: غير مضبوط');
    expect(arabic['google-wallet']?.problems).toEqual([
      '\u2068GOOGLE_WALLET_ISSUER_ID\u2069: يجب أن يتكون من أرقام فقط',
      '\u2068GOOGLE_WALLET_SERVICE_ACCOUNT\u2069: لا يحتوي على client_email',
    ]);
    expect(arabic.mail?.problems[0]).toMatch(/^SMTP_URL مضبوط دون PUBLIC_URL/);

    const japanese = await areasIn('ja');
    expect(japanese['sign-in']?.summary).toBe('メールとパスワード、および Google、GitHub。');
    expect(japanese['apple-wallet']?.problems).toContain('APPLE_PASS_CERT: 未設定です');
    expect(japanese['google-wallet']?.problems[0]).toBe(
      'GOOGLE_WALLET_ISSUER_ID: 数字のみで指定してください',
    );
    expect(japanese.mail?.problems[0]).toMatch(/^SMTP_URL が PUBLIC_URL なしで設定されています。/);
  });
});
