import { PrivateTargetError, UnreachableTargetError, assertPublicTarget, isNonPublicAddress } from './assert-public-target';

describe('isNonPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.1.2.3',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a00:1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::1',
    '2002:0a00:0001::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '100::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.0.1',
    '192.167.1.1',
    '198.20.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '::ffff:0:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
    'fbff::1',
    'fe00::1',
  ])('allows %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });
});

describe('assertPublicTarget', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address }));

  it('allows a host whose every address is public', async () => {
    await expect(assertPublicTarget('https://shop.example.com/a', { lookup: resolvesTo('93.184.216.34', '2606:4700::1') })).resolves.toBeUndefined();
  });

  it.each([
    ['http://127.0.0.1:3000/', '127.0.0.1'],
    ['http://[::1]/', '::1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::ffff:a00:1]/', '::ffff:a00:1'],
  ])('refuses %s, a private address written as the host', async (url, address) => {
    const lookup = jest.fn(resolvesTo('93.184.216.34'));
    const refusal = assertPublicTarget(url, { lookup });
    await expect(refusal).rejects.toThrow(PrivateTargetError);
    await expect(refusal).rejects.toThrow(address);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses a name that resolves to a private address, even when another address is public', async () => {
    const refusal = assertPublicTarget('https://intranet.example.com/', { lookup: resolvesTo('93.184.216.34', '10.0.0.5') });
    await expect(refusal).rejects.toThrow(PrivateTargetError);
    await expect(refusal).rejects.toThrow('intranet.example.com (10.0.0.5) is a private, loopback or link-local address');
  });

  it('refuses localhost through the real resolver', async () => {
    await expect(assertPublicTarget('http://localhost:8080/')).rejects.toThrow(PrivateTargetError);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)', 'not a url'])('refuses %s as not openable', async (url) => {
    await expect(assertPublicTarget(url, { lookup: resolvesTo('93.184.216.34') })).rejects.toThrow(UnreachableTargetError);
  });

  it('reports a host that does not resolve', async () => {
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.invalid'), { code: 'ENOTFOUND' });
    };
    await expect(assertPublicTarget('https://nowhere.invalid/', { lookup })).rejects.toThrow('The host nowhere.invalid could not be found');
  });
});
