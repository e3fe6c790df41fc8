import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import jwt from 'jsonwebtoken';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/shared/card';
import { contrastRatio } from '../../src/shared/contrast';
import { createCardAs, SAMPLE_CARD_FIELDS, updateCardAs } from '../support/api/cards';
import { LogCapture } from '../support/api/log-capture';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import {
  createThrowawayWallet,
  THROWAWAY_CLIENT_EMAIL,
  THROWAWAY_ISSUER_ID,
  THROWAWAY_PASS_TYPE_ID,
  THROWAWAY_TEAM_ID,
  type ThrowawayWallet,
} from '../support/fakes/throwaway-ca';
import { createUser, type TestUser } from '../support/api/users';
import { readZip } from '../support/shared/zip';

const run = promisify(execFile);
const PUBLIC_URL = 'https://cards.example.com';
const walletUrl = (id: string) => `${PUBLIC_URL}/showcase?id=${id}&src=wallet`;

/** `rgb(r, g, b)` as `#rrggbb`, read without our own colour code. */
function hexOfRgb(value: unknown): string {
  const match = /^rgb\((\d+), ?(\d+), ?(\d+)\)$/.exec(String(value));
  if (!match) throw new Error(`not an rgb() colour: ${String(value)}`);
  return `#${match
    .slice(1)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

interface PassJson {
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  backgroundColor: string;
  foregroundColor: string;
  labelColor: string;
  generic: Record<string, { key: string; value: string }[]>;
  barcodes: { format: string; message: string }[];
}

let wallet: ThrowawayWallet;
beforeAll(async () => {
  wallet = await createThrowawayWallet();
});
afterAll(() => wallet.remove());

describe('wallet passes, with keys from a throw-away authority', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let card: Card;
  let scratch: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, ...wallet.env });
    owner = await createUser(t.app);
    other = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 5 });
    await grantSubscription(t.database.db, other.id, { cards: 5 });
    card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      accentColor: '#ffd43b',
    });
    scratch = await mkdtemp(path.join(os.tmpdir(), 'cardvault-pass-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(scratch, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function passOf(id: string) {
    const response = await get(`/api/card/wallet/apple?id=${id}`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return { response, files: await readZip(response.rawPayload) };
  }

  /** openssl's verdict on a detached signature of `manifest` against the throw-away root. */
  async function opensslVerifies(signature: Buffer, manifest: Buffer): Promise<boolean> {
    const dir = await mkdtemp(path.join(scratch, 'verify-'));
    await writeFile(path.join(dir, 'signature'), signature);
    await writeFile(path.join(dir, 'manifest.json'), manifest);
    try {
      await run('openssl', [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        path.join(dir, 'signature'),
        '-content',
        path.join(dir, 'manifest.json'),
        '-CAfile',
        wallet.caPath,
        '-purpose',
        'any',
        '-out',
        path.join(dir, 'out'),
      ]);
      return (await readFile(path.join(dir, 'out'))).equals(manifest);
    } catch {
      return false;
    }
  }

  it('tells the signed-in web which wallets are set up', async () => {
    const response = await get('/api/card/wallet/status', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ apple: true, google: true });
  });

  it('makes a .pkpass whose manifest lists every file and whose signature openssl verifies', async () => {
    const { response, files } = await passOf(card.id);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="grace-hopper.pkpass"',
    );
    const names = [...files.keys()].sort();
    for (const required of ['pass.json', 'manifest.json', 'signature', 'icon.png', 'icon@2x.png'])
      expect(names).toContain(required);
    // The card's photo is the thumbnail, at Apple's sizes.
    expect(await sharp(files.get('thumbnail.png')).metadata()).toMatchObject({
      width: 90,
      height: 90,
    });
    expect(await sharp(files.get('icon@2x.png')).metadata()).toMatchObject({
      width: 58,
      height: 58,
    });

    const manifestBytes = files.get('manifest.json') ?? Buffer.alloc(0);
    const manifest = JSON.parse(manifestBytes.toString()) as Record<string, string>;
    const signed = names.filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(signed);
    for (const name of signed) {
      const bytes = files.get(name) ?? Buffer.alloc(0);
      expect(createHash('sha1').update(bytes).digest('hex'), name).toBe(manifest[name]);
    }

    const signature = files.get('signature') ?? Buffer.alloc(0);
    expect(await opensslVerifies(signature, manifestBytes)).toBe(true);
    const tampered = Buffer.from(
      JSON.stringify({ ...manifest, 'pass.json': '0'.repeat(40) }),
      'utf8',
    );
    expect(await opensslVerifies(signature, tampered)).toBe(false);
  });

  it("reads back as a generic pass with the card's details, readable colours and its address", async () => {
    const { files } = await passOf(card.id);
    const pass = JSON.parse(files.get('pass.json')?.toString() ?? '{}') as PassJson;
    expect(pass.passTypeIdentifier).toBe(THROWAWAY_PASS_TYPE_ID);
    expect(pass.teamIdentifier).toBe(THROWAWAY_TEAM_ID);
    expect(pass.serialNumber).toBe(card.id);
    const fields = Object.values(pass.generic).flat();
    const valueOf = (key: string) => fields.find((field) => field.key === key)?.value;
    expect(pass.generic.primaryFields?.[0]?.value).toBe('Grace Hopper');
    expect(valueOf('title')).toBe('Rear Admiral');
    expect(valueOf('company')).toBe('Navy');
    const background = hexOfRgb(pass.backgroundColor);
    // A light yellow accent: text on it must be dark enough to read.
    expect(contrastRatio(hexOfRgb(pass.foregroundColor), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexOfRgb(pass.labelColor), background)).toBeGreaterThanOrEqual(4.5);
    expect(pass.barcodes).toEqual([
      expect.objectContaining({ format: 'PKBarcodeFormatQR', message: walletUrl(card.id) }),
    ]);
  });

  it('makes a new pass with the new details after the card is edited', async () => {
    const edited = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    await updateCardAs(t.app, owner.cookie, edited.id, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Grace B. Hopper',
      jobTitle: 'Commodore',
    });
    const { files } = await passOf(edited.id);
    const pass = JSON.parse(files.get('pass.json')?.toString() ?? '{}') as PassJson;
    expect(pass.generic.primaryFields?.[0]?.value).toBe('Grace B. Hopper');
    expect(Object.values(pass.generic).flat()).toContainEqual(
      expect.objectContaining({ key: 'title', value: 'Commodore' }),
    );
    expect(pass.serialNumber).toBe(edited.id);
  });

  it("links to Google Wallet with a save JWT that another library verifies with the key's public half", async () => {
    const response = await get(`/api/card/wallet/google?id=${card.id}`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const token = url.slice('https://pay.google.com/gp/v/save/'.length);
    const claims = jwt.verify(token, wallet.googlePublicKey, {
      algorithms: ['RS256'],
      audience: 'google',
      issuer: THROWAWAY_CLIENT_EMAIL,
    }) as jwt.JwtPayload;
    expect(claims.typ).toBe('savetowallet');
    expect(claims.origins).toEqual([PUBLIC_URL]);
    expect(Math.abs((claims.iat ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    const [object, ...more] = (claims.payload as { genericObjects: Record<string, unknown>[] })
      .genericObjects;
    expect(more).toEqual([]);
    expect(object?.id).toMatch(new RegExp(`^${THROWAWAY_ISSUER_ID}\\.[\\w.-]+$`));
    expect(String(object?.classId)).toMatch(new RegExp(`^${THROWAWAY_ISSUER_ID}\\.[\\w.-]+$`));
    expect(object).toMatchObject({
      header: { defaultValue: { value: 'Grace Hopper' } },
      subheader: { defaultValue: { value: 'Rear Admiral' } },
      barcode: { type: 'QR_CODE', value: walletUrl(card.id) },
      linksModuleData: { uris: [expect.objectContaining({ uri: walletUrl(card.id) })] },
    });
    expect(object?.hexBackgroundColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(object?.textModulesData).toContainEqual(expect.objectContaining({ body: 'Navy' }));
    // The photo stands in for a logo, at an address Google's servers can fetch.
    const logo = (object?.logo as { sourceUri: { uri: string } }).sourceUri.uri;
    expect(logo.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);

    // Tampered claims do not verify.
    const [head, body, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as object;
    const forgedBody = Buffer.from(
      JSON.stringify({ ...forged, origins: ['https://evil.example'] }),
    );
    expect(() =>
      jwt.verify(
        `${head}.${forgedBody.toString('base64url')}.${signature}`,
        wallet.googlePublicKey,
      ),
    ).toThrow();
  });

  it("answers 404 for another user's card and for an unknown id, 401 signed out", async () => {
    for (const kind of ['apple', 'google']) {
      const foreign = await get(`/api/card/wallet/${kind}?id=${card.id}`, other.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ error: 'NOT_FOUND' });
      const unknown = await get(`/api/card/wallet/${kind}?id=no-such-card`, owner.cookie);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
      expect((await get(`/api/card/wallet/${kind}?id=${card.id}`)).statusCode).toBe(401);
    }
    expect((await get('/api/card/wallet/status')).statusCode).toBe(401);
  });
});

describe('wallet passes on a server without keys, or with broken ones', () => {
  /** A test app with `env`, its log, and a card of its owner. */
  async function appWith(env: Record<string, string>) {
    const log = new LogCapture();
    const t = await createTestApp({ LOG_LEVEL: 'warn', ...env }, { logStream: log });
    const owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 1 });
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    return { t, log, card, get };
  }

  /** Each wallet's route answers 404 NOT_CONFIGURED, its message naming the variables. */
  async function expectNotConfigured(
    get: (url: string) => Promise<LightMyRequestResponse>,
    cardId: string,
    wallets: { apple?: string[]; google?: string[] },
  ) {
    for (const [kind, names] of Object.entries(wallets)) {
      const response = await get(`/api/card/wallet/${kind}?id=${cardId}`);
      expect(response.statusCode, kind).toBe(404);
      const body = response.json<{ error: string; message: string }>();
      expect(body.error).toBe('NOT_CONFIGURED');
      for (const name of names) expect(body.message).toContain(name);
    }
  }

  it('answers 404 NOT_CONFIGURED naming the variables when none are set, and says nothing in the log', async () => {
    const { t, log, card, get } = await appWith({});
    try {
      expect((await get('/api/card/wallet/status')).json()).toEqual({
        apple: false,
        google: false,
      });
      await expectNotConfigured(get, card.id, {
        apple: ['APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY'],
        google: ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'],
      });
      expect(log.text).not.toMatch(/Wallet passes are off/);
    } finally {
      await t.close();
    }
  });

  it('starts with a wrong passphrase and a service account that is not JSON, and names both', async () => {
    const { t, log, card, get } = await appWith({
      ...wallet.env,
      APPLE_PASS_KEY_PASSPHRASE: 'not-the-passphrase',
      GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email": "x@example.com", "private_key": ',
    });
    try {
      expect(log.text).toContain('APPLE_PASS_KEY_PASSPHRASE: does not decrypt APPLE_PASS_KEY');
      expect(log.text).toContain('GOOGLE_WALLET_SERVICE_ACCOUNT: not valid JSON');
      expect(log.text).not.toContain(wallet.passphrase);
      await expectNotConfigured(get, card.id, {
        apple: ['APPLE_PASS_KEY_PASSPHRASE'],
        google: ['GOOGLE_WALLET_SERVICE_ACCOUNT'],
      });
      expect((await get('/api/card/wallet/status')).json()).toEqual({
        apple: false,
        google: false,
      });
    } finally {
      await t.close();
    }
  });

  it("starts with a key that is not the certificate's and an issuer id that is not digits", async () => {
    const { t, log, card, get } = await appWith({
      ...wallet.env,
      APPLE_PASS_KEY: wallet.strayKeyPath,
      APPLE_PASS_KEY_PASSPHRASE: '',
      GOOGLE_WALLET_ISSUER_ID: 'issuer-abc',
    });
    try {
      expect(log.text).toContain('APPLE_PASS_KEY: does not belong to APPLE_PASS_CERT');
      expect(log.text).toContain('GOOGLE_WALLET_ISSUER_ID: must be digits');
      await expectNotConfigured(get, card.id, {
        apple: ['APPLE_PASS_KEY'],
        google: ['GOOGLE_WALLET_ISSUER_ID'],
      });
    } finally {
      await t.close();
    }
  });

  it('reads PEM text with \\n escapes; a broken PEM and a half-set wallet are named', async () => {
    const oneLine = async (file: string) => (await readFile(file, 'utf8')).replace(/\n/g, '\\n');
    const { t, log, card, get } = await appWith({
      ...wallet.env,
      APPLE_PASS_CERT: await oneLine(wallet.passCertPath),
      APPLE_PASS_KEY: await oneLine(wallet.passKeyPath),
      APPLE_WWDR_CERT:
        '-----BEGIN CERTIFICATE-----\\nbm90IGEgY2VydGlmaWNhdGU=\\n-----END CERTIFICATE-----',
      GOOGLE_WALLET_ISSUER_ID: '',
    });
    try {
      expect(log.text).toContain('APPLE_WWDR_CERT: not a PEM certificate');
      expect(log.text).toContain('GOOGLE_WALLET_ISSUER_ID: not set');
      await expectNotConfigured(get, card.id, {
        apple: ['APPLE_WWDR_CERT'],
        google: ['GOOGLE_WALLET_ISSUER_ID'],
      });
    } finally {
      await t.close();
    }
    const fixed = await appWith({
      ...wallet.env,
      APPLE_PASS_CERT: await oneLine(wallet.passCertPath),
      APPLE_PASS_KEY: await oneLine(wallet.passKeyPath),
      GOOGLE_WALLET_SERVICE_ACCOUNT: await readFile(wallet.serviceAccountPath, 'utf8'),
    });
    try {
      expect((await fixed.get('/api/card/wallet/status')).json()).toEqual({
        apple: true,
        google: true,
      });
      expect(fixed.log.text).not.toMatch(/Wallet passes are off/);
    } finally {
      await fixed.t.close();
    }
  });
});
