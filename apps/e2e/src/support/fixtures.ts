import { expect, test as base } from '@playwright/test';

/** Every test runs against the stack started in global setup, and fails on an uncaught page error. */
export const test = base.extend<{ pageErrors: Error[] }>({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must be present.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the stack.');
    await use(url);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
