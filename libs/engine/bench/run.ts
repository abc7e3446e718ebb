/**
 * The engine's bench: how much a plain-English run costs over the same test written by hand in Playwright,
 * how many runs per minute one browser sustains, and how long the planner takes per clause of a goal.
 * Performance targets live here only, never in tests.
 *
 *   npm run bench -- [--iterations=7] [--warmup=2] [--concurrency=4] [--rounds=3]
 *
 * Prints PASS or FAIL against the target ratio and always exits 0: a slow machine is information, not an error.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_VIEWPORT } from '@verity/contracts';
import { type Browser, type Page } from 'playwright-core';
import { runTest } from '../src/execution/run-test';
import { launchChromium, MemoryArtifactSink, startFixtureServer } from '../src/fixtures';
import { benchDrafting } from './drafting';

const TARGET_RATIO = 1.25;

/** The test, as a user writes it: eleven steps through the fixture sign-up form. */
const INSTRUCTIONS = [
  'Open /signup.html',
  'Type "Ada Lovelace" into "Full name"',
  'Type "ada@example.com" into "Email address"',
  'Type "secret" into "Password"',
  'Select "France" from "Country"',
  'Check "Pro"',
  'Check "I accept the terms"',
  'Click the "Create account" button',
  'Click "Confirm"',
  'Check that the page shows "Account created for ada@example.com"',
  'Check that the title is "Welcome · Verity Shop"',
];

/** The same test written by hand with Playwright's locators, as an engineer would. */
function handWrittenSteps(baseUrl: string): Array<(page: Page) => Promise<unknown>> {
  return [
    (page) => page.goto(new URL('/signup.html', baseUrl).href),
    (page) => page.getByPlaceholder('Full name').fill('Ada Lovelace'),
    (page) => page.getByLabel('Email address').fill('ada@example.com'),
    (page) => page.getByLabel('Password').fill('secret'),
    (page) => page.getByLabel('Country').selectOption({ label: 'France' }),
    (page) => page.getByRole('radio', { name: 'Pro' }).check(),
    (page) => page.getByLabel('I accept the terms').check(),
    (page) => page.getByRole('button', { name: 'Create account' }).click(),
    (page) => page.getByRole('button', { name: 'Confirm' }).click(),
    (page) => page.getByText('Account created for ada@example.com').waitFor(),
    async (page) => {
      for (let tries = 0; (await page.title()) !== 'Welcome · Verity Shop'; tries += 1) {
        if (tries > 100) throw new Error('title never changed');
        await page.waitForTimeout(50);
      }
    },
  ];
}

/**
 * The hand-written run. With `artifacts`, it records what a Verity run records (trace with screenshots and
 * snapshots, a screenshot after every step), so the ratio measures the engine, not the evidence.
 */
async function handWrittenRun(browser: Browser, baseUrl: string, artifacts: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { ...DEFAULT_VIEWPORT } });
  const sink = new MemoryArtifactSink();
  try {
    if (artifacts) await context.tracing.start({ screenshots: true, snapshots: true });
    const page = await context.newPage();
    let position = 0;
    for (const step of handWrittenSteps(baseUrl)) {
      await step(page);
      position += 1;
      if (artifacts) await sink.save(`step-${position}.png`, await page.screenshot({ type: 'png', caret: 'initial' }), 'image/png');
    }
    if (artifacts) {
      const folder = await mkdtemp(join(tmpdir(), 'verity-bench-'));
      await context.tracing.stop({ path: join(folder, 'trace.zip') });
      await sink.save('trace.zip', await readFile(join(folder, 'trace.zip')), 'application/zip');
      await rm(folder, { recursive: true, force: true });
    }
  } finally {
    await context.close();
  }
}

async function engineRun(browser: Browser, baseUrl: string): Promise<void> {
  const outcome = await runTest({
    configuration: { name: 'bench', base_url: baseUrl, instructions: INSTRUCTIONS },
    browser,
    artifacts: new MemoryArtifactSink(),
    allowPrivateNetwork: true,
  });
  if (outcome.verdict !== 'passed') throw new Error(`The bench test did not pass: ${outcome.summary}`);
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      iterations: { type: 'string', default: '7' },
      warmup: { type: 'string', default: '2' },
      concurrency: { type: 'string', default: '4' },
      rounds: { type: 'string', default: '3' },
    },
  });
  const iterations = Number(values.iterations);
  const warmup = Number(values.warmup);
  const concurrency = Number(values.concurrency);
  const rounds = Number(values.rounds);

  const [browser, site] = await Promise.all([launchChromium(), startFixtureServer()]);
  try {
    console.log(`Verity engine bench: ${INSTRUCTIONS.length} steps on the fixture sign-up page, Chromium ${browser.version()}`);
    const runs = {
      'hand-written Playwright, no artifacts': () => handWrittenRun(browser, site.url, false),
      'hand-written Playwright + artifacts': () => handWrittenRun(browser, site.url, true),
      'engine (runTest)': () => engineRun(browser, site.url),
    };
    const times = Object.fromEntries(Object.keys(runs).map((name) => [name, [] as number[]])) as Record<keyof typeof runs, number[]>;
    for (let round = 0; round < warmup + iterations; round += 1) {
      // Interleaved, so a noisy neighbour slows every variant alike.
      for (const [name, run] of Object.entries(runs) as Array<[keyof typeof runs, () => Promise<void>]>) {
        const elapsed = await timed(run);
        if (round >= warmup) times[name].push(elapsed);
      }
    }
    console.log(`\nSequential, median of ${iterations} after ${warmup} warm-up runs each:`);
    for (const [name, values_] of Object.entries(times)) console.log(`  ${name.padEnd(40)} ${ms(median(values_))}`);
    const baseline = median(times['hand-written Playwright + artifacts']);
    const engine = median(times['engine (runTest)']);
    const ratio = engine / baseline;
    console.log(`\n  ratio engine / hand-written (same artifacts): ${ratio.toFixed(2)}  target ≤ ${TARGET_RATIO}  ${ratio <= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
    console.log(`  ratio engine / hand-written (no artifacts):   ${(engine / median(times['hand-written Playwright, no artifacts'])).toFixed(2)}  (information: screenshots and the trace are part of every run)`);

    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(Array.from({ length: concurrency }, () => engineRun(browser, site.url)));
    }
    const minutes = (performance.now() - started) / 60_000;
    const total = rounds * concurrency;
    console.log(`\nConcurrent: ${total} runs, ${concurrency} at a time in one browser: ${(total / minutes).toFixed(1)} runs/minute`);
    await benchDrafting(browser);
  } finally {
    await Promise.all([browser.close(), site.close()]);
  }
}

await main();
