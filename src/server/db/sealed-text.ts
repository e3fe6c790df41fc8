import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { customType } from 'drizzle-orm/pg-core';

/**
 * A text column stored encrypted (AES-256-GCM) with a key derived from the auth secret
 * (AUTH_SECRET, or the generated one in the data directory): an organisation's SSO client secret
 * sits in its provider's settings, which better-auth's adapter reads and writes through this
 * column, so the database and its backups never hold it in the clear. Stored as
 * `sealed:v1:<base64 of iv, tag, ciphertext>`; a value without that prefix is read as it is.
 *
 * The keys are those `useSealingSecret` was given, the latest sealing; each opens. (A test
 * process runs several apps.)
 */
const PREFIX = 'sealed:v1:';
const keys: Buffer[] = [];

export function useSealingSecret(secret: string): void {
  const key = Buffer.from(hkdfSync('sha256', secret, 'cardvault', 'sso provider settings', 32));
  if (!keys.some((known) => known.equals(key))) keys.push(key);
}

export function seal(plain: string): string {
  const key = keys.at(-1);
  if (!key) throw new Error('sealed column written before the auth secret was loaded');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function unseal(stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const iv = raw.subarray(0, 12);
  const tag = raw.subarray(12, 28);
  const body = raw.subarray(28);
  for (const key of [...keys].reverse()) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      // another key
    }
  }
  throw new Error('sealed column: no key opens it (was AUTH_SECRET changed?)');
}

export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => seal(value),
  fromDriver: (value) => unseal(value),
});
