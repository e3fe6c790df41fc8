import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailSignature, SignatureLayoutId } from '../../../shared/email-signature';
import type { Language } from '../../../shared/i18n/languages';
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
 * The preview's document: the signature as a mail program shows it, on white, in the card's
 * language `lang` (the signature's tables carry its direction). It is shown in a sandboxed frame
 * (no scripts), never put into the page's own DOM; the page scales it to the frame's width
 * (`fitPreview`).
 */
export const previewDocument = (html: string, lang: Language = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="color-scheme" content="light"><title>Signature preview</title><style>body{margin:16px;background:#ffffff}@media (max-width:520px){body{margin:8px}}</style></head><body>${html}</body></html>`;

/**
 * Draws the signature in `frame` at the width it has, as mail apps on phones do: a signature
 * wider than the frame (the 480 px banner, a long address that cannot wrap) is drawn smaller
 * until it fits, never cut off. Returns the height the frame needs to show all of it, or null
 * while its document is not there. The frame is `allow-same-origin` without scripts, so the page
 * can measure what it shows and nothing in it can run.
 */
export function fitPreview(frame: HTMLIFrameElement): number | null {
  const document = frame.contentDocument;
  // The server's signature is one table (docs/product.md#share-signature).
  const signature = document?.body?.firstElementChild as HTMLElement | null | undefined;
  if (!document || !signature) return null;
  signature.style.zoom = '';
  const available = document.body.clientWidth;
  const drawn = Math.max(signature.offsetWidth, signature.scrollWidth);
  if (available > 0 && drawn > available) {
    // Rounded down, so the drawn width never passes the frame's by a fraction of a pixel.
    signature.style.zoom = String(Math.floor((available / drawn) * 1000) / 1000);
  }
  // The signature's bottom and the page's margin under it, whatever height the frame has now.
  const margin = parseFloat(
    document.defaultView?.getComputedStyle(document.body).marginBottom ?? '0',
  );
  return Math.ceil(signature.getBoundingClientRect().bottom + margin);
}
