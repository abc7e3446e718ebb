import { type CreditPack, type PaymentProviderName } from '@verity/contracts';
import { type IncomingHttpHeaders } from 'node:http';

/** The purchase a checkout is opened for: our session id travels to the provider and comes back in its events. */
export interface CheckoutRequest {
  sessionId: string;
  ownerId: string;
  email: string | null;
  pack: CreditPack;
}

/** Where the provider sends the browser back to. */
export interface CheckoutRedirects {
  /** The web app the checkout was started from (SITE_URL, else the address the request came in on). */
  siteOrigin: string;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckout {
  providerSessionId: string;
  /** The payment page the browser goes to. */
  checkoutUrl: string;
}

/** What a verified webhook delivery means for one of our checkout sessions. */
export type CheckoutEvent =
  | { kind: 'paid'; eventType: string; providerSessionId: string }
  | { kind: 'expired'; eventType: string; providerSessionId: string }
  | { kind: 'ignored'; eventType: string };

export interface WebhookDelivery {
  /** The body exactly as received: signatures cover its bytes, not a re-serialisation. */
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a checkout; throws a PaymentProviderError when the provider refuses or cannot be reached. */
  createCheckout(request: CheckoutRequest, redirects: CheckoutRedirects): Promise<ProviderCheckout>;
  /**
   * Verifies a webhook delivery and reads it; throws a WebhookRejectedError for an unsigned, forged or stale
   * one. Absent for providers that send no webhooks (the sandbox completes through its own endpoints).
   */
  verifyWebhook?(delivery: WebhookDelivery): CheckoutEvent;
}

/** The provider could not open a checkout. The message is for the operator's log, never for the client. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** A webhook delivery that is not provably from the provider; the message says why and reaches the sender. */
export class WebhookRejectedError extends Error {
  override name = 'WebhookRejectedError';
}
