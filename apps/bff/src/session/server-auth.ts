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
  /** The web origin, whose scheme decides whether the cookies are Secure. */
  siteUrl: string;
}

export interface CallAuth {
  supabase: SupabaseClient;
  cookies: RequestCookies;
  clearSession(): void;
}

export type ServerAuth = (context: Pick<ServerFnContext, 'headers' | 'appendResponseHeader'>) => CallAuth;

/** A supabase-js client per server-function call, over that call's cookies: the session the browser has. */
export function createServerAuth({ authUrl, anonKey, siteUrl }: ServerAuthOptions): ServerAuth {
  const cookieOptions = authCookieOptions(siteUrl);
  return (context) => {
    const cookies = requestCookies(context);
    const supabase = createServerClient(authUrl, anonKey, {
      cookies,
      cookieOptions,
      auth: { autoRefreshToken: false, detectSessionInUrl: false, persistSession: true, flowType: 'pkce' },
      // Node 20 has no global WebSocket, and supabase-js builds its realtime client eagerly.
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const { name: _name, ...attributes } = cookieOptions;
    return { supabase, cookies, clearSession: () => cookies.clearSession(attributes) };
  };
}
