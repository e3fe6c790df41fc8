import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook } from './signing';

describe('signWebhook', () => {
  it('signs "<id>.<timestamp>.<body>" with the base64-decoded secret', () => {
    // Computed by openssl, an independent implementation, with a key of 32 zero bytes:
    // printf 'msg_1.1700000000.{}' | openssl dgst -sha256 -mac HMAC -macopt hexkey:00…00 -binary | base64
    const secret = `whsec_${Buffer.alloc(32).toString('base64')}`;
    expect(signWebhook(secret, 'msg_1', 1_700_000_000, '{}')).toBe(
      'v1,LzeNxZHo3O8fwpFJpLh/0B99ugILNFJw+/9lTgx0APs=',
    );
  });

  it('issues whsec_ secrets of 32 random bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
