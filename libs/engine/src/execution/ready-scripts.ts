import { type Page } from 'playwright-core';
import { pageFunction } from './page-scripts';
import { untraced } from './untraced';

const nothing = pageFunction<[], null>('() => null');

/**
 * From each document the page loads on, readies Playwright's scripts in both of its worlds, while the run does
 * something else (waits for the load event, takes the step's screenshot). Each is set up the first time a call
 * needs it, about 20 ms on this machine kind: the step after a page load waited for them, for its look (the page's
 * own world, where a function of ours runs through a script of its own) and for its action (Playwright's isolated
 * world). A call that needs one meanwhile waits for the same set-up, not another.
 */
export function readyScriptsOnLoad(page: Page): void {
  page.on('domcontentloaded', () => {
    const root = page.locator(':root');
    void untraced(page, () => Promise.all([root.evaluateAll(nothing), root.count(), page.evaluate(nothing)])).catch(() => undefined);
  });
}
