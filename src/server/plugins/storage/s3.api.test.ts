/**
 * The app on object storage (STORAGE_DRIVER=s3) against a real S3-protocol server on loopback:
 * card images keep their /media/ addresses and year-long caching, private files are never served
 * there, readiness asks the bucket, and `storage copy-to-s3` moves a folder and can run again.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../../tests/support/cards';
import { startLoopbackS3, type LoopbackS3 } from '../../../../tests/support/s3-server';
import { grantSubscription } from '../../../../tests/support/subscriptions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createUser } from '../../../../tests/support/users';
import { loadConfig } from '../../config';
import { runCli } from '../../operator/commands';

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

  it('is ready while the bucket answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ checks: { storage: true } });
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
