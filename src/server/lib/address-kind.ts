/**
 * IP addresses as numbers, and which kind of address each is (docs/product.md#webhooks): the
 * special ranges of IPv4 and IPv6, an IPv4 address written inside IPv6 judged as that address,
 * and IPv4 translated into IPv6 (SIIT, NAT64) judged as what it is: an address whose real
 * destination a translator elsewhere decides.
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
  | 'translated'
  | 'invalid';

/** An address or the start of a network, as a number of 32 (IPv4) or 128 (IPv6) bits. */
export interface IpNumber {
  version: 4 | 6;
  value: bigint;
}

/** A network: the `bits` leading bits of `base`. */
export interface IpRange {
  version: 4 | 6;
  base: bigint;
  bits: number;
}

export type SpecialKind = Exclude<AddressKind, 'public' | 'invalid'>;

const V4_RANGES: [string, number, SpecialKind][] = [
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

const V6_RANGES: [string, number, SpecialKind][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  // IPv4 translated into IPv6: SIIT's IPv4-translated addresses, NAT64's well-known prefix and its
  // local-use prefix (where the operator chooses where the IPv4 address sits).
  ['::ffff:0:0:0', 96, 'translated'],
  ['64:ff9b::', 96, 'translated'],
  ['64:ff9b:1::', 48, 'translated'],
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

/** An IPv4 or IPv6 address (brackets and an IPv6 zone allowed) as a number; undefined if not one. */
export function parseIp(address: string): IpNumber | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const version = isIP(bare.replace(/%.*$/, ''));
  if (version === 4) {
    const value = parseV4(bare);
    return value === undefined ? undefined : { version: 4, value };
  }
  if (version === 6) {
    const value = parseV6(bare);
    return value === undefined ? undefined : { version: 6, value };
  }
  return undefined;
}

export const widthOf = (version: 4 | 6) => (version === 4 ? 32 : 128);

/** Whether `value` (of the range's version) lies inside the range. */
export const inRange = (range: IpRange, value: bigint) => {
  const shift = BigInt(widthOf(range.version) - range.bits);
  return value >> shift === range.base >> shift;
};

/** Whether two ranges of the same version share any address. */
export const overlaps = (a: IpRange, b: IpRange) =>
  a.version === b.version && (a.bits <= b.bits ? inRange(a, b.base) : inRange(b, a.base));

/** Whether `inner` lies wholly inside `outer`. */
export const within = (inner: IpRange, outer: IpRange) =>
  inner.version === outer.version && inner.bits >= outer.bits && inRange(outer, inner.base);

const rangesOf = (version: 4 | 6, list: [string, number, SpecialKind][]) =>
  list.map(([text, bits, kind]) => ({
    version,
    base: (version === 4 ? parseV4(text) : parseV6(text)) ?? 0n,
    bits,
    kind,
    text: `${text}/${bits}`,
  }));

/** The special ranges of both versions, each with its kind and as it is written. */
export const SPECIAL_RANGES: readonly (IpRange & { kind: SpecialKind; text: string })[] = [
  ...rangesOf(4, V4_RANGES),
  ...rangesOf(6, V6_RANGES),
];

const kindOfV4 = (value: bigint): AddressKind =>
  SPECIAL_RANGES.find((range) => range.version === 4 && inRange(range, value))?.kind ?? 'public';

/** The IPv4 address an IPv6 address carries and is judged as (IPv4-mapped, -compatible, 6to4). */
export function embeddedV4(value: bigint): bigint | undefined {
  for (const [prefix, bits, v4Start] of V4_IN_V6) {
    if (inRange({ version: 6, base: parseV6(prefix) ?? 0n, bits }, value)) {
      return (value >> BigInt(128 - v4Start - 32)) & 0xffffffffn;
    }
  }
  return undefined;
}

function kindOfV6(value: bigint): AddressKind {
  const v6 = SPECIAL_RANGES.filter((range) => range.version === 6);
  // Exact entries (:: and ::1) before the embedded-IPv4 prefixes that contain them.
  const exact = v6.find((range) => range.bits === 128 && value === range.base);
  if (exact) return exact.kind;
  const v4 = embeddedV4(value);
  if (v4 !== undefined) return kindOfV4(v4);
  return v6.find((range) => inRange(range, value))?.kind ?? 'public';
}

/** The kind of an IP address (IPv4 or IPv6, brackets allowed); `public` is the only one we send to. */
export function addressKind(address: string): AddressKind {
  const ip = parseIp(address);
  if (!ip) return 'invalid';
  return ip.version === 4 ? kindOfV4(ip.value) : kindOfV6(ip.value);
}

export const KIND_WORDS: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  shared: 'a shared (carrier-grade NAT) address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  translated: 'a translated IPv4 address (SIIT or NAT64)',
  invalid: 'not an IP address',
};
