import { createSandboxProvider } from './sandbox-provider';
import { type PaymentProvider } from './payment-provider';

export interface BillingOptions {
  /** Who takes payments; null when this server sells no credits (production without Stripe). */
  provider: PaymentProvider | null;
  /**
   * SITE_URL: checkouts return to its /app/billing-success and /app/billing pages. Null: to those of the
   * address the checkout was started from.
   */
  siteUrl: string | null;
}

/** What an API without billing configuration uses: the sandbox, returning to wherever the checkout started. */
export function defaultBillingOptions(): BillingOptions {
  return { provider: createSandboxProvider(), siteUrl: null };
}
