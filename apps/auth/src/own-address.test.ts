import { type NetworkInterfaceInfo } from 'node:os';
import { isOwnAddress } from './own-address';

type Interfaces = Record<string, NetworkInterfaceInfo[]>;
const entry = (address: string, family: 'IPv4' | 'IPv6') =>
  ({ address, family, netmask: '', mac: '00:00:00:00:00:00', internal: false, cidr: null, scopeid: 0 }) as NetworkInterfaceInfo;

/** A machine on a LAN: 192.168.1.20 and an IPv6 address besides loopback. */
const lan: Interfaces = {
  lo: [entry('127.0.0.1', 'IPv4'), entry('::1', 'IPv6')],
  eth0: [entry('192.168.1.20', 'IPv4'), entry('fe80::1c2b:3aff:fe4d:5e6f', 'IPv6')],
};

describe('isOwnAddress', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '0.0.0.0', '192.168.1.20', '[fe80::1c2b:3aff:fe4d:5e6f]', 'LOCALHOST'])(
    '%s is this machine',
    (hostname) => {
      expect(isOwnAddress(hostname, lan)).toBe(true);
    },
  );

  it.each([
    ['a domain name, which a Host header can name freely', 'verity.example'],
    ['another address on the same LAN', '192.168.1.66'],
    ['a public address', '203.0.113.5'],
    ['a name that only starts like loopback', 'localhost.evil.example'],
    ['a name that only starts like 127', '127.0.0.1.evil.example'],
  ])('%s is not (%s)', (_case, hostname) => {
    expect(isOwnAddress(hostname, lan)).toBe(false);
  });

  it('reads the real interfaces by default: loopback is always there', () => {
    expect(isOwnAddress('127.0.0.1')).toBe(true);
    expect(isOwnAddress('verity.example')).toBe(false);
  });
});
