import type { FastifyRequest } from 'fastify';

/** 127.x.x.x (also as an IPv4-mapped IPv6 address) and ::1. */
export const isLoopbackAddress = (address: string | undefined) =>
  /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address ?? '') || address === '::1';

/** `localhost`, `*.localhost`, 127.x.x.x and [::1]: names that only ever mean this machine. */
export const isLoopbackHost = (host: string) => {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
};

/** The host of a Host header, without its port (`[::1]:3000` → `[::1]`). */
export const hostOf = (header: string | undefined) =>
  /^(\[[^\]]*\]|[^:]*)/.exec(header ?? '')?.[1] ?? '';

/** Headers a reverse proxy adds: the request came from somewhere else, whatever its socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * A request made on this machine straight to the server: a loopback socket and no header a proxy
 * adds. A proxy on the same host connects from loopback too, so callers also refuse when
 * TRUST_PROXY is set.
 */
export const isDirectLoopbackRequest = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
