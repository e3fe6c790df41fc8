import { mkdir, stat } from 'node:fs/promises';

/** A start-up problem the operator fixes (a line to print, no stack trace). */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Bits that let anyone but the owner read, write or enter a folder. */
const OTHERS = 0o077;

/**
 * Makes sure DATA_DIR exists and is the owner's alone. It holds the embedded database (sessions
 * included), the generated sign-in secret, uploads and mail: created 0700 if missing, and a folder
 * that others can open is refused with the command that fixes it. The server runs with a 077
 * umask (main.ts, cli.ts), so what it writes inside is the owner's alone as well.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await stat(dir);
  if (!info.isDirectory()) throw new StartupError(`DATA_DIR ${dir} is not a folder`);
  const mode = info.mode & 0o777;
  if (mode & OTHERS) {
    throw new StartupError(
      `DATA_DIR ${dir} can be opened by other users (mode ${mode.toString(8).padStart(4, '0')}); ` +
        `it holds the database, the sign-in secret and uploads. Run: chmod 700 ${dir}`,
    );
  }
}

/** The umask for everything the server writes: files 0600, folders 0700. */
export const PRIVATE_UMASK = 0o077;
