import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayWallet,
  THROWAWAY_ISSUER_ID,
  type ThrowawayWallet,
} from '../../../../../tests/support/fakes/throwaway-ca';
import type { Config } from '../../../config';
import { loadWalletKeys } from './keys';

/** The wallet keys' boot checks, on keys from a throw-away authority (tests/support/fakes). */
describe('loadWalletKeys', () => {
  let wallet: ThrowawayWallet;
  let config: Config['wallet'];

  beforeAll(async () => {
    wallet = await createThrowawayWallet();
    const e = wallet.env;
    config = {
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
    };
  });
  afterAll(() => wallet.remove());

  const appleProblems = (apple: Partial<Config['wallet']['apple']>, now?: Date) => {
    const setup = loadWalletKeys({ ...config, apple: { ...config.apple, ...apple } }, now).apple;
    return setup.ready ? [] : setup.problems;
  };

  it('accepts a complete set, and keeps the Apple key decrypted in memory only', () => {
    const keys = loadWalletKeys(config);
    expect(keys.apple.ready && keys.apple.keys.keyPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(keys.google.ready && keys.google.keys.issuerId).toBe(THROWAWAY_ISSUER_ID);
  });

  it('is off without a word when nothing is set', () => {
    expect(loadWalletKeys({ apple: {}, google: {} })).toEqual({
      apple: { ready: false, problems: [], reasons: [] },
      google: { ready: false, problems: [], reasons: [] },
    });
  });

  it('names what is missing from a partial set', () => {
    expect(loadWalletKeys({ apple: { teamId: 'TEAM123456' }, google: {} }).apple).toEqual({
      ready: false,
      problems: [
        'APPLE_PASS_TYPE_ID: not set',
        'APPLE_PASS_CERT: not set',
        'APPLE_PASS_KEY: not set',
        'APPLE_WWDR_CERT: not set',
      ],
      // The same, for the reader's language (the Site set-up's `admin.setup.problem.*`).
      reasons: ['APPLE_PASS_TYPE_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'].map(
        (variable) => ({ code: 'notSet', values: { variable } }),
      ),
    });
  });

  it('refuses an expired certificate, a foreign WWDR, another Pass Type ID and a bad team id', () => {
    const inTenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    expect(appleProblems({}, inTenDays)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^APPLE_PASS_CERT: expired on /)]),
    );
    expect(appleProblems({ wwdrCert: wallet.caPath })).toEqual([
      'APPLE_WWDR_CERT: did not issue APPLE_PASS_CERT',
    ]);
    expect(appleProblems({ passTypeId: 'pass.other.cards' })).toEqual([
      'APPLE_PASS_TYPE_ID: differs from the one APPLE_PASS_CERT was issued for',
    ]);
    expect(appleProblems({ teamId: 'team' })).toEqual([
      'APPLE_TEAM_ID: must be the 10-character team identifier',
    ]);
    expect(appleProblems({ keyPassphrase: undefined })).toEqual([
      'APPLE_PASS_KEY_PASSPHRASE: required, APPLE_PASS_KEY is encrypted',
    ]);
    expect(appleProblems({ cert: '/no/such/file.pem' })).toEqual([
      'APPLE_PASS_CERT: neither PEM text nor the path of a readable file',
    ]);
  });

  it('refuses a service account without an e-mail or with a key that is not one', () => {
    const googleProblems = (serviceAccount: object) => {
      const setup = loadWalletKeys({
        ...config,
        google: { issuerId: '1', serviceAccount: JSON.stringify(serviceAccount) },
      }).google;
      return setup.ready ? [] : setup.problems;
    };
    expect(googleProblems({ private_key: 'x' })).toEqual([
      'GOOGLE_WALLET_SERVICE_ACCOUNT: has no client_email',
    ]);
    expect(googleProblems({ client_email: 'a@b.c', private_key: 'not a key' })).toEqual([
      'GOOGLE_WALLET_SERVICE_ACCOUNT: its private_key is not an RSA private key',
    ]);
  });
});
