// The public card page's actions, free of React so the page's script stays tiny; the client-side
// /showcase route uses the same functions.
import type { SuccessStatus } from '../lib/status-params';

export const SHARE_COPIED_MESSAGE = 'Link copied to clipboard!';
export const SHARE_FAILED_MESSAGE = 'Failed to share card';
export const DELETE_CONFIRM_MESSAGE = 'Are you sure you want to delete this card?';
export const DELETE_FAILED_MESSAGE = 'Failed to delete card';
export const EXCHANGE_LOAD_FAILED_MESSAGE = 'The form could not be opened. Please try again.';
/** The pause between a delete on the card view and the redirect (docs/product.md#limits). */
export const DELETE_REDIRECT_DELAY_MS = 1500;

const deletedStatus: SuccessStatus = 'card_deleted';
export const AFTER_DELETE_PATH = `/?success=${deletedStatus}`;

const shareText = (name: string) => `Check out ${name}'s card`;

type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'prompted';

/**
 * Public card page (docs/product.md#screens-showcase): the Web Share API; without it the link is copied, and when copying is not
 * possible either it is offered in a prompt. Rejects when sharing itself fails.
 */
export async function shareCard(
  name: string,
  url: string,
  // The public page's script passes its words in the page's language (page-texts.ts).
  words: { text: string; copyPrompt: string } = {
    text: shareText(name),
    copyPrompt: 'Copy this link',
  },
): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: name, text: words.text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    window.prompt(words.copyPrompt, url);
    return 'prompted';
  }
}

/** `POST /api/card/delete-card`; rejects on any failure. */
export async function requestCardDeletion(id: string): Promise<void> {
  const response = await fetch('/api/card/delete-card', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  if (!response.ok) throw new Error(`delete-card answered ${response.status}`);
}

/**
 * Tells the server a link on the card was followed or the card shared, for the owner's insights
 * (docs/product.md#insights). Sent with keepalive, so it arrives though the page is left; never
 * waited for, never reported.
 */
export function sendBeacon(
  body: { event: 'click'; cardId: string; link: string } | { event: 'share'; cardId: string },
): void {
  try {
    void fetch('/api/analytics/beacon', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Counting is never worth an error on the visitor's page.
  }
}
