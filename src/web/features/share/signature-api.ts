import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailSignature, SignatureLayoutId } from '../../../shared/email-signature';
import { requestJson } from '../../lib/http';
import { cardKeys } from '../../lib/query-keys';

/**
 * The card's e-mail signature in one layout. Kept under the card's own key, so saving the card
 * (which invalidates it) builds the signature anew.
 */
export function useEmailSignature(id: string, layout: SignatureLayoutId) {
  return useQuery({
    queryKey: [...cardKeys.detail(id), 'email-signature', layout],
    queryFn: () =>
      requestJson<EmailSignature>(
        `/api/card/email-signature?id=${encodeURIComponent(id)}&layout=${layout}`,
      ),
    // The previous layout stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * Puts the signature on the clipboard as rich HTML and as plain text, so a mail program's
 * signature box gets the formatting and a plain-text editor still gets the words. Rejects when
 * the browser has no rich clipboard or refuses it (permission, insecure page).
 */
export async function copyRichSignature(signature: EmailSignature): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
    throw new Error('No rich clipboard in this browser');
  }
  await navigator.clipboard.write([
    new ClipboardItem({
      'text/html': new Blob([signature.html], { type: 'text/html' }),
      'text/plain': new Blob([signature.text], { type: 'text/plain' }),
    }),
  ]);
}

export async function copyPlainSignature(signature: EmailSignature): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('No clipboard in this browser');
  await navigator.clipboard.writeText(signature.text);
}

/**
 * The preview's document: the signature as a mail program shows it, on white. It is shown in a
 * sandboxed frame (no scripts, its own origin), never put into the page's own DOM. On a phone the
 * fixed-width layout is drawn smaller, as mail apps do, rather than cut off.
 */
export const previewDocument = (html: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light"><title>Signature preview</title><style>body{margin:16px;background:#ffffff}@media (max-width:520px){body{margin:12px}table[width]{zoom:.58}}</style></head><body>${html}</body></html>`;
