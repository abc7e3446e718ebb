import { type Page } from '@playwright/test';
import { completeOnboarding, createAccount, signInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('guards and redirects in the browser', () => {
  test('a signed-out visitor of an /app page is sent to /login with the page as redirect, and comes back after signing in', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!, 'redirect');
    await page.goto('/app/runs?test_id=abc');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fruns%3Ftest_id%3Dabc$/);
    await signInWithForm(page, account.email, account.password);
    await expect(page.locator('main [data-remote="runs_mfe"][data-view="run-list"]')).toBeVisible();
    expect(path(page)).toBe('/app/runs?test_id=abc');
  });

  test('a signed-in visitor of /login goes to the redirect target, or to /app; of /forgot-password to /app', async ({ page, account }) => {
    await page.goto('/login?redirect=%2Fapp%2Ftests');
    await expect(page).toHaveURL(/\/app\/tests$/);
    // /app sends a user who has not done onboarding there.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    expect(account.email).toContain('@example.com');
  });

  test('/app sends to /app/cases once onboarding is completed, and /app/onboarding too', async ({ page, baseURL, context }) => {
    const account = await createAccount(baseURL!, 'onboarded');
    await completeOnboarding(baseURL!, account);
    await signInBrowser(context, baseURL!, account);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/cases$/);
    await page.goto('/app/onboarding');
    await expect(page).toHaveURL(/\/app\/cases$/);
  });
});

test.describe('accounts in the browser', () => {
  test('sign up, sign out, sign in again', async ({ page, pageErrors }) => {
    const email = `journey-${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long password');
    await page.getByLabel('Confirm password').fill('a long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await expect(page.getByRole('navigation', { name: 'Account' })).toContainText(email);

    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/app/tests');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Ftests$/);

    await signInWithForm(page, email, 'wrong password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await signInWithForm(page, email, 'a long password');
    await expect(page.locator('main [data-remote="tests_mfe"][data-view="test-list"]')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('password reset through the local mail outbox', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!, 'reset');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const mail = (await (await fetch(`${baseURL}/_dev/mail.json`)).json()) as Array<{ to: string; html: string }>;
    const message = mail.find((candidate) => candidate.to === account.email);
    const link = /href="([^"]*\/auth\/v1\/verify[^"]*)"/.exec(message?.html ?? '')?.[1]?.replaceAll('&amp;', '&');
    expect(link, 'the recovery email has a verify link').toBeDefined();

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('my new password');
    await page.getByLabel('Confirm new password').fill('my new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login\?status=password-reset$/);
    await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');

    await signInWithForm(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await signInWithForm(page, account.email, 'my new password');
    await expect(page).toHaveURL(/\/app\/onboarding$/);
  });

  test("an API answer 'Could not validate credentials' signs the user out", async ({ page, account }) => {
    await page.route('**/api/profile', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, data: null, error: 'Could not validate credentials: the token has expired.', error_code: 'token_expired' }),
      }),
    );
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
    await page.unroute('**/api/profile');
    await page.goto('/app/tests');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Ftests$/);
    expect(account.email).toBeTruthy();
  });

  test('the application error screen shows when the session cannot be loaded, and Try Again recovers', async ({ page }) => {
    let failing = true;
    await page.route('**/_server/getSession*', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The sign-in service is unavailable.', error_code: 'auth_unavailable' }) }) : route.continue(),
    );
    // A page of the app (the public pages come rendered by the server to visitors who are not signed in).
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible();
    await expect(page.getByText('Oops! Something went wrong on our end.')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Verity account' })).toBeVisible();
  });
});
