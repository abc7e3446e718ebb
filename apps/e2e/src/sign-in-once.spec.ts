import { type FixtureServer, LEDGER_PASSWORD, startFixtureServer } from '@verity/engine/testing';
import { completeOnboarding } from './support/accounts';
import { expect, test } from './support/fixtures';

// A user marks the test that signs in to their app as a sign-in test, and another test starts signed in with it:
// the first run of that test signs in first, the next one starts from the saved session, and once the site has
// ended the session, a run signs in again by itself.

let site: FixtureServer;
test.beforeAll(async () => {
  site = await startFixtureServer('apps');
});
test.afterAll(async () => {
  await site.close();
});

const signIns = async () => ((await (await fetch(`${site.url}ledger/sign-ins`)).json()) as { signIns: number }).signIns;

test('a test starts signed in with a sign-in test: signed in first, then from the saved session, then again once it expired', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(180_000);
  await completeOnboarding(baseURL!, account);

  await page.goto('/app/test/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Sign in as Ada');
  await page.getByRole('textbox', { name: 'Base URL' }).fill(site.url);
  await page
    .getByRole('textbox', { name: /^Steps/ })
    .fill(['Go to /ledger/login', 'Type "ada@example.com" into "Email"', 'Type "{{password}}" into "Password"', 'Click "Sign in"', 'Check that the page shows "Signed in as ada@example.com"'].join('\n'));
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByLabel('Name of variable 1').fill('password');
  await page.getByRole('checkbox', { name: 'Secret variable 1' }).check();
  await page.getByLabel('Value of variable 1').fill(LEDGER_PASSWORD);
  await page.getByRole('checkbox', { name: 'This is a sign-in test' }).check();
  await expect(page.getByRole('combobox', { name: 'Start signed in with' })).toBeDisabled();
  await page.getByRole('button', { name: 'Create test' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Yes — other tests can start signed in with the session it leaves')).toBeVisible();

  await page.goto('/app/test/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Orders');
  await page.getByRole('textbox', { name: 'Base URL' }).fill(site.url);
  await page.getByRole('textbox', { name: /^Steps/ }).fill(['Go to /ledger/account', 'Check that the page shows "Your orders"', 'Check that the page shows "#1042"'].join('\n'));
  await page.getByRole('combobox', { name: 'Start signed in with' }).selectOption({ label: 'Sign in as Ada' });
  await page.getByRole('button', { name: 'Create test' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Sign in as Ada' })).toBeVisible();
  const ordersPage = page.url();

  const runOrders = async (expected: RegExp) => {
    await page.goto(ordersPage);
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);
    await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Passed', { timeout: 60_000 });
    await expect(page.getByText(/^Started signed in with/)).toHaveText(expected);
  };

  const before = await signIns();
  await runOrders(/^Started signed in with “Sign in as Ada” — it ran first: no session was saved, or it had expired$/);
  expect(await signIns()).toBe(before + 1);
  await expect(page.getByRole('link', { name: 'Sign in as Ada' })).toHaveAttribute('href', /\/app\/editor\/test\/[0-9a-f-]{36}$/);

  await runOrders(/^Started signed in with “Sign in as Ada” — a session saved /);
  expect(await signIns()).toBe(before + 1);

  await fetch(`${site.url}ledger/end-sessions`, { method: 'POST' });
  await runOrders(/^Started signed in with “Sign in as Ada” — it ran again: the saved session had expired at the site$/);
  expect(await signIns()).toBe(before + 2);
  expect(pageErrors).toEqual([]);
});
