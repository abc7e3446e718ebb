import { type BrowserContext } from '@playwright/test';
import { createServerClient } from '@supabase/ssr';
import { authCookieOptions } from '@verity/auth-client';
import WebSocket from 'ws';
import { CookieJar } from './cookie-jar';
import { runtimeConfigAt } from './runtime-config';

export interface Account {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  /** The session cookies, exactly as the browser's supabase-js client writes them. */
  jar: CookieJar;
}

let accounts = 0;

/** Signs a new user up with the real supabase-js client through the web origin, keeping the session cookies. */
export async function createAccount(baseURL: string, label = 'user'): Promise<Account> {
  const config = await runtimeConfigAt(baseURL);
  const jar = new CookieJar();
  const supabase = createServerClient(config.authUrl, config.anonKey, {
    cookies: { getAll: () => jar.getAll(), setAll: (cookies) => jar.setAll(cookies) },
    cookieOptions: authCookieOptions(config.siteUrl),
    auth: { autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  accounts += 1;
  const email = `${label}-${Date.now()}-${accounts}@example.com`;
  const password = 'correct horse battery';
  const { data, error } = await supabase.auth.signUp({ email, password });
  if (error || !data.session) throw new Error(`Could not sign up ${email}: ${error?.message ?? 'no session'}`);
  return { email, password, userId: data.session.user.id, accessToken: data.session.access_token, jar };
}

/** Puts the account's session cookies in the browser: its pages open signed in. */
export async function signInBrowser(context: BrowserContext, baseURL: string, account: Account): Promise<void> {
  await context.addCookies(account.jar.getAll().map(({ name, value }) => ({ name, value, url: baseURL })));
}

/** Marks onboarding done through the API, so /app leads to the cases. */
export async function completeOnboarding(baseURL: string, account: Account): Promise<void> {
  const response = await fetch(`${baseURL}/api/profile/onboarding`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'Developer', companyTeamSize: '1-10', hearAboutUs: 'Search', hasExpectations: false }),
  });
  if (!response.ok) throw new Error(`Onboarding failed: HTTP ${response.status} ${await response.text()}`);
}
