import { isIP } from 'node:net';
import type { SiteLocalTo } from '../../shared/public-config';
import type { Config } from '../config';
import { addressKind } from './address-kind';
import { requestOrigin, type RequestLike } from './request-origin';

/**
 * Name endings that only mean a home or office network: multicast DNS (`.local`), RFC 8375's
 * `.home.arpa`, ICANN's private-use `.internal`, and `.lan`, which routers hand out.
 */
const NETWORK_SUFFIXES = ['.local', '.home.arpa', '.internal', '.lan'];

/**
 * Who can open a host (docs/product.md#site-address): `device`, only this machine (loopback
 * addresses, `localhost`); `network`, only machines on its network (private, link-local, shared
 * (carrier-grade NAT), unique-local IPv6 and other addresses that are not public; the names
 * above, and single-label names such as `mypc`); undefined, anyone (a public address or name).
 */
export function hostLocalTo(hostname: string): SiteLocalTo | undefined {
  const name = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (isIP(name)) {
    const kind = addressKind(name);
    if (kind === 'public') return undefined;
    return kind === 'loopback' || kind === 'unspecified' ? 'device' : 'network';
  }
  if (name === 'localhost' || name.endsWith('.localhost')) return 'device';
  if (!name.includes('.') || NETWORK_SUFFIXES.some((suffix) => name.endsWith(suffix))) {
    return 'network';
  }
  return undefined;
}

/**
 * Without PUBLIC_URL, who can open the site at the address this request was sent to, which every
 * QR code, pass, printed card and tag made in answer to it carries; null when that is anyone, and
 * always with PUBLIC_URL (the administrator chose the address).
 */
export function siteLocalTo(config: Config, request: RequestLike): SiteLocalTo | null {
  if (config.publicUrlFixed) return null;
  return hostLocalTo(new URL(requestOrigin(config, request)).hostname) ?? null;
}
