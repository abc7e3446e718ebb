import { type FixtureServer, startFixtureServer } from '@verity/engine/testing';
import { completeOnboarding } from './support/accounts';
import { callApi } from './support/api';
import { expect, test } from './support/fixtures';

// A step names a button the way the page does not; the run fails at it, the review proposes the same step with
// the page's name for the button, "Use this step in the test" puts it in the test, and the next run passes.

let site: FixtureServer;

test.beforeAll(async () => {
  site = await startFixtureServer();
});

test.afterAll(async () => {
  await site.close();
});

test('a failed step gets a proposed fix in the review, used in the test with one click, and the next run passes', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(150_000);
  await completeOnboarding(baseURL!, account);
  const lines = ['Open /login.html', 'Type "ada@example.com" into "Email"', 'Type "secret" into "Password"', 'Click the "Log in" button', 'Check that the page shows "Welcome, Ada"'];
  const created = await callApi<{ id: string }>(baseURL!, account, 'POST', '/tests/', { configuration: { name: 'Sign in', base_url: site.url, instructions: lines } });
  const run = await callApi<{ id: string }>(baseURL!, account, 'POST', `/tests/${created.id}/run`);

  await page.goto(`/app/editor/review/${run.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'What failed: step 4 of 5' })).toBeVisible({ timeout: 60_000 });
  const fix = page.getByRole('region', { name: 'Proposed fix' });
  await expect(fix.getByText('Click the "Sign In" button', { exact: true })).toBeVisible();
  await expect(fix).toContainText('Found on the page.');
  await fix.getByRole('button', { name: 'Use this step in the test' }).click();
  await expect(fix.getByRole('status')).toContainText('The test now uses this step.');

  await fix.getByRole('link', { name: 'Open the test' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/editor/test/${created.id}$`));
  await expect(page.getByText('Click the "Sign In" button')).toBeVisible();
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);
  await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Passed', { timeout: 60_000 });
  expect(pageErrors).toEqual([]);
});
