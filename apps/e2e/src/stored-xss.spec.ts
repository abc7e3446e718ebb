import { type Page } from '@playwright/test';
import { completeOnboarding } from './support/accounts';
import { callApi } from './support/api';
import { runtimeConfigAt } from './support/runtime-config';
import { expect, test } from './support/fixtures';

// Script and HTML written into every user-written field must come back as text on every screen that shows it.

const PAYLOAD = `"><img src=x onerror="window.__xss=(window.__xss||0)+1"><script>window.__xss=1</script>`;

/** The payload ran, or became an element: either is stored XSS. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], main script').count()).toBe(0);
}

test('script and HTML in test, folder, step, variable, goal, review, model and name fields render as text everywhere', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(150_000);
  await completeOnboarding(baseURL!, account);
  const folder = await callApi<{ id: string }>(baseURL!, account, 'POST', '/folders/', { name: `Folder ${PAYLOAD}` });
  const created = await callApi<{ id: string }>(baseURL!, account, 'POST', '/tests/', {
    configuration: {
      name: `Test ${PAYLOAD}`,
      // Nothing listens on port 9: the run fails at once, and can then be reviewed.
      base_url: 'http://127.0.0.1:9/',
      instructions: [`Click "${PAYLOAD}"`, `Check that the page shows "{{note}}"`],
      variables: { note: PAYLOAD },
      goal_description: `Goal ${PAYLOAD}`,
      folder_id: folder.id,
    },
  });
  const run = await callApi<{ id: string }>(baseURL!, account, 'POST', `/tests/${created.id}/run`);
  await expect.poll(async () => (await callApi<{ status: string }>(baseURL!, account, 'GET', `/test-runs/${run.id}`)).status, { timeout: 60_000 }).toBe('failed');
  await callApi(baseURL!, account, 'PUT', `/test-runs/${run.id}`, { review: { decision: 'confirmed_bug', notes: `Notes ${PAYLOAD}` } });
  await callApi(baseURL!, account, 'POST', '/models', { name: `Model ${PAYLOAD}`, protocol: 'openai', model: `gpt ${PAYLOAD}`, api_key: 'sk-test-xss' });
  const { anonKey } = await runtimeConfigAt(baseURL!);
  const named = await fetch(`${baseURL}/auth/v1/user`, {
    method: 'PUT',
    headers: { apikey: anonKey, authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { full_name: `Name ${PAYLOAD}` } }),
  });
  expect(named.status).toBe(200);

  const screens: Array<[string, string]> = [
    ['/app/tests', `Test ${PAYLOAD}`],
    [`/app/editor/test/${created.id}`, `Goal ${PAYLOAD}`],
    [`/app/test/${created.id}/edit`, `Test ${PAYLOAD}`],
    ['/app/runs', `Test ${PAYLOAD}`],
    [`/app/editor/run/${run.id}`, `Click "${PAYLOAD}"`],
    [`/app/editor/review/${run.id}`, `Test ${PAYLOAD}`],
    ['/app/models', `Model ${PAYLOAD}`],
    ['/app/settings', `Name ${PAYLOAD}`],
  ];
  for (const [path, text] of screens) {
    await page.goto(path);
    const shown = page.getByText(text, { exact: false }).first();
    // A field shows it as a value, anything else as text.
    const field = page.locator(`input[value="${text.replace(/"/g, '\\"')}"], textarea`).first();
    await expect(shown.or(field).first()).toBeVisible({ timeout: 30_000 });
    await expectInert(page);
  }
  await page.goto(`/app/editor/review/${run.id}`);
  // A saved review shows its notes as text.
  await expect(page.getByText(`Notes ${PAYLOAD}`)).toBeVisible({ timeout: 30_000 });
  await expectInert(page);
  expect(pageErrors).toEqual([]);
});
