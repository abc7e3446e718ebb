import {
  type BillingOverview,
  billingOverviewSchema,
  type CheckoutSession,
  checkoutSessionSchema,
  type CreateCheckoutSessionInput,
  type CreatedCheckoutSession,
  createdCheckoutSessionSchema,
} from '@verity/contracts';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';
import { idSegment } from '../validate-input';

const checkoutSessionPath = (id: string) => `/billing/checkout-sessions/${idSegment(id, 'checkout session')}`;

export function createBillingApi(send: SendRequest) {
  return {
    /** The balance, what a run costs, the credit packs, and the payment provider (null: nothing is sold). */
    async getBilling(options: RequestOptions = {}): Promise<BillingOverview> {
      return requireData('getBilling', billingOverviewSchema, await send({ method: 'GET', path: '/billing', ...options }));
    },

    /**
     * Opens a checkout for a pack; send the browser to its `checkout_url`. 400 `unknown_pack`,
     * 502 `payment_provider_error`, 503 `billing_unavailable`.
     */
    async createCheckoutSession(input: CreateCheckoutSessionInput, options: RequestOptions = {}): Promise<CreatedCheckoutSession> {
      const data = await send({ method: 'POST', path: '/billing/checkout-sessions', body: input, ...options });
      return requireData('createCheckoutSession', createdCheckoutSessionSchema, data);
    },

    /** A checkout of the caller's, with `credit_balance` once it is completed; another user's is a 404. */
    async getCheckoutSession(id: string, options: RequestOptions = {}): Promise<CheckoutSession> {
      const path = checkoutSessionPath(id);
      return requireData('getCheckoutSession', checkoutSessionSchema, await send({ method: 'GET', path, ...options }));
    },

    /** Sandbox provider only: pays for the checkout (no real payment) and adds its credits once. 409 `checkout_not_open`. */
    async completeSandboxCheckout(id: string, options: RequestOptions = {}): Promise<CheckoutSession> {
      const path = `${checkoutSessionPath(id)}/sandbox/complete`;
      return requireData('completeSandboxCheckout', checkoutSessionSchema, await send({ method: 'POST', path, ...options }));
    },

    /** Sandbox provider only: cancels the checkout; it can no longer be completed. 409 `checkout_not_open`. */
    async cancelSandboxCheckout(id: string, options: RequestOptions = {}): Promise<CheckoutSession> {
      const path = `${checkoutSessionPath(id)}/sandbox/cancel`;
      return requireData('cancelSandboxCheckout', checkoutSessionSchema, await send({ method: 'POST', path, ...options }));
    },
  };
}

export type BillingApi = ReturnType<typeof createBillingApi>;
