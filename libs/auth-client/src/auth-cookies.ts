import { type CookieOptionsWithName } from '@supabase/ssr';

/**
 * Where the session lives: cookies the browser's supabase-js client writes and the BFF's server functions
 * read and rewrite. The name is fixed rather than derived from the auth URL (supabase-js would take
 * `sb-<host>-auth-token`), because the browser reaches the auth service through the web origin while the
 * BFF reaches it directly, and both must agree.
 */
export const AUTH_STORAGE_KEY = 'sb-verity-auth-token';

/** Long-lived like @supabase/ssr's default: the refresh token, not the cookie, decides when a session ends. */
const SESSION_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The cookie attributes both ends use; `Secure` whenever the site is served over https. */
export function authCookieOptions(siteUrl: string): CookieOptionsWithName {
  return {
    name: AUTH_STORAGE_KEY,
    path: '/',
    sameSite: 'lax',
    secure: new URL(siteUrl).protocol === 'https:',
    maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
  };
}
