import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/**
 * The cheap setting's parameters, written into each hash it makes (`fast-for-tests$<salt>$<key>`)
 * so a hash is always verified with the parameters it was made with. About 60 times less work than
 * better-auth's scrypt (N=16384, r=16), which costs a test suite that signs up thousands of users
 * minutes of CPU.
 */
const FAST = { prefix: 'fast-for-tests$', N: 1024, r: 4, p: 1, keyLength: 32 } as const;

async function fastKey(password: string, salt: string) {
  return scryptAsync(password.normalize('NFKC'), salt, FAST.keyLength, FAST);
}

export type PasswordHashing = 'standard' | 'fast-for-tests';

/**
 * How passwords are hashed (AUTH_PASSWORD_HASHING). `standard` is better-auth's own scrypt.
 * `fast-for-tests`, which the configuration allows only on a loopback site, makes new hashes far
 * cheaper for the test suites. Either setting verifies both kinds of hash.
 */
export function passwordHasher(setting: PasswordHashing) {
  return {
    async hash(password: string): Promise<string> {
      if (setting === 'standard') return hashPassword(password);
      const salt = randomBytes(16).toString('hex');
      return `${FAST.prefix}${salt}$${(await fastKey(password, salt)).toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      if (!hash.startsWith(FAST.prefix)) return verifyPassword({ hash, password });
      const [salt, key] = hash.slice(FAST.prefix.length).split('$');
      const stored = Buffer.from(key ?? '', 'hex');
      // timingSafeEqual throws on a length mismatch: a damaged hash is a wrong password.
      if (!salt || stored.length !== FAST.keyLength) return false;
      return timingSafeEqual(await fastKey(password, salt), stored);
    },
  };
}
