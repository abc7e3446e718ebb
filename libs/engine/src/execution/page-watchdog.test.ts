import { type Browser } from 'playwright-core';
import { launchChromium } from '../fixtures';
import { PageSessions } from './page-sessions';
import { MAX_DIALOGS_PER_STEP, PageWatchdog } from './page-watchdog';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the page watchdog', () => {
  it('accepts as many dialogs as a step may see, as a person clicking OK would, and the step passes', async () => {
    const context = await browser.newContext();
    try {
      const watchdog = new PageWatchdog(context, new PageSessions());
      const page = await context.newPage();
      watchdog.watch(page);
      await page.setContent(`
        <button onclick="for (let step = 1; step <= ${MAX_DIALOGS_PER_STEP}; step += 1) if (!confirm('Step ' + step + ' done?')) return; document.body.append('All confirmed')">Import</button>`);
      await watchdog.during(() => page.click('text=Import'), 30_000, () => page);
      expect(await page.textContent('body')).toContain('All confirmed');
    } finally {
      await context.close();
    }
  }, 30_000);

  it('fails the step at once with a sentence when the page crashes under it', async () => {
    const context = await browser.newContext();
    try {
      const watchdog = new PageWatchdog(context, new PageSessions());
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
