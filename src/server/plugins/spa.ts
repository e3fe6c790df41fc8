import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from '../../shared/routes';
import {
  etagOf,
  IMMUTABLE_CACHE_CONTROL,
  preferredEncoding,
  sendUnlessNotModified,
  type ContentEncoding,
} from '../lib/http-caching';
import { ERROR_CODES, statusOf } from '../../shared/error-codes';
import type { Catalogue } from '../../shared/i18n/catalogue';
import { directionOf, LANGUAGE_CODES, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { escapeHtml } from '../lib/html';
import { requestLanguage } from '../lib/language';
import { lazyModuleScripts } from './web-assets';

const NOINDEX = '<meta name="robots" content="noindex" />';

export interface AppShell {
  /** index.html as built, for the home page. */
  home: string;
  /** index.html with a robots noindex tag, for every other page (docs/product.md#noindex). */
  other: string;
}

/** The shell in every language: `<html lang dir>` and the loader's words set on the server. */
export type AppShells = Record<Language, AppShell>;

const HTML_START = /<html\b[^>]*>/;
const LOADER_LABEL = /(<span class="page-loader__label">)[^<]*(<\/span>)/;
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>/;

/** A language's catalogue as the build manifest names it (its keys are relative to src/web). */
const catalogueModule = (language: Language) => `../shared/i18n/messages/${language}.ts`;

/**
 * The shell as `language` serves it: the page's language and direction are right before the
 * script runs (docs/ARCHITECTURE.md, "Languages"), and so is the loader's sentence. The
 * language's catalogue is a chunk the entry imports lazily; its `scripts` are preloaded beside
 * the entry, so the first render does not wait for the entry before they are asked for.
 */
export function localizeShell(
  html: string,
  language: Language,
  catalogue: Catalogue,
  scripts: string[] = [],
): string {
  const preloads = scripts
    .filter((script) => !html.includes(`"${script}"`))
    .map((script) => `\n    <link rel="modulepreload" crossorigin href="${script}">`)
    .join('');
  const localized = html
    .replace(HTML_START, `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(LOADER_LABEL, `$1${escapeHtml(catalogue['shell.loading'])}$2`);
  if (!preloads) return localized;
  return ENTRY_SCRIPT.test(localized)
    ? localized.replace(ENTRY_SCRIPT, (entry) => `${entry}${preloads}`)
    : localized.replace('</head>', `${preloads}\n  </head>`);
}

export async function loadAppShells(webRoot: string): Promise<AppShells> {
  const built = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (language) => {
      const home = localizeShell(
        built,
        language,
        (await LANGUAGES[language].load()).default,
        lazyModuleScripts(webRoot, catalogueModule(language)),
      );
      const other = home.includes('name="robots"')
        ? home
        : home.replace('</head>', `  ${NOINDEX}\n  </head>`);
      return [language, { home, other }] as const;
    }),
  );
  return Object.fromEntries(entries) as AppShells;
}

/** A script or stylesheet of the build, with the .br and .gz copies written beside it. */
export interface BuiltAsset {
  type: string;
  /** The encodings on offer, each with its bytes and an ETag of its own. */
  encodings: ContentEncoding[];
  copies: { identity: AssetCopy } & Partial<Record<ContentEncoding, AssetCopy>>;
}

interface AssetCopy {
  body: Buffer;
  etag: string;
}

const readCopy = (file: string): AssetCopy => {
  const body = readFileSync(file);
  return { body, etag: etagOf(body) };
};
const copyIfWritten = (file: string) => (existsSync(file) ? readCopy(file) : undefined);

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Reads the scripts and stylesheets of the build (`<webRoot>/assets/*.js|css` and their
 * precompressed copies) once, keyed by URL path. Every first visit asks for several of them, the
 * public card page included; from memory they cost what the app shell costs, where reading each
 * from disk cost a stat, an open and a read on libuv's thread pool (docs/benchmarks.md, "Fourth
 * round").
 */
export function loadBuiltAssets(webRoot: string): Map<string, BuiltAsset> {
  const assets = new Map<string, BuiltAsset>();
  const dir = path.join(webRoot, 'assets');
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    const type = ASSET_TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(dir, name);
    const copies = {
      identity: readCopy(file),
      br: copyIfWritten(`${file}.br`),
      gzip: copyIfWritten(`${file}.gz`),
    };
    const encodings = (['identity', 'br', 'gzip'] as const).filter((encoding) => copies[encoding]);
    assets.set(`/assets/${name}`, { type, encodings, copies });
  }
  return assets;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: BuiltAsset) {
  const encoding =
    preferredEncoding(request.headers['accept-encoding'], asset.encodings) ?? 'identity';
  const copy = asset.copies[encoding] ?? asset.copies.identity;
  reply.type(asset.type).header('cache-control', IMMUTABLE_CACHE_CONTROL);
  if (asset.encodings.length > 1) reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return sendUnlessNotModified(request, reply, copy);
}

/** The shell in the request's language; it differs by the language cookie and Accept-Language. */
const sendShell = (
  request: FastifyRequest,
  reply: FastifyReply,
  shells: AppShells,
  page: keyof AppShell,
  status = 200,
) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-language, cookie')
    .send(shells[requestLanguage(request.headers)][page]);

const wantsApiError = (request: FastifyRequest) => {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname.startsWith('/media/') ||
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    /\.[a-z0-9]+$/i.test(pathname)
  );
};

/**
 * Serves the built client: hashed assets with immutable caching, the app shell for client routes,
 * and JSON 404s for unknown API paths. Without a build (API-only tests) only the JSON 404 remains.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | undefined) {
  const shell =
    webRoot && existsSync(path.join(webRoot, 'index.html'))
      ? await loadAppShells(webRoot)
      : undefined;

  if (shell && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      list: false,
      dotfiles: 'deny',
      // One route per file of the build, listed at start-up: a client route (/login, /my-cards…)
      // then goes straight to the app shell below instead of first looking for a file on disk (a
      // stat per candidate encoding; docs/benchmarks.md, "Fourth round"). The shell, the scripts
      // and the stylesheets are served from memory (below); the .br and .gz files are picked by
      // preCompressed, not routed themselves.
      wildcard: false,
      // The card pages' service worker has a route of its own (modules/public-page/offline-routes.ts).
      globIgnore: [
        'index.html',
        '**/*.br',
        '**/*.gz',
        'assets/*.js',
        'assets/*.css',
        'showcase-sw.js',
      ],
      cacheControl: false,
      // scripts/compress-assets.mjs writes .br and .gz beside each asset at build time.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webRoot, filePath);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`)
            ? IMMUTABLE_CACHE_CONTROL
            : 'public, max-age=3600',
        );
      },
    });
    const assets = loadBuiltAssets(webRoot);
    app.get<{ Params: { name: string } }>(
      '/assets/:name',
      { schema: { hide: true } },
      (request, reply) => {
        const asset = assets.get(`/assets/${request.params.name}`);
        return asset ? sendAsset(request, reply, asset) : reply.callNotFound();
      },
    );
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendShell(request, reply, shell, 'home'),
    );
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/', 301),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (!shell || wantsApiError(request)) {
      return reply.code(statusOf(ERROR_CODES.NOT_FOUND)).send({
        error: ERROR_CODES.NOT_FOUND,
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    const pathname = request.url.split('?')[0] ?? '/';
    return sendShell(request, reply, shell, 'other', isClientRoute(pathname) ? 200 : 404);
  });
}
