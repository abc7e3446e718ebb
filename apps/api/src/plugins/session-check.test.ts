import { randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { sessions, users } from '@verity/db';
import { eq } from 'drizzle-orm';
import { mintToken, useApi } from '../testing/api-harness';
import { createSessionCheck } from './session-check';

describe('access tokens of ended sessions', () => {
  const api = useApi({ checkSessions: true, realtime: { sessionCheckIntervalMs: 200 } });

  /** A user with a live session at the auth service (same database), and an access token of that session. */
  async function signedIn() {
    const [user] = await api().db.insert(users).values({ email: `${randomUUID()}@example.com` }).returning();
    const [session] = await api().db.insert(sessions).values({ userId: user!.id, authMethod: 'password' }).returning();
    const token = await mintToken(user!.id, { sessionId: session!.id });
    return { userId: user!.id, sessionId: session!.id, token, get: () => api().server.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } }) };
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

  it('close an open websocket of that session with 4401 session_ended, and leave the sockets of other sessions open', async () => {
    await api().server.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(api().server.server.address() as AddressInfo).port}/api/ws`;
    const [ending, staying] = [await signedIn(), await signedIn()];
    const open = async (token: string) => {
      const socket = new WebSocket(`${url}?access_token=${token}`);
      const messages: unknown[] = [];
      socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
      const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
      await new Promise((resolve) => socket.once('open', resolve));
      return { socket, messages, closed };
    };
    const [ended, live] = [await open(ending.token), await open(staying.token)];
    try {
      await api().db.delete(sessions).where(eq(sessions.id, ending.sessionId));
      const started = Date.now();
      // A live session is remembered for 5 s; the socket is checked every 200 ms.
      expect(await ended.closed).toEqual({ code: 4401, reason: 'session_ended' });
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(ended.messages).toContainEqual(expect.objectContaining({ type: 'error', error_code: 'session_ended' }));
      expect(live.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      ended.socket.terminate();
      live.socket.terminate();
    }
  });

  it('take a personal access token on the websocket like a session’s (a CI client), and close it once the token is revoked', async () => {
    await api().server.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const url = `ws://127.0.0.1:${(api().server.server.address() as AddressInfo).port}/api/ws`;
    const session = await signedIn();
    const alice = { id: session.userId, token: session.token, headers: { authorization: `Bearer ${session.token}` } };
    const creation = await api().injectAs(alice, 'POST', '/api/api-tokens', { name: 'CI', expires_in_days: 7 });
    expect(creation.json()).toMatchObject({ ok: true, error: null });
    const created = creation.json().data as { id: string; token: string; expires_at: string };
    const socket = new WebSocket(`${url}?access_token=${created.token}`);
    const messages: Array<Record<string, unknown>> = [];
    const arrived = (type: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const giveUpAt = Date.now() + 3_000;
        const look = () => {
          const found = messages.find((message) => message.type === type);
          if (found) resolve(found);
          else if (Date.now() > giveUpAt) reject(new Error(`No ${type} message; received ${JSON.stringify(messages)}`));
          else setTimeout(look, 20);
        };
        look();
      });
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    try {
      expect(await arrived('ready')).toEqual({ type: 'ready', user_id: alice.id, expires_at: Math.floor(Date.parse(created.expires_at) / 1000), run_id: null });
      const test = (await api().injectAs(alice, 'POST', '/api/tests/', { configuration: { name: 'Buy', base_url: 'https://shop.example.com', instructions: ['Open /'] } })).json().data as { id: string };
      await api().injectAs(alice, 'POST', `/api/tests/${test.id}/run`);
      expect(await arrived('run.updated')).toMatchObject({ run: { test_id: test.id, status: 'pending' } });

      expect((await api().injectAs(alice, 'DELETE', `/api/api-tokens/${created.id}`)).statusCode).toBe(200);
      expect(await closed).toEqual({ code: 4401, reason: 'invalid_token' });
      expect(messages).toContainEqual({ type: 'error', error: 'Could not validate credentials: the API token is unknown or was revoked.', error_code: 'invalid_token' });
    } finally {
      socket.terminate();
    }
  });
});
