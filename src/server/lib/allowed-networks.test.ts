import { describe, expect, it } from 'vitest';
import { parseAllowedNetworks } from './allowed-networks';

describe('parseAllowedNetworks (WEBHOOK_ALLOWED_NETWORKS)', () => {
  it('reads addresses, networks and host names separated by commas or spaces', () => {
    const { allowed, problems } = parseAllowedNetworks(
      '10.0.0.0/8, 192.168.1.50  fd00::/8,n8n.lan Node-RED.home.arpa. 127.0.0.0/8 ::1 n8n_app',
    );
    expect(problems).toEqual([]);
    expect(allowed.networks.map(({ text, bits, loopback }) => ({ text, bits, loopback }))).toEqual([
      { text: '10.0.0.0/8', bits: 8, loopback: false },
      { text: '192.168.1.50', bits: 32, loopback: false },
      { text: 'fd00::/8', bits: 8, loopback: false },
      { text: '127.0.0.0/8', bits: 8, loopback: true },
      { text: '::1', bits: 128, loopback: true },
    ]);
    expect(allowed.hostnames).toEqual(['n8n.lan', 'node-red.home.arpa', 'n8n_app']);
    expect(parseAllowedNetworks('').allowed).toEqual({ networks: [], hostnames: [] });
  });

  it('refuses what no entry may open: link-local (metadata), unspecified and multicast', () => {
    const cases: [string, string][] = [
      [
        '169.254.169.254',
        '169.254.169.254: includes link-local addresses, where cloud metadata services answer (169.254.0.0/16); these are never allowed',
      ],
      ['169.254.0.0/16', '169.254.0.0/16: includes link-local addresses'],
      ['169.0.0.0/8', '169.0.0.0/8: includes link-local addresses'],
      ['fe80::/10', 'fe80::/10: includes link-local addresses'],
      ['0.0.0.0/0', '0.0.0.0/0: includes unspecified addresses, which reach this machine'],
      ['::/0', '::/0: includes unspecified addresses'],
      ['224.0.0.0/4', '224.0.0.0/4: includes multicast addresses'],
    ];
    for (const [entry, message] of cases) {
      const { allowed, problems } = parseAllowedNetworks(entry);
      expect(problems, entry).toEqual([expect.stringContaining(message)]);
      expect(allowed.networks, entry).toEqual([]);
    }
  });

  it('opens loopback only through an entry that lies inside it', () => {
    expect(parseAllowedNetworks('64.0.0.0/2').problems).toEqual([
      '64.0.0.0/2: mixes loopback addresses (127.0.0.0/8) with others; list loopback on its own, e.g. 127.0.0.0/8',
    ]);
    expect(parseAllowedNetworks('127.0.0.1').allowed.networks[0]?.loopback).toBe(true);
  });

  it('refuses what is not an address, a network or a host name, naming the entry', () => {
    const { problems } = parseAllowedNetworks(
      '10.0.0.1/8 10.0.0.0/33 fd00::/129 *.lan http://n8n.lan 0x7f.1 10.0.0 n8n.lan:5678 -bad.lan',
    );
    expect(problems).toEqual([
      "10.0.0.1/8: the address has bits set beyond the /8 prefix; write the network's first address",
      '10.0.0.0/33: the prefix length must be 0 to 32',
      'fd00::/129: the prefix length must be 0 to 128',
      '*.lan: not an IP address, a network (CIDR) or a host name',
      'http://n8n.lan: not an IP address, a network (CIDR) or a host name',
      '0x7f.1: not an IP address, a network (CIDR) or a host name',
      '10.0.0: not an IP address, a network (CIDR) or a host name',
      'n8n.lan:5678: not an IP address, a network (CIDR) or a host name',
      '-bad.lan: not an IP address, a network (CIDR) or a host name',
    ]);
  });
});
