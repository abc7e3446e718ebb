/** What Fastify's request says about the address it came in on (X-Forwarded-* only from a trusted proxy). */
export interface RequestAddress {
  protocol: string;
  host: string;
}

/** A bare host name or IPv4 address, or a bracketed IPv6 address, with an optional port: nothing else. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin (`http://127.0.0.1:3000`) a request came in on, or null when its Host is not a plain host[:port].
 * `request.host` and `request.protocol` honour X-Forwarded-Host/Proto only from proxies TRUST_PROXY names;
 * anyone else's Host header is theirs to choose, so callers decide what they let it reach.
 */
export function requestOrigin({ protocol, host }: RequestAddress): string | null {
  if (protocol !== 'http' && protocol !== 'https') return null;
  if (!HOST_PATTERN.test(host)) return null;
  try {
    const { origin } = new URL(`${protocol}://${host}`);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
