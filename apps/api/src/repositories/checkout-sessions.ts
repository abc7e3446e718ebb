import { type CheckoutSession, type CheckoutStatus, type CreditPack, type PaymentProviderName } from '@verity/contracts';
import { checkoutSessions, profiles } from '@verity/db';
import { and, eq } from 'drizzle-orm';
import { type Db } from '../database/transaction';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

function toCheckoutSession(row: CheckoutSessionRow, creditBalance: number | null): CheckoutSession {
  return {
    id: row.id,
    pack_id: row.packId,
    credits: row.credits,
    amount_cents: row.amountCents,
    currency: row.currency,
    provider: row.provider,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    // Shown once the purchase is in: the success page confirms the balance it produced.
    credit_balance: row.status === 'completed' ? creditBalance : null,
  };
}

export interface NewCheckoutSession {
  id: string;
  ownerId: string;
  provider: PaymentProviderName;
  providerSessionId: string;
  pack: CreditPack;
}

export async function insertCheckoutSession(db: Db, { id, ownerId, provider, providerSessionId, pack }: NewCheckoutSession): Promise<CheckoutSession> {
  const [row] = await db
    .insert(checkoutSessions)
    .values({ id, ownerId, provider, providerSessionId, packId: pack.id, credits: pack.credits, amountCents: pack.price_cents, currency: pack.currency })
    .returning();
  return toCheckoutSession(row!, null);
}

/** The owner's session with their current balance; another user's id finds nothing. */
export async function findCheckoutSession(db: Db, ownerId: string, id: string): Promise<CheckoutSession | null> {
  const [found] = await db
    .select({ session: checkoutSessions, creditBalance: profiles.creditBalance })
    .from(checkoutSessions)
    .leftJoin(profiles, eq(profiles.ownerId, checkoutSessions.ownerId))
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.ownerId, ownerId)));
  return found ? toCheckoutSession(found.session, found.creditBalance) : null;
}

/** Locks the session's row until the transaction ends, so concurrent completions take turns. */
export async function lockCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
  return row ?? null;
}

export async function findCheckoutByProviderSession(
  db: Db,
  provider: PaymentProviderName,
  providerSessionId: string,
): Promise<Pick<CheckoutSessionRow, 'id' | 'ownerId'> | null> {
  const [row] = await db
    .select({ id: checkoutSessions.id, ownerId: checkoutSessions.ownerId })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, providerSessionId)));
  return row ?? null;
}

export async function setCheckoutStatus(db: Db, id: string, status: Exclude<CheckoutStatus, 'open'>): Promise<void> {
  const now = new Date();
  await db
    .update(checkoutSessions)
    .set({ status, updatedAt: now, ...(status === 'completed' ? { completedAt: now } : {}) })
    .where(eq(checkoutSessions.id, id));
}
