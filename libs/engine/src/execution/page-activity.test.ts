import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium } from '../fixtures';
import { changesOf, nextChange, PageActivity, stateOf } from './page-activity';

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

  it('counts the changes of a page with frames of its own in its own document, not in theirs', async () => {
    await page.setContent('<iframe srcdoc="<p>Inside</p>"></iframe><p id="outside">Outside</p>');
    await page.frameLocator('iframe').getByText('Inside').waitFor();
    const before = (await changesOf(page))!;
    await page.frames()[1].evaluate(() => (document.body.textContent = 'Changed inside'));
    expect(await changesOf(page)).toBe(before);
    await page.evaluate(() => (document.getElementById('outside')!.textContent = 'Changed outside'));
    expect(await changesOf(page)).toBeGreaterThan(before);
  });
});

describe('what a page still has under way after an action', () => {
  let activity: PageActivity;
  let framed: BrowserContext;
  let tab: Page;

  beforeAll(async () => {
    framed = await browser.newContext();
    activity = await PageActivity.watch(framed);
    // Two sites: the widget's frame is another site's, drawn by a renderer of its own (as an embedded widget is).
    await framed.route('http://shop.test/**', (route) => route.fulfill({ contentType: 'text/html', body: shop(new URL(route.request().url()).search === '?widget') }));
    await framed.route('http://widget.test/**', (route) => route.fulfill({ contentType: 'text/html', body: WIDGET }));
    tab = await framed.newPage();
  });
  afterAll(() => framed.close());

  const shop = (withWidget: boolean) => `<!doctype html><button id="save">Save</button><p id="status"></p>
    ${withWidget ? '<iframe id="widget" src="http://widget.test/" style="display:none"></iframe>' : ''}
    <script>
      const status = document.getElementById('status');
      const undoLater = () => setTimeout(() => (status.textContent = 'Undone'), 150);
      document.getElementById('save').onclick = () => {
        status.textContent = 'Saved';
        if (location.hash === '#next-frame') requestAnimationFrame(undoLater);
        if (location.hash === '#next-task') { const channel = new MessageChannel(); channel.port1.onmessage = undoLater; channel.port2.postMessage(0); }
        if (location.hash === '#closed-port') { const channel = new MessageChannel(); channel.port1.onmessage = undoLater; channel.port1.close(); channel.port2.postMessage(0); }
      };
    </script>`;
  // A hidden widget that draws now and then: its frame draws nothing while hidden, so its next frame never comes.
  const WIDGET = `<!doctype html><p>Chat with us</p><script>requestAnimationFrame(function draw() { requestAnimationFrame(draw); });</script>`;

  /** How long `quiet` holds a check after a click on Save, and what the page shows then. */
  async function quietAfterSave(path: string): Promise<{ heldMs: number; status: string | null }> {
    // As in a run: the action starts (finding its element) a moment before the click.
    const since = Date.now();
    await tab.goto(`http://shop.test/${path}`);
    // Clicked from the page's script: Playwright's click can let a frame go by before it returns.
    await tab.evaluate(() => document.getElementById('save')?.click());
    const started = Date.now();
    await activity.quiet(tab, since, { until: started + 1_500, requestsUntil: started });
    return { heldMs: Date.now() - started, status: await tab.textContent('#status') };
  }

  // Five times each: the page's next frame or task often comes before the check is looked at again, not always.
  it('waits for a timer set by a callback the page queued for its next frame', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { heldMs, status } = await quietAfterSave('#next-frame');
      expect(status).toBe('Undone');
      expect(heldMs).toBeLessThan(1_200);
    }
  });

  it('waits for a timer set by a task the click queued, as a framework schedules its work', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { heldMs, status } = await quietAfterSave('#next-task');
      expect(status).toBe('Undone');
      expect(heldMs).toBeLessThan(1_200);
    }
  });

  it('does not wait long for a message posted to a closed port, which is never handled', async () => {
    const { heldMs, status } = await quietAfterSave('#closed-port');
    expect(status).toBe('Saved');
    expect(heldMs).toBeLessThan(1_000);
  });

  it('does not wait for the next frame of a hidden frame, which never draws one', async () => {
    const { heldMs, status } = await quietAfterSave('?widget');
    expect(tab.frames()).toHaveLength(2);
    expect(status).toBe('Saved');
    expect(heldMs).toBeLessThan(500);
  });
});

describe("a page's state, which a check's screenshot is shared on", () => {
  beforeEach(() => page.setContent('<!doctype html><input id="code" readonly><button id="go">Go</button><div style="height:3000px"></div>'));

  it('is the same while nothing changes, and differs once a script sets a field (no element changes), the focus moves or the page scrolls', async () => {
    const first = await stateOf(page);
    expect(first).not.toBeNull();
    expect(await stateOf(page)).toBe(first);
    const states = [first];
    for (const change of [
      () => void ((document.getElementById('code') as HTMLInputElement).value = 'K7Q2'),
      () => document.getElementById('go')!.focus(),
      () => window.scrollTo(0, 500),
    ]) {
      await page.evaluate(change);
      states.push(await stateOf(page));
    }
    expect(new Set(states).size).toBe(4);
  });
});
