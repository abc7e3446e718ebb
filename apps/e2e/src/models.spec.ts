import { type FixtureServer, startFixtureServer } from '@verity/engine/testing';
import { type FakeModelServer, openAiToolCall, startFakeModelServer } from '@verity/models/testing';
import { completeOnboarding } from './support/accounts';
import { expect, test } from './support/fixtures';

// Bring your own model through the whole product: the user adds a model on /app/models (a local server speaking
// OpenAI's protocol stands in for the provider), a test holds a line only a model can read, the run shows the
// step the model gave, and the next run replays it with no model call.

let apps: FixtureServer;
let models: FakeModelServer;

test.beforeAll(async () => {
  [apps, models] = await Promise.all([startFixtureServer('apps'), startFakeModelServer()]);
  // The model puts the backpack in the cart whatever it is asked: enough for this line, wrong for the others.
  models.fallback(() => openAiToolCall('write_step', { step: 'Click the "Add to cart" button near "Sauce Labs Backpack"', reason: 'The backpack\'s button.' }, { input: 700, output: 25 }));
});

test.afterAll(async () => {
  await Promise.all([apps.close(), models.close()]);
});

test('a model added on the Models screen reads a line in a run, and the next run replays its answer with no call', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(150_000);
  await completeOnboarding(baseURL!, account);
  await page.goto('/app/models');
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a model' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Team gateway');
  await form.getByRole('textbox', { name: 'Base URL (optional)' }).fill(models.openAiBaseUrl);
  await form.getByRole('textbox', { name: 'Model' }).fill('gpt-4o-mini');
  await form.getByLabel('API key').fill('sk-e2e-secret-9f2c');
  await form.getByRole('button', { name: 'Add model' }).click();
  const card = page.getByRole('listitem', { name: 'Team gateway' });
  await expect(card.getByText('In use for your runs')).toBeVisible();
  await expect(card.getByText('sk-…9f2c')).toBeVisible();
  await expect(page.getByText('sk-e2e-secret-9f2c')).toHaveCount(0);
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByText(/^1 of 3 tasks right, in [\d.]+ s, 2,175 tokens$/).first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/app/test/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Backpack by model');
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${apps.url}shop/index.html`);
  await page.getByRole('textbox', { name: /^Steps/ }).fill(['Log in as standard_user with password secret_sauce', 'Do the backpack dance', 'Expect 1 item in the cart'].join('\n'));
  await page.getByRole('button', { name: 'Create test' }).click();
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/test\/[0-9a-f-]{36}$/);
  const testUrl = page.url();
  const callsBefore = models.requests.length;

  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);
  await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Passed', { timeout: 60_000 });
  const read = page.getByRole('listitem', { name: 'Step 2: Do the backpack dance' });
  await expect(read.getByRole('list', { name: 'Read by a model as 1 step' }).getByRole('listitem')).toHaveText([/Done: Click the "Add to cart" button near "Sauce Labs Backpack"$/]);
  await expect(page.getByText('Model', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(/^gpt-4o-mini: 1 call, 725 tokens \(≈ \$0\.0001\)$/);
  expect(models.requests.length).toBe(callsBefore + 1);
  expect(JSON.stringify(models.requests.at(-1)?.body)).toContain('Do the backpack dance');

  await page.goto(testUrl);
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);
  await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Passed', { timeout: 60_000 });
  await expect(page.getByRole('listitem', { name: 'Step 2: Do the backpack dance' }).getByRole('list', { name: 'Replayed from a stored model answer as 1 step' })).toBeVisible();
  await expect(page.getByText('Model', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('gpt-4o-mini: no calls; 1 line replayed from stored answers');
  expect(models.requests.length).toBe(callsBefore + 1);
  expect(pageErrors).toEqual([]);
});
