import { createBrowserClient } from '@supabase/ssr';
import { type SupabaseClient } from '@supabase/supabase-js';
import { authCookieOptions } from './auth-cookies';

export interface BrowserAuthClientOptions {
  /** The auth backend's base URL (supabase-js adds /auth/v1): the web origin locally, a Supabase project otherwise. */
  authUrl: string;
  anonKey: string;
  siteUrl: string;
}

/**
 * The browser's supabase-js client, keeping its session in the cookies the server functions read.
 * It does not refresh on its own timer: the session refresher does, with the spec's timing, so two
 * refreshers never race each other with the same refresh token.
 */
export function createBrowserAuthClient({ authUrl, anonKey, siteUrl }: BrowserAuthClientOptions): SupabaseClient {
  return createBrowserClient(authUrl, anonKey, {
    cookieOptions: authCookieOptions(siteUrl),
    isSingleton: false,
    auth: { autoRefreshToken: false, detectSessionInUrl: true, flowType: 'pkce', persistSession: true },
  });
}
