import { expect, test as base } from '@playwright/test';
import { type Account, createAccount, signInBrowser } from './accounts';

/**
 * Every test runs against the stack started in global setup, and fails on an uncaught page error.
 * `account` is a new user whose session is already in the browser's cookies.
 */
export const test = base.extend<{ pageErrors: Error[]; account: Account }>({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must be present.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the stack.');
    await use(url);
  },
  account: async ({ context, baseURL }, use) => {
    const account = await createAccount(baseURL!);
    await signInBrowser(context, baseURL!, account);
    await use(account);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
