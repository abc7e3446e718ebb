import { z } from 'zod';

/**
 * Which peers may set X-Forwarded-For (the client address that per-IP rate limits use), as Fastify's
 * `trustProxy`: 'true', 'false', or a comma-separated list of addresses, CIDRs or proxy-addr's named ranges.
 * The default trusts only this machine, where the BFF sits in the local stack: trusting everyone would let
 * any caller choose the address it is rate-limited under.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .min(1)
  .default('loopback')
  .transform((value): boolean | string[] => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  });

export type TrustProxy = z.output<typeof trustProxySchema>;
