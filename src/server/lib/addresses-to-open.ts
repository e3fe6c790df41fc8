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

export interface StartupFacts {
  config: Pick<Config, 'publicUrl' | 'publicUrlFixed' | 'host' | 'port' | 'dataDir' | 'workers'> & {
    mail: Pick<Config['mail'], 'driver'>;
  };
  database: 'pglite' | 'postgres';
  /** The local mailbox's address with its token; undefined when mail is sent by SMTP. */
  mailboxUrl: string | undefined;
}

/**
 * What a person starting the server in a terminal reads (docs/product.md#site-address): where to
 * open it, from this machine and from a phone, the mailbox with its token, and the data folder.
 */
export function startupBlock(facts: StartupFacts, interfaces = networkInterfaces()): string {
  const { config } = facts;
  const [local = config.publicUrl, ...network] = addressesToOpen(config, interfaces);
  const rows: [string, string][] = [['Open', local]];
  for (const address of network) rows.push(['On your network', address]);
  if (facts.mailboxUrl) rows.push(['Mailbox', facts.mailboxUrl]);
  rows.push(['Data folder', config.dataDir]);
  rows.push([
    'Database',
    facts.database === 'pglite' ? 'embedded (PGlite), in the data folder' : 'PostgreSQL',
  ]);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const notes = [
    network.length
      ? "A phone on the same network opens the network address (and scans a card's QR code)."
      : undefined,
    facts.mailboxUrl
      ? 'Mail is not sent (SMTP_URL is not set): sign-up and reset links are in the mailbox.'
      : undefined,
    config.publicUrlFixed
      ? undefined
      : 'Pages and QR codes use the address they are opened at; set PUBLIC_URL for production.',
    'Stop with Ctrl+C.',
  ].filter((note) => note !== undefined);
  return [
    '',
    '  CardVault is ready',
    '',
    ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`),
    '',
    ...notes.map((note) => `  ${note}`),
    '',
    '',
  ].join('\n');
}

/**
 * Announces a started server: the block above on a terminal, where a person reads it; the
 * log's lines otherwise (JSON in production), where a program or a log collector does.
 */
export function announceStartup(
  facts: StartupFacts,
  output: { isTTY?: boolean; write(text: string): unknown },
  log: { info(message: string): unknown },
  interfaces = networkInterfaces(),
): void {
  if (output.isTTY) {
    output.write(startupBlock(facts, interfaces));
    return;
  }
  const { config } = facts;
  log.info(
    `${readyMessage(config, interfaces)} (database: ${facts.database}, mail: ${config.mail.driver}, workers: ${config.workers})`,
  );
  if (facts.mailboxUrl) {
    // Its token is the mailbox's only key (docs/decisions/0025): printed for the owner to open.
    log.info(`Mail is not sent (SMTP_URL is not set): read it at ${facts.mailboxUrl}`);
  }
}
