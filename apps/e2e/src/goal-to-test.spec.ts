import { type FixtureServer, startFixtureServer } from '@verity/engine/testing';
import { completeOnboarding } from './support/accounts';
import { expect, test } from './support/fixtures';

// "New test from a goal" through the whole product: the API's planner does the goal on a TodoMVC app served
// here, the user reviews the drafted steps and keeps them, and the test runs to a pass in the worker.

let apps: FixtureServer;

test.beforeAll(async () => {
  apps = await startFixtureServer('apps');
});

test.afterAll(async () => {
  await apps.close();
});

test('a goal written as a person writes it becomes a test that does every part of it, and passes', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(120_000);
  await completeOnboarding(baseURL!, account);
  await page.goto('/app/test/new-simple');
  await page.getByRole('textbox', { name: 'Name' }).fill('Clear a finished todo');
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${apps.url}todo/index.html`);
  await page.getByRole('textbox', { name: 'Goal' }).fill("Add 'Pay rent', mark it completed, click 'Clear completed', and check that 'Pay rent' is no longer shown");
  await page.getByRole('button', { name: 'Draft the steps' }).click();

  await expect(page.getByRole('heading', { name: 'Review the drafted steps' })).toBeVisible({ timeout: 60_000 });
  const steps = await page.getByRole('textbox', { name: /^Drafted steps/ }).inputValue();
  expect(steps.split('\n')).toEqual([
    'Go to /todo/index.html',
    'Type "Pay rent" into "What needs to be done?"',
    'Press Enter in "What needs to be done?"',
    'Check the checkbox near "Pay rent"',
    'Click the "Clear completed" button',
    'Check that the page does not show "Pay rent"',
  ]);
  // Nothing was left out and the outcome holds on the app as it is: no report above the steps.
  await expect(page.getByText(/this test fails at step|Not in the draft/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Keep these steps' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/test\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);
  await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Passed', { timeout: 60_000 });
  expect(pageErrors).toEqual([]);
});
