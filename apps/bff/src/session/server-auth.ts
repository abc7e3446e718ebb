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
}

export interface CallAuth {
  supabase: SupabaseClient;
  cookies: RequestCookies;
  clearSession(): void;
}

export type ServerAuth = (context: Pick<ServerFnContext, 'headers' | 'appendResponseHeader' | 'siteOrigin'>) => CallAuth;

/** A supabase-js client per server-function call, over that call's cookies: the session the browser has. */
export function createServerAuth({ authUrl, anonKey }: ServerAuthOptions): ServerAuth {
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
      // Node 20 has no global WebSocket, and supabase-js builds its realtime client eagerly.
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    return { supabase, cookies, clearSession: () => cookies.clearSession(attributes) };
  };
}
