import { type FixtureServer, startFixtureServer } from '@verity/engine/testing';
import AdmZip from 'adm-zip';
import { completeOnboarding } from './support/accounts';
import { callApi } from './support/api';
import { expect, test } from './support/fixtures';

// A user keeps a password and an API key as secret variables: typed into a password field and a plain text field
// of a real form whose API echoes the key back, neither shows in the app, the API, the run or its files.

const API_KEY = 'sk_live_51Hq+Lyj/WDarjtT1zd';
const PASSWORD = 'correct "horse" battery';
const FORMS = [API_KEY, encodeURIComponent(API_KEY), PASSWORD, JSON.stringify(PASSWORD).slice(1, -1), encodeURIComponent(PASSWORD)];

let site: FixtureServer;
test.beforeAll(async () => {
  site = await startFixtureServer('apps');
});
test.afterAll(async () => {
  await site.close();
});

type Run = { id: string; steps: Array<{ screenshot?: string | null }>; artifacts: { trace?: string | null } };

test('a secret typed into a password field and a key field never shows: not in the app, the API, the run or its trace', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(150_000);
  await completeOnboarding(baseURL!, account);
  await page.goto('/app/test/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Connect the payment provider');
  await page.getByRole('textbox', { name: 'Base URL' }).fill(site.url);
  await page
    .getByRole('textbox', { name: /^Steps/ })
    .fill(
      [
        'Go to /workspace/integrations.html',
        'Type "ada@example.com" into "Account email"',
        'Type "{{api_key}}" into "Secret API key"',
        'Type "{{password}}" into "Confirm with your password"',
        'Click "Connect"',
        'Check that the page shows "with the key ending"',
      ].join('\n'),
    );
  for (const [index, [name, value]] of [
    ['api_key', API_KEY],
    ['password', PASSWORD],
  ].entries()) {
    await page.getByRole('button', { name: 'Add variable' }).click();
    await page.getByLabel(`Name of variable ${index + 1}`).fill(name!);
    await page.getByRole('checkbox', { name: `Secret variable ${index + 1}` }).check();
    const field = page.getByLabel(`Value of variable ${index + 1}`);
    await expect(field).toHaveAttribute('type', 'password');
    await field.fill(value!);
  }
  await page.getByRole('button', { name: 'Create test' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/test\/[0-9a-f-]{36}$/);
  const testId = page.url().split('/').at(-1)!;

  // The test page names the secrets and shows no value.
  await expect(page.getByRole('listitem').filter({ hasText: '{{password}} =' })).toHaveText('{{password}} = •••••••• (secret)');
  for (const form of FORMS) expect(await page.content()).not.toContain(form);

  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);
  await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Passed', { timeout: 60_000 });
  await expect(page.getByText("Typed '•••' into the field 'Secret API key'")).toBeVisible();
  for (const form of FORMS) expect(await page.content()).not.toContain(form);

  // The API: the test and the run show the secrets masked, and the run's files hold none of them.
  const runId = page.url().split('/').at(-1)!;
  const run = await callApi<Run>(baseURL!, account, 'GET', `/test-runs/${runId}`);
  const test_ = await callApi<unknown>(baseURL!, account, 'GET', `/tests/${testId}`);
  for (const form of FORMS) expect(JSON.stringify([run, test_])).not.toContain(form);
  const fileOf = async (path: string) => {
    const response = await fetch(`${baseURL}/api/test-runs/${runId}/artifacts/${path.split('/').at(-1)}`, { headers: { authorization: `Bearer ${account.accessToken}` } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const trace = new AdmZip(await fileOf(run.artifacts.trace!));
  const traceTexts = trace.getEntries().map((entry) => entry.getData().toString('utf8'));
  // The echoed key was in the trace's network bodies: it is there, masked.
  expect(traceTexts.some((text) => text.includes('"api_key":"•••"'))).toBe(true);
  for (const form of FORMS) expect(traceTexts.filter((text) => text.includes(form))).toEqual([]);
  expect(run.steps.filter((step) => step.screenshot)).toHaveLength(6);

  // The test's Playwright export reads the secrets from the environment.
  const exported = await callApi<{ content: string }>(baseURL!, account, 'GET', `/tests/${testId}/export?format=playwright`);
  expect(exported.content).toContain("const API_KEY = requireEnv('API_KEY');");
  for (const form of FORMS) expect(exported.content).not.toContain(form);
  expect(pageErrors).toEqual([]);
});
