import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { Config } from '../config';

/**
 * Where people can open the server, for the start-up log (docs/product.md#site-address): with
 * PUBLIC_URL, that address; otherwise the loopback address and, when the server listens on every
 * interface, each of this machine's network addresses, so a phone on the same network can open a
 * card (and scan its QR code, which carries the address the page was opened at).
 */
export function addressesToOpen(
  config: Pick<Config, 'publicUrl' | 'publicUrlFixed' | 'host' | 'port'>,
  interfaces = networkInterfaces(),
): string[] {
  if (config.publicUrlFixed) return [config.publicUrl];
  const everyInterface = config.host === '0.0.0.0' || config.host === '::';
  if (!everyInterface) return [config.publicUrl];
  const network = Object.values(interfaces)
    .flat()
    .filter((item): item is NetworkInterfaceInfo => item !== undefined && !item.internal)
    // IPv6 link-local addresses need a zone to be opened; IPv6 only when listening on `::`.
    .filter(
      (item) =>
        item.family === 'IPv4' || (config.host === '::' && !item.address.startsWith('fe80')),
    )
    .map((item) =>
      item.family === 'IPv4'
        ? `http://${item.address}:${config.port}`
        : `http://[${item.address}]:${config.port}`,
    );
  return [config.publicUrl, ...new Set(network)];
}

/** The start-up line naming those addresses. */
export function readyMessage(
  config: Pick<Config, 'publicUrl' | 'publicUrlFixed' | 'host' | 'port'>,
  interfaces = networkInterfaces(),
): string {
  const [local, ...network] = addressesToOpen(config, interfaces);
  if (config.publicUrlFixed) return `CardVault is ready at ${local}`;
  const others = network.length
    ? `; on your network open ${network.join(' or ')} (a phone there can scan a card's QR code)`
    : '';
  return `CardVault is ready at ${local}${others}. Pages and QR codes use the address they are opened at; set PUBLIC_URL to fix the address for production`;
}

/**
 * The start-up warning for real mail without PUBLIC_URL (docs/product.md#site-address): mail sent
 * in answer to a request follows that request's address, but mail without one cannot.
 */
export function mailAddressWarning(
  config: Pick<Config, 'publicUrl' | 'publicUrlFixed' | 'mail'>,
): string | undefined {
  if (config.publicUrlFixed || config.mail.driver !== 'smtp') return undefined;
  return `SMTP_URL is set without PUBLIC_URL: a mail sent in answer to a request links to the address that request was sent to (when it names this machine), but mail from jobs and webhooks (a trial ending, a Stripe receipt) links to ${config.publicUrl}, which other machines cannot open. Set PUBLIC_URL to the address people open, e.g. https://cards.example.com`;
}
