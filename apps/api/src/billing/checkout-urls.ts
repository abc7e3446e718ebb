import { type RequestAddress, requestOrigin } from '@verity/process';
import { ApiError } from '../errors';
import { type CheckoutRedirects } from './payment-provider';

/**
 * The web app a checkout returns to: SITE_URL, else the address the request came in on (through the BFF, the
 * browser's own; X-Forwarded-Host/Proto only from a trusted proxy). Both the answer and the provider's redirects
 * go back to the caller, so a forged Host only misdirects the forger's own checkout.
 */
export function webSiteOrigin(siteUrl: string | null, request: RequestAddress): string {
  if (siteUrl) return siteUrl;
  const origin = requestOrigin(request);
  if (!origin) throw new ApiError(400, 'invalid_host', 'The Host header is not a valid host name.');
  return origin;
}

/** Pages of the web app that a checkout returns to; the billing remote renders them. */
export function checkoutRedirects(siteOrigin: string, sessionId: string): CheckoutRedirects {
  const origin = withoutTrailingSlash(siteOrigin);
  return {
    siteOrigin: origin,
    successUrl: `${origin}/app/billing-success?session_id=${encodeURIComponent(sessionId)}`,
    cancelUrl: `${origin}/app/billing?checkout=cancelled`,
  };
}

/** The sandbox's own payment page, which completes or cancels through the sandbox endpoints. */
export function sandboxCheckoutUrl(siteOrigin: string, sessionId: string): string {
  return `${withoutTrailingSlash(siteOrigin)}/app/billing/checkout/${encodeURIComponent(sessionId)}`;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
