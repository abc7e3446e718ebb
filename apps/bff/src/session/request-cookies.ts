import { type CookieOptions, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import { AUTH_STORAGE_KEY } from '@verity/auth-client';
import { type ServerFnContext } from '@verity/server-fn';

export interface CookieToSet {
  name: string;
  value: string;
  options: CookieOptions;
}

/** The cookie methods @supabase/ssr's server client wants, over one server-function call. */
export interface RequestCookies {
  getAll(): Array<{ name: string; value: string }>;
  setAll(cookies: CookieToSet[], headers?: Record<string, string>): void;
  /** Expires every session cookie (all chunks), whatever the auth service said. */
  clearSession(options: CookieOptions): void;
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join('; ') : (value ?? '');
}

/**
 * Reads the request's cookies and turns writes into Set-Cookie headers on the response. Writes are also
 * seen by later reads of the same call: supabase-js reads its storage again after refreshing.
 */
export function requestCookies({ headers, appendResponseHeader }: Pick<ServerFnContext, 'headers' | 'appendResponseHeader'>): RequestCookies {
  const current = new Map<string, string>();
  for (const { name, value } of parseCookieHeader(headerText(headers.cookie))) current.set(name, value ?? '');

  function setAll(cookies: CookieToSet[], extraHeaders: Record<string, string> = {}) {
    for (const { name, value, options } of cookies) {
      const removed = value === '' || options.maxAge === 0;
      if (removed) current.delete(name);
      else current.set(name, value);
      appendResponseHeader('set-cookie', serializeCookieHeader(name, value, options));
    }
    // @supabase/ssr asks that responses setting auth cookies are never cached (Cache-Control, Expires, Pragma).
    for (const [name, value] of Object.entries(extraHeaders)) appendResponseHeader(name, value);
  }

  return {
    getAll: () => [...current].map(([name, value]) => ({ name, value })),
    setAll,
    clearSession(options) {
      const sessionCookies = [...current.keys()].filter((name) => name === AUTH_STORAGE_KEY || name.startsWith(`${AUTH_STORAGE_KEY}.`));
      setAll(sessionCookies.map((name) => ({ name, value: '', options: { ...options, maxAge: 0 } })));
    },
  };
}
