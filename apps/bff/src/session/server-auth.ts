import { createServerClient } from '@supabase/ssr';
import { type SupabaseClient } from '@supabase/supabase-js';
import { authCookieOptions } from '@verity/auth-client';
import { type ServerFnContext } from '@verity/server-fn';
import ws from 'ws';
import { type RequestCookies, requestCookies } from './request-cookies';

export interface ServerAuthOptions {
  /** The auth service's origin as the BFF reaches it (supabase-js adds /auth/v1). */
  authUrl: string;
  anonKey: string;
  /** How long the auth service may take to answer a call (default UPSTREAM_CALL_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** How long a server function waits for the auth service or the API: past it, the call fails instead of hanging. */
export const UPSTREAM_CALL_TIMEOUT_MS = 30_000;

/** `fetch` that gives up after `timeoutMs`, also when the caller passed a signal of its own. */
export function fetchWithTimeout(timeoutMs: number, fetchImpl: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return fetchImpl(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
}

export interface CallAuth {
  supabase: SupabaseClient;
  cookies: RequestCookies;
  clearSession(): void;
}

export type ServerAuth = (context: Pick<ServerFnContext, 'headers' | 'appendResponseHeader' | 'siteOrigin'>) => CallAuth;

/** A supabase-js client per server-function call, over that call's cookies: the session the browser has. */
export function createServerAuth({ authUrl, anonKey, timeoutMs = UPSTREAM_CALL_TIMEOUT_MS }: ServerAuthOptions): ServerAuth {
  return (context) => {
    // The site's scheme decides whether the cookies are Secure.
    const cookieOptions = authCookieOptions(context.siteOrigin);
    const { name: _name, ...attributes } = cookieOptions;
    const cookies = requestCookies(context);
    // A session cookie cut short, edited or written by something else signs the browser out, and is cleared so
    // it stops coming back, instead of failing every call (supabase-js trusts what its storage holds).
    if (cookies.hasCorruptSession()) cookies.clearSession(attributes);
    const supabase = createServerClient(authUrl, anonKey, {
      cookies,
      cookieOptions,
      auth: { autoRefreshToken: false, detectSessionInUrl: false, persistSession: true, flowType: 'pkce' },
      global: { fetch: fetchWithTimeout(timeoutMs) },
      // Node 20 has no global WebSocket, and supabase-js builds its realtime client eagerly.
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    return { supabase, cookies, clearSession: () => cookies.clearSession(attributes) };
  };
}
