/**
 * What kind of IP address an address is: public, or one of the ranges that never reach the
 * internet (loopback, private, link-local, shared, unspecified, multicast, reserved), also when
 * written as an IPv4-mapped, NAT64 or 6to4 IPv6 address. Used where a webhook may be sent
 * (modules/webhooks/address-guard.ts) and to tell whether the site's address reaches beyond this
 * network (lib/site-reach.ts).
 */
import { isIP } from 'node:net';

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'unspecified'
  | 'multicast'
  | 'reserved'
  | 'invalid';

interface Range {
  base: bigint;
  bits: number;
  kind: Exclude<AddressKind, 'public' | 'invalid'>;
}

const V4_RANGES: [string, number, Range['kind']][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const V6_RANGES: [string, number, Range['kind']][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['100::', 64, 'reserved'],
  ['2001::', 32, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  ['fc00::', 7, 'private'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
];

/** Prefixes that carry an IPv4 address, judged as that address: [prefix, bits, where v4 starts]. */
const V4_IN_V6: [string, number, number][] = [
  ['::ffff:0:0', 96, 96],
  ['64:ff9b::', 96, 96],
  ['64:ff9b:1::', 48, 96],
  // IPv4-compatible (deprecated); `::` and `::1` are matched first.
  ['::', 96, 96],
  ['2002::', 16, 16],
];

function parseV4(address: string): bigint | undefined {
  const parts = address.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseV6(input: string): bigint | undefined {
  let address = input.replace(/%.*$/, '');
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two groups.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (quad?.[1]) {
    const v4 = parseV4(quad[1]);
    if (v4 === undefined) return undefined;
    address = `${address.slice(0, -quad[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (text: string | undefined) => (text ? text.split(':') : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return value;
}

const ranges = (list: [string, number, Range['kind']][], parse: typeof parseV4): Range[] =>
  list.map(([text, bits, kind]) => ({ base: parse(text) ?? 0n, bits, kind }));

const V4 = ranges(V4_RANGES, parseV4);
const V6 = ranges(V6_RANGES, parseV6);

const inRange = (value: bigint, width: number, base: bigint, bits: number) =>
  value >> BigInt(width - bits) === base >> BigInt(width - bits);

function kindOfV4(value: bigint): AddressKind {
  return V4.find((range) => inRange(value, 32, range.base, range.bits))?.kind ?? 'public';
}

function kindOfV6(value: bigint): AddressKind {
  // Exact entries (:: and ::1) before the embedded-IPv4 prefixes that contain them.
  for (const range of V6) {
    if (range.bits === 128 && value === range.base) return range.kind;
  }
  for (const [prefix, bits, v4Start] of V4_IN_V6) {
    if (inRange(value, 128, parseV6(prefix) ?? 0n, bits)) {
      return kindOfV4((value >> BigInt(128 - v4Start - 32)) & 0xffffffffn);
    }
  }
  return V6.find((range) => inRange(value, 128, range.base, range.bits))?.kind ?? 'public';
}

/** The kind of an IP address (IPv4 or IPv6, brackets allowed); `public` is the only one we send to. */
export function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const version = isIP(bare.replace(/%.*$/, ''));
  if (version === 4) return kindOfV4(parseV4(bare) ?? 0n);
  if (version === 6) {
    const value = parseV6(bare);
    return value === undefined ? 'invalid' : kindOfV6(value);
  }
  return 'invalid';
}
