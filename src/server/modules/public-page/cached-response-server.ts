import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
} from 'fastify';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages';
import type { Config } from '../../config';
import type { CardRow } from '../../db/schema';
import { requestOrigin } from '../../lib/request-origin';
import { matchesIfNoneMatch } from '../../lib/http-caching';
import { logRequest, rawRequestDetails, roundMs } from '../../lib/request-log';
import { carriesSessionCredential } from '../../plugins/auth';
import { visitorLanguage } from './page-language';
import type { ResponseCache, PreparedBody } from './response-cache';

/**
 * The cached-response server: answers a GET or HEAD of a public card URL (the page, the vCard, the QR code)
 * from the response its route gave last time, before Fastify routes the request. The routes stay
 * the only place that decides what the answer is; they hand it over with `rememberPublicResponse`,
 * and the cache keeps it no longer than the card row it came from (an edit or delete forgets it
 * at once, the row TTL bounds everything else). Anything else, or anything unusual (another
 * spelling of the URL, credentials on the page, a server that is closing), goes to Fastify.
 *
 * Why: Fastify's routing, hooks and reply pipeline cost more than the cached answer itself
 * (measured in docs/benchmarks.md, "Second round"; decision 0006).
 */
/**
 * What the cached-response server needs of the app: its logger and configuration, the session cookie, the
 * request ids, and where an answer that counts in a card's insights is counted.
 */
interface CachedResponseServerApp {
  log: FastifyBaseLogger;
  config: Config;
  sessionCookieName: string;
  requestId: (req: IncomingMessage) => string;
  count: (counts: 'view' | 'save', cardId: string, req: IncomingMessage) => void;
  /** Told of every answer it gives (the idle collector counts them). */
  answered: () => void;
}

export class CachedResponseServer {
  /** What it needs of the app, once the app exists (the server is made before it). */
  private app: CachedResponseServerApp | undefined;

  constructor(private readonly cache: ResponseCache) {}

  /** Called once the app has its logger and knows its session cookie, before it listens. */
  attach(app: CachedResponseServerApp): void {
    this.app = app;
  }

  /** For Fastify's `serverFactory` option: an HTTP server that asks the cached-response server first. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const number = (name: string) =>
      typeof options[name] === 'number' ? (options[name] as number) : undefined;
    const requestTimeout = number('requestTimeout') ?? 0;
    const server = http.createServer(
      requestTimeout > 0
        ? {
            requestTimeout,
            // The headers come first and small: they get no longer than HEADERS_TIMEOUT_MS.
            headersTimeout: Math.min(requestTimeout, HEADERS_TIMEOUT_MS),
            // Node looks for requests past their time on this interval (30 s by default), so a
            // request is cut between its timeout and a quarter of it later.
            connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)),
          }
        : {},
      (req, res) => {
        if (!server.listening || !this.app || !serveFromCache(this.cache, req, res, this.app)) {
          handler(req, res);
        }
      },
    );
    // What Fastify sets on the servers it makes itself (lib/server.js), from its resolved options.
    server.keepAliveTimeout = number('keepAliveTimeout') ?? server.keepAliveTimeout;
    server.setTimeout(number('connectionTimeout') ?? 0);
    const maxRequestsPerSocket = number('maxRequestsPerSocket');
    if (maxRequestsPerSocket) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}

/**
 * The key of a kept answer: the site's origin as the request sees it and the URL, because without
 * PUBLIC_URL the page, the vCard and the QR code carry the address they were opened at
 * (docs/product.md#site-address): an answer made for one address is never replayed to another.
 */
export const responseKey = (origin: string, url: string) => `${origin} ${url}`;

/**
 * The key of a kept answer to this request: `responseKey`, and for a path whose answer depends on
 * the visitor's language (the public page) that language too, so one visitor's language is never
 * replayed to another (docs/product.md#card-languages).
 */
function requestKey(
  cache: ResponseCache,
  origin: string,
  url: string,
  headers: IncomingHttpHeaders,
): string {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  return cache.variesByLanguage(path)
    ? `${responseKey(origin, url)} ${visitorLanguage(headers)}`
    : responseKey(origin, url);
}

/** How long the request line and headers may take to arrive. */
const HEADERS_TIMEOUT_MS = 20_000;

/** Whether the request was answered from the cache. */
function serveFromCache(
  cache: ResponseCache,
  req: IncomingMessage,
  res: ServerResponse,
  app: CachedResponseServerApp,
): boolean {
  const { method, url } = req;
  if ((method !== 'GET' && method !== 'HEAD') || !url) return false;
  const key = requestKey(cache, requestOrigin(app.config, req), url, req.headers);
  const hit = cache.lookupResponse(
    key,
    carriesSessionCredential(req.headers, app.sessionCookieName),
  );
  if (!hit) return serveAbsentCard(cache, req, res, app);
  const cached = hit.response;
  if (hit.state === 'revalidate') {
    // This request refreshes the answer through the route; the others get it stale meanwhile.
    res.once('close', () => cache.revalidated(key, cached));
    return false;
  }
  const started = performance.now();
  cache.stats.cachedResponseAnswers++;
  // The id is this request's own: in its answer and its log line, never in the kept headers.
  const reqId = app.requestId(req);
  res.setHeader('x-request-id', reqId);
  if (matchesIfNoneMatch(req.headers['if-none-match'], cached.etag)) {
    res.writeHead(304, cached.headers);
    res.end();
  } else {
    res.writeHead(200, cached.headersWithLength);
    res.end(method === 'HEAD' ? undefined : cached.body);
  }
  // A 304 is a view too: the visitor's browser shows the page it kept.
  if (cached.counts) app.count(cached.counts, cached.cardId, req);
  answered(req, res, app, reqId, started);
  return true;
}

/**
 * Answers `path?id=…` (that spelling only) for an id no card has, when the known ids rule it out
 * without a query and the route's answer for such an id is kept (`rememberAbsentCardAnswer`): a
 * flood of made-up ids costs what as many visits to a real card cost.
 */
function serveAbsentCard(
  cache: ResponseCache,
  req: IncomingMessage,
  res: ServerResponse,
  app: CachedResponseServerApp,
): boolean {
  const url = req.url ?? '';
  const question = url.indexOf('?');
  if (question === -1 || !url.startsWith('id=', question + 1)) return false;
  const path = url.slice(0, question);
  const answer = cache.absentAnswer(
    requestKey(cache, requestOrigin(app.config, req), path, req.headers),
  );
  if (!answer) return false;
  let id: string;
  try {
    id = decodeURIComponent(url.slice(question + 4));
  } catch {
    return false;
  }
  if (!id.trim() || id.length > 64 || canonicalPublicUrl(path, id) !== url) return false;
  if (cache.mayExist(id)) return false;
  const started = performance.now();
  const reqId = app.requestId(req);
  res.setHeader('x-request-id', reqId);
  res.writeHead(404, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
  answered(req, res, app, reqId, started);
  return true;
}

/** Tells the app of an answer given here and writes its log line. */
function answered(
  req: IncomingMessage,
  res: ServerResponse,
  app: CachedResponseServerApp,
  reqId: string,
  started: number,
): void {
  app.answered();
  const url = req.url ?? '';
  const question = url.indexOf('?');
  logRequest(
    app.log,
    {
      reqId,
      method: req.method ?? '',
      route: question === -1 ? url : url.slice(0, question),
      status: res.statusCode,
      ms: roundMs(performance.now() - started),
    },
    () => rawRequestDetails(req),
    { slowMs: app.config.logSlowRequestMs },
  );
}

/** The one spelling of a public URL the cached-response server answers: `path?id=…[&format=…]`. */
export function canonicalPublicUrl(path: string, id: string, format?: string): string {
  const query = `id=${encodeURIComponent(id)}`;
  return format === undefined
    ? `${path}?${query}`
    : `${path}?${query}&format=${encodeURIComponent(format)}`;
}

/**
 * A canonical URL and its spellings with each language (`&lang=xx`, docs/product.md#card-languages):
 * the answer to each is its own, so each may be kept.
 */
export const withLanguages = (canonical: string): string[] => [
  canonical,
  ...LANGUAGE_CODES.map((language) => `${canonical}&lang=${language}`),
];

/**
 * Hands the answer a public route gives for an id no card has (the same bytes for every such id,
 * in each visitor's language where the path varies by it) to the cached-response server, when the
 * request used the canonical URL `path?id=…`.
 */
export function rememberAbsentCardAnswer(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  id: string,
  body: string | Buffer,
  origin: string,
): void {
  if (request.url !== canonicalPublicUrl(path, id)) return;
  cache.rememberAbsentAnswer(
    requestKey(cache, origin, path, request.headers),
    keptHeaders(reply),
    Buffer.from(body),
  );
}

/**
 * Hands the answer a public route is about to give to the cached-response server, when the request used the
 * canonical URL (`canonical`). The headers are the reply's so far: the security headers, the
 * type, the caching headers and the ETag.
 */
export function rememberPublicResponse(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  row: CardRow,
  canonical: string | readonly string[],
  prepared: PreparedBody,
  options: { anonymousOnly: boolean; origin: string; counts?: 'view' | 'save' },
): void {
  const { origin } = options;
  const urls = typeof canonical === 'string' ? [canonical] : canonical;
  if (!urls.includes(request.url)) return;
  const key = requestKey(cache, origin, request.url, request.headers);
  const headers = keptHeaders(reply);
  cache.rememberResponse(key, row, {
    headers,
    body: prepared.body,
    etag: prepared.etag,
    anonymousOnly: options.anonymousOnly,
    counts: options.counts,
  });
}

/** The reply's headers so far, as a kept answer replays them: all but the request's own id. */
function keptHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    // The id belongs to this request alone, not to the answers replayed from memory.
    if (value === undefined || name === 'x-request-id') continue;
    headers[name] = typeof value === 'number' ? String(value) : value;
  }
  return headers;
}
