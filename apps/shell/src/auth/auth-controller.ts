import { type SupabaseClient } from '@supabase/supabase-js';
import { type QueryClient } from '@tanstack/react-query';
import { createSessionRefresher, type RefreshOutcome } from '@verity/auth-client';
import { type Session, type SessionUser } from '@verity/contracts';
import { getSession, getUser, logout, refreshSession, type ServerFnClient } from '@verity/server-fn';
import { type RemoteAccount } from '@verity/mfe';
import { describeAuthError } from './auth-errors';

export interface AuthSnapshot {
  session: Session | null;
  user: SessionUser | null;
  /** Set when the last refresh failed ('Session refresh failed; session became null.'); cleared by a new session. */
  refreshError: string | null;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface AuthController {
  /** The session and user for the page being opened (the root loader); cached briefly, refetched after any sign-in or out. */
  load(): Promise<AuthSnapshot>;
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** The bearer token for API calls, always the latest one. */
  getAccessToken(): string | null;
  refreshNow(): Promise<RefreshOutcome>;
  signIn(credentials: Credentials): Promise<void>;
  /** Resolves with whether the account still has to be confirmed by email before it can sign in. */
  signUp(credentials: Credentials): Promise<{ needsConfirmation: boolean }>;
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** Sets a new password for the signed-in (or just recovered) user. */
  updatePassword(password: string): Promise<void>;
  /** Settings: the signed-in user's own account, read fresh from the auth service and changed there. */
  account: RemoteAccount;
  isGoogleEnabled(): Promise<boolean>;
  signInWithGoogle(redirectTo: string): Promise<void>;
  /** Clears every cached query, ends the session (server function) and forgets it here. */
  logout(): Promise<void>;
}

export interface AuthControllerOptions {
  /** The browser's supabase-js client, loaded on first use. */
  loadSupabase: () => Promise<SupabaseClient>;
  serverFunctions: ServerFnClient;
  queryClient: QueryClient;
  /** The auth backend's base URL and public key, to read which sign-in providers it offers. */
  authUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
}

export const authQueryKeys = {
  session: ['auth', 'session'] as const,
  user: ['auth', 'user'] as const,
};

/** Navigations within this window reuse the session and user the root loader just read. */
const AUTH_STALE_MS = 10_000;

/** Thrown by the form actions with a message written for people. */
export class AuthFormError extends Error {
  override name = 'AuthFormError';
}

/**
 * Whether the address carries what the auth client turns into a session: a PKCE code (Google sign-in, a recovery
 * link), tokens, or the auth service's error.
 */
export function hasAuthCallback(url: URL): boolean {
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  return ['code', 'access_token', 'error_description'].some((key) => url.searchParams.has(key) || hash.has(key));
}

export function createAuthController({
  loadSupabase,
  serverFunctions,
  queryClient,
  authUrl,
  anonKey,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
}: AuthControllerOptions): AuthController {
  let snapshot: AuthSnapshot = { session: null, user: null, refreshError: null };
  const listeners = new Set<() => void>();
  let client: Promise<SupabaseClient> | null = null;
  const supabase = () => (client ??= loadSupabase());
  // A PKCE code in the URL (Google sign-in, a recovery link) becomes the cookie session during initialisation.
  let initialized: Promise<unknown> | null = null;
  const initialize = () => (initialized ??= supabase().then((loaded) => loaded.auth.initialize()));

  function publish(next: Partial<AuthSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  const refresher = createSessionRefresher({
    refresh: async () => {
      const session = await serverFunctions.call(refreshSession, undefined);
      queryClient.setQueryData(authQueryKeys.session, session);
      if (!session) queryClient.setQueryData(authQueryKeys.user, null);
      return session;
    },
  });
  refresher.subscribe(({ session, error }) => {
    publish({ session, refreshError: error, ...(session ? {} : { user: null }) });
  });

  async function load(): Promise<AuthSnapshot> {
    // The session lives in cookies the server functions read: the client is needed only to take one from the URL.
    if (typeof location !== 'undefined' && hasAuthCallback(new URL(location.href))) await initialize();
    const session = await queryClient.fetchQuery({
      queryKey: authQueryKeys.session,
      queryFn: () => serverFunctions.call(getSession, undefined),
      staleTime: AUTH_STALE_MS,
      retry: false,
    });
    const user = session
      ? await queryClient.fetchQuery({
          queryKey: authQueryKeys.user,
          queryFn: () => serverFunctions.call(getUser, undefined),
          staleTime: AUTH_STALE_MS,
          retry: false,
        })
      : null;
    if (session?.access_token !== snapshot.session?.access_token) refresher.setSession(session);
    publish({ session, user });
    return snapshot;
  }

  /** After the browser client changed the cookies: forget everything cached about the previous user. */
  async function reloadAfterAuthChange() {
    queryClient.clear();
    await load();
  }

  return {
    load,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => snapshot.session?.access_token ?? null,
    refreshNow: () => refresher.refreshNow(),

    async signIn({ email, password }) {
      const { auth } = await supabase();
      const { error } = await auth.signInWithPassword({ email, password });
      if (error) throw new AuthFormError(describeAuthError(error));
      await reloadAfterAuthChange();
    },

    async signUp({ email, password }) {
      const { auth } = await supabase();
      const { data, error } = await auth.signUp({ email, password });
      if (error) throw new AuthFormError(describeAuthError(error));
      if (!data.session) return { needsConfirmation: true };
      await reloadAfterAuthChange();
      return { needsConfirmation: false };
    },

    async requestPasswordReset(email, redirectTo) {
      const { auth } = await supabase();
      const { error } = await auth.resetPasswordForEmail(email, { redirectTo });
      if (error) throw new AuthFormError(describeAuthError(error));
    },

    async updatePassword(password) {
      await initialize();
      const { auth } = await supabase();
      const { error } = await auth.updateUser({ password });
      if (error) throw new AuthFormError(describeAuthError(error));
    },

    account: {
      async details() {
        await initialize();
        const { auth } = await supabase();
        const { data, error } = await auth.getUser();
        if (error) throw new AuthFormError(describeAuthError(error));
        const { user } = data;
        const name = user.user_metadata['full_name'];
        return {
          email: user.email ?? null,
          name: typeof name === 'string' && name.trim() ? name : null,
          providers: Array.isArray(user.app_metadata.providers) ? user.app_metadata.providers.map(String) : [],
        };
      },
      async rename(name) {
        await initialize();
        // full_name is where Supabase keeps a person's name (Google sign-in fills it too).
        const { auth } = await supabase();
        const { error } = await auth.updateUser({ data: { full_name: name.trim() || null } });
        if (error) throw new AuthFormError(describeAuthError(error));
      },
      async changePassword(currentPassword, newPassword) {
        await initialize();
        const { auth } = await supabase();
        const { error } = await auth.updateUser({ password: newPassword, current_password: currentPassword });
        if (error) throw new AuthFormError(describeAuthError(error));
      },
    },

    async isGoogleEnabled() {
      try {
        const response = await fetchImpl(`${authUrl}/auth/v1/settings`, { headers: { apikey: anonKey } });
        if (!response.ok) return false;
        const settings = (await response.json()) as { external?: { google?: boolean } };
        return settings.external?.google === true;
      } catch {
        return false;
      }
    },

    async signInWithGoogle(redirectTo) {
      const { auth } = await supabase();
      const { error } = await auth.signInWithOAuth({ provider: 'google', options: { redirectTo } });
      if (error) throw new AuthFormError(describeAuthError(error));
    },

    async logout() {
      queryClient.clear();
      try {
        await serverFunctions.call(logout, undefined);
      } catch {
        // The BFF could not be reached: the browser client still drops the cookies it can see.
        await supabase()
          .then(({ auth }) => auth.signOut({ scope: 'local' }))
          .catch(() => undefined);
      }
      refresher.setSession(null);
      publish({ session: null, user: null, refreshError: null });
    },
  };
}
