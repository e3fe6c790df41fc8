/**
 * One contract for every storage driver (docs/product.md#object-storage): the local folder and S3,
 * the latter against a real S3-protocol server on loopback.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackS3, type LoopbackS3 } from '../../../../tests/support/fakes/s3-server';
import { createStorage } from './index';
import type { S3StorageConfig } from './s3-storage';
import type { Storage } from './storage';

async function bytesOf(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const s3Config = (s3: LoopbackS3, extra: Partial<S3StorageConfig> = {}): S3StorageConfig => ({
  driver: 's3',
  uploadsDir: '/nonexistent',
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  ...extra,
});

let s3: LoopbackS3;
let folder: string;
beforeAll(async () => {
  s3 = await startLoopbackS3();
  folder = await mkdtemp(path.join(os.tmpdir(), 'cardvault-storage-'));
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Storage>][] = [
  ['local', () => createStorage({ driver: 'local', uploadsDir: folder }, 60_000)],
  ['s3', () => createStorage(s3Config(s3), 60_000)],
];

describe.each(drivers)('the %s storage driver', (_name, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });
  afterAll(() => storage.close?.());

  it('is ready', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('gives back the bytes it was given, and nothing for a key it does not hold', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    await storage.put('cards/abc/profile-1.png', bytes, 'image/png');
    expect(await bytesOf(await storage.get('cards/abc/profile-1.png'))).toEqual(bytes);
    expect(await storage.get('cards/abc/nothing.png')).toBeUndefined();
    const recent = await storage.readRecent('cards/abc/profile-1.png');
    expect(recent?.body).toEqual(bytes);
    expect(recent?.etag).toMatch(/^"/);
  });

  it('reads a range of a file, both ends included', async () => {
    const bytes = Buffer.from('0123456789');
    await storage.put('cards/range/r.png', bytes, 'image/png');
    expect(
      (await bytesOf(await storage.get('cards/range/r.png', { start: 2, end: 5 })))?.toString(),
    ).toBe('2345');
    expect(
      (await bytesOf(await storage.get('cards/range/r.png', { start: 9, end: 9 })))?.toString(),
    ).toBe('9');
    expect(await storage.get('cards/range/none.png', { start: 0, end: 1 })).toBeUndefined();
  });

  it('replaces a file written again under its key (and forgets the bytes it kept)', async () => {
    await storage.put('avatars/u1/a.jpg', Buffer.from('first'), 'image/jpeg');
    expect((await storage.readRecent('avatars/u1/a.jpg'))?.body.toString()).toBe('first');
    await storage.put('avatars/u1/a.jpg', Buffer.from('second'), 'image/jpeg');
    expect((await storage.readRecent('avatars/u1/a.jpg'))?.body.toString()).toBe('second');
  });

  it('deletes, and a delete of what is not there is no error', async () => {
    await storage.put('cards/gone/x.png', Buffer.from('x'), 'image/png');
    await storage.delete('cards/gone/x.png');
    expect(await storage.get('cards/gone/x.png')).toBeUndefined();
    expect(await storage.readRecent('cards/gone/x.png')).toBeUndefined();
    await expect(storage.delete('cards/gone/x.png')).resolves.toBeUndefined();
  });

  it('deletes a whole folder, and nothing beside it', async () => {
    for (const key of ['avatars/u7/a.png', 'avatars/u7/b.jpg', 'avatars/u7/deep/c.png']) {
      await storage.put(key, Buffer.from(key), 'image/png');
    }
    await storage.put('avatars/u77/keep.png', Buffer.from('keep'), 'image/png');
    expect((await storage.readRecent('avatars/u7/a.png'))?.body.toString()).toBe(
      'avatars/u7/a.png',
    );
    await storage.deleteFolder('avatars/u7/');
    for (const key of ['avatars/u7/a.png', 'avatars/u7/b.jpg', 'avatars/u7/deep/c.png']) {
      expect(await storage.get(key), key).toBeUndefined();
      expect(await storage.readRecent(key), key).toBeUndefined();
    }
    expect(await bytesOf(await storage.get('avatars/u77/keep.png'))).toEqual(Buffer.from('keep'));
    await expect(storage.deleteFolder('avatars/u7/')).resolves.toBeUndefined();
    // Card ids are base64url: they may begin with - or _.
    for (const folder of ['cards/-a1/', 'cards/_b2/']) {
      await storage.put(`${folder}p.png`, Buffer.from('x'), 'image/png');
      await storage.deleteFolder(folder);
      expect(await storage.get(`${folder}p.png`), folder).toBeUndefined();
    }
  });

  it("refuses folders that are not one owner's: too shallow, or reaching outside", async () => {
    for (const prefix of [
      'avatars/',
      'avatars',
      '',
      '../x/',
      'avatars/../x/',
      'avatars/..',
      'a//b/',
      '/a/b/',
      'a/b',
      '-a/b/',
    ]) {
      await expect(storage.deleteFolder(prefix), prefix).rejects.toThrow(/Unsafe storage folder/);
    }
  });

  it('refuses keys that could reach outside its place', async () => {
    for (const key of ['../etc/passwd', 'cards/../../x.png', '/abs.png', 'a//b.png', 'noext']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('addresses public files under /media/ and never gives a private file another address', () => {
    expect(storage.publicUrl('cards/abc/profile-1.png')).toBe('/media/cards/abc/profile-1.png');
    expect(storage.publicUrl('private/support/r1/a.pdf')).toBe('/media/private/support/r1/a.pdf');
  });
});

describe('S3 beyond the contract', () => {
  it('gives public files the CDN address when S3_PUBLIC_BASE_URL is set, never private ones', async () => {
    const storage = await createStorage(
      s3Config(s3, { publicBaseUrl: 'https://cdn.example.com/cards-bucket/' }),
    );
    expect(storage.publicUrl('cards/abc/p.png')).toBe(
      'https://cdn.example.com/cards-bucket/cards/abc/p.png',
    );
    expect(storage.publicUrl('private/support/r1/a.pdf')).toBe('/media/private/support/r1/a.pdf');
    storage.close?.();
  });

  it('is refused at start-up when the bucket is missing, saying which', async () => {
    await expect(createStorage(s3Config(s3, { bucket: 'no-such-bucket' }))).rejects.toThrow(
      /STORAGE_DRIVER=s3: S3 bucket no-such-bucket .*cannot be used: no such bucket/,
    );
  });
});
