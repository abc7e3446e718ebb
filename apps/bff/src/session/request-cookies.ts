import { type CookieOptions, parseCookieHeader, serializeCookieHeader, stringFromBase64URL } from '@supabase/ssr';
import { AUTH_STORAGE_KEY } from '@verity/auth-client';
import { type ServerFnContext } from '@verity/server-fn';
import { z } from 'zod';

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
  /** Whether the session cookies hold something other than a session supabase-js can use. */
  hasCorruptSession(): boolean;
}

/**
 * What supabase-js needs of a stored session. It trusts its storage: given a `user` that is not an object it
 * throws, and an access token with a line break makes its fetch fail as if the auth service were down.
 */
const storedSessionSchema = z.object({
  // Sent in an Authorization header: only characters a header can carry.
  access_token: z.string().regex(/^[\x21-\x7e]+$/),
  refresh_token: z.string().min(1),
  expires_at: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  user: z.looseObject({}),
});

const BASE64_PREFIX = 'base64-';

/** The session cookie's value, whole or joined from its chunks (as @supabase/ssr writes it), or null. */
function storedSessionText(current: ReadonlyMap<string, string>): string | null {
  const whole = current.get(AUTH_STORAGE_KEY);
  if (whole) return whole;
  const chunks: string[] = [];
  for (let index = 0; current.get(`${AUTH_STORAGE_KEY}.${index}`); index += 1) chunks.push(current.get(`${AUTH_STORAGE_KEY}.${index}`)!);
  return chunks.length ? chunks.join('') : null;
}

function isUsableSession(text: string): boolean {
  try {
    const json = text.startsWith(BASE64_PREFIX) ? stringFromBase64URL(text.slice(BASE64_PREFIX.length)) : text;
    return storedSessionSchema.safeParse(JSON.parse(json)).success;
  } catch {
    return false;
  }
}

const isSessionCookie = (name: string) => name === AUTH_STORAGE_KEY || name.startsWith(`${AUTH_STORAGE_KEY}.`);

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join('; ') : (value ?? '');
}

/** Whether a request carries a session cookie, usable or not: the visitor may be signed in. */
export function hasSessionCookie(cookieHeader: string | string[] | undefined): boolean {
  return parseCookieHeader(headerText(cookieHeader)).some(({ name }) => isSessionCookie(name));
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
      const sessionCookies = [...current.keys()].filter(isSessionCookie);
      setAll(sessionCookies.map((name) => ({ name, value: '', options: { ...options, maxAge: 0 } })));
    },
    hasCorruptSession() {
      const text = storedSessionText(current);
      // Chunks with no first one are a write cut short: nothing supabase-js would read, yet sent on every request.
      if (text === null) return [...current.keys()].some(isSessionCookie);
      return !isUsableSession(text);
    },
  };
}
