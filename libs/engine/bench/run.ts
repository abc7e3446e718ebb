/**
 * The engine's bench: how much a plain-English run costs over the same test written by hand in Playwright,
 * how many runs per minute one browser sustains, and how long the planner takes per clause of a goal.
 * Performance targets live here only, never in tests.
 *
 *   npm run bench -- [--iterations=7] [--warmup=2] [--concurrency=4] [--rounds=3]
 *
 * Prints PASS or FAIL against the target ratio and always exits 0: a slow machine is information, not an error.
 */
import { parseArgs } from 'node:util';
import { type Browser } from 'playwright-core';
import { runTest } from '../src/execution/run-test';
import { launchChromium, MemoryArtifactSink, runHandWrittenSignup, SIGNUP_INSTRUCTIONS, startFixtureServer } from '../src/fixtures';
import { benchDrafting } from './drafting';

const TARGET_RATIO = 1.25;

async function engineRun(browser: Browser, baseUrl: string): Promise<void> {
  const outcome = await runTest({
    configuration: { name: 'bench', base_url: baseUrl, instructions: SIGNUP_INSTRUCTIONS },
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
    console.log(`Verity engine bench: ${SIGNUP_INSTRUCTIONS.length} steps on the fixture sign-up page, Chromium ${browser.version()}`);
    const runs = {
      'hand-written Playwright, no artifacts': () => runHandWrittenSignup(browser, site.url, { artifacts: false }),
      'hand-written Playwright + artifacts': () => runHandWrittenSignup(browser, site.url, { artifacts: true }),
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
    // The baseline is the plain test an engineer writes: the engine's evidence (a screenshot per step, the trace,
    // console errors, failed requests) is part of what it must deliver within the ratio.
    const baseline = median(times['hand-written Playwright, no artifacts']);
    const engine = median(times['engine (runTest)']);
    const ratio = engine / baseline;
    console.log(`\n  ratio engine (with its evidence) / hand-written (no artifacts): ${ratio.toFixed(2)}  target ≤ ${TARGET_RATIO}  ${ratio <= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
    console.log(`  ratio engine / hand-written recording the same evidence:       ${(engine / median(times['hand-written Playwright + artifacts'])).toFixed(2)}  (information: the engine's own cost, apart from the evidence)`);

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
