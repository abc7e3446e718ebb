import { oneTimeTokens } from '@verity/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Executor } from './executor';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type OneTimeTokenType = OneTimeTokenRow['tokenType'];

export async function saveOneTimeToken(
  db: Executor,
  input: { userId: string; tokenType: OneTimeTokenType; tokenHash: string; relatesTo: string; authMethod?: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(input);
}

export async function findOneTimeToken(db: Executor, tokenType: OneTimeTokenType, tokenHash: string): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenType, tokenType), eq(oneTimeTokens.tokenHash, tokenHash)));
  return row ?? null;
}

/** Marks a live token used and returns it; null when it is unknown, used or expired. Atomic: single use. */
export async function consumeOneTimeToken(db: Executor, tokenType: OneTimeTokenType, tokenHash: string): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenType, tokenType),
        eq(oneTimeTokens.tokenHash, tokenHash),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** Retires every live token of a kind for a user (a new recovery request replaces the last; one use ends all). */
export async function retireOneTimeTokens(db: Executor, userId: string, tokenType: OneTimeTokenType): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.tokenType, tokenType), isNull(oneTimeTokens.usedAt)));
}
