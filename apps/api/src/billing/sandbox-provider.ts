import { sandboxCheckoutUrl } from './checkout-urls';
import { type PaymentProvider } from './payment-provider';

/**
 * The local stack's payment provider: no money moves. Its checkout page (in the web app) completes or cancels
 * the purchase through POST /billing/checkout-sessions/{id}/sandbox/complete|cancel, which fulfil exactly as
 * a Stripe webhook does.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout({ sessionId }, { siteOrigin }) {
      return { providerSessionId: `sandbox_${sessionId}`, checkoutUrl: sandboxCheckoutUrl(siteOrigin, sessionId) };
    },
  };
}
