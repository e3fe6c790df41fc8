/**
 * Test support: a real S3-protocol server (s3rver) on loopback with one bucket, in a temporary
 * folder, and the settings that point the app at it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LoopbackS3 {
  endpoint: string;
  bucket: string;
  /** What an operator sets for this bucket (docs/product.md#object-storage). */
  env: Record<string, string>;
  /** Stops answering (connections refused), keeping the bucket's files. */
  pause(): Promise<void>;
  /** Answers again on the same port, with the same files. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startLoopbackS3(bucket = 'cardvault-test'): Promise<LoopbackS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cardvault-s3-'));
  const make = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server = make(0);
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async pause() {
      await server.close();
      running = false;
    },
    async resume() {
      server = make(port);
      await server.run();
      running = true;
    },
    async close() {
      if (running) await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
