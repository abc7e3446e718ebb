import { type ApiEnv } from '../env';
import { type BillingOptions } from './billing-options';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

type BillingEnv = Pick<ApiEnv, 'NODE_ENV' | 'SITE_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>;

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the sandbox, except in production, where a checkout that
 * credits without payment must never exist: there the server sells no credits (operators grant them).
 */
export function billingOptionsFromEnv(env: BillingEnv): BillingOptions {
  const siteUrl = env.SITE_URL ?? null;
  if (env.STRIPE_SECRET_KEY) {
    return {
      siteUrl,
      provider: createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE }),
    };
  }
  return { siteUrl, provider: env.NODE_ENV === 'production' ? null : createSandboxProvider() };
}
