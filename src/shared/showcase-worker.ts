/**
 * The card pages' service worker (docs/product.md#share-offline): where it is served and the pages
 * it controls, `/showcase?id=…` and nothing of the app. Imported by the public page's script, the
 * worker and the server only.
 */
export const SHOWCASE_SCOPE = '/showcase';
export const SHOWCASE_WORKER_URL = '/showcase-sw.js';
