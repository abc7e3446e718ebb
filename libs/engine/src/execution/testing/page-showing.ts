import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../../fixtures';

/** A page showing `html` for the tests of the file that calls this (in a browser of their own, closed after them). */
export function usePageShowing(html: string): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    await page.setContent(html);
  });
  afterAll(() => browser?.close());
  return () => {
    if (!page) throw new Error('The page is opened before the tests run: call page() inside a test.');
    return page;
  };
}
