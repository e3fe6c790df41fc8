import { SHOWCASE_SCOPE, SHOWCASE_WORKER_URL } from '../../shared/showcase-worker';

/**
 * Keeps this card for offline visits (docs/product.md#share-offline): after the page has loaded,
 * registers the card pages' service worker and tells it what the page loaded, so the next visit
 * works with no network. The owner's own page is not kept (it is theirs alone).
 */
export function keepForOffline(cardId: string, isOwnersPage: boolean): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => void register(cardId, isOwnersPage), { once: true });
}

async function register(cardId: string, isOwnersPage: boolean): Promise<void> {
  try {
    await navigator.serviceWorker.register(SHOWCASE_WORKER_URL, { scope: SHOWCASE_SCOPE });
    if (isOwnersPage) return;
    const { active } = await navigator.serviceWorker.ready;
    const urls = [location.href];
    for (const element of document.querySelectorAll('link[href], script[src], img[src], a[href]')) {
      const url = (element as HTMLLinkElement).href || (element as HTMLImageElement).src;
      if (url.startsWith(location.origin)) urls.push(url);
    }
    active?.postMessage({ type: 'keep', id: cardId, urls });
  } catch {
    // No worker (a private window, storage refused): the page works as before.
  }
}
