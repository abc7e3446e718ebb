import { createSandboxProvider } from './sandbox-provider';
import { type PaymentProvider } from './payment-provider';

export interface BillingOptions {
  /** Who takes payments; null when this server sells no credits (production without Stripe). */
  provider: PaymentProvider | null;
  /** The web app's origin (SITE_URL): checkouts return to its /app/billing-success and /app/billing pages. */
  siteUrl: string;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** What an API without billing configuration uses: the sandbox, returning to the local stack's web origin. */
export function defaultBillingOptions(): BillingOptions {
  return { provider: createSandboxProvider({ siteUrl: DEFAULT_SITE_URL }), siteUrl: DEFAULT_SITE_URL };
}
