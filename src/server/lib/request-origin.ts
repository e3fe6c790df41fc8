import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import os from 'node:os';
import type { Config } from '../config';
import { isLoopbackAddress } from './loopback';

/**
 * The site's origin as one request sees it (docs/product.md#site-address). With PUBLIC_URL set it
 * is PUBLIC_URL's, whatever the request says. Without it, it is the address the request was sent
 * to: its Host header, if that is a syntactically valid `host[:port]`, over the socket's scheme
 * (not X-Forwarded-*: behind a proxy, set PUBLIC_URL). A Host that is not valid gets the
 * configured loopback address, so no hostile Host ever reaches a page, a link or a QR code.
 */
export interface RequestLike {
  headers: IncomingHttpHeaders;
  socket: { encrypted?: boolean; localAddress?: string; localPort?: number } | object;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A Host header value as `host[:port]` in lower case, or undefined when it is not one. */
export function validHost(value: string | undefined): string | undefined {
  if (!value || value.length > 261) return undefined;
  const host = value.toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return undefined;
  const [, name = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  if (name.startsWith('[')) {
    if (isIP(name.slice(1, -1)) !== 6) return undefined;
  } else if (isIP(name) === 0) {
    const labels = name.split('.');
    if (name.length > 253 || !labels.every((label) => LABEL.test(label))) return undefined;
    // A name of digits and dots that is not an IPv4 address (999.1.1.1) is not a host.
    if (/^[\d.]+$/.test(name)) return undefined;
  }
  return host;
}

const isEncrypted = (socket: RequestLike['socket']) =>
  'encrypted' in socket && socket.encrypted === true;

/** The origin of an address such as `https://cards.example.com/` (`https://cards.example.com`). */
export const originOfUrl = (url: string) => new URL(url).origin;

/** This request's origin of the site (see the module comment). */
export function requestOrigin(config: Config, request: RequestLike): string {
  if (config.publicUrlFixed) return originOfUrl(config.publicUrl);
  const host = validHost(request.headers.host);
  if (!host) return originOfUrl(config.publicUrl);
  return new URL(`${isEncrypted(request.socket) ? 'https' : 'http'}://${host}`).origin;
}

/**
 * The origins whose pages may call the API with cookies for this request: PUBLIC_URL's and
 * TRUSTED_ORIGINS when PUBLIC_URL is set; otherwise also the address the request was sent to.
 */
export function allowedOrigins(config: Config, request: RequestLike): string[] {
  const fixed = [originOfUrl(config.publicUrl), ...config.auth.trustedOrigins];
  return config.publicUrlFixed ? fixed : [requestOrigin(config, request), ...fixed];
}

/** An Origin header worth naming in a message: a plain origin, nothing else. */
export function displayableOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.origin === value && validHost(url.host) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's base address for links this request's browser follows (a checkout's way back):
 * PUBLIC_URL as configured, else this request's origin. Never used for mail.
 */
export const siteUrl = (config: Config, request: RequestLike): string =>
  config.publicUrlFixed ? config.publicUrl : requestOrigin(config, request);

/** An IPv4 address as a dual-stack socket reports it (`::ffff:192.168.1.20`), without the prefix. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Whether an origin names this server as the request's connection reached it: at the socket's own
 * port, by the socket's own IP address, or by `localhost` (on a loopback socket) or this machine's
 * host name (`name`, `name.local`). Nobody can make a connection arrive at another machine's
 * address, so such an origin is one of ours whatever the client wrote.
 */
function namesThisServer(origin: string, socket: RequestLike['socket']): boolean {
  if (!('localAddress' in socket) || !socket.localAddress || !socket.localPort) return false;
  const url = new URL(origin);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port !== socket.localPort) return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const local = plainAddress(socket.localAddress);
  if (isIP(host)) return host === local;
  const machine = os.hostname().toLowerCase();
  return (
    (host === 'localhost' && isLoopbackAddress(local)) ||
    host === machine ||
    host === `${machine}.local`
  );
}

/**
 * The site's base address for links mailed in answer to this request (docs/product.md#site-address,
 * decision 0020): PUBLIC_URL when set. Without it, the address the request was sent to, when that
 * names this server as the connection reached it (`namesThisServer`), so a sign-up from a phone
 * on the network gets a link the phone opens. Any other Host (`evil.example`, a name a proxy or a
 * DNS record gives) gets the loopback address, as mail without a request does: a Host header
 * alone never decides where a reset token is sent.
 */
export function mailSiteUrl(config: Config, request: RequestLike): string {
  if (config.publicUrlFixed) return config.publicUrl;
  const origin = requestOrigin(config, request);
  return namesThisServer(origin, request.socket) ? origin : config.publicUrl;
}
