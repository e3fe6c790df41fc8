import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES, normaliseDomain, orgDomainSchema } from './organisation-domains';

const reasonFor = (domain: string) => {
  const parsed = orgDomainSchema.safeParse({ orgId: 'o1', domain });
  return parsed.success ? parsed.data.domain : parsed.error.issues[0]?.message;
};

describe('a domain as typed', () => {
  it('is trimmed, lower-cased, kept in its ASCII form, and freed of a pasted address or URL', () => {
    expect(normaliseDomain('  Example.COM.  ')).toBe('example.com');
    expect(normaliseDomain('Bücher.Example')).toBe('xn--bcher-kva.example');
    expect(normaliseDomain('ana@Acme.test')).toBe('acme.test');
    expect(normaliseDomain('https://www.acme.test')).toBe('www.acme.test');
    expect(normaliseDomain('acme.test/path')).toBeUndefined();
    expect(normaliseDomain('acme test')).toBeUndefined();
    expect(normaliseDomain('')).toBeUndefined();
  });

  it('is refused when it is an IP address, not a domain name, or a consumer mail provider', () => {
    expect(reasonFor('192.0.2.1')).toBe(DOMAIN_MESSAGES.ipAddress);
    // The URL standard reads short numeric forms as IPv4 too.
    expect(reasonFor('0x7f.1')).toBe(DOMAIN_MESSAGES.ipAddress);
    expect(reasonFor('2001:db8::1')).toBe(DOMAIN_MESSAGES.ipAddress);
    expect(reasonFor('[::1]')).toBe(DOMAIN_MESSAGES.ipAddress);
    expect(reasonFor('localhost')).toBe(DOMAIN_MESSAGES.invalid);
    expect(reasonFor('a..b')).toBe(DOMAIN_MESSAGES.invalid);
    expect(reasonFor(`${'a'.repeat(64)}.test`)).toBe(DOMAIN_MESSAGES.invalid);
    expect(reasonFor('GMail.com')).toBe(DOMAIN_MESSAGES.consumer);
    expect(reasonFor('hotmail.com')).toBe(DOMAIN_MESSAGES.consumer);
    expect(reasonFor('acme.co.uk')).toBe('acme.co.uk');
  });
});
