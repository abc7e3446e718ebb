import { type Page } from '@playwright/test';
import { type Account, completeOnboarding } from './support/accounts';
import { runAdminCommand } from './support/admin';
import { expect, test } from './support/fixtures';

type AnalyticsCall = { method: string; name: string; properties: unknown };

/**
 * The analytics calls the app makes; the stack runs in debug mode, where they are printed to the console. A call
 * printed as the test ends cannot be read any more (its arguments went with the page): it is left out, not an error.
 */
function recordAnalytics(page: Page): () => Promise<AnalyticsCall[]> {
  const calls: Promise<AnalyticsCall | null>[] = [];
  page.on('console', (message) => {
    const [prefix, method] = message.text().split(' ');
    if (prefix !== '[analytics]' || !method) return;
    calls.push(
      Promise.all(message.args().slice(1).map((arg) => arg.jsonValue())).then(
        ([name, properties]) => ({ method, name: String(name), properties }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(calls)).filter((call): call is AnalyticsCall => call !== null);
}

async function profileOf(baseURL: string, account: Account) {
  const response = await fetch(`${baseURL}/api/profile`, { headers: { authorization: `Bearer ${account.accessToken}` } });
  return ((await response.json()) as { data: { onboarding_completed: boolean; onboarding: unknown; credit_balance: number } }).data;
}

const balance = (page: Page) => page.getByTestId('credit-balance');
const historyRows = (page: Page) => page.getByRole('region', { name: 'Credits history' }).getByRole('row');

test.describe('onboarding', () => {
  test('completing it saves the answers, lands on the cases, and /app and /app/onboarding then lead there', async ({ page, baseURL, account, pageErrors }) => {
    const analytics = recordAnalytics(page);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Verity' })).toBeVisible();
    await expect(page).toHaveTitle('Welcome · Verity');

    await page.getByLabel('Your role').selectOption('Developer');
    await page.getByLabel('Company team size').selectOption({ label: '2–10' });
    await page.getByLabel('How did you hear about us?').selectOption('A friend or colleague');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('What do you expect from Verity?').fill('Catch regressions before release');
    await page.getByRole('button', { name: 'Get started' }).click();

    await expect(page).toHaveURL(/\/app\/cases$/);
    expect(await profileOf(baseURL!, account)).toMatchObject({
      onboarding_completed: true,
      onboarding: { role: 'Developer', companyTeamSize: '2-10', hearAboutUs: 'A friend or colleague', hasExpectations: true, expectations: 'Catch regressions before release' },
    });
    const calls = await analytics();
    expect(calls.map(({ method, name }) => `${method} ${name}`)).toEqual([
      'track Onboarding Screen Viewed',
      'track Onboarding Completed',
      `identify ${account.userId}`,
    ]);
    expect(calls[1]?.properties).toEqual({
      role: 'Developer',
      company_team_size: '2-10',
      hear_about_us: 'A friend or colleague',
      has_expectations: true,
      expectations_length: 32,
      expectations: 'Catch regressions before release',
    });

    await page.goto('/app/onboarding');
    await expect(page).toHaveURL(/\/app\/cases$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/cases$/);
    expect(pageErrors).toEqual([]);
  });

  test('skipping goes to the cases and changes nothing: /app still offers onboarding', async ({ page, baseURL, account, pageErrors }) => {
    const analytics = recordAnalytics(page);
    await page.goto('/app/onboarding');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/app\/cases$/);
    expect((await analytics()).map(({ method, name }) => `${method} ${name}`)).toEqual(['track Onboarding Screen Viewed', 'track Onboarding Skipped']);
    expect(await profileOf(baseURL!, account)).toMatchObject({ onboarding_completed: false, onboarding: null });

    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('billing', () => {
  test.beforeEach(async ({ baseURL, account }) => {
    await completeOnboarding(baseURL!, account);
  });

  test('buying a pack through the sandbox checkout adds its credits to the balance and the history', async ({ page, pageErrors }) => {
    await page.goto('/app/billing');
    await expect(page).toHaveTitle('Billing · Verity');
    await expect(balance(page)).toHaveText('100 credits');
    await expect(historyRows(page)).toHaveCount(2); // the header and the sign-up credits

    await page.getByRole('button', { name: 'Buy Starter' }).click();
    await expect(page).toHaveURL(/\/app\/billing\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox checkout — no real payment is taken' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $9' }).click();

    await expect(page).toHaveURL(/\/app\/billing-success\?session_id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByTestId('new-balance')).toHaveText('200 credits');

    await page.getByRole('link', { name: 'Back to billing' }).click();
    await expect(page).toHaveURL(/\/app\/billing$/);
    await expect(balance(page)).toHaveText('200 credits');
    await expect(historyRows(page).nth(1)).toContainText('Credit pack purchase');
    await expect(historyRows(page).nth(1).getByRole('cell').nth(2)).toHaveText('+100');
    await expect(historyRows(page).nth(1).getByRole('cell').nth(3)).toHaveText('200');
    expect(pageErrors).toEqual([]);
  });

  test('cancelling the sandbox checkout takes no credits and says so', async ({ page }) => {
    await page.goto('/app/billing');
    await page.getByRole('button', { name: 'Buy Team' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/app\/billing\?checkout=cancelled$/);
    await expect(page.getByText('Checkout cancelled: no payment was taken')).toBeVisible();
    await expect(balance(page)).toHaveText('100 credits');
  });

  test('a promo code adds its credits once; redeeming it again says it was already redeemed', async ({ page, pageErrors }) => {
    const code = `E2E${Date.now()}`;
    expect(await runAdminCommand(['promo', 'create', code, '--credits', '25'])).toContain(`Created promo code ${code}: 25 credits`);

    await page.goto('/app/billing');
    await expect(balance(page)).toHaveText('100 credits');
    await page.getByLabel('Promo code', { exact: true }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText('Added 25 credits')).toBeVisible();
    await expect(balance(page)).toHaveText('125 credits');
    await expect(historyRows(page).nth(1)).toContainText(`Promo code ${code}`);
    await expect(historyRows(page).nth(1).getByRole('cell').nth(3)).toHaveText('125');

    await page.getByLabel('Promo code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('alert')).toHaveText(`You have already redeemed promo code ${code}.`);
    await expect(balance(page)).toHaveText('125 credits');
    expect(pageErrors).toEqual([]);
  });
});
