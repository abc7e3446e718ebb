import { z } from 'zod';
import {
  type CheckoutEvent,
  type CheckoutRedirects,
  type CheckoutRequest,
  type PaymentProvider,
  PaymentProviderError,
  WebhookRejectedError,
} from './payment-provider';
import { verifyStripeSignature } from './stripe-signature';

export interface StripeProviderOptions {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…); without it every webhook is refused. */
  webhookSecret?: string;
  /** https://api.stripe.com, or a fake in tests. */
  apiBase: string;
  timeoutMs?: number;
  now?: () => number;
}

const createdSessionSchema = z.object({ id: z.string().min(1), url: z.string().min(1) });
const stripeErrorSchema = z.object({ error: z.object({ message: z.string() }) });

const eventSchema = z.object({ type: z.string(), data: z.object({ object: z.unknown() }) });
const checkoutSessionObjectSchema = z.object({ id: z.string().min(1), payment_status: z.string().optional() });

/** The events that change a checkout; every other event is acknowledged and ignored. */
const KIND_BY_EVENT_TYPE = new Map<string, 'paid' | 'expired'>([
  ['checkout.session.completed', 'paid'],
  ['checkout.session.async_payment_succeeded', 'paid'],
  ['checkout.session.expired', 'expired'],
]);

/** Stripe Checkout over its REST API (form-encoded, no SDK). */
export function createStripeProvider({ secretKey, webhookSecret, apiBase, timeoutMs = 15_000, now = Date.now }: StripeProviderOptions): PaymentProvider {
  const endpoint = new URL('/v1/checkout/sessions', apiBase);

  return {
    name: 'stripe',

    async createCheckout(request, redirects) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            // A retried request (ours or a proxy's) returns the same Stripe session instead of a second one.
            'idempotency-key': `verity-checkout-${request.sessionId}`,
          },
          body: checkoutForm(request, redirects),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PaymentProviderError(`Stripe could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const reason = stripeErrorSchema.safeParse(body).data?.error.message ?? 'no error message';
        throw new PaymentProviderError(`Stripe refused the checkout session (HTTP ${response.status}): ${reason}`);
      }
      const created = createdSessionSchema.safeParse(body);
      if (!created.success) throw new PaymentProviderError('Stripe answered without a checkout session id and url');
      return { providerSessionId: created.data.id, checkoutUrl: created.data.url };
    },

    verifyWebhook({ rawBody, headers }) {
      if (!webhookSecret) throw new WebhookRejectedError('This server has no Stripe webhook signing secret, so it accepts no webhooks.');
      const signature = headers['stripe-signature'];
      verifyStripeSignature(Array.isArray(signature) ? signature[0] : signature, rawBody, webhookSecret, now());
      return readEvent(rawBody);
    },
  };
}

function checkoutForm({ sessionId, ownerId, email, pack }: CheckoutRequest, { successUrl, cancelUrl }: CheckoutRedirects): URLSearchParams {
  const form = new URLSearchParams({
    mode: 'payment',
    client_reference_id: sessionId,
    success_url: successUrl,
    cancel_url: cancelUrl,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': pack.currency,
    'line_items[0][price_data][unit_amount]': String(pack.price_cents),
    'line_items[0][price_data][product_data][name]': `Verity ${pack.name}: ${pack.credits} credits`,
    'metadata[checkout_session_id]': sessionId,
    'metadata[owner_id]': ownerId,
    'metadata[pack_id]': pack.id,
  });
  if (email) form.set('customer_email', email);
  return form;
}

/** A verified event as what it means for a checkout; everything else is acknowledged and ignored. */
function readEvent(rawBody: Buffer): CheckoutEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejectedError('The webhook body is not JSON.');
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new WebhookRejectedError('The webhook body is not a Stripe event.');
  const { type: eventType, data } = parsed.data;
  const kind = KIND_BY_EVENT_TYPE.get(eventType);
  if (!kind) return { kind: 'ignored', eventType };
  const session = checkoutSessionObjectSchema.safeParse(data.object);
  if (!session.success) throw new WebhookRejectedError(`The ${eventType} event carries no checkout session.`);
  // Delayed payment methods complete the session unpaid; async_payment_succeeded follows once they pay.
  if (eventType === 'checkout.session.completed' && session.data.payment_status !== 'paid') return { kind: 'ignored', eventType };
  return { kind, eventType, providerSessionId: session.data.id };
}
