import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret for a generic webhook: shown to its owner once, kept sealed. */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

const digest = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The Verity-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the secret>`. */
export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

/**
 * What a receiver does with the header: recompute the HMAC over the raw body and refuse an old timestamp
 * (a replay). Used by our tests as a receiver would, and shown in the README.
 */
export function verifySignature(secret: string, body: string, header: string, { toleranceSeconds = 300, now = Date.now() } = {}): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
