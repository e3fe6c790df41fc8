import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config';

/** What a proxy's `X-Request-Id` may look like to be kept (nginx's `$request_id` is 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: every request gets an id that is in each of its log lines, in the
 * `X-Request-Id` header of its answer, errors included (docs/product.md#request-ids). Behind a trusted
 * proxy (TRUST_PROXY) the proxy's own `X-Request-Id` is kept, so one id follows the request
 * through the proxy's log and ours; a client's is never trusted otherwise.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  return (req) => {
    const given = req.headers['x-request-id'];
    return trustProxy !== false && typeof given === 'string' && REQUEST_ID.test(given)
      ? given
      : randomUUID();
  };
}

/**
 * Sends the id back on every routed answer, errors included, as `X-Request-Id`: a user who reports
 * a failure can quote it, and the operator finds its log lines (the body keeps the API's
 * `{ error, message }`).
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
