import { completeOnboarding } from './support/accounts';
import { callApi } from './support/api';
import { expect, test } from './support/fixtures';
import { startTestSite, type TestSite } from './support/test-site';

// The site the folder's tests check.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hat shop</title></head>
  <body><h1>Welcome to the shop</h1><button type="button">Add to cart</button></body></html>`;

let site: TestSite;
let siteUrl: string;

test.beforeAll(async () => {
  site = await startTestSite({ '/': PAGE });
  siteUrl = site.url;
});

test.afterAll(async () => {
  await site.close();
});

test.describe('a team’s workflow on screen: suites, schedules, notifications', () => {
  test('runs a folder as a suite and follows it to its verdicts; schedules the folder; gets a test e-mail', async ({ page, baseURL, account, pageErrors }) => {
    test.setTimeout(120_000);
    await completeOnboarding(baseURL!, account);
    const folder = await callApi<{ id: string }>(baseURL!, account, 'POST', '/folders/', { name: 'Smoke' });
    for (const [name, check] of [['Home page', 'Welcome to the shop'], ['Checkout', 'Thank you for your order']]) {
      await callApi(baseURL!, account, 'POST', '/tests/', {
        configuration: { name, base_url: siteUrl, instructions: ['Open /', `Check that the page shows "${check}"`], folder_id: folder.id },
      });
    }

    await page.goto(`/app/tests?folder=${folder.id}`);
    await page.getByRole('button', { name: 'Run folder' }).click();
    await expect(page).toHaveURL(/\/app\/suites\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Smoke' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'passed' })).toHaveText('1 passed · 1 failed', { timeout: 60_000 });
    await expect(page.locator('.rm-badges .rm-status')).toHaveText('Failed');
    const checkout = page.getByRole('table', { name: '2 runs' }).getByRole('row').filter({ hasText: 'Checkout' });
    await expect(checkout).toContainText('Failed at step 2');
    await checkout.getByRole('link', { name: /^Checkout, run of/ }).click();
    await expect(page.getByRole('link', { name: 'Its suite run' })).toBeVisible();

    await page.goto(`/app/tests?folder=${folder.id}`);
    const schedules = page.getByRole('region', { name: 'Schedule' });
    await schedules.getByRole('button', { name: 'Add schedule' }).click();
    await schedules.getByLabel('Repeat').selectOption('Every day');
    await schedules.getByLabel('At', { exact: true }).fill('06:30');
    await schedules.getByLabel('Time zone').selectOption('UTC');
    await schedules.getByRole('button', { name: 'Add schedule' }).click();
    await expect(schedules.getByRole('listitem')).toContainText('Every day at 06:30 (UTC)');
    // Within the next day, whatever the hour the suite runs at: "in 5 hours", "in 1 hour", "in 1 minute", "just now".
    await expect(schedules.getByRole('listitem')).toContainText(/Next run (in \d+ (hours?|minutes?)|just now)\./);

    await page.goto('/app/settings');
    const notifications = page.getByRole('region', { name: 'Notifications' });
    const email = `team-${Date.now()}@example.com`;
    await notifications.getByLabel('E-mail address').fill(email);
    await notifications.getByRole('button', { name: 'Add channel' }).click();
    await notifications.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText(`Test message sent to ${email}.`)).toBeVisible();
    const mail = (await (await page.request.get('/_dev/mail.json')).json()) as Array<{ to: string; subject: string }>;
    expect(mail.filter((message) => message.to === email).map((message) => message.subject)).toEqual(['[Verity] Verity test notification']);
    expect(pageErrors).toEqual([]);
  });
});
