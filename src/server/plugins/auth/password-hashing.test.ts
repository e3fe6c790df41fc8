import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passwordHasher } from './password-hashing';

/** A second reading of each format with node's scrypt, independent of the module under test. */
function scryptHex(password: string, salt: string, length: number, N: number, r: number) {
  return scryptSync(password, salt, length, { N, r, p: 1, maxmem: 256 * N * r }).toString('hex');
}

describe('password hashing', () => {
  it('standard is better-auth scrypt (N=16384, r=16) as salt:key', async () => {
    const hash = await passwordHasher('standard').hash('correct-horse');
    const [salt = '', key] = hash.split(':');
    expect(scryptHex('correct-horse', salt, 64, 16384, 16)).toBe(key);
  });

  it('fast-for-tests marks its hashes and uses its own, lighter parameters', async () => {
    const hash = await passwordHasher('fast-for-tests').hash('correct-horse');
    expect(hash.startsWith('fast-for-tests$')).toBe(true);
    const [salt = '', key] = hash.slice('fast-for-tests$'.length).split('$');
    expect(scryptHex('correct-horse', salt, 32, 1024, 4)).toBe(key);
  });

  it('either setting verifies both kinds of hash, and refuses a wrong password', async () => {
    const standard = passwordHasher('standard');
    const fast = passwordHasher('fast-for-tests');
    for (const made of [await standard.hash('correct-horse'), await fast.hash('correct-horse')]) {
      for (const hasher of [standard, fast]) {
        expect(await hasher.verify({ hash: made, password: 'correct-horse' })).toBe(true);
        expect(await hasher.verify({ hash: made, password: 'correct-horsf' })).toBe(false);
      }
    }
    expect(await fast.verify({ hash: 'fast-for-tests$broken', password: 'x' })).toBe(false);
    // A key cut short (a damaged row) is refused, not an error.
    const made = await fast.hash('correct-horse');
    expect(await fast.verify({ hash: made.slice(0, -2), password: 'correct-horse' })).toBe(false);
  });
});
