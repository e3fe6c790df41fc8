import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, rateLimitAddress } from './client-address';

describe('rateLimitAddress', () => {
  it('keeps IPv4 addresses and counts IPv6 addresses by their /64', () => {
    expect(rateLimitAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('counts IPv4 addresses written as IPv6 as IPv4', () => {
    expect(rateLimitAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitAddress('::ffff:c000:201')).toBe('192.0.2.1');
  });

  it('leaves anything else as it is', () => {
    expect(rateLimitAddress('')).toBe('');
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});

describe('fastifyTrustProxy', () => {
  it('trusts the nearest hops only, for a hop count', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.1', hop))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('hands lists and false over as they are', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8', 'loopback'])).toEqual(['10.0.0.0/8', 'loopback']);
  });
});
