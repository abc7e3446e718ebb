import { success, type WebhookReceipt, webhookReceiptSchema } from '@verity/contracts';
import { type FastifyBaseLogger, type FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { closeCheckout, completeCheckout } from '../billing/fulfil-checkout';
import { type CheckoutEvent, type PaymentProvider, WebhookRejectedError } from '../billing/payment-provider';
import { type Db } from '../database/transaction';
import { ApiError } from '../errors';
import { findCheckoutByProviderSession } from '../repositories/checkout-sessions';
import { envelopeResponses } from '../response-schema';

export interface BillingWebhookRouteOptions {
  db: Db;
  pool: pg.Pool;
  provider: PaymentProvider;
}

/**
 * POST /billing/webhooks/{provider}: the one route without a bearer token. It is authenticated by the
 * provider's signature instead, which covers the exact bytes sent, so this encapsulated plugin (and nothing
 * outside it) keeps JSON bodies raw.
 */
export const billingWebhookRoutes: FastifyPluginAsync<BillingWebhookRouteOptions> = async (app, { db, pool, provider }) => {
  const { verifyWebhook } = provider;
  if (!verifyWebhook) throw new Error(`The ${provider.name} payment provider sends no webhooks`);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    `/billing/webhooks/${provider.name}`,
    {
      schema: { response: envelopeResponses(webhookReceiptSchema) },
      config: { openapi: { summary: `${provider.name}'s webhook (signed; no bearer token): fulfils paid checkouts, expires abandoned ones` } },
    },
    async (request) => {
      let event: CheckoutEvent;
      try {
        event = verifyWebhook.call(provider, { rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), headers: request.headers });
      } catch (error) {
        if (error instanceof WebhookRejectedError) throw new ApiError(400, 'webhook_rejected', error.message);
        throw error;
      }
      const outcome = await applyEvent({ db, pool, provider }, event, request.log);
      return success({ received: true, event_type: event.eventType, outcome } satisfies WebhookReceipt);
    },
  );
};

/**
 * What a verified event does. Everything that is not a failure of ours answers 2xx, so the provider stops
 * redelivering: a redelivery could not change the outcome.
 */
async function applyEvent(
  { db, pool, provider }: BillingWebhookRouteOptions,
  event: CheckoutEvent,
  log: FastifyBaseLogger,
): Promise<WebhookReceipt['outcome']> {
  if (event.kind === 'ignored') return 'ignored';
  const session = await findCheckoutByProviderSession(db, provider.name, event.providerSessionId);
  if (!session) {
    // Another deployment's checkout on a shared provider account, or one created before this database existed.
    log.warn({ providerSessionId: event.providerSessionId, eventType: event.eventType }, 'webhook for an unknown checkout session');
    return 'unknown_session';
  }
  if (event.kind === 'expired') {
    const change = await closeCheckout(pool, session.id, 'expired');
    return change?.outcome === 'not_open' ? 'not_open' : 'expired';
  }
  const change = await completeCheckout(pool, session.id);
  if (change?.outcome === 'not_open') {
    // The provider took a payment for a session we had closed: an operator must refund or grant by hand.
    log.error({ checkoutSessionId: session.id, status: change.session.status }, 'paid checkout session is not open; nothing was credited');
    return 'not_open';
  }
  if (change?.outcome === 'fulfilled') log.info({ checkoutSessionId: session.id, credits: change.session.credits }, 'checkout fulfilled');
  return change?.outcome === 'fulfilled' ? 'fulfilled' : 'already_fulfilled';
}
