/**
 * The credits ledger's one writer. Every balance change goes through here, in the caller's transaction, and
 * leaves one ledger entry with the balance after it. Two rules hold in SQL, whoever calls: a balance never goes
 * below zero (the guarded debit, and the profiles check constraint), and an entry is recorded once per owner,
 * reason and reference (the ledger's unique index), so a retried refund or a second fulfilment changes nothing.
 * The signup grant is written with the profile itself (ensureProfileWithSignupGrant).
 */
import { type CreditReason } from '@verity/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import { type Database } from './client';
import { creditLedger, profiles } from './schema';

/** What a ledger write needs: the database or a transaction (each operation belongs in the caller's). */
export type LedgerDb = Pick<Database, 'insert' | 'update'>;

/** Why credits are added, and what caused them: the ledger takes one entry per owner, reason and reference. */
export interface CreditEntry {
  credits: number;
  reason: Exclude<CreditReason, 'run_debit' | 'signup_grant'>;
  /** A run id (refund), a checkout session id (purchase), a promo code, an admin's grant reference. */
  reference: string;
}

/**
 * Adds credits once: the entry is inserted first, so a concurrent second attempt waits on the unique index
 * and then does nothing. Returns the new balance, or null when this entry was already recorded.
 */
export async function addCredits(db: LedgerDb, ownerId: string, { credits, reason, reference }: CreditEntry): Promise<number | null> {
  if (!Number.isInteger(credits) || credits <= 0) throw new Error(`Credits to add must be a positive whole number, not ${credits}`);
  const [entry] = await db
    .insert(creditLedger)
    .values({ ownerId, delta: credits, balanceAfter: 0, reason, reference })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!entry) return null;
  const [profile] = await db
    .update(profiles)
    .set({ creditBalance: sql`${profiles.creditBalance} + ${credits}`, updatedAt: new Date() })
    .where(eq(profiles.ownerId, ownerId))
    .returning({ creditBalance: profiles.creditBalance });
  // Thrown, so the caller's transaction rolls the entry back: credits are never recorded for no balance.
  if (!profile) throw new Error(`No profile for ${ownerId}`);
  await db.update(creditLedger).set({ balanceAfter: profile.creditBalance }).where(eq(creditLedger.id, entry.id));
  return profile.creditBalance;
}

/**
 * Takes a run's cost if the balance covers it, else returns null and changes nothing. The guarded update locks
 * the profile row, so concurrent debits queue behind each other and never overdraw. A free run (cost 0) leaves
 * no entry.
 */
export async function debitForRun(db: LedgerDb, ownerId: string, cost: number, runId: string): Promise<number | null> {
  if (!Number.isInteger(cost) || cost < 0) throw new Error(`A run's cost must be a whole number of credits, not ${cost}`);
  const [profile] = await db
    .update(profiles)
    .set({ creditBalance: sql`${profiles.creditBalance} - ${cost}`, updatedAt: new Date() })
    .where(and(eq(profiles.ownerId, ownerId), gte(profiles.creditBalance, cost)))
    .returning({ creditBalance: profiles.creditBalance });
  if (!profile) return null;
  if (cost > 0) {
    await db.insert(creditLedger).values({ ownerId, delta: -cost, balanceAfter: profile.creditBalance, reason: 'run_debit', reference: runId });
  }
  return profile.creditBalance;
}
