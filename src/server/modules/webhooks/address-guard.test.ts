import { describe, expect, it } from 'vitest';
import { addressKind, checkTarget, RefusedTargetError, type ResolveHost } from './address-guard';
import { parseAllowedNetworks } from '../../lib/allowed-networks';

describe('addressKind', () => {
  const cases: [string, ReturnType<typeof addressKind>][] = [
    // IPv4
    ['8.8.8.8', 'public'],
    ['93.184.215.14', 'public'],
    ['1.1.1.1', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['11.0.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['192.169.0.1', 'public'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['169.255.0.1', 'public'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.128.0.1', 'public'],
    ['100.63.255.255', 'public'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv6
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['2606:4700:4700::1111', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['100::1', 'reserved'],
    // IPv4 inside IPv6: judged as the IPv4 address it carries.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:808:808::1', 'public'],
    ['::127.0.0.1', 'loopback'],
    // IPv4 translated into IPv6 (SIIT ::ffff:0:0:0/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48): a
    // translator somewhere else decides where these go, so none is public, whatever it carries.
    ['::ffff:0:127.0.0.1', 'translated'],
    ['::ffff:0:7f00:1', 'translated'],
    ['::ffff:0:8.8.8.8', 'translated'],
    ['0:0:0:0:ffff:0:a9fe:a9fe', 'translated'],
    ['::ffff:0:0:0', 'translated'],
    ['64:ff9b::127.0.0.1', 'translated'],
    ['64:ff9b::8.8.8.8', 'translated'],
    ['64:ff9b::a9fe:a9fe', 'translated'],
    ['64:ff9b::', 'translated'],
    ['64:ff9b:1::808:808', 'translated'],
    ['64:ff9b:1:7f00:1::', 'translated'],
    ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'translated'],
    // Just outside those prefixes.
    ['64:ff9b:2::808:808', 'public'],
    ['64:ff9a:ffff:ffff:ffff:ffff:ffff:ffff', 'public'],
    ['::fffe:0:808:808', 'public'],
    // Not addresses
    ['localhost', 'invalid'],
    ['256.1.1.1', 'invalid'],
    ['1.2.3', 'invalid'],
    ['', 'invalid'],
    [':::1', 'invalid'],
    ['2001:db8::1::2', 'invalid'],
  ];
  for (const [address, kind] of cases) {
    it(`${address || '(empty)'} is ${kind}`, () => {
      expect(addressKind(address)).toBe(kind);
    });
  }
});

describe('checkTarget', () => {
  const resolver =
    (answers: Record<string, string[]>): ResolveHost =>
    (hostname) => {
      const addresses = answers[hostname];
      if (!addresses) return Promise.reject(new Error('ENOTFOUND'));
      return Promise.resolve(
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    };
  const rules = {
    resolveHost: resolver({
      'hooks.example': ['93.184.215.14', '2606:4700:4700::1111'],
      'sneaky.example': ['93.184.215.14', '169.254.169.254'],
      'v6only.example': ['::1'],
      'empty.example': [],
      'nat64.example': ['64:ff9b::a00:1'],
      'n8n.lan': ['172.18.0.5'],
      'metadata.lan': ['169.254.169.254'],
      'self.lan': ['127.0.0.1'],
      'home.example': ['192.168.1.7'],
      'split.example': ['93.184.215.14', '192.168.1.7'],
    }),
    allowPrivate: false,
  };
  const refusal = async (url: string) => {
    const error = await checkTarget(new URL(url), rules).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error, url).toBeInstanceOf(RefusedTargetError);
    return (error as Error).message;
  };

  it('answers the first resolved address of a public name, to connect to', async () => {
    const target = await checkTarget(new URL('https://hooks.example/x'), rules);
    expect(target).toMatchObject({
      hostname: 'hooks.example',
      address: '93.184.215.14',
      family: 4,
    });
  });

  it('takes an IP literal as it is, without brackets', async () => {
    const target = await checkTarget(new URL('https://[2606:4700:4700::1111]:8443/x'), rules);
    expect(target).toMatchObject({ hostname: '2606:4700:4700::1111', family: 6 });
  });

  it('refuses a name when any one of its addresses is not public', async () => {
    expect(await refusal('https://sneaky.example/')).toBe(
      'sneaky.example resolves to a link-local address (169.254.169.254)',
    );
    expect(await refusal('https://v6only.example/')).toMatch(/loopback address \(::1\)/);
  });

  it('refuses names that do not resolve, other schemes, and plain http', async () => {
    expect(await refusal('https://unknown.example/')).toBe('unknown.example could not be resolved');
    expect(await refusal('https://empty.example/')).toBe('empty.example could not be resolved');
    expect(await refusal('http://hooks.example/')).toBe('the URL must start with https://');
    expect(await refusal('ftp://hooks.example/')).toBe('the URL must start with https://');
    expect(await refusal('file:///etc/passwd')).toBe('the URL must start with https://');
  });

  it('refuses IPv4 addresses translated into IPv6, written in the URL or resolved from a name', async () => {
    // Only the guard's decision is checked: nothing is sent to these addresses.
    expect(await refusal('https://[::ffff:0:127.0.0.1]/')).toBe(
      '::ffff:0:7f00:1 is a translated IPv4 address (SIIT or NAT64)',
    );
    expect(await refusal('https://[64:ff9b::8.8.8.8]/')).toBe(
      '64:ff9b::808:808 is a translated IPv4 address (SIIT or NAT64)',
    );
    expect(await refusal('https://[64:ff9b:1::a9fe:a9fe]/x')).toMatch(/translated IPv4 address/);
    expect(await refusal('https://nat64.example/')).toBe(
      'nat64.example resolves to a translated IPv4 address (SIIT or NAT64) (64:ff9b::a00:1)',
    );
  });

  it('refuses an IPv4 address written in another form that the URL parser normalises', async () => {
    // WHATWG URL turns these into 127.0.0.1 before anything else sees them.
    for (const url of ['https://2130706433/', 'https://0x7f.1/', 'https://127.1/']) {
      expect(await refusal(url)).toBe('127.0.0.1 is a loopback address');
    }
  });

  describe('with WEBHOOK_ALLOWED_NETWORKS', () => {
    const listing = (text: string) => {
      const { allowed, problems } = parseAllowedNetworks(text);
      expect(problems).toEqual([]);
      return { ...rules, allowedNetworks: allowed };
    };
    const lan = listing('192.168.1.0/24 n8n.lan metadata.lan self.lan');
    const refusedBy = async (url: string, listed: typeof lan) => {
      const error = await checkTarget(new URL(url), listed).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error, url).toBeInstanceOf(RefusedTargetError);
      return (error as Error).message;
    };

    it('lets listed addresses and host names through, over plain http too', async () => {
      for (const url of [
        'http://192.168.1.7:5678/webhook/cardvault',
        'https://192.168.1.7/hook',
        'http://[::ffff:192.168.1.7]/hook',
        'http://n8n.lan:1880/leads',
        'http://N8N.LAN/leads',
        'http://home.example/hook',
        'https://hooks.example/still-public',
      ]) {
        await expect(checkTarget(new URL(url), lan), url).resolves.toBeTruthy();
      }
      const target = await checkTarget(new URL('http://n8n.lan:1880/x'), lan);
      expect(target).toMatchObject({ hostname: 'n8n.lan', address: '172.18.0.5' });
    });

    it('refuses everything else as before: other private addresses, and http to the rest', async () => {
      expect(await refusedBy('http://192.168.2.7/hook', lan)).toBe(
        '192.168.2.7 is a private address',
      );
      expect(await refusedBy('https://10.0.0.7/hook', lan)).toBe('10.0.0.7 is a private address');
      expect(await refusedBy('http://hooks.example/hook', lan)).toBe(
        'the URL must start with https://',
      );
      // One address outside the list and the name may not use plain http.
      expect(await refusedBy('http://split.example/hook', lan)).toBe(
        'the URL must start with https://',
      );
      expect(await refusedBy('ftp://192.168.1.7/', lan)).toBe('the URL must start with https://');
      expect(await refusedBy('http://[64:ff9b::c0a8:107]/', lan)).toMatch(/translated/);
    });

    it('never opens link-local (metadata) addresses, nor loopback unless loopback is listed', async () => {
      expect(await refusedBy('http://metadata.lan/latest/meta-data', lan)).toBe(
        'metadata.lan resolves to a link-local address (169.254.169.254)',
      );
      expect(await refusedBy('http://self.lan/hook', lan)).toBe(
        'self.lan resolves to a loopback address (127.0.0.1)',
      );
      expect(await refusedBy('http://127.0.0.1:5678/hook', lan)).toBe(
        '127.0.0.1 is a loopback address',
      );
      const loopback = listing('127.0.0.0/8 self.lan');
      await expect(
        checkTarget(new URL('http://127.0.0.1:5678/hook'), loopback),
      ).resolves.toBeTruthy();
      await expect(checkTarget(new URL('http://self.lan/hook'), loopback)).resolves.toBeTruthy();
      expect(await refusedBy('http://[::1]/hook', loopback)).toBe('::1 is a loopback address');
      expect(await refusedBy('http://[::ffff:169.254.169.254]/', loopback)).toMatch(/link-local/);
    });
  });

  it('lets anything through under WEBHOOK_ALLOW_PRIVATE, plain http included', async () => {
    const open = { ...rules, allowPrivate: true };
    await expect(checkTarget(new URL('http://127.0.0.1:9/x'), open)).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(checkTarget(new URL('https://sneaky.example/'), open)).resolves.toBeTruthy();
    await expect(checkTarget(new URL('ftp://127.0.0.1/'), open)).rejects.toThrow(
      RefusedTargetError,
    );
  });
});
