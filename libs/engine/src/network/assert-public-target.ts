import { lookup as dnsLookup } from 'node:dns/promises';
import { isIPv4, isIPv6 } from 'node:net';

/** A URL the production runner and planner must not open: it points into a private network. */
export class PrivateTargetError extends Error {
  override readonly name = 'PrivateTargetError';
}

/** A URL that cannot be opened at all: not http(s), or a host name that does not resolve. */
export class UnreachableTargetError extends Error {
  override readonly name = 'UnreachableTargetError';
}

export type HostLookup = (hostname: string) => Promise<Array<{ address: string }>>;

const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Refuses a URL whose host is, or resolves to, a private, loopback, link-local or otherwise non-public address
 * (SSRF): every address the host resolves to must be public. Throws PrivateTargetError with a message a user
 * can read, UnreachableTargetError when the URL is not http(s) or the host does not resolve.
 *
 * The browser resolves names again when it connects, so route every request of the page through this check
 * too (one lookup per host), not only the first navigation.
 */
export async function assertPublicTarget(url: string, options: { lookup?: HostLookup } = {}): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnreachableTargetError(`"${url}" is not a valid URL.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UnreachableTargetError(`Only http:// and https:// addresses can be opened, not ${parsed.protocol}//.`);
  }
  // The WHATWG parser already turned "2130706433" or "0x7f.1" into 127.0.0.1; IPv6 hosts keep their brackets.
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIPv4(host) || isIPv6(host)) addresses = [host];
  else {
    try {
      addresses = (await (options.lookup ?? systemLookup)(host)).map(({ address }) => address);
    } catch {
      throw new UnreachableTargetError(`The host ${host} could not be found (DNS lookup failed).`);
    }
    if (addresses.length === 0) throw new UnreachableTargetError(`The host ${host} could not be found (DNS lookup failed).`);
  }
  const refused = addresses.find(isNonPublicAddress);
  if (refused !== undefined) {
    const where = refused === host ? host : `${host} (${refused})`;
    throw new PrivateTargetError(
      `${where} is a private, loopback or link-local address: Verity does not open addresses inside private networks. Use a public URL.`,
    );
  }
}

type Range = [prefix: number[], bits: number];

// IPv4 ranges that are not the public internet (RFC 6890 and friends).
const IPV4_RANGES: Range[] = [
  [[0], 8], // "this" network
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local, cloud metadata (169.254.169.254)
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
];

// IPv6 ranges that are not the public internet; IPv4 written inside IPv6 is checked as IPv4 below.
const IPV6_RANGES: Range[] = [
  [[0x00, 0x64, 0xff, 0x9b, 0, 1], 48], // local-use NAT64
  [[0x01, 0x00], 64], // discard-only
  [[0x20, 0x01, 0x00, 0x00], 32], // Teredo: tunnels to an IPv4 address written obfuscated
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
];

function inRange(bytes: number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((prefix[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (with "::" and a dotted IPv4 tail), or null when it is not one. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = ipv4Bytes(tail[1] as string) as [number, number, number, number];
    text = `${text.slice(0, -(tail[1] as string).length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(rest);
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 0) return null;
  const all = [...left, ...Array.from({ length: missing }, () => '0'), ...right];
  if (all.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** True for any address that is not on the public internet: private, loopback, link-local, reserved… */
export function isNonPublicAddress(address: string): boolean {
  if (isIPv4(address)) return IPV4_RANGES.some((range) => inRange(ipv4Bytes(address), range));
  if (!isIPv6(address)) return true;
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  const isZeroUpTo = (count: number) => bytes.slice(0, count).every((byte) => byte === 0);
  // :: and ::1
  if (isZeroUpTo(15) && (bytes[15] ?? 0) <= 1) return true;
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64
  // (64:ff9b::a.b.c.d) carry an IPv4 address.
  const isMapped = isZeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff;
  const isTranslated = isZeroUpTo(8) && bytes[8] === 0xff && bytes[9] === 0xff && bytes[10] === 0 && bytes[11] === 0;
  const embedded =
    isMapped || isTranslated || isZeroUpTo(12) || inRange(bytes, [[0x00, 0x64, 0xff, 0x9b], 96])
      ? bytes.slice(12)
      : inRange(bytes, [[0x20, 0x02], 16]) // 6to4: 2002:a.b.c.d::/48
        ? bytes.slice(2, 6)
        : null;
  if (embedded) return isNonPublicAddress(embedded.join('.'));
  return IPV6_RANGES.some((range) => inRange(bytes, range));
}
