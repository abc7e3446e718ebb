import { type CheckoutSession } from '@verity/contracts';
import { addCredits } from '@verity/db';
import type pg from 'pg';
import { inTransaction, type Transaction } from '../database/transaction';
import { findCheckoutSession, lockCheckoutSession, setCheckoutStatus } from '../repositories/checkout-sessions';

export type CheckoutChange = {
  /**
   * fulfilled: open → completed, credits added. closed: open → cancelled/expired. already_*: the same change
   * was made before (a redelivered webhook, a double click). not_open: the session is in another final state.
   */
  outcome: 'fulfilled' | 'already_fulfilled' | 'closed' | 'already_closed' | 'not_open';
  session: CheckoutSession;
};

/**
 * The one path by which a purchase is credited, for Stripe's webhook and the sandbox alike: marks an open
 * session completed and adds its credits with a `purchase` ledger entry referencing it, in one transaction.
 * The row lock makes concurrent completions take turns, and the later ones find it completed; the ledger's
 * unique (owner, reason, reference) would refuse a second credit even so. A cancelled or expired session is
 * never completed. Null when there is no such session.
 */
export function completeCheckout(pool: pg.Pool, id: string): Promise<CheckoutChange | null> {
  return inTransaction(pool, async (tx) => {
    const row = await lockCheckoutSession(tx.db, id);
    if (!row) return null;
    if (row.status === 'completed') return change(tx, row.ownerId, id, 'already_fulfilled');
    if (row.status !== 'open') return change(tx, row.ownerId, id, 'not_open');
    await setCheckoutStatus(tx.db, id, 'completed');
    await addCredits(tx.db, row.ownerId, { credits: row.credits, reason: 'purchase', reference: id });
    return change(tx, row.ownerId, id, 'fulfilled');
  });
}

/** Ends an open session without payment: cancelled by the buyer, or expired by the provider. */
export function closeCheckout(pool: pg.Pool, id: string, status: 'cancelled' | 'expired'): Promise<CheckoutChange | null> {
  return inTransaction(pool, async (tx) => {
    const row = await lockCheckoutSession(tx.db, id);
    if (!row) return null;
    if (row.status === status) return change(tx, row.ownerId, id, 'already_closed');
    if (row.status !== 'open') return change(tx, row.ownerId, id, 'not_open');
    await setCheckoutStatus(tx.db, id, status);
    return change(tx, row.ownerId, id, 'closed');
  });
}

async function change(tx: Transaction, ownerId: string, id: string, outcome: CheckoutChange['outcome']): Promise<CheckoutChange> {
  const session = await findCheckoutSession(tx.db, ownerId, id);
  if (!session) throw new Error(`Checkout session ${id} vanished inside its own transaction`);
  return { outcome, session };
}
