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
  close(): Promise<void>;
}

export async function startLoopbackS3(bucket = 'cardvault-test'): Promise<LoopbackS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cardvault-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
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
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
