/**
 * The name of the session cookie, as the privacy policy names it. It is @verity/auth-client's
 * AUTH_STORAGE_KEY, spelled out here so the public site does not bundle supabase-js for one string;
 * legal.test.tsx checks that the two agree.
 */
export const AUTH_SESSION_COOKIE = 'sb-verity-auth-token';
