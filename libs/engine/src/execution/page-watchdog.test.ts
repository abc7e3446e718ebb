import { type Browser } from 'playwright-core';
import { launchChromium } from '../fixtures';
import { PageWatchdog } from './page-watchdog';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the page watchdog', () => {
  it('fails the step at once with a sentence when the page crashes under it', async () => {
    const context = await browser.newContext();
    try {
      const watchdog = new PageWatchdog(context);
      const page = await context.newPage();
      watchdog.watch(page);
      await page.setContent('<h1>Orders</h1>');
      const started = Date.now();
      // A step still waiting on the page when its renderer goes, as when it ran out of memory.
      const step = watchdog.during(() => page.waitForSelector('text=Never there', { timeout: 20_000 }), 30_000, () => page);
      const crasher = await context.newCDPSession(page);
      void crasher.send('Page.crash').catch(() => undefined);
      await expect(step).rejects.toThrow('The page crashed: Chromium stopped it, most often because it used more memory than a page may.');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await context.close();
    }
  }, 30_000);
});
