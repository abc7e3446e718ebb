import {
  billingOverviewSchema,
  checkoutSessionSchema,
  CREDIT_PACKS,
  createCheckoutSessionInputSchema,
  createdCheckoutSessionSchema,
  failure,
  findCreditPack,
  success,
} from '@verity/contracts';
import { type z } from 'zod';
import { type FastifyPluginAsync } from 'fastify';
import { randomUUID } from 'node:crypto';
import { type BillingOptions, defaultBillingOptions } from '../billing/billing-options';
import { checkoutSessionNotFound, parseCheckoutSessionId } from '../billing/checkout-errors';
import { checkoutRedirects, webSiteOrigin } from '../billing/checkout-urls';
import { PaymentProviderError, type ProviderCheckout } from '../billing/payment-provider';
import { type RouteContext } from '../context';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { findCheckoutSession, insertCheckoutSession } from '../repositories/checkout-sessions';
import { findProfile } from '../repositories/profiles';
import { envelopeResponses } from '../response-schema';
import { optionalBody } from '../route-input';
import { billingSandboxRoutes } from './billing-sandbox';
import { billingWebhookRoutes } from './billing-webhooks';

export interface BillingRouteOptions extends RouteContext {
  billing?: BillingOptions;
}

const PACK_IDS = CREDIT_PACKS.map((pack) => pack.id).join(', ');

/**
 * GET /billing, checkout sessions, and whichever completion path the provider has: Stripe's signed webhook, or
 * the sandbox's complete/cancel endpoints. Both end in the same fulfilment (billing/fulfil-checkout.ts).
 */
export const billingRoutes: FastifyPluginAsync<BillingRouteOptions> = async (app, options) => {
  const { db, pool, runCreditCost, billing = defaultBillingOptions() } = options;
  const { provider, siteUrl } = billing;
  const authenticated = { onRequest: [app.authenticate] };

  app.get(
    '/billing',
    {
      ...authenticated,
      schema: { response: envelopeResponses(billingOverviewSchema) },
      config: { openapi: { summary: 'The caller’s balance, what a run costs, the credit packs and the payment provider' } },
    },
    async (request) => {
      const profile = await findProfile(db, callerOf(request).userId);
      return success({
        credit_balance: profile?.credit_balance ?? 0,
        run_credit_cost: runCreditCost,
        packs: [...CREDIT_PACKS],
        provider: provider?.name ?? null,
      });
    },
  );

  app.post<{ Body: z.output<typeof createCheckoutSessionInputSchema> }>(
    '/billing/checkout-sessions',
    {
      ...authenticated,
      schema: { body: optionalBody(createCheckoutSessionInputSchema), response: envelopeResponses(createdCheckoutSessionSchema, 201) },
      config: { openapi: { summary: 'Start buying a credit pack: answers the checkout_url to send the browser to', body: createCheckoutSessionInputSchema } },
    },
    async (request, reply) => {
      const { pack_id: packId } = request.body;
      const pack = findCreditPack(packId);
      if (!pack) throw new ApiError(400, 'unknown_pack', `Unknown credit pack '${packId}'. Choose one of: ${PACK_IDS}.`);
      // 5xx answers are sent here rather than thrown: the error handler would hide their message.
      if (!provider) return reply.code(503).send(failure('Buying credits is not available on this server.', 'billing_unavailable'));

      const caller = callerOf(request);
      const siteOrigin = webSiteOrigin(siteUrl, request);
      // The id exists before the session is stored: the provider needs it for its redirect and events, and
      // the row is written only once the provider has opened the checkout, so a failure leaves nothing behind.
      const id = randomUUID();
      let checkout: ProviderCheckout;
      try {
        checkout = await provider.createCheckout({ sessionId: id, ownerId: caller.userId, email: caller.email, pack }, checkoutRedirects(siteOrigin, id));
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error, provider: provider.name }, 'the payment provider did not open a checkout');
        return reply
          .code(502)
          .send(failure('The payment provider could not start the checkout. No payment was taken; please try again in a moment.', 'payment_provider_error'));
      }
      const session = await insertCheckoutSession(db, { id, ownerId: caller.userId, provider: provider.name, providerSessionId: checkout.providerSessionId, pack });
      return reply.code(201).send(success({ ...session, checkout_url: checkout.checkoutUrl }));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/billing/checkout-sessions/:id',
    {
      ...authenticated,
      schema: { response: envelopeResponses(checkoutSessionSchema) },
      config: { openapi: { summary: 'One checkout session: its status, and the balance once completed' } },
    },
    async (request) => {
      const session = await findCheckoutSession(db, callerOf(request).userId, parseCheckoutSessionId(request.params.id));
      if (!session) throw checkoutSessionNotFound();
      return success(session);
    },
  );

  if (provider?.name === 'sandbox') await app.register(billingSandboxRoutes, { db, pool });
  if (provider?.verifyWebhook) await app.register(billingWebhookRoutes, { db, pool, provider });
};
