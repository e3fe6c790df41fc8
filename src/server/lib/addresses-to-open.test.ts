import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { announceStartup, startupBlock, type StartupFacts } from './addresses-to-open';

const interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = {
  lo: [
    {
      address: '127.0.0.1',
      netmask: '255.0.0.0',
      family: 'IPv4',
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: '127.0.0.1/8',
    },
  ],
  eth0: [
    {
      address: '192.168.1.20',
      netmask: '255.255.255.0',
      family: 'IPv4',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: '192.168.1.20/24',
    },
  ],
};

const MAILBOX = 'http://localhost:3000/dev/mailbox?token=abcDEF123_-';

const facts = (env: Record<string, string> = {}, mailboxUrl: string | null = MAILBOX) =>
  ({
    config: loadConfig({ DATA_DIR: '/srv/cardvault/data', ...env }),
    database: 'pglite',
    mailboxUrl: mailboxUrl ?? undefined,
  }) satisfies StartupFacts;

/** A terminal or a pipe, keeping what is written. */
const outputOf = (isTTY: boolean) => {
  const written: string[] = [];
  return { written, output: { isTTY, write: (text: string) => written.push(text) } };
};
const logOf = () => {
  const lines: string[] = [];
  return { lines, log: { info: (message: string) => lines.push(message) } };
};

describe('the start-up announcement', () => {
  it('gives a terminal a short block: where to open it, the mailbox with its token, the data folder', () => {
    const block = startupBlock(facts(), interfaces);
    expect(block).toContain('CardVault is ready');
    const lines = block.split('\n').map((line) => line.trim());
    const row = (label: string) =>
      lines.find((line) => line.startsWith(`${label}:`))?.replace(/:\s+/, ': ');
    expect(row('Open')).toBe('Open: http://localhost:3000');
    expect(row('On your network')).toBe('On your network: http://192.168.1.20:3000');
    expect(row('Mailbox')).toBe(`Mailbox: ${MAILBOX}`);
    expect(row('Data folder')).toBe('Data folder: /srv/cardvault/data');
    // The values start in one column.
    const columns = ['Open', 'On your network', 'Mailbox', 'Data folder'].map((label) =>
      block
        .split('\n')
        .find((line) => line.trim().startsWith(`${label}:`))
        ?.search(/\S+$/),
    );
    expect(new Set(columns).size).toBe(1);
    expect(block).toContain('set PUBLIC_URL for production');
    // Nothing a terminal has to decode.
    expect(block).not.toMatch(/[{}]|"level"/);
    expect(block.split('\n').every((line) => line.length <= 100)).toBe(true);
  });

  it('names only the public address and no mailbox when PUBLIC_URL and SMTP are set', () => {
    const block = startupBlock(
      facts({ PUBLIC_URL: 'https://cards.example.com', SMTP_URL: 'smtp://127.0.0.1:2525' }, null),
      interfaces,
    );
    expect(block).toMatch(/^ {2}Open: +https:\/\/cards\.example\.com$/m);
    expect(block).not.toContain('192.168.1.20');
    expect(block).not.toContain('Mailbox');
    expect(block).not.toContain('PUBLIC_URL');
  });

  it('writes the block on a terminal and logs nothing there', () => {
    const { written, output } = outputOf(true);
    const { lines, log } = logOf();
    announceStartup(facts(), output, log, interfaces);
    expect(written).toEqual([startupBlock(facts(), interfaces)]);
    expect(lines).toEqual([]);
  });

  it('keeps the log lines (JSON in production) when the output is not a terminal', () => {
    const { written, output } = outputOf(false);
    const { lines, log } = logOf();
    announceStartup(facts(), output, log, interfaces);
    expect(written).toEqual([]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^CardVault is ready at http:\/\/localhost:3000; on your network open http:\/\/192\.168\.1\.20:3000 .*\(database: pglite, mail: local, workers: 1\)$/,
    );
    expect(lines[1]).toBe(`Mail is not sent (SMTP_URL is not set): read it at ${MAILBOX}`);
  });
});
