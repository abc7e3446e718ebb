import { type Page } from 'playwright-core';

/** A real Playwright timeout (a click on nothing) carrying the call log given, as a busy machine or a stuck element leaves it. */
export async function playwrightTimeout(page: Page, log: string): Promise<Error> {
  const error = await page.locator('#nothing-has-this-id').click({ timeout: 50 }).catch((caught: unknown) => caught);
  if (!(error instanceof Error)) throw new Error('the click should time out');
  error.message = `locator.click: Timeout 5000ms exceeded.\nCall log:\n${log}`;
  return error;
}
