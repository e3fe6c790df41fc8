import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { carriesSessionCredential, findCaller } from '../../plugins/auth';
import { entryAssets } from '../../plugins/web-assets';
import type { CardRow } from '../../db/schema';
import { sendUnlessNotModified } from '../../lib/http-caching';
import { requestOrigin } from '../../lib/request-origin';
import {
  canonicalPublicUrl,
  rememberAbsentCardAnswer,
  rememberPublicResponse,
  withLanguages,
} from './cached-response-server';
import { pageLanguageOf } from './page-language';
import {
  renderCardPageDocument,
  renderCardPageProblem,
  type CardPageProblem,
} from './card-page-document';
import type { Language } from '../../../shared/i18n/languages';
import { findPublicCardCached } from './public-card';
import { warmUpPublicPages } from './warm-up';
import { rowInLanguage, toPublicCard } from '../cards';
import { visitOf } from '../insights';

type PageLanguage = ReturnType<typeof pageLanguageOf>;

/** Only a request that carries credentials can belong to the owner; others skip the session lookup. */
async function isOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  ownerId: string,
): Promise<boolean> {
  if (!carriesSessionCredential(request.headers, app.sessionCookieName)) return false;
  const caller = await findCaller(app, request).catch(() => null);
  return caller?.user.id === ownerId;
}

/**
 * GET /showcase?id=: the public card page, rendered on the server
 * (docs/product.md#screens-showcase).
 */
export const cardPageRoutes: FastifyPluginAsync<{ webRoot: string | undefined }> = async (
  app,
  { webRoot },
) => {
  const assets = entryAssets(webRoot, 'showcase');
  // The problem pages depend on nothing but the build and the language: each rendered once.
  const problems = new Map<string, string>();
  const problem = (kind: CardPageProblem, language: Language) => {
    const key = `${kind} ${language}`;
    let html = problems.get(key);
    if (html === undefined) {
      html = renderCardPageProblem(kind, assets, language);
      problems.set(key, html);
    }
    return html;
  };
  // The page's words in its language, the card's text in the one chosen for it
  // (docs/product.md#card-languages).
  const render = (
    row: CardRow,
    isOwner: boolean,
    origin: string,
    page: PageLanguage = { language: 'en', explicit: undefined },
  ) => {
    const shown = rowInLanguage(row, page.explicit, page.language);
    const vcard = `/api/card/get-vcard?id=${encodeURIComponent(row.id)}`;
    return renderCardPageDocument({
      card: toPublicCard(app, shown.row),
      isOwner,
      publicUrl: origin,
      assets,
      languages: {
        page: page.language,
        card: shown.language,
        cardLanguages: shown.languages,
        explicit: page.explicit,
      },
      // The contact is saved in the language it is read in.
      vcardUrl: shown.languages.length > 1 ? `${vcard}&lang=${shown.language}` : vcard,
    });
  };
  // The page's bytes depend on the visitor's language as well as its address.
  app.publicCards.varyByLanguage('/showcase');

  // Tests start hundreds of apps and time nothing: their apps skip it (warm-up.api.test.ts runs it).
  if (app.config.env !== 'test') app.addHook('onReady', () => warmUpPublicPages(app, render));

  app.get('/showcase', { schema: { hide: true } }, async (request, reply) => {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie');
    const { id, lang } = request.query as { id?: unknown; lang?: unknown };
    const page = pageLanguageOf(lang, request.headers);
    if (typeof id !== 'string' || !id.trim() || id.length > 64) {
      return reply.code(400).send(problem('missing-id', page.language));
    }
    let row;
    try {
      row = await findPublicCardCached(app, id);
    } catch (err) {
      request.log.error({ err }, 'showcase: could not load the card');
      return reply.code(503).send(problem('failed', page.language));
    }
    // Its links (Open Graph, canonical) name the address it was opened at, unless PUBLIC_URL.
    const origin = requestOrigin(app.config, request);
    if (!row) {
      reply.code(404);
      const body = problem('not-found', page.language);
      rememberAbsentCardAnswer(app.publicCards, request, reply, '/showcase', id, body, origin);
      return reply.send(body);
    }
    // An organisation's card has no owner's page: its delete button is for its admins, in the app.
    if (row.userId !== null && (await isOwner(app, request, row.userId))) {
      // The owner's page (with its delete button) is never cached nor validated by ETag.
      return reply
        .header('cache-control', 'private, no-cache')
        .send(render(row, true, origin, page));
    }
    // Everyone else's visit counts in the card's insights, and gets the same bytes for a card version and origin, rendered once.
    const prepared = await app.publicCards.prepared(
      row,
      `showcase ${origin} ${page.language} ${page.explicit ?? ''}`,
      () => ({ body: Buffer.from(render(row, false, origin, page)) }),
    );
    reply.header('etag', prepared.etag);
    app.analytics.view(row.id, visitOf(request));
    rememberPublicResponse(
      app.publicCards,
      request,
      reply,
      row,
      withLanguages(canonicalPublicUrl('/showcase', id)),
      prepared,
      { anonymousOnly: true, origin, counts: 'view' },
    );
    return sendUnlessNotModified(request, reply, prepared);
  });
};
