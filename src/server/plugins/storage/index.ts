import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { IMMUTABLE_CACHE_CONTROL, sendUnlessNotModified } from '../../lib/http-caching';
import { StartupError } from '../../lib/data-dir';
import { LocalStorage } from './local-storage';
import { isSafeKey, type Storage } from './storage';
import { ERROR_CODES, statusOf } from '../../../shared/error-codes';

export type { Storage } from './storage';

/** Keys under `private/` (support attachments) are never served under /media/. */
export const PRIVATE_PREFIX = 'private/';
const isPrivateKey = (pathName: string) =>
  pathName.replace(/^\/+/, '').toLowerCase().startsWith(PRIVATE_PREFIX);

/**
 * `recentTtlMs`: how long a served file stays in memory (PUBLIC_CARD_CACHE_SECONDS, like the
 * pages that show it); the instance that deletes a file forgets it at once.
 */
export async function createStorage(config: Config['storage'], recentTtlMs = 0): Promise<Storage> {
  if (config.driver === 's3') {
    // The AWS SDK is loaded only by installations that use it (it costs memory and start-up).
    const { S3Storage } = await import('./s3-storage');
    const bucket = new S3Storage(config, recentTtlMs);
    // Never start on a bucket that does not answer (and never fall back to the local disk).
    await bucket.check().catch((error: unknown) => {
      bucket.close();
      throw new StartupError(
        `STORAGE_DRIVER=s3: ${(error as Error).message}. Check S3_BUCKET, S3_REGION, S3_ENDPOINT and the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY or the AWS SDK's own).`,
      );
    });
    return bucket;
  }
  await mkdir(config.uploadsDir, { recursive: true, mode: 0o700 });
  return new LocalStorage(config.uploadsDir, recentTtlMs);
}

/** The images uploads are re-encoded to; other files are streamed from disk by the static plugin. */
const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Card images may be shown by other sites (a card embedded on someone's page), so they, and only
 * they, are served with `Cross-Origin-Resource-Policy: cross-origin`; avatars and everything else
 * keep the same-origin policy of the security headers.
 */
const CARD_IMAGES_PREFIX = 'cards/';
const isCardImageKey = (key: string) => key.replace(/^\/+/, '').startsWith(CARD_IMAGES_PREFIX);
const EMBEDDABLE = ['cross-origin-resource-policy', 'cross-origin'] as const;

/** The storage key and type of a public image's /media/ path; undefined for anything else. */
function publicImage(pathname: string): { key: string; type: string } | undefined {
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice('/media/'.length));
  } catch {
    return undefined;
  }
  const type = IMAGE_TYPES[path.extname(key).toLowerCase()];
  return type && isSafeKey(key) && !isPrivateKey(key) ? { key, type } : undefined;
}

/**
 * A `Range: bytes=…` header's one range within a file of `size` bytes (`start-end`, `start-` or
 * the last `-n`); undefined for a header to ignore (other units, several ranges).
 */
export function byteRangeOf(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const last = Number(to);
    if (last === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/**
 * Serves uploads under /media/: immutable (keys never change content), typed by extension, never
 * listed, private keys never. Local files through the static plugin (from memory when read
 * recently); a bucket's images through memory alone, read from the bucket the first time.
 */
export async function registerMediaRoutes(app: FastifyInstance, storage: Storage) {
  const fromBucket = storage.driver === 's3';
  if (!(storage instanceof LocalStorage) && !fromBucket) return;
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/media/')) return;
    // A folder is never listed nor confirmed to exist.
    if (pathname.endsWith('/')) {
      return reply
        .code(statusOf(ERROR_CODES.NOT_FOUND))
        .send({ error: ERROR_CODES.NOT_FOUND, message: 'No such file' });
    }
    // Card images from memory when served recently (a card page's first visit fetches two): the
    // static plugin below would open and read the file on every request. Ranges, other methods,
    // files too large to hold and anything it would refuse go on to the static plugin.
    const notFound = () =>
      reply
        .code(statusOf(ERROR_CODES.NOT_FOUND))
        .send({ error: ERROR_CODES.NOT_FOUND, message: 'No such file' });
    if (fromBucket && request.method !== 'GET' && request.method !== 'HEAD') return notFound();
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range) {
      if (!fromBucket) return;
    }
    const image = publicImage(pathname);
    const file = image && (await storage.readRecent(image.key));
    if (!image || !file) return fromBucket ? notFound() : undefined;
    reply.type(image.type).header('cache-control', IMMUTABLE_CACHE_CONTROL);
    if (isCardImageKey(image.key)) reply.header(...EMBEDDABLE);
    const range = request.headers.range;
    if (fromBucket && range) {
      // One byte range, as the static plugin answers local files; anything else gets the file.
      const size = file.body.length;
      reply.header('accept-ranges', 'bytes').header('etag', file.etag);
      const wanted = byteRangeOf(range, size);
      if (wanted === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      if (wanted) {
        return reply
          .code(206)
          .header('content-range', `bytes ${wanted.start}-${wanted.end}/${size}`)
          .send(file.body.subarray(wanted.start, wanted.end + 1));
      }
    }
    return sendUnlessNotModified(request, reply, file);
  });
  if (!(storage instanceof LocalStorage)) return;
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathName) => !pathName.endsWith('.tmp') && !isPrivateKey(pathName),
    setHeaders: (reply, filePath) => {
      const key = path.relative(storage.root, filePath).split(path.sep).join('/');
      if (isCardImageKey(key)) reply.header(...EMBEDDABLE);
    },
  });
}
