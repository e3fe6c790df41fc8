/**
 * Signatures as the Standard Webhooks specification describes them (docs/product.md#webhooks): the
 * secret is `whsec_` and the base64 of random bytes, the key is those bytes, and each delivery
 * carries `webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export const newWebhookSecret = () =>
  `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

const keyOf = (secret: string) =>
  Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );

/** The `webhook-signature` header's value for one attempt. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one attempt; `timestamp` in seconds since the epoch. */
export const webhookHeaders = (secret: string, id: string, timestamp: number, body: string) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signWebhook(secret, id, timestamp, body),
});
