import { z } from 'zod';
import { checkoutStatusSchema } from './statuses';

// Credit packs and the billing API's requests and responses. Prices are in the currency's smallest unit (cents).

export const creditPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number().int().positive(),
  price_cents: z.number().int().positive(),
  currency: z.literal('usd'),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

/** What a user can buy. Constants, not configuration: a pack's price is part of the product. */
export const CREDIT_PACKS = [
  { id: 'starter', name: 'Starter', credits: 100, price_cents: 900, currency: 'usd' },
  { id: 'team', name: 'Team', credits: 500, price_cents: 3_900, currency: 'usd' },
  { id: 'scale', name: 'Scale', credits: 2_000, price_cents: 12_900, currency: 'usd' },
] as const satisfies readonly CreditPack[];

export type CreditPackId = (typeof CREDIT_PACKS)[number]['id'];

export function findCreditPack(id: string): CreditPack | undefined {
  return CREDIT_PACKS.find((pack) => pack.id === id);
}

/** `stripe` (Stripe Checkout) or `sandbox` (the local stack's checkout page, no real payment). */
export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** GET /billing. `provider` is null when this server sells no credits (production without Stripe). */
export const billingOverviewSchema = z.object({
  credit_balance: z.number().int(),
  run_credit_cost: z.number().int(),
  packs: z.array(creditPackSchema),
  provider: paymentProviderSchema.nullable(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** POST /billing/checkout-sessions. An unknown pack id is a 400 `unknown_pack` naming the packs there are. */
export const createCheckoutSessionInputSchema = z.strictObject({
  pack_id: z.string({ error: 'pack_id is required.' }).trim().min(1, 'pack_id is required.').max(64),
});
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionInputSchema>;

export const checkoutSessionSchema = z.object({
  id: z.string(),
  pack_id: z.string(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  provider: paymentProviderSchema,
  status: checkoutStatusSchema,
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** The owner's balance once the purchase is completed (what /app/billing-success shows); null before. */
  credit_balance: z.number().int().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The 201 of POST /billing/checkout-sessions: send the browser to `checkout_url`. */
export const createdCheckoutSessionSchema = checkoutSessionSchema.extend({ checkout_url: z.string() });
export type CreatedCheckoutSession = z.infer<typeof createdCheckoutSessionSchema>;

/** What the payment provider's webhook was answered with. */
export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  event_type: z.string(),
  outcome: z.enum(['fulfilled', 'already_fulfilled', 'expired', 'not_open', 'unknown_session', 'ignored']),
});
export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;
