import { CREDIT_PACKS } from '@verity/contracts';
import { checkoutSessions, creditLedger } from '@verity/db';
import { and, eq } from 'drizzle-orm';
import { type BillingOptions } from '../billing/billing-options';
import { type CheckoutRedirects, PaymentProviderError, type PaymentProvider } from '../billing/payment-provider';
import { createSandboxProvider } from '../billing/sandbox-provider';
import { createServer } from '../server';
import { JWT_SECRET, newUser, type TestUser, useApi } from '../testing/api-harness';

const SITE_URL = 'https://verity.test';

describe('billing with the sandbox provider', () => {
  const api = useApi({ signupCredits: 25, runCreditCost: 2, billing: { provider: createSandboxProvider(), siteUrl: SITE_URL } });
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);

  const purchasesOf = (user: TestUser) =>
    api().db.select().from(creditLedger).where(and(eq(creditLedger.ownerId, user.id), eq(creditLedger.reason, 'purchase')));
  const balanceOf = async (user: TestUser) => (await inject(user, 'GET', '/api/billing')).json().data.credit_balance as number;

  async function startCheckout(user: TestUser, packId = 'starter') {
    const response = await inject(user, 'POST', '/api/billing/checkout-sessions', { pack_id: packId });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; credits: number; checkout_url: string };
  }
  const complete = (user: TestUser, id: string) => inject(user, 'POST', `/api/billing/checkout-sessions/${id}/sandbox/complete`);
  const cancel = (user: TestUser, id: string) => inject(user, 'POST', `/api/billing/checkout-sessions/${id}/sandbox/cancel`);

  it('GET /api/billing answers the balance, what a run costs, the packs and the provider', async () => {
    const user = await newUser();
    const response = await inject(user, 'GET', '/api/billing');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      data: { credit_balance: 25, run_credit_cost: 2, packs: CREDIT_PACKS, provider: 'sandbox' },
      error: null,
      error_code: null,
    });
  });

  it('opens a checkout for a pack, pointing at the web app’s sandbox page, and credits nothing yet', async () => {
    const user = await newUser();
    const response = await inject(user, 'POST', '/api/billing/checkout-sessions', { pack_id: 'team' });
    expect(response.statusCode).toBe(201);
    const session = response.json().data;
    expect(session).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      pack_id: 'team',
      credits: 500,
      amount_cents: 3_900,
      currency: 'usd',
      provider: 'sandbox',
      status: 'open',
      created_at: expect.any(String),
      completed_at: null,
      credit_balance: null,
      checkout_url: `${SITE_URL}/app/billing/checkout/${session.id}`,
    });
    const [row] = await api().db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(row).toMatchObject({ ownerId: user.id, provider: 'sandbox', providerSessionId: `sandbox_${session.id}`, status: 'open' });

    const read = await inject(user, 'GET', `/api/billing/checkout-sessions/${session.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ ...session, checkout_url: undefined });
    expect(read.json().data).not.toHaveProperty('checkout_url');
    expect(await balanceOf(user)).toBe(25);
  });

  it('explains a missing or unknown pack and unknown fields with a 400', async () => {
    const user = await newUser();
    const cases: Array<[unknown, string, string]> = [
      [undefined, 'validation_failed', 'pack_id is required.'],
      [{}, 'validation_failed', 'pack_id is required.'],
      [{ pack_id: 42 }, 'validation_failed', 'pack_id is required.'],
      [{ pack_id: 'gold' }, 'unknown_pack', "Unknown credit pack 'gold'. Choose one of: starter, team, scale."],
      [{ pack_id: 'starter', credits: 1_000_000 }, 'validation_failed', "Unknown field 'credits'."],
    ];
    for (const [body, code, message] of cases) {
      const response = await inject(user, 'POST', '/api/billing/checkout-sessions', body);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { ok: false, data: null, error: message, error_code: code } });
    }
    expect(await api().db.select().from(checkoutSessions).where(eq(checkoutSessions.ownerId, user.id))).toEqual([]);
  });

  it('completes a purchase once: credits, a purchase ledger entry, and the balance on the session for the success page', async () => {
    const user = await newUser();
    const { id } = await startCheckout(user, 'starter');
    const completed = await complete(user, id);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ id, status: 'completed', completed_at: expect.any(String), credit_balance: 125 });
    expect((await inject(user, 'GET', `/api/billing/checkout-sessions/${id}`)).json().data).toMatchObject({ status: 'completed', credit_balance: 125 });
    expect(await purchasesOf(user)).toEqual([expect.objectContaining({ delta: 100, balanceAfter: 125, reference: id })]);

    // A second click (or a retried request) answers the same completed session and credits nothing more.
    const again = await complete(user, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'completed', credit_balance: 125 });
    expect(await purchasesOf(user)).toHaveLength(1);
    expect(await balanceOf(user)).toBe(125);
  });

  it('credits once when five completions of the same session arrive at once', async () => {
    const user = await newUser();
    const { id } = await startCheckout(user, 'scale');
    const responses = await Promise.all(Array.from({ length: 5 }, () => complete(user, id)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((response) => response.json().data.credit_balance)).toEqual(Array(5).fill(2_025));
    expect(await purchasesOf(user)).toHaveLength(1);
    expect(await balanceOf(user)).toBe(2_025);
  });

  it('never completes a cancelled session, and never cancels a completed one', async () => {
    const user = await newUser();
    const { id } = await startCheckout(user);
    const cancelled = await cancel(user, id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ id, status: 'cancelled', credit_balance: null });
    expect((await cancel(user, id)).statusCode).toBe(200);

    const late = await complete(user, id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ ok: false, data: null, error: 'This checkout is cancelled; it can no longer be completed.', error_code: 'checkout_not_open' });
    expect(await purchasesOf(user)).toEqual([]);
    expect(await balanceOf(user)).toBe(25);

    const paid = await startCheckout(user);
    await complete(user, paid.id);
    const cancelPaid = await cancel(user, paid.id);
    expect(cancelPaid.statusCode).toBe(409);
    expect(cancelPaid.json().error).toBe('This checkout is completed; it can no longer be cancelled.');
  });

  it('hides one user’s session from another: reading, completing or cancelling it is a 404', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const { id } = await startCheckout(owner);
    const notFound = { ok: false, data: null, error: 'Checkout session not found.', error_code: 'not_found' };
    for (const response of [
      await inject(other, 'GET', `/api/billing/checkout-sessions/${id}`),
      await complete(other, id),
      await cancel(other, id),
    ]) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: notFound });
    }
    expect(await balanceOf(other)).toBe(25);
    expect((await inject(owner, 'GET', `/api/billing/checkout-sessions/${id}`)).json().data.status).toBe('open');
  });

  it('answers a malformed id with a 400 and an unknown one with a 404', async () => {
    const user = await newUser();
    const malformed = await inject(user, 'GET', '/api/billing/checkout-sessions/nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'A valid checkout session id is required.', error_code: 'invalid_id' });
    expect((await complete(user, 'nope')).statusCode).toBe(400);
    expect((await inject(user, 'GET', '/api/billing/checkout-sessions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 401 on every billing endpoint without a bearer token', async () => {
    const owner = await newUser();
    const { id } = await startCheckout(owner);
    const requests = [
      { method: 'GET', url: '/api/billing' },
      { method: 'POST', url: '/api/billing/checkout-sessions', payload: { pack_id: 'starter' } },
      { method: 'GET', url: `/api/billing/checkout-sessions/${id}` },
      { method: 'POST', url: `/api/billing/checkout-sessions/${id}/sandbox/complete` },
      { method: 'POST', url: `/api/billing/checkout-sessions/${id}/sandbox/cancel` },
    ] as const;
    for (const request of requests) {
      const response = await api().server.inject(request);
      expect({ url: request.url, status: response.statusCode, code: response.json().error_code }).toEqual({ url: request.url, status: 401, code: 'unauthorized' });
    }
    expect((await inject(owner, 'GET', `/api/billing/checkout-sessions/${id}`)).json().data.status).toBe('open');
  });

  it('has no Stripe webhook while the sandbox is the provider', async () => {
    const response = await api().server.inject({ method: 'POST', url: '/api/billing/webhooks/stripe', payload: { type: 'checkout.session.completed' } });
    expect(response.statusCode).toBe(404);
  });

  it('documents the billing endpoints in the OpenAPI document', async () => {
    const paths = (await api().server.inject('/api/openapi.json')).json().paths;
    expect(paths['/api/billing'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/billing/checkout-sessions'].post.requestBody.content['application/json'].schema.required).toEqual(['pack_id']);
    expect(paths['/api/billing/checkout-sessions/{id}'].get).toBeDefined();
    expect(paths['/api/billing/checkout-sessions/{id}/sandbox/complete'].post).toBeDefined();
    expect(paths['/api/billing/checkout-sessions/{id}/sandbox/cancel'].post).toBeDefined();
  });

  describe('on another configuration', () => {
    async function withBilling<T>(billing: BillingOptions, work: (server: ReturnType<typeof createServer>) => Promise<T>) {
      const { pool, queue } = api();
      const server = createServer({ pool, queue, auth: { jwtSecret: JWT_SECRET }, billing });
      try {
        return await work(server);
      } finally {
        await server.close();
      }
    }

    it('answers 502 when the provider cannot open a checkout, and stores no session', async () => {
      const user = await newUser();
      const failing: PaymentProvider = {
        name: 'sandbox',
        createCheckout: async () => {
          throw new PaymentProviderError('connect ECONNREFUSED');
        },
      };
      await withBilling({ provider: failing, siteUrl: SITE_URL }, async (server) => {
        const response = await server.inject({ method: 'POST', url: '/api/billing/checkout-sessions', headers: user.headers, payload: { pack_id: 'starter' } });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({
          ok: false,
          data: null,
          error: 'The payment provider could not start the checkout. No payment was taken; please try again in a moment.',
          error_code: 'payment_provider_error',
        });
      });
      expect(await api().db.select().from(checkoutSessions).where(eq(checkoutSessions.ownerId, user.id))).toEqual([]);
    });

    describe('without SITE_URL', () => {
      /** A provider that records where it was told to send the browser back, as Stripe would. */
      function recordingProvider() {
        const seen: CheckoutRedirects[] = [];
        const provider: PaymentProvider = {
          name: 'stripe',
          createCheckout: async ({ sessionId }, redirects) => {
            seen.push(redirects);
            return { providerSessionId: `cs_${sessionId}`, checkoutUrl: 'https://checkout.stripe.test/pay' };
          },
        };
        return { provider, seen };
      }
      const startCheckout = (server: ReturnType<typeof createServer>, user: TestUser, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        server.inject({ method: 'POST', url: '/api/billing/checkout-sessions', headers: { ...user.headers, ...headers }, remoteAddress, payload: { pack_id: 'starter' } });

      it('sends the sandbox checkout and the return pages to the address the checkout was started from', async () => {
        const user = await newUser();
        await withBilling({ provider: createSandboxProvider(), siteUrl: null }, async (server) => {
          const response = await startCheckout(server, user, { host: '127.0.0.1:3000' });
          expect(response.statusCode).toBe(201);
          const { id, checkout_url: checkoutUrl } = response.json().data;
          expect(checkoutUrl).toBe(`http://127.0.0.1:3000/app/billing/checkout/${id}`);
        });
        const { provider, seen } = recordingProvider();
        await withBilling({ provider, siteUrl: null }, async (server) => {
          // Through the BFF, which tells the address the browser used.
          const response = await startCheckout(server, user, { 'x-forwarded-host': 'verity.example', 'x-forwarded-proto': 'https' });
          const { id } = response.json().data;
          expect(seen).toEqual([
            {
              siteOrigin: 'https://verity.example',
              successUrl: `https://verity.example/app/billing-success?session_id=${id}`,
              cancelUrl: 'https://verity.example/app/billing?checkout=cancelled',
            },
          ]);
          // From a peer TRUST_PROXY does not trust, X-Forwarded-* count for nothing.
          await startCheckout(server, user, { host: '192.168.1.20:3000', 'x-forwarded-host': 'evil.example' }, '203.0.113.9');
          expect(seen[1]?.siteOrigin).toBe('http://192.168.1.20:3000');
        });
      });

      it('answers 400 to a Host that is not a host name, and opens nothing', async () => {
        const user = await newUser();
        const { provider, seen } = recordingProvider();
        await withBilling({ provider, siteUrl: null }, async (server) => {
          const response = await startCheckout(server, user, { host: 'evil.example/path' });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ ok: false, error: 'The Host header is not a valid host name.', error_code: 'invalid_host' });
        });
        expect(seen).toEqual([]);
      });
    });

    it('keeps SITE_URL’s return pages whatever Host the request names', async () => {
      const user = await newUser();
      await withBilling({ provider: createSandboxProvider(), siteUrl: SITE_URL }, async (server) => {
        const response = await server.inject({
          method: 'POST',
          url: '/api/billing/checkout-sessions',
          headers: { ...user.headers, host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' },
          payload: { pack_id: 'starter' },
        });
        expect(response.json().data.checkout_url).toMatch(new RegExp(`^${SITE_URL}/app/billing/checkout/`));
      });
    });

    it('sells nothing without a provider (production without Stripe): 503, and no sandbox endpoints', async () => {
      const user = await newUser();
      await withBilling({ provider: null, siteUrl: SITE_URL }, async (server) => {
        const overview = await server.inject({ url: '/api/billing', headers: user.headers });
        expect(overview.json().data).toMatchObject({ provider: null, credit_balance: 100, packs: CREDIT_PACKS });
        const checkout = await server.inject({ method: 'POST', url: '/api/billing/checkout-sessions', headers: user.headers, payload: { pack_id: 'starter' } });
        expect(checkout.statusCode).toBe(503);
        expect(checkout.json()).toMatchObject({ error: 'Buying credits is not available on this server.', error_code: 'billing_unavailable' });
        const sandbox = await server.inject({ method: 'POST', url: '/api/billing/checkout-sessions/00000000-0000-4000-8000-000000000000/sandbox/complete', headers: user.headers });
        expect(sandbox.statusCode).toBe(404);
        expect(sandbox.json().error).toMatch(/^Route POST .* not found$/);
      });
    });
  });
});
