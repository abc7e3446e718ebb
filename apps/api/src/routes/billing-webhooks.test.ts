import { checkoutSessions, creditLedger } from '@verity/db';
import { and, eq } from 'drizzle-orm';
import { type BillingOptions } from '../billing/billing-options';
import { createStripeProvider } from '../billing/stripe-provider';
import { checkoutEvent, fakeStripe, stripeSignatureHeader } from '../billing/testing/fake-stripe';
import { newUser, type TestUser, useApi } from '../testing/api-harness';

const SITE_URL = 'https://verity.test';
const WEBHOOK_SECRET = 'whsec_route_test_secret';

describe('billing with Stripe', () => {
  const stripe = fakeStripe();
  // The provider needs the fake's address, known only once it listens: the harness reads this object later.
  const billing: BillingOptions = { provider: null, siteUrl: SITE_URL };
  beforeAll(async () => {
    await stripe.start();
    billing.provider = createStripeProvider({ secretKey: 'sk_test_routes', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url });
  });
  afterAll(() => stripe.stop());
  const api = useApi({ signupCredits: 10, billing });
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);

  const purchasesOf = (user: TestUser) =>
    api().db.select().from(creditLedger).where(and(eq(creditLedger.ownerId, user.id), eq(creditLedger.reason, 'purchase')));
  const sessionOf = async (user: TestUser, id: string) => (await inject(user, 'GET', `/api/billing/checkout-sessions/${id}`)).json().data;

  async function startCheckout(user: TestUser, packId = 'starter') {
    const response = await inject(user, 'POST', '/api/billing/checkout-sessions', { pack_id: packId });
    expect(response.statusCode).toBe(201);
    const session = response.json().data as { id: string; checkout_url: string };
    const [row] = await api().db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    return { ...session, stripeId: row!.providerSessionId! };
  }

  /** Signed with the endpoint's secret unless a signature (or null: none) is given. */
  function deliver(body: string, signature: string | null = stripeSignatureHeader(body, WEBHOOK_SECRET)) {
    return api().server.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
      payload: body,
    });
  }

  it('reports Stripe as the provider', async () => {
    expect((await inject(await newUser(), 'GET', '/api/billing')).json().data.provider).toBe('stripe');
  });

  it('opens a Stripe Checkout session that refers back to ours and returns to the success and billing pages', async () => {
    const user = await newUser();
    const session = await startCheckout(user, 'team');
    expect(session.checkout_url).toBe(`https://checkout.stripe.test/c/pay/${session.stripeId}`);
    expect(session).toMatchObject({ provider: 'stripe', status: 'open', credits: 500 });
    expect(stripe.requests.at(-1)!.form).toMatchObject({
      mode: 'payment',
      client_reference_id: session.id,
      success_url: `${SITE_URL}/app/billing-success?session_id=${session.id}`,
      cancel_url: `${SITE_URL}/app/billing?checkout=cancelled`,
      customer_email: `${user.id.slice(0, 8)}@example.com`,
      'line_items[0][price_data][unit_amount]': '3900',
    });
  });

  it('credits a paid checkout once, however often Stripe delivers the event', async () => {
    const user = await newUser();
    const { id, stripeId } = await startCheckout(user);
    const body = checkoutEvent('checkout.session.completed', { id: stripeId, client_reference_id: id });

    const first = await deliver(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, data: { received: true, event_type: 'checkout.session.completed', outcome: 'fulfilled' }, error: null, error_code: null });
    expect(await sessionOf(user, id)).toMatchObject({ status: 'completed', credit_balance: 110 });

    const redelivered = await deliver(body);
    expect(redelivered.statusCode).toBe(200);
    expect(redelivered.json().data.outcome).toBe('already_fulfilled');
    expect(await purchasesOf(user)).toEqual([expect.objectContaining({ delta: 100, balanceAfter: 110, reference: id })]);
  });

  it('credits once when five deliveries of the same event arrive at once', async () => {
    const user = await newUser();
    const { id, stripeId } = await startCheckout(user, 'team');
    const body = checkoutEvent('checkout.session.completed', { id: stripeId, client_reference_id: id });
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((response) => response.json().data.outcome).sort()).toEqual([...Array(4).fill('already_fulfilled'), 'fulfilled']);
    expect(await purchasesOf(user)).toHaveLength(1);
    expect((await sessionOf(user, id)).credit_balance).toBe(510);
  });

  it('refuses unsigned, forged and stale deliveries with a 400 and credits nothing', async () => {
    const user = await newUser();
    const { id, stripeId } = await startCheckout(user);
    const body = checkoutEvent('checkout.session.completed', { id: stripeId, client_reference_id: id });
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    const cases: Array<[string | null, string]> = [
      [null, 'Missing Stripe-Signature header.'],
      [stripeSignatureHeader(body, 'whsec_forger'), 'The webhook signature does not match its payload.'],
      [stripeSignatureHeader(body.replace('"paid"', '"paid" '), WEBHOOK_SECRET), 'The webhook signature does not match its payload.'],
      [stripeSignatureHeader(body, WEBHOOK_SECRET, stale), 'The webhook timestamp is more than 5 minutes from now; stale deliveries are refused.'],
      ['garbage', 'The Stripe-Signature header needs a timestamp (t=) and a v1 signature.'],
    ];
    for (const [signature, message] of cases) {
      const response = await deliver(body, signature);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { ok: false, data: null, error: message, error_code: 'webhook_rejected' } });
    }
    // A bearer token is no substitute for the signature.
    const withToken = await api().server.inject({ method: 'POST', url: '/api/billing/webhooks/stripe', headers: { ...user.headers, 'content-type': 'application/json' }, payload: body });
    expect(withToken.statusCode).toBe(400);

    expect(await sessionOf(user, id)).toMatchObject({ status: 'open', credit_balance: null });
    expect(await purchasesOf(user)).toEqual([]);
  });

  it('expires an abandoned checkout, which a later completion can no longer credit', async () => {
    const user = await newUser();
    const { id, stripeId } = await startCheckout(user);
    const expired = await deliver(checkoutEvent('checkout.session.expired', { id: stripeId, payment_status: 'unpaid' }));
    expect(expired.json().data).toEqual({ received: true, event_type: 'checkout.session.expired', outcome: 'expired' });
    expect((await sessionOf(user, id)).status).toBe('expired');
    expect((await deliver(checkoutEvent('checkout.session.expired', { id: stripeId }))).json().data.outcome).toBe('expired');

    const late = await deliver(checkoutEvent('checkout.session.completed', { id: stripeId }));
    expect(late.statusCode).toBe(200);
    expect(late.json().data.outcome).toBe('not_open');
    expect(await purchasesOf(user)).toEqual([]);
  });

  it('credits a delayed payment when it succeeds, not when the session completes unpaid', async () => {
    const user = await newUser();
    const { id, stripeId } = await startCheckout(user);
    const unpaid = await deliver(checkoutEvent('checkout.session.completed', { id: stripeId, payment_status: 'unpaid' }));
    expect(unpaid.json().data.outcome).toBe('ignored');
    expect((await sessionOf(user, id)).status).toBe('open');
    const succeeded = await deliver(checkoutEvent('checkout.session.async_payment_succeeded', { id: stripeId }));
    expect(succeeded.json().data.outcome).toBe('fulfilled');
    expect((await sessionOf(user, id)).credit_balance).toBe(110);
  });

  it('acknowledges other events and unknown sessions without changing anything', async () => {
    const other = await deliver(JSON.stringify({ id: 'evt_1', type: 'payment_intent.created', data: { object: { id: 'pi_1', object: 'payment_intent' } } }));
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual({ received: true, event_type: 'payment_intent.created', outcome: 'ignored' });
    const unknown = await deliver(checkoutEvent('checkout.session.completed', { id: 'cs_test_from_elsewhere' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.outcome).toBe('unknown_session');
  });

  it('has no sandbox endpoints: only a Stripe payment completes a purchase', async () => {
    const user = await newUser();
    const { id } = await startCheckout(user);
    for (const action of ['complete', 'cancel']) {
      const response = await inject(user, 'POST', `/api/billing/checkout-sessions/${id}/sandbox/${action}`);
      expect(response.statusCode).toBe(404);
    }
    expect(await purchasesOf(user)).toEqual([]);
  });

  it('answers 502 when Stripe refuses, and stores no session', async () => {
    const user = await newUser();
    stripe.failNext(500, { error: { message: 'Something went wrong on Stripe’s end.' } });
    const response = await inject(user, 'POST', '/api/billing/checkout-sessions', { pack_id: 'starter' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error_code).toBe('payment_provider_error');
    expect(response.json().error).not.toMatch(/sk_test|Stripe’s end/);
    expect(await api().db.select().from(checkoutSessions).where(eq(checkoutSessions.ownerId, user.id))).toEqual([]);
  });

  it('documents the webhook as a route without bearer authentication', async () => {
    const webhook = (await api().server.inject('/api/openapi.json')).json().paths['/api/billing/webhooks/stripe'].post;
    expect(webhook.summary).toMatch(/signed; no bearer token/);
    expect(webhook).not.toHaveProperty('security');
  });
});
