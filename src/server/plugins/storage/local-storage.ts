import { createReadStream } from 'node:fs';
import {
  access,
  constants,
  mkdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { RecentFiles, type RecentFile } from './recent-files';
import { assertSafeFolder, assertSafeKey, type ByteRange, type Storage } from './storage';

/** How much of the uploads folder is kept in memory for serving (see RecentFiles). */
const RECENT_FILES = { maxBytes: 8 * 1024 * 1024, maxFileBytes: 1024 * 1024 };

/** Files in a local folder (or a volume shared by several instances), served under /media/. */
export class LocalStorage implements Storage {
  readonly driver = 'local';
  readonly #recent: RecentFiles;

  /** `recentTtlMs`: how long a file read for serving is kept in memory (0: not at all). */
  constructor(
    readonly root: string,
    recentTtlMs = 0,
  ) {
    this.#recent = new RecentFiles(RECENT_FILES.maxBytes, RECENT_FILES.maxFileBytes, recentTtlMs);
  }

  async check(): Promise<void> {
    if (!(await stat(this.root)).isDirectory()) throw new Error(`${this.root} is not a folder`);
    await access(this.root, constants.R_OK | constants.W_OK | constants.X_OK);
  }

  private pathOf(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    // Write then rename so a reader never sees half a file, even across instances.
    const temporary = `${target}.${randomUUID()}.tmp`;
    const write = async () => {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(temporary, bytes, { mode: 0o600 });
    };
    // A delete that emptied the folder may remove it between the two steps: once more, then.
    await write().catch((error: unknown) =>
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? write() : Promise.reject(error),
    );
    await rename(temporary, target);
    this.#recent.forget(key);
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const target = this.pathOf(key);
    const info = await stat(target).catch(() => undefined);
    return info?.isFile() ? createReadStream(target, range) : undefined;
  }

  /**
   * A file's bytes for serving: from memory when read recently, else from disk (and kept when
   * small); undefined when there is no such file or it is too large to hold (stream it instead).
   */
  async readRecent(key: string): Promise<RecentFile | undefined> {
    const recent = this.#recent.get(key);
    if (recent) return recent;
    const target = this.pathOf(key);
    const info = await stat(target).catch(() => undefined);
    if (!info?.isFile() || info.size > this.#recent.maxFileBytes) return undefined;
    const bytes = await readFile(target).catch(() => undefined);
    return bytes && this.#recent.set(key, bytes);
  }

  /** Deletes the file, and the folders above it that it leaves empty (a card's, a request's). */
  async delete(key: string): Promise<void> {
    this.#recent.forget(key);
    const target = this.pathOf(key);
    await rm(target, { force: true });
    await this.#removeEmptyFolders(path.dirname(target));
  }

  /** Deletes the folder with everything in it (half-written files too), then empty parents. */
  async deleteFolder(prefix: string): Promise<void> {
    assertSafeFolder(prefix);
    this.#recent.forgetFolder(prefix);
    const target = path.join(this.root, prefix);
    await rm(target, { recursive: true, force: true });
    await this.#removeEmptyFolders(path.dirname(target));
  }

  async #removeEmptyFolders(from: string): Promise<void> {
    const root = path.resolve(this.root);
    for (let folder = from; folder.startsWith(`${root}${path.sep}`);) {
      // rmdir removes only an empty folder; one still holding a file ends the walk.
      const removed = await rmdir(folder).then(
        () => true,
        () => false,
      );
      if (!removed) break;
      folder = path.dirname(folder);
    }
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `/media/${key}`;
  }
}
