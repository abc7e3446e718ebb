import { ROUTES } from '@verity/mfe';
/** Where /login sends a signed-in visitor when there is no usable redirect (spec section 2). */
export const SIGNED_IN_HOME = ROUTES.app;
/** What an invalid redirect param falls back to (spec section 5). */
export const REDIRECT_FALLBACK = '/';

const SAME_ORIGIN_BASE = 'http://same-origin.invalid';

/**
 * The `redirect` search param, as the original app's router read it: a JSON value when it parses as one
 * (so `?redirect=42` is a number, not a path), the raw text otherwise. Anything that is not a string, or
 * not a path on this site, falls back to '/': never an open redirect.
 */
export function parseRedirectParam(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // not JSON: the text itself
  }
  if (typeof value !== 'string') return REDIRECT_FALLBACK;
  return isSameOriginPath(value) ? value : REDIRECT_FALLBACK;
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 0x20);
}

function isSameOriginPath(value: string): boolean {
  // "//evil.com" and "/\evil.com" are protocol-relative to browsers; control characters hide schemes.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || hasControlCharacter(value)) return false;
  try {
    return new URL(value, SAME_ORIGIN_BASE).origin === SAME_ORIGIN_BASE;
  } catch {
    return false;
  }
}

/** Where a signed-in visitor of /login goes: the redirect target, or /app when it is missing or '/'. */
export function loginDestination(search: string): string {
  const redirect = parseRedirectParam(new URLSearchParams(search).get('redirect'));
  return redirect === undefined || redirect === '/' ? SIGNED_IN_HOME : redirect;
}

/** The /login URL that brings the visitor back to where they were. */
export function loginUrlFor(location: { pathname: string; search: string; hash?: string }): string {
  const current = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `/login?${new URLSearchParams({ redirect: current })}`;
}
