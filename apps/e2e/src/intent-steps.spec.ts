import { type FixtureServer, startFixtureServer } from '@verity/engine/testing';
import { completeOnboarding } from './support/accounts';
import { expect, test } from './support/fixtures';

// Steps written the way a QA engineer writes them, through the whole product: the editor accepts them, the worker
// turns each into exact steps on a shop served here, and the run shows those steps under the line.

let apps: FixtureServer;

test.beforeAll(async () => {
  apps = await startFixtureServer('apps');
});

test.afterAll(async () => {
  await apps.close();
});

test('lines written as intents are accepted, run, and shown with the steps they became', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(120_000);
  await completeOnboarding(baseURL!, account);
  await page.goto('/app/test/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Buy a backpack');
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${apps.url}shop/index.html`);
  const steps = page.getByRole('textbox', { name: /^Steps/ });
  await steps.fill(
    [
      'Log in as standard_user with password secret_sauce',
      'Add the Sauce Labs Backpack to the cart',
      'Expect 1 item in the cart',
      'Open the cart',
      'The cart should contain Sauce Labs Backpack',
    ].join('\n'),
  );
  await steps.blur();
  await expect(page.getByText('All 5 steps are understood.')).toBeVisible();
  await page.getByRole('button', { name: 'Create test' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/test\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);
  await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Passed', { timeout: 60_000 });

  const login = page.getByRole('listitem', { name: 'Step 1: Log in as standard_user with password secret_sauce' });
  const expanded = login.getByRole('list', { name: 'Done as 3 steps' });
  await expect(expanded.getByRole('listitem')).toHaveText([
    /Done: Type "standard_user" into "Username"$/,
    /Done: Type "••••••••" into "Password"$/,
    /Done: Click the "Login" button$/,
  ]);
  // The password typed is shown as dots in the steps the line became.
  await expect(expanded).not.toContainText('secret_sauce');
  const add = page.getByRole('listitem', { name: 'Step 2: Add the Sauce Labs Backpack to the cart' });
  await expect(add.getByRole('list', { name: 'Done as 1 step' }).getByRole('listitem')).toHaveText([/Done: Click the "Add to cart" button near "Sauce Labs Backpack"$/]);
  expect(pageErrors).toEqual([]);
});
