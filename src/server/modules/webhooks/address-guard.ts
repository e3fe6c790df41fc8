/**
 * Where a webhook may be sent (docs/product.md#webhooks): a request to a user-given address is
 * dangerous. The URL must be https, and every address its host resolves to must be a public one
 * (lib/address-kind.ts): never loopback, private, link-local (the cloud metadata service), shared
 * (CGNAT), multicast, unspecified, reserved or translated (SIIT, NAT64), also not when written as
 * an IPv4-mapped or 6to4 IPv6 address. Beyond that, only what the operator lists in
 * WEBHOOK_ALLOWED_NETWORKS (allowed-networks.ts), and there plain http too. The request then
 * connects to the address that was checked (`CheckedTarget`), so a second DNS answer cannot swap it.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  hasAllowedNetworks,
  isListedHost,
  listingOf,
  NO_ALLOWED_NETWORKS,
  type AllowedNetworks,
} from '../../lib/allowed-networks';
import { addressKind, KIND_WORDS } from '../../lib/address-kind';

export { addressKind, type AddressKind } from '../../lib/address-kind';

/** What a host name resolves to; injectable so tests can resolve names without a network. */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const resolveWithDns: ResolveHost = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/** A URL that may be requested, and the address to connect to for it. */
export interface CheckedTarget {
  url: URL;
  /** The host as the request names it (no IPv6 brackets). */
  hostname: string;
  address: string;
  family: 4 | 6;
}

/**
 * Why a target is refused, for the screen to say it in the reader's language
 * (`webhooks.refusal.<reason>`), with the host and address it names.
 */
export type RefusedTargetReason =
  'NOT_HTTPS' | 'NO_HOST' | 'UNRESOLVED' | 'NOT_PUBLIC' | 'RESOLVES_NOT_PUBLIC';

/** A URL or an address we refuse to send to; its message is safe to show the endpoint's owner. */
export class RefusedTargetError extends Error {
  constructor(
    message: string,
    readonly reason: RefusedTargetReason,
    readonly values: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RefusedTargetError';
  }
}

export interface TargetRules {
  resolveHost: ResolveHost;
  /** WEBHOOK_ALLOW_PRIVATE (test suites): any address, and plain http. */
  allowPrivate: boolean;
  /** WEBHOOK_ALLOWED_NETWORKS: what may be reached beyond public addresses, over http too. */
  allowedNetworks?: AllowedNetworks;
}

const mustBeHttps = () => new RefusedTargetError('the URL must start with https://', 'NOT_HTTPS');

/**
 * Checks a URL before each request (and each redirect): its scheme, then every address of its
 * host. Returns the address to connect to; throws RefusedTargetError when refused.
 */
export async function checkTarget(url: URL, rules: TargetRules): Promise<CheckedTarget> {
  const allowed = rules.allowedNetworks ?? NO_ALLOWED_NETWORKS;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw mustBeHttps();
  // Plain http needs an address the operator allows, so without a list it is refused at once.
  const plainHttp = url.protocol === 'http:';
  if (plainHttp && !rules.allowPrivate && !hasAllowedNetworks(allowed)) throw mustBeHttps();
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!hostname) throw new RefusedTargetError('the URL has no host', 'NO_HOST');
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await rules.resolveHost(hostname);
    } catch {
      throw new RefusedTargetError(`${hostname} could not be resolved`, 'UNRESOLVED', {
        host: hostname,
      });
    }
  }
  const first = addresses[0];
  if (!first) {
    throw new RefusedTargetError(`${hostname} could not be resolved`, 'UNRESOLVED', {
      host: hostname,
    });
  }
  if (!rules.allowPrivate) {
    const hostListed = !isIP(hostname) && isListedHost(allowed, hostname);
    let everyListed = true;
    for (const { address } of addresses) {
      if (listingOf(allowed, address, hostListed) === 'listed') continue;
      everyListed = false;
      const kind = addressKind(address);
      if (kind !== 'public') {
        throw isIP(hostname)
          ? new RefusedTargetError(`${address} is ${KIND_WORDS[kind]}`, 'NOT_PUBLIC', { address })
          : new RefusedTargetError(
              `${hostname} resolves to ${KIND_WORDS[kind]} (${address})`,
              'RESOLVES_NOT_PUBLIC',
              { host: hostname, address },
            );
      }
    }
    if (plainHttp && !everyListed) throw mustBeHttps();
  }
  return { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
}
