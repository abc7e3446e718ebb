import { refreshTokens, sessions } from '@verity/db';
import { and, eq, ne } from 'drizzle-orm';
import { type Executor } from './executor';

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function createSession(
  db: Executor,
  input: { userId: string; authMethod: string; userAgent?: string; ip?: string; refreshTokenHash: string },
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId: input.userId, authMethod: input.authMethod, userAgent: input.userAgent ?? null, ip: input.ip ?? null })
      .returning();
    await tx.insert(refreshTokens).values({ token: input.refreshTokenHash, userId: input.userId, sessionId: session!.id });
    return session!;
  });
}

export async function findSession(db: Executor, id: string): Promise<SessionRow | null> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, id));
  return session ?? null;
}

export async function findRefreshToken(db: Executor, tokenHash: string, { lock = false } = {}): Promise<RefreshTokenRow | null> {
  const query = db.select().from(refreshTokens).where(eq(refreshTokens.token, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Revokes `parent` and issues its child, in the caller's transaction. */
export async function rotateRefreshToken(db: Executor, parent: RefreshTokenRow, childHash: string): Promise<void> {
  const now = new Date();
  await db.update(refreshTokens).set({ revoked: true, updatedAt: now }).where(eq(refreshTokens.id, parent.id));
  await db.insert(refreshTokens).values({ token: childHash, userId: parent.userId, sessionId: parent.sessionId, parent: parent.token });
  await db.update(sessions).set({ refreshedAt: now, updatedAt: now }).where(eq(sessions.id, parent.sessionId));
}

/** Ends sessions; their refresh tokens go with them (on delete cascade). */
export async function deleteSessions(db: Executor, userId: string, scope: 'global' | 'local' | 'others', currentSessionId: string) {
  const condition =
    scope === 'global'
      ? eq(sessions.userId, userId)
      : scope === 'local'
        ? and(eq(sessions.userId, userId), eq(sessions.id, currentSessionId))
        : and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId));
  await db.delete(sessions).where(condition);
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
