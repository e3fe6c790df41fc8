import { Readable } from 'node:stream';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ERROR_CODES } from '../../../shared/error-codes';
import { AppError } from '../../lib/app-error';
import { IMMUTABLE_CACHE_CONTROL } from '../../lib/http-caching';
import { RecentFiles, type RecentFile } from './recent-files';
import {
  assertSafeFolder,
  assertSafeKey,
  isSafeKey,
  type ByteRange,
  type Storage,
} from './storage';

export interface S3StorageConfig {
  driver: 's3';
  /** The local uploads folder an installation moves from (`storage copy-to-s3`). */
  uploadsDir: string;
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); AWS when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Static credentials; without them the SDK's default chain (role, profile, environment). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A CDN or the bucket's public address for card images; they go through /media/ otherwise. */
  publicBaseUrl?: string;
}

/** Keys under this prefix are private (support attachments, exports): never given a public URL. */
const PRIVATE_PREFIX = 'private/';

/** How much is kept in memory for serving /media/ (see RecentFiles), as for local files. */
const RECENT_FILES = { maxBytes: 8 * 1024 * 1024, maxFileBytes: 1024 * 1024 };

/** What a caller sees when the bucket cannot be reached mid-run: a 503 that says so. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'File storage cannot be reached right now. Nothing was changed; please try again in a moment.';

function unavailable(error: unknown): AppError {
  const failure = new AppError(ERROR_CODES.STORAGE_UNAVAILABLE, STORAGE_UNAVAILABLE_MESSAGE);
  failure.cause = error;
  return failure;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3 bucket (docs/product.md#object-storage). Keys are written once and never change
 * content, so public ones are stored with a year's immutable Cache-Control; private ones carry no
 * public address at all and are read only through the server (owner and admin routes).
 */
export class S3Storage implements Storage {
  readonly driver = 's3';
  readonly #client: S3Client;
  readonly #recent: RecentFiles;

  constructor(
    private readonly config: S3StorageConfig,
    recentTtlMs = 0,
  ) {
    this.#client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
    this.#recent = new RecentFiles(RECENT_FILES.maxBytes, RECENT_FILES.maxFileBytes, recentTtlMs);
  }

  async check(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const why =
        status === 403
          ? 'access denied (the credentials are wrong or may not use it)'
          : status === 404
            ? 'no such bucket'
            : status
              ? `HTTP ${status}`
              : `${(error as Error).name}: ${(error as Error).message}`;
      throw new Error(
        `S3 bucket ${this.config.bucket}${this.config.endpoint ? ` at ${this.config.endpoint}` : ''} cannot be used: ${why}`,
      );
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.#send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: key.startsWith(PRIVATE_PREFIX)
          ? 'private, no-store'
          : IMMUTABLE_CACHE_CONTROL,
      }),
    );
    this.#recent.forget(key);
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    assertSafeKey(key);
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body instanceof Readable ? answer.Body : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw unavailable(error);
    }
  }

  /** A file's bytes for serving /media/: from memory when read recently, else from the bucket. */
  async readRecent(key: string): Promise<RecentFile | undefined> {
    const recent = this.#recent.get(key);
    if (recent) return recent;
    const stream = await this.get(key);
    if (!stream) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return this.#recent.set(key, Buffer.concat(chunks));
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    this.#recent.forget(key);
    await this.#send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /**
   * Lists the folder a page at a time (at most 1,000 keys, as one DeleteObjects takes) and deletes
   * each page; a failure to reach the bucket becomes STORAGE_UNAVAILABLE.
   */
  async deleteFolder(prefix: string): Promise<void> {
    assertSafeFolder(prefix);
    this.#recent.forgetFolder(prefix);
    try {
      let token: string | undefined;
      do {
        const page = await this.#client.send(
          new ListObjectsV2Command({
            Bucket: this.config.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length) {
          const answer = await this.#client.send(
            new DeleteObjectsCommand({
              Bucket: this.config.bucket,
              Delete: { Objects: keys, Quiet: true },
            }),
          );
          const failed = answer.Errors?.[0];
          if (failed)
            throw new Error(`${failed.Key}: ${failed.Code ?? ''} ${failed.Message ?? ''}`);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (error) {
      throw unavailable(error);
    }
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    const base = this.config.publicBaseUrl;
    return base && !key.startsWith(PRIVATE_PREFIX)
      ? `${base.replace(/\/+$/, '')}/${key}`
      : `/media/${key}`;
  }

  /** The stored object's size, or undefined when there is none. */
  async sizeOf(key: string): Promise<number | undefined> {
    assertSafeKey(key);
    try {
      const head = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return head.ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** A write to the bucket; a failure to reach it becomes STORAGE_UNAVAILABLE (503). */
  async #send(command: PutObjectCommand | DeleteObjectCommand): Promise<void> {
    try {
      // The SDK's overloads take one command type at a time.
      await this.#client.send(command as PutObjectCommand);
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** Stops the SDK's connection pool (the app's close). */
  close(): void {
    this.#client.destroy();
  }
}

/** Content types by extension for files moved from a folder (uploads are images; attachments vary). */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
};

export interface CopyReport {
  copied: number;
  alreadyThere: number;
  /** Files whose names are not storage keys (temporary files, strays): left where they are. */
  skipped: string[];
}

/**
 * `npm run cli -- storage copy-to-s3`: every file of the local uploads folder into the bucket under
 * the same key. A file already in the bucket with the same size is left alone, so the command can
 * be run again after an interruption, or once more just before switching STORAGE_DRIVER.
 */
export async function copyFolderToS3(
  folder: string,
  storage: S3Storage,
  progress: (line: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, skipped: [] };
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(folder, file).split(path.sep).join('/');
    if (!isSafeKey(key) || key.endsWith('.tmp')) {
      report.skipped.push(key);
      continue;
    }
    const { size } = await stat(file);
    if ((await storage.sizeOf(key)) === size) {
      report.alreadyThere++;
      continue;
    }
    const type = TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
    await storage.put(key, await readFile(file), type);
    report.copied++;
    if (report.copied % 100 === 0) progress(`${report.copied} files copied…`);
  }
  return report;
}
