import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type Storage } from './storage';

/** Files in a local folder (or a volume shared by several instances), served under /media/. */
export class LocalStorage implements Storage {
  readonly driver = 'local';

  constructor(readonly root: string) {}

  private pathOf(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename so a reader never sees half a file, even across instances.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async get(key: string): Promise<Readable | undefined> {
    const target = this.pathOf(key);
    const info = await stat(target).catch(() => undefined);
    return info?.isFile() ? createReadStream(target) : undefined;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `/media/${key}`;
  }
}
