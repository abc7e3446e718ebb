import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A history navigation the router picks up, as a link click would, without reloading the document. */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test.describe('the shell hosts the remotes', () => {
  test('opening / shows the marketing remote inside the shell', async ({ page, pageErrors }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeVisible();
    const landing = page.locator('main [data-remote="marketing"][data-view="landing"]');
    await expect(landing).toBeVisible();
    await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('moving between remotes is client-side routing, not a page load', async ({ page, pageErrors, account: _signedIn }) => {
    await page.goto('/');
    await expect(page.locator('[data-remote="marketing"]')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await navigateInApp(page, '/app/tests');
    await expect(page.locator('main [data-remote="tests_mfe"][data-view="test-list"]')).toBeVisible();
    await expect(page.locator('[data-remote="marketing"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a deep link mounts its remote with the route params', async ({ page, baseURL, account }) => {
    const headers = { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' };
    const created = await fetch(`${baseURL}/api/tests/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ configuration: { name: 'Deep link target', base_url: 'http://127.0.0.1:9/', instructions: ['Open /'] } }),
    });
    const testId = ((await created.json()) as { data: { id: string } }).data.id;
    await page.goto(`/app/editor/test/${testId}`);
    const testView = page.locator('main [data-remote="tests_mfe"][data-view="test-view"]');
    await expect(testView.getByRole('heading', { level: 1 })).toHaveText('Deep link target');
  });

  test('each remote mounts on its own route', async ({ page, account: _signedIn }) => {
    const routes: Array<[string, string, string]> = [
      ['/blog/', 'marketing', 'blog-index'],
      ['/app/cases', 'tests_mfe', 'cases'],
      ['/app/runs', 'runs_mfe', 'run-list'],
      ['/app/billing', 'billing_mfe', 'billing'],
      ['/app/onboarding', 'onboarding_mfe', 'onboarding'],
      ['/app/models', 'settings_mfe', 'models'],
      ['/app/settings', 'settings_mfe', 'settings'],
    ];
    for (const [route, remote, view] of routes) {
      await page.goto(route);
      await expect(page.locator(`main [data-remote="${remote}"][data-view="${view}"]`), route).toBeVisible();
    }
  });

  test('an unknown route shows the not-found screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/');
  });
});

test.describe('a remote that is down stays contained', () => {
  test('the shell shows a fallback for the broken remote and keeps working', async ({ page, account: _signedIn }) => {
    await page.route('**/remotes/billing-mfe/**', (route) => route.abort('connectionrefused'));
    await page.goto('/app/billing');

    await expect(page.getByRole('alert')).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.locator('[data-remote="billing_mfe"]')).toHaveCount(0);

    await navigateInApp(page, '/app/tests');
    await expect(page.locator('main [data-remote="tests_mfe"][data-view="test-list"]')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('other remotes still load when one is down from the first page', async ({ page }) => {
    await page.route('**/remotes/runs-mfe/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.locator('main [data-remote="marketing"][data-view="landing"]')).toBeVisible();
  });
});
