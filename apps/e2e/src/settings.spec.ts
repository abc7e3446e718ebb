import { type FixtureServer, startFixtureServer } from '@verity/engine/testing';
import { completeOnboarding } from './support/accounts';
import { callApi } from './support/api';
import { expect, test } from './support/fixtures';

// Settings through the whole product: the name and the password change at the auth service, and the run defaults
// saved there are what the next run runs with.

let site: FixtureServer;

test.beforeAll(async () => {
  site = await startFixtureServer();
});

test.afterAll(async () => {
  await site.close();
});

test('a user renames themselves, changes their password and signs in with it, and runs take the saved run defaults', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(120_000);
  await completeOnboarding(baseURL!, account);
  await page.goto('/app/cases');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Verity');

  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByRole('textbox', { name: 'E-mail' })).toHaveValue(account.email);
  await profile.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your name was saved.')).toBeVisible();

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password', { exact: true }).fill('a newer horse battery');
  await password.getByLabel('New password again').fill('a newer horse battery');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toHaveText('Your password was not changed: Your current password is not correct.');
  await password.getByLabel('Current password').fill(account.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Use the new one the next time you sign in.')).toBeVisible();

  const defaults = page.getByRole('form', { name: 'Run defaults' });
  await defaults.getByLabel('Step timeout (seconds)').fill('3');
  await defaults.getByLabel('Browser window').selectOption('Phone — 390 × 844');
  await defaults.getByRole('radio', { name: 'Only at the step that fails' }).check();
  await defaults.getByRole('button', { name: 'Save run defaults' }).click();
  await expect(page.getByText('Run defaults saved. They apply to the next runs.')).toBeVisible();

  // After a reload everything is as saved: the name at the auth service, the defaults at the API.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('form', { name: 'Run defaults' }).getByLabel('Browser window')).toHaveValue('Phone — 390 × 844');

  // A run takes the defaults: a phone-sized window, a 3 s step timeout, a screenshot only of the failing step.
  const created = await callApi<{ id: string }>(baseURL!, account, 'POST', '/tests/', {
    configuration: { name: 'Sign in on a phone', base_url: site.url, instructions: ['Open /login.html', 'Type "ada@example.com" into "Email"', 'Click the "Log in" button'] },
  });
  const started = Date.now();
  const run = await callApi<{ id: string; configuration: Record<string, unknown> }>(baseURL!, account, 'POST', `/tests/${created.id}/run`);
  expect(run.configuration).toMatchObject({ viewport: { width: 390, height: 844 }, step_timeout_ms: 3_000, screenshots: 'on_failure' });
  await page.goto(`/app/editor/run/${run.id}`);
  await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Failed', { timeout: 60_000 });
  const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps.nth(2).getByAltText('Screenshot after step 3')).toHaveAttribute('src', /^blob:/);
  await expect(steps.nth(0).getByAltText('Screenshot after step 1')).toHaveCount(0);
  await expect(steps.nth(1).getByAltText('Screenshot after step 2')).toHaveCount(0);
  expect(Date.now() - started).toBeLessThan(40_000);

  // Signed out, the old password no longer works and the new one does.
  await page.goto('/logout');
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a newer horse battery');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/cases$/);
  expect(pageErrors).toEqual([]);
});
