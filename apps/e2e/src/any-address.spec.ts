import { type Page } from '@playwright/test';
import { completeOnboarding, createAccount, signInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';

/** The stack's own address with another host name: it listens on loopback, so both reach the same server. */
function at(baseURL: string, hostname: string): string {
  const url = new URL(baseURL);
  url.hostname = hostname;
  return url.origin;
}

/**
 * What would show the app talking to another origin: console errors about CORS or failed fetches, and any
 * request for the API or the auth service that does not go to the page's own origin.
 */
function watchOrigins(page: Page, origin: string) {
  const consoleErrors: string[] = [];
  const foreignCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    const isBackend = url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/v1/') || url.pathname.startsWith('/_server/');
    if (isBackend && url.origin !== origin) foreignCalls.push(request.url());
  });
  return {
    foreignCalls,
    corsErrors: () => consoleErrors.filter((text) => /CORS|Access-Control|Failed to fetch|Network error/i.test(text)),
  };
}

test.describe('the app works at whatever address it is opened on', () => {
  for (const hostname of ['127.0.0.1', 'localhost']) {
    test(`signs up at http://${hostname}:PORT and reaches /app/tests`, async ({ page, baseURL, pageErrors }) => {
      const origin = at(baseURL!, hostname);
      const watched = watchOrigins(page, origin);
      const email = `address-${hostname.replaceAll('.', '-')}-${Date.now()}@example.com`;

      await page.goto(`${origin}/signup`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('a long password');
      await page.getByLabel('Confirm password').fill('a long password');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(`${origin}/app/onboarding`);
      await expect(page.getByRole('navigation', { name: 'Account' })).toContainText(email);

      await page.goto(`${origin}/app/tests`);
      await expect(page.locator('main [data-remote="tests_mfe"][data-view="test-list"]')).toBeVisible();
      await expect(page).toHaveURL(`${origin}/app/tests`);
      await expect(page.getByText(/Network error/)).toHaveCount(0);
      // Same-origin API and auth on a loopback address: local, so the DEBUG badge shows.
      await expect(page.getByRole('note', { name: 'Debug build: API and auth are local' })).toBeVisible();

      expect(watched.foreignCalls).toEqual([]);
      expect(watched.corsErrors()).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  test('at 127.0.0.1, a run page reads the API and follows the run over the websocket to its verdict, all on that address', async ({ page, context, baseURL, pageErrors }) => {
    const origin = at(baseURL!, '127.0.0.1');
    const account = await createAccount(origin, 'address-run');
    await completeOnboarding(origin, account);
    await signInBrowser(context, origin, account);
    const headers = { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' };
    const created = await (await fetch(`${origin}/api/tests/`, { method: 'POST', headers, body: JSON.stringify({ configuration: { name: 'Landing page', base_url: origin, instructions: ['Go to /', 'Wait 4 seconds'] } }) })).json();
    // The wait keeps the run going while the page opens: a run that already ended is read, not followed.
    const run = await (await fetch(`${origin}/api/tests/${created.data.id}/run`, { method: 'POST', headers: { authorization: headers.authorization } })).json();

    const watched = watchOrigins(page, origin);
    const sockets: string[] = [];
    const received: string[] = [];
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framereceived', ({ payload }) => received.push((JSON.parse(String(payload)) as { type: string }).type));
    });

    await page.goto(`${origin}/app/editor/run/${run.data.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Landing page' })).toBeVisible();
    await expect.poll(() => received).toEqual(expect.arrayContaining(['ready', 'subscribed']));
    expect(sockets.every((url) => url.startsWith(`${origin.replace(/^http/, 'ws')}/api/ws`))).toBe(true);
    // The run goes to its verdict in the worker's browser, and the page follows it there.
    await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Passed', { timeout: 60_000 });

    expect(watched.foreignCalls).toEqual([]);
    expect(watched.corsErrors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('at 127.0.0.1, e-mailed links and checkouts point back at 127.0.0.1', async ({ baseURL }) => {
    const origin = at(baseURL!, '127.0.0.1');
    const account = await createAccount(origin, 'address-links');

    const recover = await fetch(`${origin}/auth/v1/recover?redirect_to=${encodeURIComponent(`${origin}/reset-password`)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(recover.status).toBe(200);
    const mail = ((await (await fetch(`${origin}/_dev/mail.json`)).json()) as Array<{ to: string; text: string }>).find((m) => m.to === account.email);
    const link = new URL(/https?:\/\/\S+\/auth\/v1\/verify\S+/.exec(mail!.text)![0]);
    expect(link.origin).toBe(origin);
    expect(link.searchParams.get('redirect_to')).toBe(`${origin}/reset-password`);

    const checkout = await fetch(`${origin}/api/billing/checkout-sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pack_id: 'starter' }),
    });
    expect(checkout.status).toBe(201);
    expect(new URL((await checkout.json()).data.checkout_url).origin).toBe(origin);
  });
});
