import { randomUUID } from 'node:crypto';
import { sessions, users } from '@verity/db';
import { eq } from 'drizzle-orm';
import { mintToken, useApi } from '../testing/api-harness';
import { createSessionCheck } from './session-check';

describe('access tokens of ended sessions', () => {
  const api = useApi({ checkSessions: true });

  /** A user with a live session at the auth service (same database), and an access token of that session. */
  async function signedIn() {
    const [user] = await api().db.insert(users).values({ email: `${randomUUID()}@example.com` }).returning();
    const [session] = await api().db.insert(sessions).values({ userId: user!.id, authMethod: 'password' }).returning();
    const token = await mintToken(user!.id, { sessionId: session!.id });
    return { sessionId: session!.id, get: () => api().server.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } }) };
  }

  it('are refused on the API once the session is gone (signed out or revoked), with the sign-out message', async () => {
    const live = await signedIn();
    expect((await live.get()).statusCode).toBe(200);

    const ended = await signedIn();
    await api().db.delete(sessions).where(eq(sessions.id, ended.sessionId));
    const refused = await ended.get();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      ok: false,
      data: null,
      error: 'Could not validate credentials: the session of this access token has ended (signed out or revoked). Sign in again.',
      error_code: 'session_ended',
    });
    const madeUp = await mintToken(randomUUID(), { sessionId: 'not-a-session-id' });
    expect((await api().server.inject({ url: '/api/profile', headers: { authorization: `Bearer ${madeUp}` } })).json().error_code).toBe('session_ended');
  });

  it('remembers a live session for 5 seconds, and an ended one for good', async () => {
    let now = 1_000_000;
    const isActive = createSessionCheck(api().db, () => now);
    const { sessionId } = await signedIn();
    expect(await isActive(sessionId)).toBe(true);
    await api().db.delete(sessions).where(eq(sessions.id, sessionId));
    expect(await isActive(sessionId)).toBe(true);
    now += 5_001;
    expect(await isActive(sessionId)).toBe(false);
    expect(await isActive(sessionId)).toBe(false);
  });
});
