import { type Database, sessions } from '@verity/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

/** How long a session seen alive is taken as alive: a sign-out reaches the API within this. */
const ALIVE_FOR_MS = 5_000;
/** Sessions remembered at most; the oldest half is forgotten past it. */
const MAX_REMEMBERED = 10_000;

const sessionIdSchema = z.guid();

/**
 * Whether an access token's session still exists at the auth service (sharing the API's database): a signed-out
 * or revoked session is deleted there, so its tokens stop working here at once instead of at their expiry. A live
 * session is remembered briefly; an ended one for good (sessions never come back).
 */
export function createSessionCheck(db: Database, now: () => number = Date.now): (sessionId: string) => Promise<boolean> {
  const aliveUntil = new Map<string, number>();
  const ended = new Set<string>();
  const remember = <T>(collection: Map<string, T> | Set<string>) => {
    if (collection.size < MAX_REMEMBERED) return;
    let dropped = 0;
    for (const key of collection.keys()) {
      collection.delete(key);
      if ((dropped += 1) >= MAX_REMEMBERED / 2) break;
    }
  };
  return async (sessionId) => {
    if (!sessionIdSchema.safeParse(sessionId).success || ended.has(sessionId)) return false;
    if ((aliveUntil.get(sessionId) ?? 0) > now()) return true;
    const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
    if (row) {
      remember(aliveUntil);
      aliveUntil.set(sessionId, now() + ALIVE_FOR_MS);
      return true;
    }
    aliveUntil.delete(sessionId);
    remember(ended);
    ended.add(sessionId);
    return false;
  };
}
