import { networkInterfaces } from 'node:os';

/** Names that reach the machine the browser itself runs on: no one else can answer at them. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]' ||
    hostname === '0.0.0.0'
  );
}

/** This machine's interface addresses, written as a URL's hostname writes them (IPv6 bracketed, canonical). */
function interfaceHostnames(interfaces: ReturnType<typeof networkInterfaces>): Set<string> {
  const hostnames = new Set<string>();
  for (const entries of Object.values(interfaces)) {
    for (const { address, family } of entries ?? []) {
      hostnames.add(family === 'IPv6' ? new URL(`http://[${address.split('%')[0]}]`).hostname : address);
    }
  }
  return hostnames;
}

/**
 * True when `hostname` (a URL's hostname) can only be this server: a loopback name or address, or an IP address
 * of one of this machine's network interfaces. A domain name is not: whoever sends a Host header chooses it,
 * and nothing here can prove it leads back to this server.
 */
export function isOwnAddress(hostname: string, interfaces = networkInterfaces()): boolean {
  const name = hostname.toLowerCase();
  return isLoopback(name) || interfaceHostnames(interfaces).has(name);
}
