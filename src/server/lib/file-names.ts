import path from 'node:path';

const MAX_NAME_LENGTH = 120;

/**
 * Characters a file name never keeps: controls (C0, DEL, C1), format characters (bidirectional
 * overrides and isolates such as U+202E, which make `photo\u202egnp.exe.png` display as
 * `photoexe.png`, zero-width characters, the byte-order mark), line and paragraph separators.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The text without the characters above (for names stored before they were cleaned). */
export const withoutHiddenCharacters = (text: string): string => text.replace(HIDDEN, '');

/**
 * A file name as we store it, show it and send it in mails and headers: the last path segment,
 * without control or bidirectional characters, within a sane length ('attachment' when nothing
 * is left).
 */
export function cleanFileName(raw: string): string {
  const base = path.posix.basename(raw.replaceAll('\\', '/'));
  // The double quote of header parameters goes too.
  const cleaned = withoutHiddenCharacters(base).replaceAll('"', '').trim();
  if (!cleaned) return 'attachment';
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = path.extname(cleaned).slice(0, 10);
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}
