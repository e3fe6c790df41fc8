/**
 * Test support: a second, independent reader of Standard Webhooks signatures, written from the
 * specification with WebCrypto (crypto.subtle) and atob rather than the server's node:crypto HMAC
 * and Buffer, so a mistake in one is not repeated in the other.
 */
import type { IncomingHttpHeaders } from 'node:http';

const bytesOfBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether `body` with these headers was signed with `secret` (`whsec_<base64>`) and is recent
 * (within `toleranceSeconds` of now). Any one `v1,` signature of the space-separated list may match.
 */
export async function verifyStandardWebhook(
  secret: string,
  headers: IncomingHttpHeaders,
  body: string,
  toleranceSeconds = 300,
): Promise<boolean> {
  const id = single(headers['webhook-id']);
  const timestamp = single(headers['webhook-timestamp']);
  const signatures = single(headers['webhook-signature']);
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  if (!secret.startsWith('whsec_')) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    bytesOfBase64(secret.slice('whsec_'.length)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  for (const entry of signatures.split(' ')) {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) continue;
    if (await crypto.subtle.verify('HMAC', key, bytesOfBase64(signature), signed)) return true;
  }
  return false;
}
