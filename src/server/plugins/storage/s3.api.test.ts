/**
 * The app on object storage (STORAGE_DRIVER=s3) against a real S3-protocol server on loopback:
 * card images keep their /media/ addresses and year-long caching, private files are never served
 * there, readiness asks the bucket, and `storage copy-to-s3` moves a folder and can run again.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import { startLoopbackS3, type LoopbackS3 } from '../../../../tests/support/fakes/s3-server';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser } from '../../../../tests/support/api/users';
import { loadConfig } from '../../config';
import { runCli } from '../../operator/commands';
import { png } from '../../../../tests/support/shared/images';
import { multipart } from '../../../../tests/support/shared/multipart';
import { STORAGE_UNAVAILABLE_MESSAGE } from './s3-storage';

describe('the app on S3', () => {
  let s3: LoopbackS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLoopbackS3();
    t = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores card images in the bucket and serves them under /media/, cached for a year', async () => {
    expect(t.app.storage.driver).toBe('s3');
    const owner = await createUser(t.app, { fullName: 'Owner' });
    await grantSubscription(t.database.db, owner.id, { cards: 2 });
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    expect(card.profileImageUrl).toMatch(/^\/media\/cards\/.+\.(png|jpg)$/);
    const image = await t.app.inject({ method: 'GET', url: card.profileImageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.width).toBeGreaterThan(0);
    // The bytes are the bucket's: read back through the driver.
    const key = card.profileImageUrl!.slice('/media/'.length);
    const stored = await t.app.storage.readRecent(key);
    expect(stored?.body.equals(image.rawPayload)).toBe(true);
  });

  it('answers a byte range of an image, and 416 for one past its end', async () => {
    const owner = await createUser(t.app, { fullName: 'Ranges' });
    await grantSubscription(t.database.db, owner.id, { cards: 1 });
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const url = card.profileImageUrl!;
    const whole = (await t.app.inject({ method: 'GET', url })).rawPayload;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=2-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-11/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(2, 12))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 4))).toBe(true);
    const past = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${whole.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('never serves a private file under /media/, nor anything that is not there', async () => {
    await t.app.storage.put('private/support/r1/secret.png', Buffer.from('secret'), 'image/png');
    for (const url of [
      '/media/private/support/r1/secret.png',
      '/media/PRIVATE/support/r1/secret.png',
      '/media/cards/none/missing.png',
      '/media/cards/',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('secret');
    }
  });

  it('answers 503 STORAGE_UNAVAILABLE while the bucket is down, makes nothing, and recovers', async () => {
    const owner = await createUser(t.app, { fullName: 'Down' });
    await grantSubscription(t.database.db, owner.id, { cards: 3 });
    const cardsBefore = await t.app.inject({
      method: 'POST',
      url: '/api/card/list-user-cards',
      headers: { cookie: owner.cookie },
      payload: { page: 1, pageSize: 10 },
    });
    expect(cardsBefore.json()).toMatchObject({ totalCount: 0 });
    await s3.pause();
    try {
      const form = multipart(SAMPLE_CARD_FIELDS, [
        {
          field: 'profileImage',
          filename: 'p.png',
          contentType: 'image/png',
          content: await png(),
        },
      ]);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/card/create-card',
        headers: { ...form.headers, cookie: owner.cookie },
        payload: form.payload,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        error: 'STORAGE_UNAVAILABLE',
        message: STORAGE_UNAVAILABLE_MESSAGE,
      });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await s3.resume();
    }
    const cardsAfter = await t.app.inject({
      method: 'POST',
      url: '/api/card/list-user-cards',
      headers: { cookie: owner.cookie },
      payload: { page: 1, pageSize: 10 },
    });
    expect(cardsAfter.json()).toMatchObject({ totalCount: 0 });
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    expect((await t.app.inject({ method: 'GET', url: card.profileImageUrl! })).statusCode).toBe(
      200,
    );
  });

  it('leaves nothing of a deleted account in the bucket after parallel uploads', async () => {
    const owner = await createUser(t.app, { fullName: 'Parallel' });
    await grantSubscription(t.database.db, owner.id, { cards: 2 });
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const send = async (url: string, fields: Record<string, string>, field: string, i: number) => {
      const form = multipart(fields, [
        { field, filename: 'p.png', contentType: 'image/png', content: await png(20 + i, 20) },
      ]);
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...form.headers, cookie: owner.cookie },
        payload: form.payload,
      });
    };
    const answers = await Promise.all([
      ...[0, 1, 2, 3].map((i) =>
        send('/api/user/update-user', { fullName: 'Parallel' }, 'profileImage', i),
      ),
      ...[0, 1, 2, 3].map((i) =>
        send('/api/card/update-card', { ...SAMPLE_CARD_FIELDS, id: card.id }, 'companyLogo', i),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    // Read the bucket with the SDK itself, not through the app's driver.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = async (prefix: string) =>
      (
        (await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix })))
          .Contents ?? []
      ).map((item) => item.Key);
    try {
      // One picture for the profile; the card's photo and one banner: nothing left over.
      expect(await listed(`avatars/${owner.id}/`)).toHaveLength(1);
      expect(await listed(`cards/${card.id}/`)).toHaveLength(2);
      const deleted = await t.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { cookie: owner.cookie },
        payload: { confirmation: owner.email, password: owner.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await listed(`avatars/${owner.id}/`)).toEqual([]);
      expect(await listed(`cards/${card.id}/`)).toEqual([]);
    } finally {
      client.destroy();
    }
  });

  it('is ready while the bucket answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ checks: { storage: true } });
  });
});

describe('a bucket that cannot be used at start-up', () => {
  let s3: LoopbackS3;
  beforeAll(async () => {
    s3 = await startLoopbackS3();
  });
  afterAll(() => s3.close());

  it('refuses to start, saying why, and writes nothing to the local disk', async () => {
    await expect(createTestApp({ ...s3.env, S3_BUCKET: 'missing-bucket' })).rejects.toThrow(
      /STORAGE_DRIVER=s3: S3 bucket missing-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used: no such bucket/,
    );
    await expect(createTestApp({ ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' })).rejects.toThrow(
      /cannot be used: access denied/,
    );
    await expect(createTestApp({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' })).rejects.toThrow(
      /STORAGE_DRIVER=s3: S3 bucket .+ cannot be used: .*ECONNREFUSED|cannot be used/,
    );
  });
});

describe('npm run cli -- storage copy-to-s3', () => {
  let s3: LoopbackS3;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startLoopbackS3('moved');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-move-'));
    const uploads = path.join(dataDir, 'uploads');
    await mkdir(path.join(uploads, 'cards', 'c1'), { recursive: true });
    await mkdir(path.join(uploads, 'private', 'support', 'r1'), { recursive: true });
    await writeFile(path.join(uploads, 'cards', 'c1', 'profile.png'), Buffer.from('card image'));
    await writeFile(path.join(uploads, 'private', 'support', 'r1', 'a.pdf'), Buffer.from('pdf'));
    await writeFile(path.join(uploads, 'cards', 'c1', 'profile.png.1234.tmp'), Buffer.from('half'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = async () => {
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env });
    const code = await runCli(['storage', 'copy-to-s3'], {
      config,
      openDatabase: () => Promise.reject(new Error('no database needed')),
      print: (line) => lines.push(line),
    });
    return { code, lines };
  };

  it('copies every stored file, leaves temporary ones, and can be run again', async () => {
    const first = await run();
    expect(first.code).toBe(0);
    expect(first.lines[0]).toMatch(
      /^Copied 2 files from .+ to s3:\/\/moved; 0 were already there\.$/,
    );
    expect(first.lines).toContain('Left out (not a stored file): cards/c1/profile.png.1234.tmp');
    const again = await run();
    expect(again.lines[0]).toMatch(/^Copied 0 files .+; 2 were already there\.$/);

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env });
    const { createStorage } = await import('./index');
    const bucket = await createStorage(config.storage);
    expect((await bucket.readRecent('cards/c1/profile.png'))?.body.toString()).toBe('card image');
    bucket.close?.();
  });

  it('says what to set when the bucket is not configured', async () => {
    const lines: string[] = [];
    const code = await runCli(['storage', 'copy-to-s3'], {
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      openDatabase: () => Promise.reject(new Error('no database needed')),
      print: (line) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('STORAGE_DRIVER=s3');
  });
});
