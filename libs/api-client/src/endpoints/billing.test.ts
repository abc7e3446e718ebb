import { isApiError } from '../api-error';
import { createApiClient } from '../create-api-client';
import {
  createFakeFetch,
  envelopeResponse,
  failureResponse,
  makeBillingOverview,
  makeCheckoutSession,
  makeCreatedCheckoutSession,
  type Respond,
} from '../testing';

const SESSION_ID = '55555555-5555-4555-8555-555555555555';

function setup(respond: Respond) {
  const fake = createFakeFetch(respond);
  return { api: createApiClient({ baseUrl: 'https://app.test/api', getAccessToken: () => 'token', fetch: fake.fetch }), requests: fake.requests };
}

describe('billing calls', () => {
  it('read the overview, with a null provider when this server sells no credits', async () => {
    const overview = makeBillingOverview({ provider: null, credit_balance: 7 });
    const { api } = setup(() => envelopeResponse(overview));
    await expect(api.getBilling()).resolves.toEqual(overview);
  });

  it('open a checkout and return where to send the browser', async () => {
    const created = makeCreatedCheckoutSession({ pack_id: 'team', credits: 500, amount_cents: 3900 });
    const { api } = setup(() => envelopeResponse(created, 201));
    await expect(api.createCheckoutSession({ pack_id: 'team' })).resolves.toEqual(created);
  });

  it.each([
    ['getCheckoutSession', (api: ReturnType<typeof setup>['api']) => api.getCheckoutSession(SESSION_ID)],
    ['completeSandboxCheckout', (api: ReturnType<typeof setup>['api']) => api.completeSandboxCheckout(SESSION_ID)],
    ['cancelSandboxCheckout', (api: ReturnType<typeof setup>['api']) => api.cancelSandboxCheckout(SESSION_ID)],
  ] as const)('%s resolves with the checkout session', async (_, call) => {
    const session = makeCheckoutSession({ status: 'completed', completed_at: '2025-01-02T00:00:00.000Z', credit_balance: 200 });
    const { api } = setup(() => envelopeResponse(session));
    await expect(call(api)).resolves.toEqual(session);
  });

  it('refuse a blank checkout session id before sending, with the API’s own message', async () => {
    const { api, requests } = setup(() => envelopeResponse(makeCheckoutSession()));
    await expect(api.getCheckoutSession(' ')).rejects.toMatchObject({
      message: 'A valid checkout session id is required.',
      kind: 'invalid_input',
      errorCode: 'invalid_id',
    });
    expect(requests).toHaveLength(0);
  });

  it('let a screen branch on the API’s error codes', async () => {
    const unavailable = setup(() => failureResponse(503, 'Purchases are not available on this server.', 'billing_unavailable'));
    const error = await unavailable.api.createCheckoutSession({ pack_id: 'starter' }).catch((caught: unknown) => caught);
    expect(isApiError(error, 'billing_unavailable')).toBe(true);
    expect(error).toMatchObject({ kind: 'http', status: 503, message: 'Purchases are not available on this server.' });

    const closed = setup(() => failureResponse(409, 'This checkout is cancelled; it can no longer be completed.', 'checkout_not_open'));
    await expect(closed.api.completeSandboxCheckout(SESSION_ID)).rejects.toMatchObject({ status: 409, errorCode: 'checkout_not_open' });
  });

  it('fail on data that breaks the contract', async () => {
    const { api } = setup(() => envelopeResponse({ ...makeBillingOverview(), provider: 'paypal' }));
    await expect(api.getBilling()).rejects.toMatchObject({ kind: 'invalid_response' });
  });
});
