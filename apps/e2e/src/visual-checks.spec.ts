import { type FixtureServer, startFixtureServer } from '@verity/engine/testing';
import { completeOnboarding } from './support/accounts';
import { expect, test } from './support/fixtures';

// A user checks that their plans page still looks as it did: the first run keeps its picture as the baseline, a run
// against a redesign whose banner pushes the page down fails with the three pictures side by side in the review,
// and once the user accepts the new look as the baseline, the next run passes.

let site: FixtureServer;
test.beforeAll(async () => {
  site = await startFixtureServer('apps');
});
test.afterAll(async () => {
  await site.close();
});

const CHECK = 'Check that the page matches the baseline, ignoring "Last updated"';

test('a visual check keeps a baseline, fails on a shifted layout with the diff in the review, and passes once the new look is accepted', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(180_000);
  await completeOnboarding(baseURL!, account);

  await page.goto('/app/test/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Plans page');
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${site.url}practice/plans.html`);
  await page.getByRole('textbox', { name: /^Steps/ }).fill(CHECK);
  await page.getByRole('button', { name: 'Create test' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/test\/[0-9a-f-]{36}$/);
  const testPage = page.url();
  const comparison = page.getByRole('region', { name: 'Visual check: the page at 1280×800' });

  const runNow = async (verdict: 'Passed' | 'Failed') => {
    await page.goto(testPage);
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);
    await expect(page.locator('.rm-badges .rm-verdict')).toHaveText(`Verdict: ${verdict}`, { timeout: 60_000 });
  };

  // The first run: no baseline yet, so the step passes and its picture becomes the baseline.
  await runNow('Passed');
  await expect(page.getByText(/^No baseline yet: this run's picture becomes the baseline if the run passes/)).toBeVisible();
  await expect(comparison.getByText(/^This picture became the test's baseline on /)).toBeVisible();
  await expect(comparison.getByAltText('This run: the page at 1280×800')).toBeVisible();
  await expect(comparison.getByRole('button', { name: 'Accept as new baseline' })).toHaveCount(0);

  // The redesign: a banner pushes the whole page down.
  await page.goto(testPage);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${site.url}broken/practice/plans.html`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(testPage);
  await runNow('Failed');
  await expect(page.getByText(/^The page differs from its baseline: [\d.]+% of its pixels changed \(none allowed\) — see the diff in the review\.$/).first()).toBeVisible();

  // The review shows the baseline, this run's picture and the difference side by side.
  await page.getByRole('link', { name: 'Review this run' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/review\/[0-9a-f-]{36}$/);
  await expect(comparison).toContainText(/It differs from its baseline: [\d.]+% of its pixels changed \(none allowed\)\./);
  for (const picture of ['Baseline: the page at 1280×800', 'This run: the page at 1280×800', 'Difference: the pixels of the page that changed, in red']) {
    const image = comparison.getByAltText(picture);
    await expect(image).toBeVisible();
    // Each is a real picture the API served with the user's token, not a broken image.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1280);
  }
  await expect(comparison.locator('figcaption')).toHaveText(['Baseline, from an earlier run', 'This run', /^Difference: changed pixels in red \([\d.]+%\)$/]);

  // The new look is intended: accept it.
  await comparison.getByRole('button', { name: 'Accept as new baseline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept as new baseline?' });
  await expect(dialog).toContainText('Later runs of “Plans page” compare the page at 1280×800 with this run’s picture instead of the current baseline.');
  await dialog.getByRole('button', { name: 'Accept as new baseline' }).click();
  await expect(page.getByText('This picture is now the baseline of the page at 1280×800.')).toBeVisible();
  await expect(comparison.getByText(/^Accepted as the new baseline on .+: later runs compare with this picture\.$/)).toBeVisible();
  await expect(comparison.getByRole('button', { name: 'Accept as new baseline' })).toHaveCount(0);

  // The next run compares with the accepted picture, and passes.
  await runNow('Passed');
  await expect(comparison).toContainText('It matches its baseline: no pixel changed.');
  expect(pageErrors).toEqual([]);
});
