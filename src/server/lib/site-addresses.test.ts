import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { SiteAddresses } from './site-addresses';

const config = { publicUrl: 'http://localhost:3000', publicUrlFixed: false, port: 3000 };

/** A machine with a loopback and one Wi-Fi interface (IPv4, a global and a link-local IPv6). */
function machine(address = '192.168.1.20') {
  const clock = { now: 0 };
  const interfaces = () =>
    ({
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      wlan0: [
        { address, family: 'IPv4', internal: false },
        { address: '2001:DB8::20', family: 'IPv6', internal: false },
        { address: 'fe80::1', family: 'IPv6', internal: false },
      ],
    }) as unknown as NodeJS.Dict<NetworkInterfaceInfo[]>;
  return { clock, deps: { interfaces, name: () => 'Studio', now: () => clock.now } };
}

describe('SiteAddresses', () => {
  it("answers at the site's address and this machine's names and addresses at its port", () => {
    const { deps } = machine();
    const site = new SiteAddresses(config, () => [4000], deps);
    for (const origin of [
      'http://localhost:3000',
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
      'https://192.168.1.20:4000',
      'http://[2001:db8::20]:4000',
      'http://studio:4000',
      'http://studio.local:3000',
    ]) {
      expect(site.answersAt(origin), origin).toBe(true);
    }
    for (const origin of [
      'http://made-up.example:4000',
      'http://127.0.0.2:4000',
      'http://192.168.1.20:5000',
      'http://192.168.1.20',
      'http://[fe80::1]:4000',
      'http://app.localhost:4000',
    ]) {
      expect(site.answersAt(origin), origin).toBe(false);
    }
  });

  it('reads the addresses again at most once a minute, however many unknown ones arrive', () => {
    let reads = 0;
    const { clock, deps } = machine();
    const counting = {
      ...deps,
      interfaces: () => {
        reads += 1;
        return deps.interfaces();
      },
    };
    const site = new SiteAddresses(config, () => [], counting);
    for (let i = 0; i < 100; i += 1) site.answersAt(`http://made-up-${i}.example:3000`);
    expect(reads).toBe(1);
    clock.now += 60_000;
    expect(site.answersAt('http://made-up.example:3000')).toBe(false);
    expect(reads).toBe(2);
  });

  it("remembers a signed-in user's addresses, at most four each", () => {
    const site = new SiteAddresses(config, () => [], machine().deps);
    site.rememberSignedIn('http://cards.home.example:3000', 'ada');
    expect(site.answersAt('http://cards.home.example:3000')).toBe(true);
    for (let i = 0; i < 10; i += 1) site.rememberSignedIn(`http://made-up-${i}.example`, 'mallory');
    // Mallory's made-up addresses push out only Mallory's own.
    expect(site.answersAt('http://cards.home.example:3000')).toBe(true);
    const kept = Array.from({ length: 10 }, (_, i) => `http://made-up-${i}.example`).filter(
      (origin) => site.answersAt(origin),
    );
    expect(kept).toEqual([6, 7, 8, 9].map((i) => `http://made-up-${i}.example`));
    // This machine's own addresses take none of a user's places.
    site.rememberSignedIn('http://127.0.0.1:3000', 'mallory');
    site.rememberSignedIn('http://192.168.1.20:3000', 'mallory');
    expect(site.answersAt('http://made-up-6.example')).toBe(true);
  });

  it('with PUBLIC_URL answers at it alone, which is all a request can name', () => {
    const site = new SiteAddresses(
      { ...config, publicUrl: 'https://cards.example.com', publicUrlFixed: true },
      () => [],
      machine().deps,
    );
    expect(site.siteOrigin).toBe('https://cards.example.com');
    expect(site.answersAt('https://cards.example.com')).toBe(true);
  });
});
