/**
 * `WEBHOOK_ALLOWED_NETWORKS` (docs/product.md#webhooks): the networks and host names an operator
 * lets webhooks reach although they are not public (a self-hoster's n8n or Node-RED on the LAN),
 * over plain http too. Some addresses no entry opens: link-local (where cloud metadata services
 * hand out credentials), unspecified (which reaches this machine) and multicast; loopback only
 * through an address or network that lies inside it (docs/decisions/0021).
 */
import {
  addressKind,
  inRange,
  overlaps,
  parseIp,
  SPECIAL_RANGES,
  widthOf,
  within,
  type AddressKind,
  type IpRange,
} from './address-kind';

export interface AllowedNetwork extends IpRange {
  /** As the operator wrote it. */
  text: string;
  /** The network lies inside loopback (127.0.0.0/8, ::1): only such an entry opens loopback. */
  loopback: boolean;
}

export interface AllowedNetworks {
  networks: readonly AllowedNetwork[];
  /** Host names in lower case, without a trailing dot. */
  hostnames: readonly string[];
}

export const NO_ALLOWED_NETWORKS: AllowedNetworks = { networks: [], hostnames: [] };

export const hasAllowedNetworks = (allowed: AllowedNetworks) =>
  allowed.networks.length > 0 || allowed.hostnames.length > 0;

/** Kinds of address that no entry of the list opens. */
export const NEVER_ALLOWED: ReadonlySet<AddressKind> = new Set<AddressKind>([
  'link-local',
  'unspecified',
  'multicast',
  'invalid',
]);

const NEVER_REASONS: Partial<Record<AddressKind, string>> = {
  'link-local': 'link-local addresses, where cloud metadata services answer',
  unspecified: 'unspecified addresses, which reach this machine',
  multicast: 'multicast addresses',
};

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

const normalHostname = (hostname: string) => hostname.toLowerCase().replace(/\.$/, '');

/** A host name as a URL keeps it; not one the URL parser would read as an IPv4 address. */
function isHostname(name: string): boolean {
  if (name.length > 253 || !name.split('.').every((label) => LABEL.test(label))) return false;
  return URL.canParse(`http://${name}/`) && new URL(`http://${name}/`).hostname === name;
}

function parseNetwork(entry: string): AllowedNetwork | string {
  const [address = '', prefix, ...rest] = entry.split('/');
  const ip = parseIp(address);
  if (!ip || rest.length > 0) return `${entry}: not an IP address, a network (CIDR) or a host name`;
  const width = widthOf(ip.version);
  if (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > width)) {
    return `${entry}: the prefix length must be 0 to ${width}`;
  }
  const bits = prefix === undefined ? width : Number(prefix);
  const network = { version: ip.version, base: ip.value, bits };
  if ((ip.value & ((1n << BigInt(width - bits)) - 1n)) !== 0n) {
    return `${entry}: the address has bits set beyond the /${bits} prefix; write the network's first address`;
  }
  for (const range of SPECIAL_RANGES) {
    const reason = NEVER_REASONS[range.kind];
    if (reason && overlaps(network, range)) {
      return `${entry}: includes ${reason} (${range.text}); these are never allowed`;
    }
  }
  const loopbacks = SPECIAL_RANGES.filter((range) => range.kind === 'loopback');
  const loopback = loopbacks.some((range) => within(network, range));
  const mixed = loopbacks.find((range) => !loopback && overlaps(network, range));
  if (mixed) {
    return `${entry}: mixes loopback addresses (${mixed.text}) with others; list loopback on its own, e.g. ${mixed.text}`;
  }
  return { ...network, text: entry, loopback };
}

/**
 * Reads the list (entries separated by commas or spaces): IP addresses, networks in CIDR notation
 * and host names. Returns the list and a line for each entry that cannot be allowed.
 */
export function parseAllowedNetworks(text: string): {
  allowed: AllowedNetworks;
  problems: string[];
} {
  const networks: AllowedNetwork[] = [];
  const hostnames: string[] = [];
  const problems: string[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const looksLikeAddress = entry.includes('/') || entry.includes(':') || parseIp(entry);
    if (!looksLikeAddress) {
      const name = normalHostname(entry);
      if (isHostname(name)) hostnames.push(name);
      else problems.push(`${entry}: not an IP address, a network (CIDR) or a host name`);
      continue;
    }
    const network = parseNetwork(entry);
    if (typeof network === 'string') problems.push(network);
    else networks.push(network);
  }
  return { allowed: { networks, hostnames }, problems };
}

export const isListedHost = (allowed: AllowedNetworks, hostname: string) =>
  allowed.hostnames.includes(normalHostname(hostname));

/** The listed network holding `address` (an IPv4-mapped IPv6 address also by its IPv4 address). */
function listedNetworkOf(allowed: AllowedNetworks, address: string): AllowedNetwork | undefined {
  const ip = parseIp(address);
  if (!ip) return undefined;
  const forms = [ip];
  if (ip.version === 6 && ip.value >> 32n === 0xffffn) {
    forms.push({ version: 4, value: ip.value & 0xffffffffn });
  }
  return allowed.networks.find((network) =>
    forms.some((form) => form.version === network.version && inRange(network, form.value)),
  );
}

/**
 * What the list makes of one address of a request's host: `listed` (it may be reached, over plain
 * http too), or `unlisted` (only a public address may then be reached, over https).
 */
export function listingOf(
  allowed: AllowedNetworks,
  address: string,
  hostListed: boolean,
): 'listed' | 'unlisted' {
  const kind = addressKind(address);
  if (NEVER_ALLOWED.has(kind)) return 'unlisted';
  const network = listedNetworkOf(allowed, address);
  if (network && (kind !== 'loopback' || network.loopback)) return 'listed';
  return hostListed && kind !== 'loopback' ? 'listed' : 'unlisted';
}
