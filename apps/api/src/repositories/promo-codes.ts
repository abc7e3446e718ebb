import { addCredits, promoCodes, promoRedemptions } from '@verity/db';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type Db } from '../database/transaction';

export type RedeemOutcome =
  | { ok: true; creditsAdded: number; balance: number }
  | { ok: false; reason: 'not_found' | 'expired' | 'exhausted' | 'already_redeemed' };

/** Codes are stored upper-cased and matched case-insensitively. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/**
 * Redeems a code for a user inside the caller's transaction. The guarded increment locks the code's row, so
 * concurrent redemptions take turns; the unique (code, owner) redemption makes a user's second one fail, and
 * the caller rolls back on any failure so the count is never taken for nothing.
 */
export async function redeemPromoCode(db: Db, ownerId: string, rawCode: string): Promise<RedeemOutcome> {
  const code = normalizePromoCode(rawCode);
  const [promo] = await db
    .update(promoCodes)
    .set({ redemptionCount: sql`${promoCodes.redemptionCount} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptionCount, promoCodes.maxRedemptions)),
      ),
    )
    .returning({ credits: promoCodes.credits });
  if (!promo) return { ok: false, reason: await whyUnavailable(db, ownerId, code) };

  const [redemption] = await db
    .insert(promoRedemptions)
    .values({ code, ownerId, credits: promo.credits })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  if (!redemption) return { ok: false, reason: 'already_redeemed' };

  const balance = await addCredits(db, ownerId, { credits: promo.credits, reason: 'promo', reference: code });
  if (balance === null) return { ok: false, reason: 'already_redeemed' };
  return { ok: true, creditsAdded: promo.credits, balance };
}

async function whyUnavailable(db: Db, ownerId: string, code: string): Promise<'not_found' | 'expired' | 'exhausted' | 'already_redeemed'> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) return 'not_found';
  const [redeemed] = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.ownerId, ownerId)));
  if (redeemed) return 'already_redeemed';
  if (promo.expiresAt && promo.expiresAt <= new Date()) return 'expired';
  return 'exhausted';
}

export async function createPromoCode(
  db: Db,
  promo: { code: string; credits: number; maxRedemptions?: number | null; expiresAt?: Date | null },
): Promise<void> {
  await db.insert(promoCodes).values({ ...promo, code: normalizePromoCode(promo.code) });
}
