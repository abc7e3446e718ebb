import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type ChromiumMirror, startChromiumMirror } from '@verity/browser/testing';
import { findFreePort } from '@verity/process';
import { type Account, completeOnboarding, createAccount, signInBrowser } from './support/accounts';
import { callApi } from './support/api';
import { type RunningStack, startLocalStack } from './support/local-stack';
import { startTestSite, type TestSite } from './support/test-site';

// `npm start` on a fresh machine without a browser, in a mount namespace where Debian's Chromium is hidden and
// Playwright's browser cache is empty: once where Playwright's download host cannot be reached (no network),
// once where it can (a local server speaking the CDN's protocol, whose "Chromium" starts the real one).

const INSTALL_COMMAND = 'npx playwright-core install chromium';

interface Run {
  id: string;
  status: string;
  error: string | null;
  summary: string | null;
}


async function runToTheEnd(stack: RunningStack, account: Account, baseUrl: string, instructions: string[]) {
  const created = await callApi<{ id: string }>(stack.url, account, 'POST', '/tests/', { configuration: { name: 'Home page', base_url: baseUrl, instructions } });
  const queued = await callApi<Run>(stack.url, account, 'POST', `/tests/${created.id}/run`);
  let run = queued;
  await expect
    .poll(async () => (run = await callApi<Run>(stack.url, account, 'GET', `/test-runs/${queued.id}`)).status, { timeout: 60_000, intervals: [250] })
    .toMatch(/^(completed|failed|cancelled)$/);
  return { testId: created.id, run };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let site: TestSite;
let siteUrl: string;

test.beforeAll(async () => {
  site = await startTestSite({ '/': '<!doctype html><html lang="en"><head><title>Hat shop</title></head><body><h1>Welcome to the shop</h1></body></html>' });
  siteUrl = site.url;
});

test.afterAll(async () => {
  await site.close();
});

/** A stack started like `npm start` on a machine without a browser, with its own data and browser cache. */
function useStackWithoutBrowser(downloadHost: () => Promise<string>) {
  const state: { stack?: RunningStack; browsersPath?: string; dirs: string[] } = { dirs: [] };
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const [dataDir, browsersPath] = await Promise.all([mkdtemp(path.join(tmpdir(), 'verity-e2e-nobrowser-')), mkdtemp(path.join(tmpdir(), 'verity-e2e-browsers-'))]);
    state.dirs.push(dataDir, browsersPath);
    state.browsersPath = browsersPath;
    state.stack = await startLocalStack({
      port: await findFreePort(),
      dataDir,
      hideSystemChromium: true,
      env: { PLAYWRIGHT_BROWSERS_PATH: browsersPath, PLAYWRIGHT_DOWNLOAD_HOST: await downloadHost(), CHROMIUM_PATH: undefined, BROWSER_WS_ENDPOINT: undefined },
    });
  });
  test.afterAll(async () => {
    const exitCode = await state.stack?.stop();
    await Promise.all(state.dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    expect(exitCode, state.stack?.output()).toBe(0);
  });
  return () => ({ stack: state.stack!, browsersPath: state.browsersPath! });
}

test.describe.serial('npm start with no browser and no way to download one', () => {
  const setup = useStackWithoutBrowser(async () => `http://127.0.0.1:${await closedPort()}`);

  test('starts anyway, saying what is missing, why the install failed and the one command that fixes it', async () => {
    const { stack } = setup();
    const output = stack.output();
    expect(output).toContain("No browser for test runs here: installing Playwright's Chromium");
    expect(output).toMatch(/browser\s+\| No browser for test runs: there is no Chrome or Chromium on this machine, .* Installing it failed: connect ECONNREFUSED 127\.0\.0\.1:\d+\./);
    expect(output).toContain(`Run \`${INSTALL_COMMAND}\` in the Verity folder`);
    expect(output).toContain('Verity starts anyway');
    expect(output).not.toMatch(/executable doesn't exist|Executable doesn't exist|at .*\.js:\d+:\d+/);

    const health = await (await fetch(`${stack.url}/api/health`)).json();
    expect(health.data.runner).toMatchObject({ state: 'unavailable', problem: expect.stringContaining('No browser for test runs'), fix: expect.stringContaining(INSTALL_COMMAND) });
  });

  test('the app says so beside Run now; a run fails with the same sentence, no stack trace, and its credit comes back', async ({ page, context }) => {
    const { stack } = setup();
    const account = await createAccount(stack.url);
    await completeOnboarding(stack.url, account);
    const before = (await callApi<{ credit_balance: number }>(stack.url, account, 'GET', '/profile')).credit_balance;

    const { testId, run } = await runToTheEnd(stack, account, siteUrl, ['Go to /']);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/^The test did not run\. No browser for test runs: there is no Chrome or Chromium on this machine, .* Your credits were refunded\.$/);
    expect(run.error).toContain(INSTALL_COMMAND);
    expect(run.error).not.toMatch(/\n|executable|at .*\.js/i);
    expect((await callApi<{ credit_balance: number }>(stack.url, account, 'GET', '/profile')).credit_balance).toBe(before);

    await signInBrowser(context, stack.url, account);
    await page.goto(`${stack.url}/app/editor/test/${testId}`);
    const notice = page.getByRole('status').filter({ hasText: 'Test runs cannot start: no browser' });
    await expect(notice).toContainText('No browser for test runs: there is no Chrome or Chromium on this machine');
    await expect(notice.locator('code')).toHaveText(INSTALL_COMMAND);
    await expect(page.getByRole('button', { name: 'Run now' })).toHaveAccessibleDescription(/^Test runs cannot start: no browser/);

    await page.goto(`${stack.url}/app/editor/run/${run.id}`);
    await expect(page.getByText(/The test did not run\. No browser for test runs/).first()).toBeVisible();
  });
});

test.describe.serial("npm start installs Playwright's Chromium when there is no browser", () => {
  let mirror: ChromiumMirror;
  const setup = useStackWithoutBrowser(async () => {
    // What would be in the system folder is hidden; the "download" starts Debian's binary directly.
    mirror = await startChromiumMirror({ executable: '/usr/lib/chromium/chromium', headlessShell: '/usr/lib/chromium/chromium-headless-shell' });
    return mirror.url;
  });
  test.afterAll(async () => {
    await mirror?.close();
  });

  test("with Playwright's installer (its headless shell), showing its progress, before it says Verity is running; runs then use it", async () => {
    const { stack, browsersPath } = setup();
    const output = stack.output();
    const running = output.indexOf('Verity is running at');
    expect(output.indexOf('Downloading Chrome Headless Shell')).toBeGreaterThan(-1);
    expect(output.indexOf('Downloading Chrome Headless Shell')).toBeLessThan(running);
    expect(output).not.toContain('Downloading Chrome for Testing');
    expect(output).toMatch(/browser\s+\| \|■+\| 100% of/);
    expect(output).toContain(`Test runs use Chromium `);
    expect(output).toContain(`Playwright's (${browsersPath}/chromium_headless_shell-`);

    const health = await (await fetch(`${stack.url}/api/health`)).json();
    expect(health.data.runner).toEqual({ state: 'ready', workers: 1 });
    expect(health.data.workers[0].browser).toMatchObject({ state: 'ready', source: 'playwright', location: expect.stringContaining(`${browsersPath}/chromium_headless_shell-`) });

    const account = await createAccount(stack.url);
    const { run } = await runToTheEnd(stack, account, siteUrl, ['Go to /', 'Check that the page shows "Welcome to the shop"']);
    expect(run).toMatchObject({ status: 'completed', error: null });
  });
});
