import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium } from '../fixtures';
import { changesOf, nextChange, PageActivity } from './page-activity';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
  await PageActivity.watch(context);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE = `<!doctype html><p id="status">Preparing the export…</p><script>
  window.later = (ms, change) => setTimeout(change, ms);
</script>`;

describe("a page's changes", () => {
  beforeEach(() => page.setContent(PAGE));

  it('are counted in the document', async () => {
    const before = await changesOf(page);
    expect(before).not.toBeNull();
    await page.evaluate(() => void (document.getElementById('status')!.textContent = 'Export ready'));
    expect(await changesOf(page)).toBeGreaterThan(before!);
    expect(await changesOf(page)).toBe(await changesOf(page));
  });

  it('are counted in a closed shadow root a script attached (a web component), which the document does not show', async () => {
    await page.evaluate(() => {
      const card = document.createElement('export-card');
      document.body.append(card);
      (window as unknown as { root: ShadowRoot }).root = card.attachShadow({ mode: 'closed' });
    });
    const before = await changesOf(page);
    await page.evaluate(() => void (window as unknown as { root: ShadowRoot }).root.append('Download export'));
    expect(await changesOf(page)).toBeGreaterThan(before!);
  });

  it('wake a wait at once, and a page that does not change lets it run its time', async () => {
    const since = (await changesOf(page))!;
    await page.evaluate(() => (window as unknown as { later: (ms: number, change: () => void) => void }).later(150, () => document.body.append('Done')));
    let started = Date.now();
    await nextChange(page, since, 3_000);
    expect(Date.now() - started).toBeLessThan(1_500);
    const now = (await changesOf(page))!;
    started = Date.now();
    await nextChange(page, now, 400);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('cannot be counted in a page with frames of its own', async () => {
    await page.setContent('<iframe srcdoc="<p>Inside</p>"></iframe>');
    expect(await changesOf(page)).toBeNull();
  });
});
