import { type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { untraced } from './untraced';

/** The browser state a sign-in test leaves: its cookies and each origin's local storage (Playwright's storage state). */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface SignedInSession {
  state: StorageState;
  /** ISO time the session stops being good: its site's first cookie to expire, or a day for session cookies. */
  expiresAt: string;
}

/** Session cookies (no expiry) last as long as the browser: a saved session of them is trusted for a day. */
const SESSION_COOKIE_TRUST_MS = 24 * 60 * 60 * 1_000;

/** Whether a cookie set for `domain` is sent to `host` (RFC 6265 domain matching). */
function isSentTo(domain: string, host: string): boolean {
  const bare = domain.replace(/^\./, '').toLowerCase();
  return host === bare || host.endsWith(`.${bare}`);
}

/**
 * The session the run leaves. Only the site's own cookies set its expiry: an analytics cookie that lasts a minute
 * says nothing of the sign-in.
 */
export async function sessionOf(context: BrowserContext, baseUrl: string, now = Date.now()): Promise<SignedInSession> {
  const state = await context.storageState();
  const host = new URL(baseUrl).hostname.toLowerCase();
  const expiries = state.cookies.filter((cookie) => cookie.expires > 0 && isSentTo(cookie.domain, host)).map((cookie) => cookie.expires * 1_000);
  const expiresAt = expiries.length > 0 ? Math.min(...expiries) : now + SESSION_COOKIE_TRUST_MS;
  return { state, expiresAt: new Date(expiresAt).toISOString() };
}

/** Whether the page asks to sign in: a password field in view. A test that started signed in and ends here was likely signed out. */
export async function asksToSignIn(page: Page): Promise<boolean> {
  if (page.isClosed()) return false;
  return untraced(page, () => page.locator('input[type="password"]').filter({ visible: true }).count())
    .then((count) => count > 0)
    .catch(() => false);
}
