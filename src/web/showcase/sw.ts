// The card pages' service worker (docs/product.md#share-offline): keeps the cards a visitor opened
// so they open again with no network. Served as /showcase-sw.js with the scope /showcase, built
// to one classic script by scripts/build-service-worker.mjs. Strategies and their reasons:
// docs/decisions/0018-offline-card.md.
import { SHOWCASE_SCOPE } from '../../shared/showcase-worker';

/** What this file needs of the service worker global scope (the DOM library lacks it). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; get(id: string): Promise<{ url: string } | undefined> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** Bumped when what is kept changes shape: older caches are deleted on activation. */
const PREFIX = 'cardvault-offline-';
const CURRENT = `${PREFIX}v1-`;
const ASSETS = `${CURRENT}assets`;
const INDEX = `${CURRENT}index`;
const INDEX_KEY = '/showcase-sw/cards';
const cardCache = (id: string) => `${CURRENT}card-${encodeURIComponent(id)}`;

/** The cards kept, most recently opened first; older ones are dropped. */
const MAX_CARDS = 20;
/** Scripts, styles and fonts of the builds seen; hashed, so old ones only take room. */
const MAX_ASSETS = 60;
/** How long a page or vCard may take from the network before the kept copy is shown. */
const NETWORK_TIMEOUT_MS = 3_000;

type Kept =
  | { kind: 'page' | 'vcard' | 'qr'; id: string; key: string }
  | { kind: 'media' | 'asset'; key: string };

/**
 * The allow-list: the only requests the worker keeps, each under one key. Anything else (the app,
 * every other API answer, another origin) is not handled at all and goes to the network.
 */
function keptAs(url: URL): Kept | undefined {
  if (url.origin !== worker.location.origin) return undefined;
  const id = url.searchParams.get('id');
  const { pathname } = url;
  if (id) {
    const query = `?id=${encodeURIComponent(id)}`;
    // The page under one key whatever else its address carries (`src` counts where a visit came from).
    if (pathname === SHOWCASE_SCOPE) return { kind: 'page', id, key: `${pathname}${query}` };
    if (pathname === '/api/card/get-vcard') {
      // The page links the vCard in the card's language it shows (docs/product.md#card-languages).
      const lang = url.searchParams.get('lang');
      const language = lang ? `&lang=${encodeURIComponent(lang)}` : '';
      return { kind: 'vcard', id, key: `${pathname}${query}${language}` };
    }
    if (pathname === '/api/card/qr') return { kind: 'qr', id, key: `${pathname}${url.search}` };
  }
  if (/^\/media\/[\w/-]+\.\w+$/.test(pathname)) return { kind: 'media', key: pathname };
  if (/^\/(assets|fonts)\/[\w.-]+$/.test(pathname)) return { kind: 'asset', key: pathname };
  return undefined;
}

/** Only whole, same-origin answers meant for anyone: never one marked private or no-store. */
const keepable = (response: Response) =>
  response.status === 200 &&
  response.type === 'basic' &&
  !/private|no-store/i.test(response.headers.get('cache-control') ?? '');

/** Updates to the list of kept cards, one at a time. */
let indexQueue: Promise<unknown> = Promise.resolve();
const serially = (update: () => Promise<void>) =>
  (indexQueue = indexQueue.then(update, update)) as Promise<void>;

async function readIndex(): Promise<string[]> {
  const response = await (await caches.open(INDEX)).match(INDEX_KEY);
  return response ? ((await response.json()) as string[]) : [];
}

const writeIndex = async (ids: string[]) =>
  (await caches.open(INDEX)).put(INDEX_KEY, new Response(JSON.stringify(ids)));

/** The card was opened: it moves to the front, and those past MAX_CARDS are forgotten. */
const touchCard = (id: string) =>
  serially(async () => {
    const ids = [id, ...(await readIndex()).filter((kept) => kept !== id)];
    const dropped = ids.splice(MAX_CARDS);
    await writeIndex(ids);
    await Promise.all(dropped.map((gone) => caches.delete(cardCache(gone))));
  });

/** The card is gone (404): nothing of it stays on the device. */
const forgetCard = (id: string) =>
  serially(async () => {
    await writeIndex((await readIndex()).filter((kept) => kept !== id));
    await caches.delete(cardCache(id));
  });

async function store(kept: Kept, cardId: string | undefined, response: Response): Promise<void> {
  if (!keepable(response)) {
    if (kept.kind === 'page' && response.status === 404) await forgetCard(kept.id);
    return;
  }
  if (kept.kind === 'asset') {
    const cache = await caches.open(ASSETS);
    await cache.put(kept.key, response);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, -MAX_ASSETS).map((key) => cache.delete(key)));
    return;
  }
  // A card's own files live in its cache, so dropping the card drops them; they are kept only
  // with its page (never for an owner's own page, which is not kept).
  const id = 'id' in kept ? kept.id : cardId;
  if (!id || (kept.kind !== 'page' && !(await readIndex()).includes(id))) return;
  const cache = await caches.open(cardCache(id));
  if (kept.kind === 'page') {
    // A new version of the page: its vCard is fetched again by the next `keep` (below).
    const before = await cache.match(kept.key, { ignoreVary: true });
    if (before && before.headers.get('etag') !== response.headers.get('etag')) {
      // Each language's vCard of the card.
      const vcards = (await cache.keys()).filter(
        (request) => new URL(request.url).pathname === '/api/card/get-vcard',
      );
      await Promise.all(vcards.map((request) => cache.delete(request, { ignoreVary: true })));
    }
  }
  await cache.put(kept.key, response);
  if (kept.kind === 'page') await touchCard(id);
}

/** The card a request belongs to: its own id, or the id of the card page that asked for it. */
async function cardOf(kept: Kept, clientId: string): Promise<string | undefined> {
  if ('id' in kept) return kept.id;
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  const page = client && keptAs(new URL(client.url));
  return page && 'id' in page && page.kind === 'page' ? page.id : undefined;
}

/** Fetches `request`, keeping a copy of the answer; `kept` settles once the copy is stored. */
function fetchAndKeep(request: Request, keep: (response: Response) => Promise<void>) {
  let settle!: () => void;
  const kept = new Promise<void>((resolve) => (settle = resolve));
  const response = fetch(request).then(
    (answer) => {
      keep(answer.clone())
        .catch(() => undefined)
        .finally(settle);
      return answer;
    },
    (error: unknown) => {
      settle();
      throw error;
    },
  );
  return { response, kept };
}

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title></head><body style="font-family:system-ui,sans-serif;margin:0;min-height:100dvh;display:grid;place-items:center;background:#f1f5f9;color:#0f172a;text-align:center;padding:1rem"><main><h1 style="font-size:1.5rem">You are offline</h1><p>This card has not been opened on this device yet. Open it again once you are back online.</p></main></body></html>`;

const offlineAnswer = (kept: Kept) =>
  kept.kind === 'page'
    ? new Response(OFFLINE_PAGE, {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      })
    : new Response('Offline', { status: 503, headers: { 'cache-control': 'no-store' } });

async function answer(event: FetchEvent, kept: Kept): Promise<Response> {
  const cached = () => caches.match(kept.key, { ignoreVary: true });
  const fetchIt = () => {
    const cardId = cardOf(kept, event.clientId);
    const { response, kept: stored } = fetchAndKeep(event.request, async (copy) =>
      store(kept, await cardId, copy),
    );
    event.waitUntil(stored);
    return response;
  };
  if (kept.kind === 'page' || kept.kind === 'vcard') {
    // Network first: the owner's latest edit, and the visit's count, with the kept copy for a
    // network that is down or too slow.
    const response = fetchIt();
    try {
      return await Promise.race([response, timeout(NETWORK_TIMEOUT_MS)]);
    } catch {
      return (await cached()) ?? response.catch(() => offlineAnswer(kept));
    }
  }
  const hit = await cached();
  // Hashed assets never change; images and the QR code are refreshed behind the kept copy.
  if (hit && kept.kind === 'asset') return hit;
  const response = fetchIt();
  if (hit) {
    response.catch(() => undefined);
    return hit;
  }
  return response.catch(() => offlineAnswer(kept));
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && !name.startsWith(CURRENT))
          .map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const kept = keptAs(new URL(request.url));
  if (kept) event.respondWith(answer(event, kept));
});

/**
 * The card page, once the worker runs, names what it loaded before the worker could see it (its
 * own address, styles, script, fonts, images, vCard and QR code): each allowed one not kept yet
 * is fetched and kept. These fetches say `Purpose: prefetch`, so they count as no visit or save.
 */
async function keepCard(id: string, urls: string[]): Promise<void> {
  for (const url of urls) {
    const kept = keptAs(new URL(url, worker.location.href));
    if (!kept || ('id' in kept && kept.id !== id)) continue;
    if (await caches.match(kept.key, { ignoreVary: true })) continue;
    try {
      const response = await fetch(kept.key, { headers: { purpose: 'prefetch' } });
      await store(kept, id, response);
    } catch {
      // Offline or refused: kept the next time the page is opened.
    }
  }
}

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; id?: unknown; urls?: unknown } | null;
  if (data?.type !== 'keep' || typeof data.id !== 'string' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === 'string').slice(0, 100);
  event.waitUntil(keepCard(data.id, urls));
});
