import { type Page, type WebSocket } from '@playwright/test';
import { type Account, completeOnboarding } from './support/accounts';
import { callApi } from './support/api';
import { expect, test } from './support/fixtures';
import { startTestSite, type TestSite } from './support/test-site';

// The site the tests are written against: served by this file on a free local port (the local stack lets runs
// open private addresses; production refuses them).
const PAGES: Record<string, string> = {
  '/': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hat shop</title></head>
    <body><h1>Welcome to the shop</h1><nav><a href="/about">About us</a></nav><button type="button">Add to cart</button></body></html>`,
  '/about': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>About · Hat shop</title></head>
    <body><h1>About us</h1><p>We sell hats.</p><a href="/">Home</a></body></html>`,
};

let site: TestSite;
let siteUrl: string;

test.beforeAll(async () => {
  site = await startTestSite(PAGES);
  siteUrl = site.url;
});

test.afterAll(async () => {
  await site.close();
});

type Created = { id: string };


/** Creates a test through the API and starts a run of it, as the tests screens would. */
async function createAndRun(baseURL: string, account: Account, name: string, instructions: string[]) {
  const created = await callApi<Created>(baseURL, account, 'POST', '/tests/', { configuration: { name, base_url: siteUrl, instructions } });
  const run = await callApi<Created>(baseURL, account, 'POST', `/tests/${created.id}/run`);
  return { testId: created.id, runId: run.id };
}

const stepList = (page: Page) => page.getByRole('list', { name: 'Steps' });
const step = (page: Page, number: number) => stepList(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Step ${number}: `) }) });
const verdict = (page: Page) => page.locator('.rm-badges .rm-verdict');

/** What the page and the API say to each other over the run-updates websocket. */
function recordRunUpdates(page: Page) {
  const sent: unknown[] = [];
  const received: { type?: string; run?: { status?: string } }[] = [];
  const urls: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().endsWith('/api/ws') && !socket.url().includes('/api/ws?')) return;
    urls.push(socket.url());
    socket.on('framesent', ({ payload }) => sent.push(JSON.parse(String(payload))));
    socket.on('framereceived', ({ payload }) => received.push(JSON.parse(String(payload))));
  });
  return { sent, received, urls };
}

test.describe('the run screens', () => {
  test('a passing run turns green live; a failing one shows its failing step, screenshot and reason in the review', async ({
    page,
    baseURL,
    account,
    pageErrors,
  }) => {
    test.setTimeout(150_000);
    await completeOnboarding(baseURL!, account);
    const socket = recordRunUpdates(page);

    // A passing test, opened while it is still queued: the page follows it without a reload. Its third step
    // waits, so the run is surely still going when the page is up.
    const passing = await createAndRun(baseURL!, account, 'Shop home', [
      'Go to /',
      'Check that the page shows "Welcome to the shop"',
      'Wait 5 seconds',
      'Click "About us"',
      'Check that the page shows "We sell hats"',
    ]);
    await page.goto(`/app/editor/run/${passing.runId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop home' })).toBeVisible();
    await expect(page).toHaveTitle('Run of Shop home · Verity');
    await expect(stepList(page).getByRole('listitem')).toHaveCount(5);

    await expect(step(page, 3).locator('.rm-step-status')).toHaveText('Running', { timeout: 60_000 });
    await expect(step(page, 2).locator('.rm-step-status')).toHaveText('Passed');
    await expect(step(page, 5).locator('.rm-step-status')).toHaveText('Not started');
    await expect(page.locator('.rm-badges .rm-status')).toHaveText('Running');
    for (const number of [3, 4, 5]) {
      await expect(step(page, number).locator('.rm-step-status')).toHaveText('Passed', { timeout: 30_000 });
    }
    await expect(verdict(page)).toHaveText('Verdict: Passed');
    await expect(page.locator('.rm-badges .rm-status')).toHaveText('Passed');
    await expect(page.getByText('5 of 5 steps run')).toBeVisible();
    await expect(step(page, 4).locator('.rm-step-action')).toContainText('About us');
    await expect(step(page, 4).getByAltText('Screenshot after step 4')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('button', { name: 'Download trace' })).toBeVisible();

    // The updates came over the websocket: the token went in the first message, never in the URL.
    expect(socket.urls.length).toBeGreaterThan(0);
    expect(socket.urls.every((url) => !url.includes('access_token'))).toBe(true);
    expect(socket.sent[0]).toEqual({ type: 'auth', access_token: expect.any(String) });
    expect(socket.sent[1]).toEqual({ type: 'subscribe', run_id: passing.runId });
    expect(socket.received.some((message) => message.type === 'run.updated')).toBe(true);

    // A failing test: the second step names a button the page does not have.
    const failing = await createAndRun(baseURL!, account, 'Checkout', ['Go to /', 'Click the "Checkout" button', 'Check that the page shows "Thank you"']);
    await page.goto(`/app/editor/run/${failing.runId}`);
    await expect(verdict(page)).toHaveText('Verdict: Failed', { timeout: 60_000 });
    await expect(step(page, 1).locator('.rm-step-status')).toHaveText('Passed');
    await expect(step(page, 2).locator('.rm-step-status')).toHaveText('Failed');
    await expect(step(page, 2).locator('.rm-step-error')).toContainText('Checkout');
    await expect(step(page, 3).locator('.rm-step-status')).toHaveText('Cancelled');
    await expect(step(page, 3)).toContainText('Not run: an earlier step failed.');
    await expect(page.getByText('2 of 3 steps run')).toBeVisible();

    // The screenshot of the failure, enlarged and closed with Escape.
    await step(page, 2).getByRole('button', { name: 'Screenshot after step 2 (enlarge)' }).click();
    const enlarged = page.getByRole('dialog', { name: 'Step 2: Click the "Checkout" button' });
    await expect(enlarged.getByAltText('Screenshot after step 2')).toHaveAttribute('src', /^blob:/);
    await page.keyboard.press('Escape');
    await expect(enlarged).toBeHidden();

    // The review: the failing step, its screenshots, what the page showed instead.
    await page.getByRole('link', { name: 'Review this run' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/editor/review/${failing.runId}$`));
    await expect(page).toHaveTitle('Review of Checkout · Verity');
    await expect(page.getByRole('heading', { level: 2, name: 'What failed: step 2 of 3' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'What the page showed instead' })).toBeVisible();
    await expect(page.locator('.rm-reason')).toContainText('Checkout');
    const failureShot = page.getByAltText('Screenshot of the failing step 2');
    await expect(failureShot).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => failureShot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByAltText('Before the failure: screenshot after step 1')).toHaveAttribute('src', /^blob:/);

    // The decision, saved and still there after a reload.
    await page.getByRole('radio', { name: /Confirm the failure: it is a real bug/ }).check();
    await page.getByRole('textbox', { name: /Notes/ }).fill('The checkout button is missing from the home page.');
    await page.getByRole('button', { name: 'Save review' }).click();
    await expect(page.getByText('Review saved.')).toBeVisible();
    await page.reload();
    const saved = page.locator('.rm-saved-review');
    await expect(saved).toContainText('Confirm the failure: it is a real bug');
    await expect(saved).toContainText('The checkout button is missing from the home page.');
    await expect(saved).toContainText(/Reviewed just now|Reviewed \d+ minutes? ago/);

    // Both runs on the run list, newest first.
    await page.goto('/app/runs');
    await expect(page).toHaveTitle('Runs · Verity');
    const rows = page.getByRole('table', { name: 'Runs' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Checkout');
    await expect(rows.nth(1)).toContainText('Failed at step 2');
    await expect(rows.nth(2)).toContainText('Shop home');
    await expect(rows.nth(2).locator('.rm-status')).toHaveText('Passed');
    await rows.nth(2).getByRole('link', { name: /^Shop home, run of/ }).click();
    await expect(page).toHaveURL(new RegExp(`/app/editor/run/${passing.runId}$`));

    expect(pageErrors).toEqual([]);
  });
});
