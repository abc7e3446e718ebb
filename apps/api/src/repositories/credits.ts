import { type CreditHistory, type CreditReason } from '@verity/contracts';
import { creditLedger, profiles } from '@verity/db';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { type Db } from '../database/transaction';

export interface LedgerEntry {
  delta: number;
  reason: CreditReason;
  /** What caused the change (a run id, a promo code); the ledger takes one entry per owner, reason and reference. */
  reference: string;
}

/**
 * Changes a balance and records why, in the caller's transaction. Returns the new balance, or null when the
 * entry was already recorded (a retried refund, a second signup grant): the balance is then left alone.
 * A debit the balance cannot cover throws (the profiles check constraint); use `debitCredits` to test first.
 */
export async function applyLedgerEntry(db: Db, ownerId: string, { delta, reason, reference }: LedgerEntry): Promise<number | null> {
  const [inserted] = await db
    .insert(creditLedger)
    .values({ ownerId, delta, reason, reference, balanceAfter: 0 })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!inserted) return null;
  const [profile] = await db
    .update(profiles)
    .set({ creditBalance: sql`${profiles.creditBalance} + ${delta}`, updatedAt: new Date() })
    .where(eq(profiles.ownerId, ownerId))
    .returning({ creditBalance: profiles.creditBalance });
  if (!profile) throw new Error(`No profile for ${ownerId}`);
  await db.update(creditLedger).set({ balanceAfter: profile.creditBalance }).where(eq(creditLedger.id, inserted.id));
  return profile.creditBalance;
}

/**
 * Takes `cost` credits if the balance covers them, else returns null. The guarded update locks the profile row,
 * so concurrent debits queue behind each other and can never overdraw.
 */
export async function debitCredits(db: Db, ownerId: string, cost: number, reference: string): Promise<number | null> {
  const [profile] = await db
    .update(profiles)
    .set({ creditBalance: sql`${profiles.creditBalance} - ${cost}`, updatedAt: new Date() })
    .where(and(eq(profiles.ownerId, ownerId), gte(profiles.creditBalance, cost)))
    .returning({ creditBalance: profiles.creditBalance });
  if (!profile) return null;
  if (cost > 0) {
    await db.insert(creditLedger).values({
      ownerId,
      delta: -cost,
      balanceAfter: profile.creditBalance,
      reason: 'run_debit',
      reference,
    });
  }
  return profile.creditBalance;
}

export async function listLedger(
  db: Db,
  ownerId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<CreditHistory> {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(cursor ? and(eq(creditLedger.ownerId, ownerId), lt(creditLedger.id, Number(cursor))) : eq(creditLedger.ownerId, ownerId))
    .orderBy(desc(creditLedger.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      delta: row.delta,
      balance_after: row.balanceAfter,
      reason: row.reason,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}
