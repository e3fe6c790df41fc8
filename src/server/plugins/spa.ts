import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from '../../shared/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOINDEX = '<meta name="robots" content="noindex" />';

export interface AppShell {
  /** index.html as built, for the home page. */
  home: string;
  /** index.html with a robots noindex tag, for every other page (spec §2). */
  other: string;
}

export function loadAppShell(webRoot: string): AppShell {
  const home = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const other = home.includes('name="robots"')
    ? home
    : home.replace('</head>', `  ${NOINDEX}\n  </head>`);
  return { home, other };
}

const sendShell = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);

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
    webRoot && existsSync(path.join(webRoot, 'index.html')) ? loadAppShell(webRoot) : undefined;

  if (shell && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      list: false,
      dotfiles: 'deny',
      // One route per file of the build, listed at start-up: a client route (/login, /my-cards…)
      // then goes straight to the app shell below instead of first looking for a file on disk
      // (a stat per candidate encoding: 5k req/s instead of 16k). The shell is served from memory;
      // the .br and .gz files are picked by preCompressed, not routed themselves.
      wildcard: false,
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      cacheControl: false,
      // scripts/compress-assets.mjs writes .br and .gz beside each asset at build time.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webRoot, filePath);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell(reply, shell.home));
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/', 301),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (!shell || wantsApiError(request)) {
      return reply.code(404).send({
        error: 'NOT_FOUND',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    const pathname = request.url.split('?')[0] ?? '/';
    return sendShell(reply, shell.other, isClientRoute(pathname) ? 200 : 404);
  });
}
