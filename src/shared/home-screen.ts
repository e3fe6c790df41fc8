/**
 * A card on the home screen and offline (docs/product.md#share-offline): the addresses of its web
 * app manifest, its icons and the public page's service worker, shared by the server that serves
 * them and the page that links them. Nothing here imports zod: the worker and the page's script
 * use it (the schemas are in home-screen-schema.ts).
 */

/** 180 for iOS (apple-touch-icon), 192 and 512 for the manifest (what Android asks for). */
export const HOME_SCREEN_ICON_SIZES = ['180', '192', '512'] as const;
export type HomeScreenIconSize = (typeof HOME_SCREEN_ICON_SIZES)[number];

/** The card pages the service worker controls: `/showcase?id=…` (and nothing of the app). */
export const SHOWCASE_SCOPE = '/showcase';
export const SHOWCASE_WORKER_URL = '/showcase-sw.js';

const idParam = (id: string) => `id=${encodeURIComponent(id)}`;

export const cardManifestUrl = (id: string) => `/showcase/manifest.webmanifest?${idParam(id)}`;

export const homeScreenIconUrl = (id: string, size: HomeScreenIconSize) =>
  `/showcase/icon.png?${idParam(id)}&size=${size}`;

/** The page a home-screen card opens: the card page, at the one address the front door keeps. */
export const cardStartUrl = (id: string) => `${SHOWCASE_SCOPE}?${idParam(id)}`;
