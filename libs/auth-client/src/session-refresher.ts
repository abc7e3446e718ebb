import { type Session } from '@verity/contracts';

const SECOND = 1000;

/** Spec section 4 and 9: refresh 2 minutes before expiry, at most once per 30 s. */
export const REFRESH_BEFORE_EXPIRY_MS = 2 * 60 * SECOND;
export const REFRESH_COOLDOWN_MS = 30 * SECOND;
export const SESSION_BECAME_NULL_ERROR = 'Session refresh failed; session became null.';

export type RefreshOutcome =
  | { status: 'refreshed'; session: Session }
  | { status: 'failed'; error: string }
  /** Another refresh ran less than the cooldown ago; one is scheduled for when the cooldown ends. */
  | { status: 'throttled'; retryAt: number };

export interface RefresherState {
  session: Session | null;
  error: string | null;
}

export interface SessionRefresherOptions {
  /** Gets a new session (the refreshSession server function); null when there is none any more. */
  refresh: () => Promise<Session | null>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface SessionRefresher {
  /** Takes a session from elsewhere (sign-in, page load) and plans its refresh; null stops planning. */
  setSession(session: Session | null): void;
  /** Refreshes now unless the cooldown forbids it; concurrent calls share one refresh. */
  refreshNow(): Promise<RefreshOutcome>;
  getState(): RefresherState;
  /** Called on every change of session or error; returns the unsubscribe function. */
  subscribe(listener: (state: RefresherState) => void): () => void;
  stop(): void;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Keeps a session fresh with the spec's timing, and says when a refresh failed. */
export function createSessionRefresher({
  refresh,
  now = Date.now,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SessionRefresherOptions): SessionRefresher {
  let state: RefresherState = { session: null, error: null };
  let timer: unknown = null;
  let lastRefreshAt: number | null = null;
  let inFlight: Promise<RefreshOutcome> | null = null;
  let stopped = false;
  const listeners = new Set<(state: RefresherState) => void>();

  function update(next: Partial<RefresherState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  }

  function cancelTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function planAt(at: number) {
    cancelTimer();
    if (stopped) return;
    timer = setTimer(() => {
      timer = null;
      void refreshNow();
    }, Math.max(0, at - now()));
  }

  function cooldownEndsAt(): number | null {
    if (lastRefreshAt === null) return null;
    const end = lastRefreshAt + REFRESH_COOLDOWN_MS;
    return end > now() ? end : null;
  }

  function plan(session: Session) {
    const dueAt = session.expires_at * SECOND - REFRESH_BEFORE_EXPIRY_MS;
    planAt(Math.max(dueAt, cooldownEndsAt() ?? dueAt));
  }

  async function runRefresh(): Promise<RefreshOutcome> {
    lastRefreshAt = now();
    try {
      const session = await refresh();
      if (stopped) return session ? { status: 'refreshed', session } : { status: 'failed', error: SESSION_BECAME_NULL_ERROR };
      if (!session) {
        cancelTimer();
        update({ session: null, error: SESSION_BECAME_NULL_ERROR });
        return { status: 'failed', error: SESSION_BECAME_NULL_ERROR };
      }
      update({ session, error: null });
      plan(session);
      return { status: 'refreshed', session };
    } catch (error) {
      // A failed call (network, server down) leaves the session as it was: try again once the cooldown ends.
      const reason = reasonOf(error);
      update({ error: reason });
      if (state.session) plan(state.session);
      return { status: 'failed', error: reason };
    }
  }

  function refreshNow(): Promise<RefreshOutcome> {
    if (inFlight) return inFlight;
    const blockedUntil = cooldownEndsAt();
    if (blockedUntil !== null) {
      planAt(blockedUntil);
      return Promise.resolve({ status: 'throttled', retryAt: blockedUntil });
    }
    cancelTimer();
    inFlight = runRefresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function setSession(session: Session | null) {
    if (!session) {
      cancelTimer();
      update({ session: null });
      return;
    }
    // The error of an earlier failure clears once a session exists again.
    update({ session, error: null });
    plan(session);
  }

  return {
    setSession,
    refreshNow,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      cancelTimer();
      listeners.clear();
    },
  };
}
