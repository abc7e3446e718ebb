import { type CreditHistory } from '@verity/contracts';
import { creditLedger } from '@verity/db';
import { and, desc, eq, lt } from 'drizzle-orm';
import { type Db } from '../database/transaction';

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
