/**
 * Test support: throw-away wallet keys made with openssl, never committed. A root authority, a
 * WWDR-like intermediate it signs, and a pass certificate the intermediate signs (its key
 * encrypted with a passphrase), as Apple's chain is; and a Google-like service account. Files
 * live in a temporary folder; `env` configures the server with them the way an operator would.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const THROWAWAY_PASS_TYPE_ID = 'pass.test.cardvault';
export const THROWAWAY_TEAM_ID = 'TEAM123456';
export const THROWAWAY_ISSUER_ID = '3388000000012345678';
export const THROWAWAY_CLIENT_EMAIL = 'wallet@cardvault-test.iam.gserviceaccount.com';

export interface ThrowawayWallet {
  dir: string;
  /** The root authority's certificate (what a verifier trusts). */
  caPath: string;
  passCertPath: string;
  passKeyPath: string;
  passphrase: string;
  wwdrPath: string;
  /** Another RSA key, unencrypted: belongs to no certificate here. */
  strayKeyPath: string;
  serviceAccountPath: string;
  /** The service account key's public half (PEM), for verifying its JWTs. */
  googlePublicKey: string;
  /** Every wallet variable, set with file paths. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

const openssl = (dir: string, args: string[]) => run('openssl', args, { cwd: dir });

async function signedCertificate(
  dir: string,
  name: string,
  subject: string,
  issuer: { cert: string; key: string },
  extensions: string,
  keyArgs: string[],
) {
  await writeFile(path.join(dir, `${name}.ext`), extensions);
  await openssl(dir, [
    'req',
    '-new',
    '-newkey',
    'rsa:2048',
    ...keyArgs,
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-subj',
    subject,
  ]);
  await openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    issuer.cert,
    '-CAkey',
    issuer.key,
    '-set_serial',
    `0x${randomBytes(8).toString('hex')}`,
    '-days',
    '2',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.pem`,
  ]);
}

export async function createThrowawayWallet(): Promise<ThrowawayWallet> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-wallet-'));
  const passphrase = randomBytes(12).toString('base64url');
  // The chain one step after another; the two loose keys meanwhile.
  const chainMade = (async () => {
    await openssl(dir, [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-noenc',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Throwaway Test Root',
      '-addext',
      'basicConstraints=critical,CA:true',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ]);
    await signedCertificate(
      dir,
      'wwdr',
      '/CN=Throwaway WWDR/OU=G4/O=Throwaway',
      { cert: 'ca.pem', key: 'ca.key' },
      'basicConstraints=critical,CA:true\nkeyUsage=critical,keyCertSign,cRLSign\n',
      ['-noenc'],
    );
    await signedCertificate(
      dir,
      'pass',
      `/UID=${THROWAWAY_PASS_TYPE_ID}/CN=Pass Type ID: ${THROWAWAY_PASS_TYPE_ID}/OU=${THROWAWAY_TEAM_ID}/O=Throwaway`,
      { cert: 'wwdr.pem', key: 'wwdr.key' },
      'basicConstraints=critical,CA:false\nkeyUsage=critical,digitalSignature\n',
      ['-passout', `pass:${passphrase}`],
    );
  })();
  await Promise.all([
    chainMade,
    openssl(dir, ['genpkey', '-algorithm', 'RSA', '-out', 'stray.key']),
    openssl(dir, ['genpkey', '-algorithm', 'RSA', '-out', 'google.key']),
  ]);
  const { stdout: googlePublicKey } = await openssl(dir, ['pkey', '-in', 'google.key', '-pubout']);
  const serviceAccountPath = path.join(dir, 'service-account.json');
  await writeFile(
    serviceAccountPath,
    JSON.stringify({
      type: 'service_account',
      project_id: 'cardvault-test',
      client_email: THROWAWAY_CLIENT_EMAIL,
      private_key: await readFile(path.join(dir, 'google.key'), 'utf8'),
    }),
  );
  const file = (name: string) => path.join(dir, name);
  return {
    dir,
    caPath: file('ca.pem'),
    passCertPath: file('pass.pem'),
    passKeyPath: file('pass.key'),
    passphrase,
    wwdrPath: file('wwdr.pem'),
    strayKeyPath: file('stray.key'),
    serviceAccountPath,
    googlePublicKey,
    env: {
      APPLE_PASS_TYPE_ID: THROWAWAY_PASS_TYPE_ID,
      APPLE_TEAM_ID: THROWAWAY_TEAM_ID,
      APPLE_PASS_CERT: file('pass.pem'),
      APPLE_PASS_KEY: file('pass.key'),
      APPLE_PASS_KEY_PASSPHRASE: passphrase,
      APPLE_WWDR_CERT: file('wwdr.pem'),
      GOOGLE_WALLET_ISSUER_ID: THROWAWAY_ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccountPath,
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
