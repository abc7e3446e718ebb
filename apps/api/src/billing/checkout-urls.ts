import { type CheckoutRedirects } from './payment-provider';

/** Pages of the web app (SITE_URL) that a checkout returns to; the billing remote renders them. */
export function checkoutRedirects(siteUrl: string, sessionId: string): CheckoutRedirects {
  const origin = withoutTrailingSlash(siteUrl);
  return {
    successUrl: `${origin}/app/billing-success?session_id=${encodeURIComponent(sessionId)}`,
    cancelUrl: `${origin}/app/billing?checkout=cancelled`,
  };
}

/** The sandbox's own payment page, which completes or cancels through the sandbox endpoints. */
export function sandboxCheckoutUrl(siteUrl: string, sessionId: string): string {
  return `${withoutTrailingSlash(siteUrl)}/app/billing/checkout/${encodeURIComponent(sessionId)}`;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
