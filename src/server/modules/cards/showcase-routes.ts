import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { entryAssets } from '../../plugins/web-assets';
import { renderShowcaseDocument, renderShowcaseProblem } from './showcase-document';
import { findPublicCardCached, toPublicCard } from './service';

/** Only a request that carries credentials can belong to the owner; others skip the session lookup. */
async function isOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  ownerId: string,
): Promise<boolean> {
  const { cookie, authorization } = request.headers;
  if (!authorization && !cookie?.includes('session_token')) return false;
  const session = await app.auth.api
    .getSession({ headers: fromNodeHeaders(request.headers) })
    .catch(() => null);
  return session?.user.id === ownerId;
}

/** GET /showcase?id=: the public card page, rendered on the server (spec §2 Showcase page). */
export const showcaseRoutes: FastifyPluginAsync<{ webRoot: string | undefined }> = async (
  app,
  { webRoot },
) => {
  const assets = entryAssets(webRoot, 'showcase');

  app.get('/showcase', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const id = (request.query as { id?: unknown }).id;
    if (typeof id !== 'string' || !id.trim() || id.length > 64) {
      return reply.code(400).send(renderShowcaseProblem('missing-id', assets));
    }
    let row;
    try {
      row = await findPublicCardCached(app, id);
    } catch (err) {
      request.log.error({ err }, 'showcase: could not load the card');
      return reply.code(503).send(renderShowcaseProblem('failed', assets));
    }
    if (!row) return reply.code(404).send(renderShowcaseProblem('not-found', assets));
    const owner = await isOwner(app, request, row.userId);
    return reply.send(
      renderShowcaseDocument({
        card: toPublicCard(app, row),
        isOwner: owner,
        publicUrl: app.config.publicUrl,
        assets,
      }),
    );
  });
};
