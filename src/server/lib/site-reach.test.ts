import { describe, expect, it } from 'vitest';
import { hostLocalTo } from './site-reach';

/** Who can open the site at an address (docs/product.md#site-address). */
describe('hostLocalTo', () => {
  it('keeps loopback addresses and names to this machine', () => {
    for (const host of [
      '127.0.0.1',
      '127.0.0.2',
      '[::1]',
      'localhost',
      'cards.localhost',
      '0.0.0.0',
    ]) {
      expect(hostLocalTo(host), host).toBe('device');
    }
  });

  it('keeps private, link-local, shared and unique-local addresses to this network', () => {
    const network = [
      '10.0.0.5',
      '172.16.4.1',
      '172.31.255.254',
      '192.168.1.20',
      '169.254.10.10',
      '100.64.0.1',
      '100.127.255.254',
      '[fd12:3456:789a::1]',
      '[fe80::1]',
      '[::ffff:192.168.1.20]',
    ];
    for (const host of network) expect(hostLocalTo(host), host).toBe('network');
  });

  it('keeps local names to this network: .local, .home.arpa, .internal, .lan and single labels', () => {
    const names = [
      'mypc.local',
      'MyPC.Local.',
      'nas.home.arpa',
      'cards.internal',
      'pi.lan',
      'mypc',
    ];
    for (const host of names) expect(hostLocalTo(host), host).toBe('network');
  });

  it('leaves public addresses and names open to anyone', () => {
    const open = [
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '192.169.0.1',
      '[2001:4860:4860::8888]',
      'cards.example.com',
      'example.org',
      'local.example.com',
    ];
    for (const host of open) expect(hostLocalTo(host), host).toBeUndefined();
  });
});
