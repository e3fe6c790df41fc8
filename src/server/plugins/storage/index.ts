import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

export type { Storage } from './storage';

/** Keys under `private/` (support attachments) are never served under /media/. */
export const PRIVATE_PREFIX = 'private/';
const isPrivateKey = (pathName: string) =>
  pathName.replace(/^\/+/, '').toLowerCase().startsWith(PRIVATE_PREFIX);

export async function createStorage(config: Config['storage']): Promise<Storage> {
  await mkdir(config.uploadsDir, { recursive: true });
  return new LocalStorage(config.uploadsDir);
}

/** Serves local uploads: immutable (keys never change content), typed by extension, never listed. */
export async function registerMediaRoutes(app: FastifyInstance, storage: Storage) {
  if (!(storage instanceof LocalStorage)) return;
  // A folder is never listed nor confirmed to exist.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/media/') && pathname.endsWith('/')) {
      return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such file' });
    }
  });
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
  });
}
