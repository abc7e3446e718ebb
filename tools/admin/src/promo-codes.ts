import { type Database, promoCodes } from '@verity/db';
import { desc } from 'drizzle-orm';

export interface NewPromoCode {
  /** Already upper-cased: codes are stored so and matched case-insensitively. */
  code: string;
  credits: number;
  maxRedemptions: number | null;
  expiresAt: Date | null;
}

export class PromoCodeExistsError extends Error {
  override name = 'PromoCodeExistsError';
}

const UNIQUE_VIOLATION = '23505';

export async function createPromoCode(db: Database, promo: NewPromoCode): Promise<void> {
  try {
    await db.insert(promoCodes).values(promo);
  } catch (error) {
    if (violates(error, UNIQUE_VIOLATION)) throw new PromoCodeExistsError(`Promo code ${promo.code} already exists.`);
    throw error;
  }
}

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export function listPromoCodes(db: Database): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), promoCodes.code);
}

/** drizzle wraps the driver's error; the SQLSTATE is on it or on its cause. */
function violates(error: unknown, sqlState: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}
