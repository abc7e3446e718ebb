import { type Session } from '@verity/contracts';
import {
  createSessionRefresher,
  REFRESH_BEFORE_EXPIRY_MS,
  REFRESH_COOLDOWN_MS,
  SESSION_BECAME_NULL_ERROR,
  type SessionRefresher,
} from './session-refresher';

const START = Date.parse('2026-11-21T12:00:00Z');
const MINUTE = 60_000;

function sessionExpiringIn(ms: number, token = 'token'): Session {
  return { access_token: token, expires_at: Math.floor((Date.now() + ms) / 1000) };
}

describe('the session refresher', () => {
  let refresh: jest.Mock<Promise<Session | null>, []>;
  let refresher: SessionRefresher;

  beforeEach(() => {
    jest.useFakeTimers({ now: START });
    refresh = jest.fn(async () => sessionExpiringIn(60 * MINUTE, `token-${refresh.mock.calls.length}`));
    refresher = createSessionRefresher({ refresh });
  });

  afterEach(() => {
    refresher.stop();
    jest.useRealTimers();
  });

  it('uses the spec numbers: 2 minutes before expiry, 30 s cooldown, and the exact null-session message', () => {
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(120_000);
    expect(REFRESH_COOLDOWN_MS).toBe(30_000);
    expect(SESSION_BECAME_NULL_ERROR).toBe('Session refresh failed; session became null.');
  });

  it('refreshes 2 minutes before the session expires, not earlier', async () => {
    refresher.setSession(sessionExpiringIn(60 * MINUTE));
    await jest.advanceTimersByTimeAsync(58 * MINUTE - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresher.getState().session?.access_token).toBe('token-1');
  });

  it('refreshes at once when the session is already within 2 minutes of expiry', async () => {
    refresher.setSession(sessionExpiringIn(90_000));
    await jest.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('plans the next refresh from the new session', async () => {
    refresher.setSession(sessionExpiringIn(60_000));
    await jest.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(58 * MINUTE - 1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes at most once per 30 seconds, and does the held-back refresh when the cooldown ends', async () => {
    await expect(refresher.refreshNow()).resolves.toMatchObject({ status: 'refreshed' });
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(refresher.refreshNow()).resolves.toEqual({ status: 'throttled', retryAt: START + 30_000 });
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(19_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('holds an expiring session back until the cooldown ends when the last refresh was recent', async () => {
    await refresher.refreshNow();
    // A session from elsewhere that is already due: the cooldown still applies.
    refresher.setSession(sessionExpiringIn(60_000));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('shares one refresh between concurrent callers', async () => {
    let resolve: (session: Session) => void = () => undefined;
    refresh.mockImplementationOnce(() => new Promise((done) => (resolve = done)));
    const first = refresher.refreshNow();
    const second = refresher.refreshNow();
    resolve(sessionExpiringIn(60 * MINUTE, 'shared'));
    await expect(first).resolves.toEqual(await second);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('sets the error and tells the caller when a refresh returns no session, and clears it once a session exists', async () => {
    const states: Array<{ session: string | null; error: string | null }> = [];
    refresher.subscribe(({ session, error }) => states.push({ session: session?.access_token ?? null, error }));
    refresher.setSession(sessionExpiringIn(60_000, 'old'));
    refresh.mockResolvedValueOnce(null);

    await expect(refresher.refreshNow()).resolves.toEqual({ status: 'failed', error: SESSION_BECAME_NULL_ERROR });
    expect(refresher.getState()).toEqual({ session: null, error: SESSION_BECAME_NULL_ERROR });
    // No session: nothing is planned any more.
    await jest.advanceTimersByTimeAsync(120 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);

    refresher.setSession(sessionExpiringIn(60 * MINUTE, 'signed-in-again'));
    expect(refresher.getState().error).toBeNull();
    expect(states).toEqual([
      { session: 'old', error: null },
      { session: null, error: SESSION_BECAME_NULL_ERROR },
      { session: 'signed-in-again', error: null },
    ]);
  });

  it('keeps the session when the call itself fails, reports why, and tries again after the cooldown', async () => {
    refresher.setSession(sessionExpiringIn(60_000, 'current'));
    refresh.mockRejectedValueOnce(new Error('Network error: connection refused'));
    await jest.advanceTimersByTimeAsync(0);
    expect(refresher.getState()).toEqual({ session: expect.objectContaining({ access_token: 'current' }), error: 'Network error: connection refused' });
    await jest.advanceTimersByTimeAsync(REFRESH_COOLDOWN_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresher.getState().error).toBeNull();
  });

  it('plans nothing after stop', async () => {
    refresher.setSession(sessionExpiringIn(60_000));
    refresher.stop();
    await jest.advanceTimersByTimeAsync(60 * MINUTE);
    expect(refresh).not.toHaveBeenCalled();
  });
});
