import { describe, expect, it } from 'vitest';
import { addressKind, checkTarget, RefusedTargetError, type ResolveHost } from './address-guard';

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
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:808:808::1', 'public'],
    ['::127.0.0.1', 'loopback'],
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

  it('refuses an IPv4 address written in another form that the URL parser normalises', async () => {
    // WHATWG URL turns these into 127.0.0.1 before anything else sees them.
    for (const url of ['https://2130706433/', 'https://0x7f.1/', 'https://127.1/']) {
      expect(await refusal(url)).toBe('127.0.0.1 is a loopback address');
    }
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
