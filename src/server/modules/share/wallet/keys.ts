import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config';
import { APPLE_WALLET_VARIABLES, GOOGLE_WALLET_VARIABLES } from '../../../../shared/wallet';

/**
 * The wallet passes' keys, read and checked once at boot (docs/product.md#share-wallet). A wallet
 * whose variables are absent, partial or broken is off: it says why, by variable name only (a
 * value may be a secret, or part of one), and the server starts all the same.
 */
export type WalletSetup<T> =
  | { ready: true; keys: T }
  | {
      ready: false;
      /** Each problem as `VARIABLE: what is wrong`; empty when nothing at all was set. */
      problems: string[];
      /** The same problems, one for each of `problems`, for the reader's language. */
      reasons: WalletProblemReason[];
    };

/**
 * What can be wrong with a wallet's variable, each `admin.setup.problem.<code>` in the catalogue
 * with `variable` (and `other`, `date`) as its values (modules/system/site-setup.ts).
 */
export type WalletProblemCode =
  | 'notSet'
  | 'notPemOrFile'
  | 'notJsonOrFile'
  | 'notCertificate'
  | 'expired'
  | 'passphraseRequired'
  | 'passphraseWrong'
  | 'notPrivateKey'
  | 'notRsa'
  | 'passTypeId'
  | 'teamId'
  | 'keyNotOfCert'
  | 'wwdrNotIssuer'
  | 'passTypeIdDiffers'
  | 'issuerIdDigits'
  | 'notJson'
  | 'noClientEmail'
  | 'noPrivateKey'
  | 'privateKeyNotRsa';

export interface WalletProblemReason {
  code: WalletProblemCode;
  values: Record<string, string>;
}

export interface AppleKeys {
  passTypeId: string;
  teamId: string;
  certPem: string;
  /** The private key decrypted, as PKCS#1 PEM: what the pass library reads. Kept in memory only. */
  keyPem: string;
  wwdrPem: string;
}

export interface GoogleKeys {
  issuerId: string;
  clientEmail: string;
  privateKey: KeyObject;
}

export interface WalletKeys {
  apple: WalletSetup<AppleKeys>;
  google: WalletSetup<GoogleKeys>;
}

/** A problem with a variable: its English sentence, and its code and values for another language. */
class Problem extends Error {
  constructor(
    message: string,
    readonly code: WalletProblemCode,
    readonly values: Record<string, string>,
  ) {
    super(message);
  }
}

/** The wallet is off, for these problems (none: nothing at all was set). */
const off = (found: readonly Problem[] = []): Extract<WalletSetup<never>, { ready: false }> => ({
  ready: false,
  problems: found.map((problem) => problem.message),
  reasons: found.map(({ code, values }) => ({ code, values })),
});

const notSet = (variable: string) => new Problem(`${variable}: not set`, 'notSet', { variable });

/**
 * A value as text: itself when it already is PEM (`-----BEGIN`, `\n` escapes allowed, as one-line
 * environments need) or JSON (`{`), otherwise the contents of the file it names.
 */
function textOf(name: string, value: string, kind: 'pem' | 'json'): string {
  const trimmed = value.trim();
  if (kind === 'pem' && trimmed.startsWith('-----BEGIN')) return trimmed.replace(/\\n/g, '\n');
  if (kind === 'json' && trimmed.startsWith('{')) return trimmed;
  try {
    return readFileSync(path.resolve(trimmed), 'utf8');
  } catch {
    throw new Problem(
      `${name}: neither ${kind === 'pem' ? 'PEM text' : 'JSON text'} nor the path of a readable file`,
      kind === 'pem' ? 'notPemOrFile' : 'notJsonOrFile',
      { variable: name },
    );
  }
}

function certificateOf(name: string, value: string, now: Date): X509Certificate {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(textOf(name, value, 'pem'));
  } catch (error) {
    if (error instanceof Problem) throw error;
    throw new Problem(`${name}: not a PEM certificate`, 'notCertificate', { variable: name });
  }
  if (new Date(certificate.validTo) < now) {
    const date = new Date(certificate.validTo).toISOString();
    throw new Problem(`${name}: expired on ${date}`, 'expired', { variable: name, date });
  }
  return certificate;
}

/** An RSA private key from PEM `text` (named `name` in problems), decrypted with `passphrase`. */
function rsaKeyOf(
  name: string,
  text: string,
  passphrase: { name: string; value: string | undefined } | undefined,
): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: text, format: 'pem', passphrase: passphrase?.value });
  } catch {
    if (passphrase && /ENCRYPTED/.test(text)) {
      const values = { variable: passphrase.name, other: name };
      throw passphrase.value === undefined
        ? new Problem(
            `${passphrase.name}: required, ${name} is encrypted`,
            'passphraseRequired',
            values,
          )
        : new Problem(`${passphrase.name}: does not decrypt ${name}`, 'passphraseWrong', values);
    }
    throw new Problem(`${name}: not a PEM private key`, 'notPrivateKey', { variable: name });
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new Problem(`${name}: must be an RSA key`, 'notRsa', { variable: name });
  }
  return key;
}

/** The variables of a group that are unset, or every problem of one that is set. */
function missingOf(values: Record<string, string | undefined>, required: readonly string[]) {
  const set = required.filter((name) => values[name] !== undefined);
  if (set.length === 0) return { none: true, missing: [] };
  return { none: false, missing: required.filter((name) => values[name] === undefined) };
}

const APPLE_REQUIRED = APPLE_WALLET_VARIABLES.filter(
  (name) => name !== 'APPLE_PASS_KEY_PASSPHRASE',
);

function loadApple(config: Config['wallet']['apple'], now: Date): WalletSetup<AppleKeys> {
  const values: Record<string, string | undefined> = {
    APPLE_PASS_TYPE_ID: config.passTypeId,
    APPLE_TEAM_ID: config.teamId,
    APPLE_PASS_CERT: config.cert,
    APPLE_PASS_KEY: config.key,
    APPLE_WWDR_CERT: config.wwdrCert,
  };
  const { none, missing } = missingOf(values, APPLE_REQUIRED);
  if (none) return off();
  if (missing.length) return off(missing.map(notSet));
  const { passTypeId = '', teamId = '', cert = '', key = '', wwdrCert = '' } = config;
  const problems: Problem[] = [];
  const attempt = <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      problems.push(error);
      return undefined;
    }
  };
  const add = (message: string, code: WalletProblemCode) =>
    problems.push(new Problem(message, code, { variable: message.split(':')[0] ?? '' }));
  if (!/^pass\.[A-Za-z0-9][A-Za-z0-9.-]*$/.test(passTypeId)) {
    add('APPLE_PASS_TYPE_ID: must be a Pass Type ID such as pass.com.example.cards', 'passTypeId');
  }
  if (!/^[A-Z0-9]{10}$/.test(teamId)) {
    add('APPLE_TEAM_ID: must be the 10-character team identifier', 'teamId');
  }
  const passCert = attempt(() => certificateOf('APPLE_PASS_CERT', cert, now));
  const wwdr = attempt(() => certificateOf('APPLE_WWDR_CERT', wwdrCert, now));
  const privateKey = attempt(() =>
    rsaKeyOf('APPLE_PASS_KEY', textOf('APPLE_PASS_KEY', key, 'pem'), {
      name: 'APPLE_PASS_KEY_PASSPHRASE',
      value: config.keyPassphrase,
    }),
  );
  if (passCert && privateKey && !passCert.checkPrivateKey(privateKey)) {
    add('APPLE_PASS_KEY: does not belong to APPLE_PASS_CERT', 'keyNotOfCert');
  }
  if (passCert && wwdr && !(passCert.checkIssued(wwdr) && passCert.verify(wwdr.publicKey))) {
    add('APPLE_WWDR_CERT: did not issue APPLE_PASS_CERT', 'wwdrNotIssuer');
  }
  // Apple's pass certificates name their Pass Type ID; Wallet refuses a pass signed for another.
  const uid = passCert && /^UID=(.+)$/m.exec(passCert.subject)?.[1];
  if (uid && uid !== passTypeId) {
    add(
      'APPLE_PASS_TYPE_ID: differs from the one APPLE_PASS_CERT was issued for',
      'passTypeIdDiffers',
    );
  }
  if (problems.length || !passCert || !wwdr || !privateKey) return off(problems);
  return {
    ready: true,
    keys: {
      passTypeId,
      teamId,
      certPem: passCert.toString(),
      keyPem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      wwdrPem: wwdr.toString(),
    },
  };
}

function loadGoogle(config: Config['wallet']['google']): WalletSetup<GoogleKeys> {
  const values: Record<string, string | undefined> = {
    GOOGLE_WALLET_ISSUER_ID: config.issuerId,
    GOOGLE_WALLET_SERVICE_ACCOUNT: config.serviceAccount,
  };
  const { none, missing } = missingOf(values, GOOGLE_WALLET_VARIABLES);
  if (none) return off();
  if (missing.length) return off(missing.map(notSet));
  const problems: Problem[] = [];
  const issuerId = config.issuerId?.trim() ?? '';
  if (!/^\d{1,30}$/.test(issuerId)) {
    problems.push(
      new Problem('GOOGLE_WALLET_ISSUER_ID: must be digits', 'issuerIdDigits', {
        variable: 'GOOGLE_WALLET_ISSUER_ID',
      }),
    );
  }
  let account: GoogleKeys | undefined;
  try {
    const name = 'GOOGLE_WALLET_SERVICE_ACCOUNT';
    let parsed: unknown;
    try {
      parsed = JSON.parse(textOf(name, config.serviceAccount ?? '', 'json'));
    } catch (error) {
      if (error instanceof Problem) throw error;
      throw new Problem(`${name}: not valid JSON`, 'notJson', { variable: name });
    }
    const { client_email: clientEmail, private_key: key } = (parsed ?? {}) as Record<
      string,
      unknown
    >;
    if (typeof clientEmail !== 'string' || !clientEmail.includes('@')) {
      throw new Problem(`${name}: has no client_email`, 'noClientEmail', { variable: name });
    }
    if (typeof key !== 'string') {
      throw new Problem(`${name}: has no private_key`, 'noPrivateKey', { variable: name });
    }
    let privateKey: KeyObject;
    try {
      privateKey = rsaKeyOf(`${name} (private_key)`, key, undefined);
    } catch {
      throw new Problem(`${name}: its private_key is not an RSA private key`, 'privateKeyNotRsa', {
        variable: name,
      });
    }
    account = { issuerId, clientEmail, privateKey };
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    problems.push(error);
  }
  if (problems.length || !account) return off(problems);
  return { ready: true, keys: account };
}

/** Reads and checks both wallets' keys (files are read here, once). */
export function loadWalletKeys(config: Config['wallet'], now = new Date()): WalletKeys {
  return { apple: loadApple(config.apple, now), google: loadGoogle(config.google) };
}
