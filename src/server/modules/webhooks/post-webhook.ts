/**
 * One delivery attempt (docs/product.md#webhooks): a POST to a checked address, within one
 * deadline for connecting, every redirect and the answer; redirects followed by hand, each new
 * address checked again; of the answer only the status and a short excerpt are read.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkTarget, type CheckedTarget, type TargetRules } from './address-guard';

export const MAX_REDIRECTS = 3;
/** Of an answer's body, what is read (the rest is never received) and what is kept. */
const BODY_READ_BYTES = 1024;
export const RESPONSE_EXCERPT_CHARS = 200;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface PostOptions extends TargetRules {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Checks each URL before it is requested; `checkTarget` under these rules unless a test says. */
  check?: (url: URL) => Promise<CheckedTarget>;
}

export interface PostResult {
  statusCode: number;
  /** The start of the answer's body as text, control characters removed. */
  excerpt: string;
}

/** The error of an attempt that got no final answer (refused, unreachable, too slow). */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** A lookup that answers only the address that was checked (DNS is never asked again). */
const pinnedLookup =
  (target: CheckedTarget): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

export const excerptOf = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    // Control characters and broken UTF-8 (a cut multi-byte character) become spaces.
    .replace(/[\p{Cc}\ufffd]+/gu, ' ')
    .trim()
    .slice(0, RESPONSE_EXCERPT_CHARS);

interface HopAnswer extends PostResult {
  location: string | undefined;
}

function requestOnce(
  target: CheckedTarget,
  options: PostOptions,
  deadline: number,
): Promise<HopAnswer> {
  const { url } = target;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<HopAnswer>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      reject(new DeliveryError(`no answer within ${options.timeoutMs} ms`));
      return;
    }
    const request = transport.request({
      protocol: url.protocol,
      hostname: target.hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      lookup: pinnedLookup(target),
      // A socket of its own: a kept-alive one might lead to an address checked for another URL.
      agent: false,
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(options.body)),
        'user-agent': 'CardVault-Webhooks/1',
      },
    });
    const timer = setTimeout(() => {
      request.destroy(new DeliveryError(`no answer within ${options.timeoutMs} ms`));
    }, remaining);
    const finish = (action: () => void) => {
      clearTimeout(timer);
      action();
    };
    request.on('error', (error) =>
      finish(() =>
        reject(error instanceof DeliveryError ? error : new DeliveryError(shortError(error))),
      ),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () =>
        finish(() => {
          response.destroy();
          request.destroy();
          resolve({
            statusCode: response.statusCode ?? 0,
            excerpt: excerptOf(Buffer.concat(chunks).subarray(0, BODY_READ_BYTES)),
            location: response.headers.location,
          });
        });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= BODY_READ_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(options.body);
  });
}

/** A slow resolver counts against the attempt's deadline too. */
async function withinDeadline<T>(work: Promise<T>, deadline: number, options: PostOptions) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new DeliveryError(`no answer within ${options.timeoutMs} ms`)),
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function shortError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code ? `${code}: ${error.message}` : error.message).slice(0, 200);
}

/**
 * POSTs `body` to `url`, following up to MAX_REDIRECTS redirects with the same request. Any
 * answer that is not a redirect is the result, whatever its status; throws DeliveryError, or
 * RefusedTargetError (address-guard.ts) for a URL or address that may not be requested.
 */
export async function postWebhook(url: string, options: PostOptions): Promise<PostResult> {
  const deadline = Date.now() + options.timeoutMs;
  const check = options.check ?? ((url: URL) => checkTarget(url, options));
  let current = new URL(url);
  for (let hop = 0; ; hop += 1) {
    const target = await withinDeadline(check(current), deadline, options);
    const answer = await requestOnce(target, options, deadline);
    if (!REDIRECTS.has(answer.statusCode) || !answer.location) {
      return { statusCode: answer.statusCode, excerpt: answer.excerpt };
    }
    if (hop >= MAX_REDIRECTS) throw new DeliveryError(`more than ${MAX_REDIRECTS} redirects`);
    if (!URL.canParse(answer.location, current)) {
      throw new DeliveryError('a redirect to an address that is not a URL');
    }
    current = new URL(answer.location, current);
  }
}
