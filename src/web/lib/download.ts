import { apiErrorOf, networkError } from './http';

/**
 * The file name the server gave: its UTF-8 form (`filename*=UTF-8''zo%C3%AB.pdf`) when present,
 * else its plain one (`filename="zoe.pdf"`), else `fallback`.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a file the server makes on request (a PDF, a PNG) and hands it to the browser as a
 * download. A refusal (too many in a row, a card gone) is thrown as the server's error for a
 * toast, instead of being saved as a file holding the error.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw networkError(url);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw apiErrorOf(response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: the browser reads the blob after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 30_000);
}

/** Saves text as a file through a temporary link (the browser's own download, no server round trip). */
export function downloadText(text: string, fileName: string, type: string): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: the browser reads the blob after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
