import { checkoutSessionSchema, success } from '@verity/contracts';
import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import type pg from 'pg';
import { checkoutSessionNotFound, parseCheckoutSessionId } from '../billing/checkout-errors';
import { closeCheckout, completeCheckout, type CheckoutChange } from '../billing/fulfil-checkout';
import { type Db } from '../database/transaction';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { findCheckoutSession } from '../repositories/checkout-sessions';
import { envelopeResponses } from '../response-schema';

export interface BillingSandboxRouteOptions {
  db: Db;
  pool: pg.Pool;
}

type SandboxRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The sandbox checkout page's Pay and Cancel buttons. Registered only while the sandbox is the provider, so
 * with Stripe configured nothing can complete a purchase without a payment.
 */
export const billingSandboxRoutes: FastifyPluginAsync<BillingSandboxRouteOptions> = async (app, { db, pool }) => {
  const authenticated = { onRequest: [app.authenticate] };

  /** The caller's own sandbox session, before its row is locked (owner and provider never change). */
  async function ownSandboxSession(request: SandboxRequest): Promise<string> {
    const id = parseCheckoutSessionId(request.params.id);
    const session = await findCheckoutSession(db, callerOf(request).userId, id);
    if (!session) throw checkoutSessionNotFound();
    if (session.provider !== 'sandbox') {
      throw new ApiError(409, 'checkout_not_sandbox', `This checkout is paid through ${session.provider}; the sandbox cannot complete or cancel it.`);
    }
    return id;
  }

  app.post<{ Params: { id: string } }>(
    '/billing/checkout-sessions/:id/sandbox/complete',
    {
      ...authenticated,
      schema: { response: envelopeResponses(checkoutSessionSchema) },
      config: { openapi: { summary: 'Sandbox only: pay for the checkout (no real payment) and add its credits, once' } },
    },
    async (request) => {
      const change = await completeCheckout(pool, await ownSandboxSession(request));
      return success(settled(change, 'complete'));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/billing/checkout-sessions/:id/sandbox/cancel',
    {
      ...authenticated,
      schema: { response: envelopeResponses(checkoutSessionSchema) },
      config: { openapi: { summary: 'Sandbox only: cancel the checkout; it can no longer be completed' } },
    },
    async (request) => {
      const change = await closeCheckout(pool, await ownSandboxSession(request), 'cancelled');
      return success(settled(change, 'cancel'));
    },
  );
};

/** Repeating the same action answers the session again; acting on a session in another final state is a 409. */
function settled(change: CheckoutChange | null, action: 'complete' | 'cancel') {
  if (!change) throw checkoutSessionNotFound();
  if (change.outcome === 'not_open') {
    throw new ApiError(409, 'checkout_not_open', `This checkout is ${change.session.status}; it can no longer be ${action === 'complete' ? 'completed' : 'cancelled'}.`);
  }
  return change.session;
}
