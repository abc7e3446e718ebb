import { execFileSync } from 'node:child_process';
import { createBrowserProvider } from '@verity/browser';
import { localChromiumPath } from '@verity/browser/testing';
import { type StepResult } from '@verity/contracts';
import { type Browser } from 'playwright-core';
import { type RunOutcome, type RunTestOptions } from '../engine-types';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { runTest } from './run-test';

jest.setTimeout(90_000);

let browser: Browser;
let site: FixtureServer;

/**
 * The run on a server that never answers mostly waits out its 30 s page-load time: it starts with the file, and
 * the tests after it run meanwhile (what they time is their own run).
 */
let hangingRun: Promise<[RunOutcome, number]>;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startFixtureServer()]);
  hangingRun = timed(run(['Open /hang/orders', 'Check that the page shows "Orders"']));
  // Awaited by its test; kept from counting as unhandled if another test ends the file first.
  hangingRun.catch(() => undefined);
});
afterAll(async () => {
  await hangingRun?.catch(() => undefined);
  await Promise.all([browser?.close(), site?.close()]);
});

/** A run with a one-second step timeout, as a user sets it in the test's configuration. */
const run = (instructions: string[], extra: Partial<RunTestOptions> = {}) =>
  runTest({
    configuration: { name: 'fault', base_url: site.url, instructions, step_timeout_ms: 1_000 },
    browser,
    artifacts: new MemoryArtifactSink(),
    allowPrivateNetwork: true,
    ...extra,
  });

const statuses = (steps: StepResult[]) => steps.map(({ status }) => status);

async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work;
  return [result, Date.now() - started];
}

/** The browser takes the next run as if nothing had happened. */
async function expectNextRunPasses(on: Browser = browser): Promise<void> {
  const next = await run(['Open /login.html', 'Check that the page shows "Sign in"'], { browser: on });
  expect(next.summary).toBe('All 2 steps passed.');
}

/**
 * The processes this test process started, by id, leaving out the `ps` that lists them: a child too, and new,
 * it could be listed before the browser (ids wrap around) and be taken for it (a CI run failed with ESRCH).
 */
const childProcesses = () =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, command]) => pid && command !== 'ps')
    .map(([pid]) => Number(pid));

describe('a page that never finishes loading', () => {
  it('goes on once the page can be used when only an image never arrives (its load event never fires)', async () => {
    const [outcome, tookMs] = await timed(run(['Open /gallery.html', 'Click "Like the collection"', 'Check that the page shows "Thanks for the like"']));
    expect(outcome.summary).toBe('All 3 steps passed.');
    expect(tookMs).toBeLessThan(15_000);
  });
});

describe('a page that opens alert dialogs without end', () => {
  it('fails the click whose handler keeps alerting, closes the page, and the browser takes the next run', async () => {
    const [outcome, tookMs] = await timed(run(['Open /drafts.html', 'Click "Save the draft"', 'Check that the page shows "Saved"']));
    expect(statuses(outcome.steps)).toEqual(['completed', 'failed', 'not_started']);
    expect(outcome.steps[1].error).toBe("The page kept opening dialogs: 20 during this step, the last saying 'Could not save the draft. Trying again.'. Verity closed the page.");
    expect(tookMs).toBeLessThan(8_000);
    await expectNextRunPasses();
  });

  it('fails Open on a page that alerts without end as it loads', async () => {
    const [outcome, tookMs] = await timed(run(['Open /welcome.html', 'Check that the page shows "Welcome"']));
    expect(statuses(outcome.steps)).toEqual(['failed', 'not_started']);
    expect(outcome.steps[0].error).toBe("The page kept opening dialogs: 20 during this step, the last saying 'Welcome to Verity Shop! Please accept our terms.'. Verity closed the page.");
    expect(tookMs).toBeLessThan(15_000);
    await expectNextRunPasses();
  });
});

describe('a page with a huge DOM', () => {
  it('fails with the size of the page once it holds more nodes than a page may, closes it, and the browser takes the next run', async () => {
    const [outcome, tookMs] = await timed(run(['Open /inventory.html', 'Check that the page shows "100,000 items"']));
    expect(statuses(outcome.steps)).toEqual(['failed', 'not_started']);
    // Measured while the page builds its rows: how far it got varies, the limit does not.
    expect(outcome.steps[0].error).toMatch(/^The page grew too large to test: \d{3},\d{3} nodes, past the 300,000 a page may have\. Verity closed the page\.$/);
    expect(tookMs).toBeLessThan(10_000);
    await expectNextRunPasses();
  });
});

describe('a page that takes too much memory', () => {
  it('fails with the size of its heap when it leaks while still answering, and closes it', async () => {
    const [outcome, tookMs] = await timed(run(['Open /prices.html', 'Wait 5 seconds', 'Check that the page shows "price updates"']));
    expect(statuses(outcome.steps)).toEqual(['completed', 'failed', 'not_started']);
    expect(outcome.steps[1].error).toMatch(/^The page grew too large to test: \d+ MB of script memory, past the 512 MB a page may use\. Verity closed the page\.$/);
    expect(tookMs).toBeLessThan(10_000);
    await expectNextRunPasses();
  });

  it('fails with the size of its heap when a script that never yields keeps allocating, and closes it', async () => {
    // Chromium answers the measurement between allocations: the page is closed before the browser's own heap
    // limit (PAGE_HEAP_LIMIT_MB) would crash it.
    const [outcome, tookMs] = await timed(run(['Open /history.html', 'Click "Load every year"', 'Check that the page shows "2024"']));
    expect(statuses(outcome.steps)).toEqual(['completed', 'failed', 'not_started']);
    expect(outcome.steps[1].error).toMatch(/^The page grew too large to test: \d+ MB of script memory, past the 512 MB a page may use\. Verity closed the page\.$/);
    expect(tookMs).toBeLessThan(10_000);
    await expectNextRunPasses();
  });
});

describe('a browser killed mid-run', () => {
  it('ends the run failed, saying the browser stopped, and the browser provider starts a working one for the next run', async () => {
    const provider = createBrowserProvider({ chromiumPath: localChromiumPath() });
    try {
      const others = childProcesses();
      const shared = await provider.get();
      const [chromium] = childProcesses().filter((pid) => !others.includes(pid));
      // Killed as the out-of-memory killer would, while the click waits for its button (Playwright starts the
      // browser in a process group of its own).
      const killDuringStep2 = (steps: StepResult[]) => {
        if (steps[1].status === 'running') setTimeout(() => process.kill(-chromium, 'SIGKILL'), 200);
      };
      const [outcome, tookMs] = await timed(
        run(['Open /playground.html', 'Click "Never there"', 'Check that the page shows "Done"'], { browser: shared, stepTimeoutMs: 5_000, onProgress: killDuringStep2 }),
      );
      expect(statuses(outcome.steps)).toEqual(['completed', 'unknown', 'not_started']);
      expect(outcome).toMatchObject({ status: 'failed', verdict: 'failed' });
      expect(outcome.summary).toMatch(/^The run stopped at step 2: The browser stopped during this step \(.+\)\.$/);
      expect(tookMs).toBeLessThan(5_000);

      const next = await provider.get();
      expect(next).not.toBe(shared);
      await expectNextRunPasses(next);
    } finally {
      await provider.close();
    }
  });
});

// Last: its run began with the file, and the tests above ran while it waited.
describe('a server that never answers', () => {
  it('fails Open when the server accepts the request and never answers, within the page-load time', async () => {
    const [outcome, tookMs] = await hangingRun;
    expect(statuses(outcome.steps)).toEqual(['failed', 'not_started']);
    expect(outcome.steps[0].error).toBe(`Could not open ${site.url}hang/orders: the server did not answer within 30 s.`);
    // 30 s of page-load time; the load is then stopped, so the failed step still gets its screenshot.
    expect(outcome.steps[0].screenshot).toBe('memory/step-01.jpg');
    expect(tookMs).toBeLessThan(35_000);
    await expectNextRunPasses();
  });
});
