import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import type { Config } from '../config';

/**
 * The site's origin as one request sees it (docs/product.md#site-address). With PUBLIC_URL set it
 * is PUBLIC_URL's, whatever the request says. Without it, it is the address the request was sent
 * to: its Host header, if that is a syntactically valid `host[:port]`, over the socket's scheme
 * (not X-Forwarded-*: behind a proxy, set PUBLIC_URL). A Host that is not valid gets the
 * configured loopback address, so no hostile Host ever reaches a page, a link or a QR code.
 */
export interface RequestLike {
  headers: IncomingHttpHeaders;
  socket: { encrypted?: boolean } | object;
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
