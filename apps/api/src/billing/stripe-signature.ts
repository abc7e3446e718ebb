import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejectedError } from './payment-provider';

/** How far a delivery's signed timestamp may be from now: older ones are replays (Stripe's default too). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">[,v1=…]`) against the
 * endpoint's signing secret. Several v1 values appear while a secret is being rolled; one match is enough.
 */
export function verifyStripeSignature(header: string | undefined, rawBody: Buffer, secret: string, nowMs = Date.now()): void {
  if (!header) throw new WebhookRejectedError('Missing Stripe-Signature header.');
  const { timestamp, signatures } = parseSignatureHeader(header);
  if (timestamp === null || signatures.length === 0) {
    throw new WebhookRejectedError('The Stripe-Signature header needs a timestamp (t=) and a v1 signature.');
  }
  if (Math.abs(nowMs / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRejectedError('The webhook timestamp is more than 5 minutes from now; stale deliveries are refused.');
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookRejectedError('The webhook signature does not match its payload.');
}

function parseSignatureHeader(header: string): { timestamp: number | null; signatures: string[] } {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (!value) continue;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]+$/i.test(value)) signatures.push(value);
  }
  return { timestamp, signatures };
}
