import { WebhookRejectedError } from './payment-provider';
import { verifyStripeSignature } from './stripe-signature';
import { stripeSignatureHeader } from './testing/fake-stripe';

const SECRET = 'whsec_test_signing_secret';
const NOW_MS = 1_800_000_000_000;
const NOW_S = NOW_MS / 1000;
const BODY = '{"type":"checkout.session.completed"}';

const verify = (header: string | undefined, body = BODY) => () => verifyStripeSignature(header, Buffer.from(body), SECRET, NOW_MS);

describe('verifyStripeSignature', () => {
  it('accepts a signature of the exact body made with the endpoint secret', () => {
    expect(verify(stripeSignatureHeader(BODY, SECRET, NOW_S))).not.toThrow();
    // Up to five minutes either way: clocks drift, deliveries queue.
    expect(verify(stripeSignatureHeader(BODY, SECRET, NOW_S - 300))).not.toThrow();
  });

  it('accepts any of several v1 signatures, as while a secret is rolled', () => {
    const valid = stripeSignatureHeader(BODY, SECRET, NOW_S);
    const rolled = stripeSignatureHeader(BODY, 'whsec_old_secret', NOW_S).split(',')[1];
    expect(verify(`${valid.split(',')[0]},${rolled},${valid.split(',')[1]},v0=abc`)).not.toThrow();
  });

  it.each([
    ['no header', undefined, 'Missing Stripe-Signature header.'],
    ['no timestamp', `v1=${'a'.repeat(64)}`, 'The Stripe-Signature header needs a timestamp (t=) and a v1 signature.'],
    ['no v1 signature', `t=${NOW_S},v0=abc`, 'The Stripe-Signature header needs a timestamp (t=) and a v1 signature.'],
    ['another secret', stripeSignatureHeader(BODY, 'whsec_someone_else', NOW_S), 'The webhook signature does not match its payload.'],
    ['a signature of another body', stripeSignatureHeader('{"type":"other"}', SECRET, NOW_S), 'The webhook signature does not match its payload.'],
    ['a truncated signature', stripeSignatureHeader(BODY, SECRET, NOW_S).slice(0, -2), 'The webhook signature does not match its payload.'],
    ['a stale timestamp', stripeSignatureHeader(BODY, SECRET, NOW_S - 301), 'The webhook timestamp is more than 5 minutes from now; stale deliveries are refused.'],
    ['a future timestamp', stripeSignatureHeader(BODY, SECRET, NOW_S + 301), 'The webhook timestamp is more than 5 minutes from now; stale deliveries are refused.'],
  ])('refuses %s', (_case, header, message) => {
    expect(verify(header)).toThrow(new WebhookRejectedError(message));
  });

  it('refuses a signed body that was changed afterwards, even by one byte', () => {
    expect(verify(stripeSignatureHeader(BODY, SECRET, NOW_S), `${BODY} `)).toThrow('does not match');
  });
});
