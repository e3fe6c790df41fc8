import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import pino from 'pino';
import { redactUrl } from './log-redaction';

/**
 * The request log (docs/product.md#request-log): one line per request, written when its answer
 * has gone, with the method, the route's pattern (never the URL, which may carry a credential),
 * the status, the time taken in milliseconds and the request id. A failed request (5xx) is logged
 * in full at `error` with its error; a slow one (LOG_SLOW_REQUEST_MS) in full at `warn`; at
 * `debug` every line is full. "In full" adds the URL with its credentials redacted, the host and
 * the client's address. Nothing else about a request is logged by default. The everyday line is
 * put together here from pino's own parts (see `writeInfoLine`) and handed to the log's buffered
 * stream, which never blocks the event loop.
 */
export interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
}

/** The fields a full line adds. */
export interface RequestDetails {
  url: string;
  host: string | undefined;
  remoteAddress: string | undefined;
}

const errors = new WeakMap<FastifyRequest, { err: unknown; detail?: Record<string, unknown> }>();

/**
 * The error handler hands a request's error here instead of logging it, so the request's one line
 * carries it (with what else the handler knows, `detail`).
 */
export function noteRequestError(
  request: FastifyRequest,
  err: unknown,
  detail?: Record<string, unknown>,
): void {
  errors.set(request, { err, detail });
}

const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** Whether the logger writes lines of `level` (pino's order). */
const enabled = (log: FastifyBaseLogger, level: 'debug' | 'info' | 'warn' | 'error') =>
  (LEVELS[level] ?? 0) >= (LEVELS[log.level] ?? 0);

/** Milliseconds to one decimal, as the line carries them. */
export const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** What the route of an unrouted request (a 404 of no route) is called in the log. */
export const NO_ROUTE = '(no route)';

/** Writes one request's line at the level its outcome calls for. */
export function logRequest(
  log: FastifyBaseLogger,
  line: RequestLine,
  details: () => RequestDetails,
  options: { slowMs: number; error?: { err: unknown; detail?: Record<string, unknown> } },
): void {
  const { error } = options;
  if (line.status >= 500 || (error && line.status >= 400)) {
    const level = line.status >= 500 ? 'error' : 'info';
    if (!enabled(log, level)) return;
    log[level]({ ...line, ...details(), ...error?.detail, err: error?.err }, 'request failed');
  } else if (line.ms >= options.slowMs) {
    if (enabled(log, 'warn')) log.warn({ ...line, ...details() }, 'slow request');
  } else if (enabled(log, 'debug')) {
    log.debug({ ...line, ...details() }, 'request');
  } else if (enabled(log, 'info') && !writeInfoLine(log, line)) {
    log.info(line, 'request');
  }
}

const { symbols } = pino;

/** What `writeInfoLine` reads of a pino logger: its cached level prefix, clock, bindings, stream. */
interface PinoParts {
  [symbols.lsCacheSym]?: Record<number, string>;
  [symbols.timeSym]?: () => string;
  [symbols.chindingsSym]?: string;
  [symbols.streamSym]?: { write(line: string): unknown };
}

/**
 * The everyday line, the same bytes `log.info(line, 'request')` writes, without pino's general
 * path: that walks the object key by key through its serialisers and stringifiers, several
 * microseconds a line, which a busy public page pays on every answer. The level prefix, the time
 * and the logger's bindings (pid, hostname) are pino's own, so the line reads as any other; the
 * five fields are known strings and numbers, and none is ever redacted. Returns false when the
 * logger is not a pino logger with those parts (then pino writes the line).
 */
export function writeInfoLine(log: FastifyBaseLogger, line: RequestLine): boolean {
  const parts = log as unknown as PinoParts;
  const prefix = parts[symbols.lsCacheSym]?.[30];
  const time = parts[symbols.timeSym];
  const stream = parts[symbols.streamSym];
  if (prefix === undefined || typeof time !== 'function' || !stream) return false;
  stream.write(
    `${prefix}${time()}${parts[symbols.chindingsSym] ?? ''},"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
  );
  return true;
}

/** A raw request's full details (the cached-response server's, which Fastify never sees). */
export const rawRequestDetails = (req: IncomingMessage): RequestDetails => ({
  url: redactUrl(req.url ?? ''),
  host: req.headers.host,
  remoteAddress: req.socket.remoteAddress,
});

/**
 * Fastify's own request logging is off (`disableRequestLogging`); this writes the one line. At
 * `debug` a request is also logged as it arrives ("incoming request"), to find one that hangs.
 */
export function registerRequestLog(
  app: FastifyInstance,
  slowMs: number,
  /** Told of every answered request (the idle collector counts them). */
  answered: () => void = () => {},
): void {
  if (enabled(app.log, 'debug')) {
    app.addHook('onRequest', (request, _reply, done) => {
      app.log.debug(
        {
          reqId: request.id,
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        },
        'incoming request',
      );
      done();
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    answered();
    logRequest(
      app.log,
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? NO_ROUTE,
        status: reply.statusCode,
        ms: roundMs(reply.elapsedTime),
      },
      () => ({
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      { slowMs, error: errors.get(request) },
    );
    done();
  });
}
