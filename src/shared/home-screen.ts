/**
 * A card on the home screen (docs/product.md#share-offline): the addresses of its web app manifest
 * and its icons, shared by the server that serves them, the page that links them and the share
 * page. The service worker's own addresses are in showcase-worker.ts: the public page's script
 * imports nothing the app imports, so the two builds share no chunk.
 */

/** 180 for iOS (apple-touch-icon), 192 and 512 for the manifest (what Android asks for). */
export const HOME_SCREEN_ICON_SIZES = ['180', '192', '512'] as const;
export type HomeScreenIconSize = (typeof HOME_SCREEN_ICON_SIZES)[number];

const idParam = (id: string) => `id=${encodeURIComponent(id)}`;

export const cardManifestUrl = (id: string) => `/showcase/manifest.webmanifest?${idParam(id)}`;

export const homeScreenIconUrl = (id: string, size: HomeScreenIconSize) =>
  `/showcase/icon.png?${idParam(id)}&size=${size}`;

/** The page a home-screen card opens: the card page, at the one address the cached-response server keeps. */
export const cardStartUrl = (id: string) => `/showcase?${idParam(id)}`;
