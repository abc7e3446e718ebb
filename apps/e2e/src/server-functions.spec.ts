import { createServerClient } from '@supabase/ssr';
import { authCookieOptions } from '@verity/auth-client';
import { type Session, type SessionUser } from '@verity/contracts';
import { serverFnUrl } from '@verity/server-fn';
import WebSocket from 'ws';
import { CookieJar } from './support/cookie-jar';
import { expect, test } from './support/fixtures';
import { runtimeConfigAt } from './support/runtime-config';

/** Calls a server function like the web app does, with the jar's cookies, keeping what the answer sets. */
async function call(baseURL: string, jar: CookieJar, id: string, method: 'GET' | 'POST', data?: unknown) {
  const init: RequestInit = { method, headers: { cookie: jar.header(), accept: 'application/json' } };
  if (method === 'POST') {
    init.headers = { ...init.headers, 'content-type': 'application/json', origin: baseURL };
    init.body = JSON.stringify({ data, context: {} });
  }
  const response = await fetch(`${baseURL}${serverFnUrl(id, method, { data })}`, init);
  jar.store(response);
  return { status: response.status, body: (await response.json()) as unknown, response };
}

/** supabase-js writing its session into the jar, as the browser client writes document.cookie. */
async function signUp(baseURL: string, jar: CookieJar, email: string) {
  const config = await runtimeConfigAt(baseURL);
  const supabase = createServerClient(config.authUrl, config.anonKey, {
    cookies: { getAll: () => jar.getAll(), setAll: (cookies) => jar.setAll(cookies) },
    cookieOptions: authCookieOptions(config.siteUrl),
    auth: { autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await supabase.auth.signUp({ email, password: 'correct horse battery' });
  expect(error).toBeNull();
  return data.session!;
}

test.describe('server functions see the session the browser keeps in its cookies', () => {
  test('signed out, every function answers without a session', async ({ baseURL }) => {
    const jar = new CookieJar();
    expect((await call(baseURL!, jar, 'getSession', 'GET')).body).toBeNull();
    expect((await call(baseURL!, jar, 'getUser', 'GET')).body).toBeNull();
    expect(await call(baseURL!, jar, 'getProfile', 'GET')).toMatchObject({ status: 401, body: { error: 'You are not signed in.', error_code: 'not_signed_in' } });
    expect((await call(baseURL!, jar, 'refreshSession', 'POST')).body).toBeNull();
  });

  test('session, user, profile, credits history, refresh and logout for a signed-in user', async ({ baseURL }) => {
    const jar = new CookieJar();
    const email = `server-fn-${Date.now()}@example.com`;
    const signedUp = await signUp(baseURL!, jar, email);

    const session = (await call(baseURL!, jar, 'getSession', 'GET')).body as Session;
    expect(session).toEqual({ access_token: signedUp.access_token, expires_at: signedUp.expires_at });

    const user = (await call(baseURL!, jar, 'getUser', 'GET')).body as SessionUser;
    expect(user).toMatchObject({ id: signedUp.user.id, email, providers: ['email'] });

    const profile = await call(baseURL!, jar, 'getProfile', 'GET');
    expect(profile).toMatchObject({ status: 200, body: { email, onboarding_completed: false, credit_balance: 100 } });

    const history = await call(baseURL!, jar, 'getCreditsHistory', 'GET', { limit: 5 });
    expect(history.body).toEqual({ items: [expect.objectContaining({ delta: 100, balance_after: 100, reason: 'signup_grant' })], next_cursor: null });

    // A refresh rotates the tokens and rewrites the cookie; the next call sees the new session.
    const beforeRefresh = jar.copy();
    const refreshed = await call(baseURL!, jar, 'refreshSession', 'POST');
    const newSession = refreshed.body as Session;
    expect(newSession).toEqual({ access_token: expect.any(String), expires_at: expect.any(Number) });
    expect(refreshed.response.headers.getSetCookie().join('\n')).toContain('sb-verity-auth-token=');
    // The cookie now holds the rotated refresh token (an access token minted in the same second may be identical).
    expect(jar.header()).not.toBe(beforeRefresh.header());
    expect((await call(baseURL!, jar, 'getSession', 'GET')).body).toEqual(newSession);

    // Logout ends the session at the auth service and clears the cookie.
    const loggedOut = await call(baseURL!, jar, 'logout', 'POST');
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.response.headers.getSetCookie().join('\n')).toMatch(/sb-verity-auth-token=;.*Max-Age=0/);
    expect((await call(baseURL!, jar, 'getSession', 'GET')).body).toBeNull();
    // The revoked session cannot be brought back with cookies kept from before.
    expect((await call(baseURL!, beforeRefresh, 'getUser', 'GET')).body).toBeNull();
  });

  test('a POST from another site is refused', async ({ baseURL }) => {
    const response = await fetch(`${baseURL}${serverFnUrl('logout', 'POST')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  test('blog articles: the featured list holds at most 3, newest first, and each is found by its slug', async ({ baseURL }) => {
    const jar = new CookieJar();
    const featured = (await call(baseURL!, jar, 'getBlogArticles', 'GET', { featured: true, limit: 3 })).body as Array<{ slug: string; date: string; featured: boolean }>;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(3);
    expect(featured.every((article) => article.featured)).toBe(true);
    expect([...featured].sort((a, b) => b.date.localeCompare(a.date))).toEqual(featured);
    const article = (await call(baseURL!, jar, 'getBlogArticleBySlug', 'GET', { slug: featured[0]!.slug })).body as { title: string; html: string };
    expect(article.html.length).toBeGreaterThan(100);
    expect((await call(baseURL!, jar, 'getBlogArticleBySlug', 'GET', { slug: 'no-such-article' })).body).toBeNull();
  });
});
