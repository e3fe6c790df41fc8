import type { FastifyRequest } from 'fastify';

/**
 * Credentials travel in some URLs: the verification, password-reset and support-confirmation
 * links mailed to users, the reset form's address, an OAuth callback's code and state. Anyone who
 * reads the request log could follow them, so they are replaced before a URL is logged.
 */
const SECRET_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'id_token',
  'access_token',
  'refresh_token',
  'ticket',
  'secret',
  'password',
  'signature',
]);

/** A path segment after which the next segment is a credential (`/reset-password/<token>`). */
const SECRET_PATH_PARENTS = new Set(['reset-password']);

export const REDACTED = '[redacted]';

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

function redactPath(path: string): string {
  const segments = path.split('/');
  for (let i = 0; i < segments.length - 1; i += 1) {
    if (SECRET_PATH_PARENTS.has(decode(segments[i] ?? '').toLowerCase()) && segments[i + 1]) {
      segments[i + 1] = REDACTED;
    }
  }
  return segments.join('/');
}

/** A parameter value that is itself an address carrying a credential (a callback URL). */
const carriesSecret = (value: string): boolean => {
  const decoded = decode(value);
  return redactUrl(decoded) !== decoded;
};

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      if (SECRET_PARAMETERS.has(decode(name).toLowerCase())) return `${name}=${REDACTED}`;
      return carriesSecret(value) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The URL with every credential in its path or query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  if (question === -1) return redactPath(withoutHash);
  return `${redactPath(withoutHash.slice(0, question))}?${redactQuery(withoutHash.slice(question + 1))}`;
}

/**
 * Fastify's request serializer (the same fields as its default) with the URL redacted: every
 * `incoming request` line goes through it.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
