import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config';

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function of the hop: Fastify itself
 * refuses bare numbers (it cannot check the nearest peer), and trusting `true` would believe every
 * X-Forwarded-For entry, including the ones the client wrote.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | TrustFunction {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * The client's address as Fastify's `request.ip` gives it, for code that sees the raw request
 * (the cached-response server): the forwarded one only from trusted proxies (TRUST_PROXY), else the peer's.
 */
export function clientAddressReader(trust: TrustProxy): (req: IncomingMessage) => string {
  const fastifyTrust = fastifyTrustProxy(trust);
  if (fastifyTrust === false) return (req) => req.socket.remoteAddress ?? '';
  const trusted =
    typeof fastifyTrust === 'function' ? fastifyTrust : proxyAddr.compile(fastifyTrust);
  return (req) => proxyAddr(req, trusted);
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(ip: string): number[] {
  let address = ip.split('%')[0] ?? '';
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head = '', rest] = address.split('::');
  if (rest === undefined) return parse(head);
  const left = parse(head);
  const right = parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What the per-IP rate limits count: an IPv4 address as it is, an IPv6 address by its /64 (the
 * network one subscriber is given, inside which a client picks any address it likes). IPv4
 * addresses written as IPv6 (`::ffff:192.0.2.1`) count as IPv4.
 */
export function rateLimitAddress(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip.split('%')[0] ?? '')) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
