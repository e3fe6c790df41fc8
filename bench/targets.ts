/**
 * What `npm run bench` loads: the seeded card's public page, vCard and QR code, the app shell and a
 * client route, the landing page's script, the card's image, and two signed-in API calls. Before
 * listing them it reads the page and the vCard once and checks that they are the seeded card, so
 * the figures describe the real thing (and nginx can serve the same bytes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetsOfHtml } from './bundle-size';
import type { RequestSpec } from './load';
import { cardForm, encodeForm, type SeededCard } from './seed';

/**
 * A phone browser's user agent for the public pages: load tools' own agents are filtered as bots,
 * and a bot costs less to count than a visit (docs/product.md#insights).
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A GET as a visitor's browser sends it. */
export const visitorRequest: RequestSpec = {
  method: 'GET',
  headers: { 'user-agent': BROWSER_USER_AGENT },
};

export interface Target {
  name: string;
  path: string;
  connections: number;
  request?: RequestSpec;
  /** The static file nginx serves with the same bytes, for the ratio and the goal. */
  nginxFile?: string;
  /** Time a visitor's public page on new connections during this load (probeNewConnections). */
  probeNewVisitors?: boolean;
}

/** The seeded card's public page and vCard as the server answers them, checked. */
export interface ReferencePages {
  /** `?id=…` of the seeded card. */
  cardQuery: string;
  showcaseHtml: string;
  showcaseType: string;
  vcard: Buffer;
  vcardType: string;
}

export async function readReferencePages(origin: string, cardId: string): Promise<ReferencePages> {
  const cardQuery = `?id=${encodeURIComponent(cardId)}`;
  const showcaseResponse = await fetch(`${origin}/showcase${cardQuery}`);
  const showcaseHtml = await showcaseResponse.text();
  if (!showcaseResponse.ok) throw new Error(`GET /showcase: ${showcaseResponse.status}`);
  if (
    !showcaseHtml.includes('Ada Lovelace') ||
    (showcaseHtml.match(/\/media\//g) ?? []).length < 2
  ) {
    throw new Error('the public card page does not show the seeded card with both images');
  }
  const vcardResponse = await fetch(`${origin}/api/card/get-vcard${cardQuery}`);
  const vcard = Buffer.from(await vcardResponse.arrayBuffer());
  if (!vcardResponse.ok || !vcard.includes('BEGIN:VCARD') || !vcard.includes('PHOTO')) {
    throw new Error(`GET get-vcard: ${vcardResponse.status}, expected a vCard with a PHOTO`);
  }
  return {
    cardQuery,
    showcaseHtml,
    showcaseType: showcaseResponse.headers.get('content-type') ?? 'text/html',
    vcard,
    vcardType: vcardResponse.headers.get('content-type') ?? 'text/vcard',
  };
}

export interface TargetOptions {
  origin: string;
  seeded: SeededCard;
  pages: ReferencePages;
  /** The build's dist/web, where the landing page's script is named. */
  webRoot: string;
  /** Connections for every target but create-card. */
  connections: number;
  createConnections: number;
}

/** Every target, in the order they are loaded and printed. */
export async function benchTargets(options: TargetOptions): Promise<Target[]> {
  const { origin, seeded, pages, connections } = options;
  const { cardQuery } = pages;
  // What a first visit fetches beside the HTML: the landing page's main script, a card's image.
  const appScript = assetsOfHtml(
    readFileSync(path.join(options.webRoot, 'index.html'), 'utf8'),
  ).find((file) => file.endsWith('.js'));
  const mediaPath = /\/media\/[^"'\s)]+/.exec(pages.showcaseHtml)?.[0];
  if (!appScript || !mediaPath) throw new Error('no app script in index.html or image in the page');

  const signedIn = { origin, cookie: seeded.cookie };
  const upload = await encodeForm(await cardForm(seeded.email));
  return [
    { name: '/ (app shell)', path: '/', connections },
    { name: '/api/health', path: '/api/health', connections },
    {
      name: 'showcase',
      path: `/showcase${cardQuery}`,
      connections,
      nginxFile: '/showcase.html',
      request: visitorRequest,
    },
    // The heaviest design: a premium template with a web font preloaded and a company logo.
    ...seeded.templateCards
      .filter((card) => card.template === 'corporate')
      .map((card) => ({
        name: 'showcase (corporate, Lora)',
        path: `/showcase?id=${encodeURIComponent(card.id)}`,
        connections,
        request: visitorRequest,
      })),
    {
      name: 'get-vcard',
      path: `/api/card/get-vcard${cardQuery}`,
      connections,
      nginxFile: '/card.vcf',
      request: visitorRequest,
    },
    { name: 'qr (svg)', path: `/api/card/qr${cardQuery}`, connections },
    { name: '/login (client route)', path: '/login', connections },
    {
      name: 'app script (br)',
      path: appScript,
      connections,
      request: { method: 'GET', headers: { 'accept-encoding': 'gzip, deflate, br' } },
    },
    { name: 'media (profile image)', path: mediaPath, connections },
    {
      name: 'list-user-cards',
      path: '/api/card/list-user-cards',
      connections,
      probeNewVisitors: true,
      request: {
        method: 'POST',
        body: Buffer.from(JSON.stringify({ page: 1, pageSize: 10 })),
        headers: { 'content-type': 'application/json', ...signedIn },
      },
    },
    {
      name: 'create-card (2 images)',
      path: '/api/card/create-card',
      connections: options.createConnections,
      probeNewVisitors: true,
      request: {
        method: 'POST',
        body: upload.body,
        headers: { 'content-type': upload.contentType, ...signedIn },
      },
    },
  ];
}
