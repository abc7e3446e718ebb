import { findCreditPack } from '@verity/contracts';
import { findFreePort } from '@verity/process';
import { PaymentProviderError, WebhookRejectedError } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { checkoutEvent, fakeStripe, stripeSignatureHeader } from './testing/fake-stripe';

const WEBHOOK_SECRET = 'whsec_provider_test';
const pack = findCreditPack('team')!;
const request = { sessionId: '6f1c2d9e-0000-4000-8000-000000000001', ownerId: '0b7c1e52-0000-4000-8000-000000000002', email: 'buyer@example.com', pack };
const redirects = { siteOrigin: 'https://app.example', successUrl: 'https://app.example/app/billing-success?session_id=x', cancelUrl: 'https://app.example/app/billing?checkout=cancelled' };

describe('the Stripe provider', () => {
  const stripe = fakeStripe();
  beforeAll(() => stripe.start());
  afterAll(() => stripe.stop());
  const provider = () => createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url });

  it('opens a Checkout session with the pack as a one-off line item, our id as reference, and the return pages', async () => {
    const checkout = await provider().createCheckout(request, redirects);
    expect(checkout).toEqual({ providerSessionId: expect.stringMatching(/^cs_test_/), checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    const sent = stripe.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent.headers).toMatchObject({
      authorization: 'Bearer sk_test_123',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': `verity-checkout-${request.sessionId}`,
    });
    expect(sent.form).toEqual({
      mode: 'payment',
      client_reference_id: request.sessionId,
      success_url: redirects.successUrl,
      cancel_url: redirects.cancelUrl,
      customer_email: 'buyer@example.com',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(pack.price_cents),
      'line_items[0][price_data][product_data][name]': `Verity ${pack.name}: ${pack.credits} credits`,
      'metadata[checkout_session_id]': request.sessionId,
      'metadata[owner_id]': request.ownerId,
      'metadata[pack_id]': 'team',
    });
  });

  it('leaves the email out when the caller has none', async () => {
    await provider().createCheckout({ ...request, email: null }, redirects);
    expect(stripe.requests.at(-1)!.form).not.toHaveProperty('customer_email');
  });

  it('reports Stripe’s refusal, an unreadable answer and an unreachable API as PaymentProviderError', async () => {
    stripe.failNext(400, { error: { message: 'Invalid API Key provided: sk_test_***123', type: 'invalid_request_error' } });
    await expect(provider().createCheckout(request, redirects)).rejects.toThrow(
      new PaymentProviderError('Stripe refused the checkout session (HTTP 400): Invalid API Key provided: sk_test_***123'),
    );
    stripe.failNext(200, { object: 'checkout.session' });
    await expect(provider().createCheckout(request, redirects)).rejects.toThrow('Stripe answered without a checkout session id and url');

    const nowhere = createStripeProvider({ secretKey: 'sk_test_123', apiBase: `http://127.0.0.1:${await findFreePort()}` });
    await expect(nowhere.createCheckout(request, redirects)).rejects.toThrow(/^Stripe could not be reached: /);
  });

  describe('webhooks', () => {
    const deliver = (body: string, secret = WEBHOOK_SECRET) =>
      provider().verifyWebhook!({ rawBody: Buffer.from(body), headers: { 'stripe-signature': stripeSignatureHeader(body, secret) } });

    it('reads paid completions, async successes and expiries; ignores unpaid completions and other events', () => {
      expect(deliver(checkoutEvent('checkout.session.completed', { id: 'cs_1' }))).toEqual({ kind: 'paid', eventType: 'checkout.session.completed', providerSessionId: 'cs_1' });
      expect(deliver(checkoutEvent('checkout.session.completed', { id: 'cs_2', payment_status: 'unpaid' }))).toEqual({ kind: 'ignored', eventType: 'checkout.session.completed' });
      expect(deliver(checkoutEvent('checkout.session.async_payment_succeeded', { id: 'cs_2' }))).toMatchObject({ kind: 'paid', providerSessionId: 'cs_2' });
      expect(deliver(checkoutEvent('checkout.session.expired', { id: 'cs_3', payment_status: 'unpaid' }))).toMatchObject({ kind: 'expired', providerSessionId: 'cs_3' });
      expect(deliver(JSON.stringify({ type: 'customer.created', data: { object: { object: 'customer' } } }))).toEqual({ kind: 'ignored', eventType: 'customer.created' });
    });

    it('refuses forged deliveries and signed bodies that are not Stripe events', () => {
      expect(() => deliver(checkoutEvent('checkout.session.completed', { id: 'cs_1' }), 'whsec_forger')).toThrow(WebhookRejectedError);
      expect(() => deliver('not json')).toThrow(new WebhookRejectedError('The webhook body is not JSON.'));
      expect(() => deliver('{"hello":"world"}')).toThrow(new WebhookRejectedError('The webhook body is not a Stripe event.'));
      expect(() => deliver(JSON.stringify({ type: 'checkout.session.completed', data: { object: {} } }))).toThrow(
        'The checkout.session.completed event carries no checkout session.',
      );
    });

    it('refuses every webhook when no signing secret is configured', () => {
      const unsigned = createStripeProvider({ secretKey: 'sk_test_123', apiBase: stripe.url });
      const body = checkoutEvent('checkout.session.completed', { id: 'cs_1' });
      expect(() => unsigned.verifyWebhook!({ rawBody: Buffer.from(body), headers: { 'stripe-signature': stripeSignatureHeader(body, '') } })).toThrow(
        'This server has no Stripe webhook signing secret, so it accepts no webhooks.',
      );
    });
  });
});
