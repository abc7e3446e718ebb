import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '@verity/browser';
import { localChromiumPath } from '@verity/browser/testing';

const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'reports/e2e/artifacts'),
  fullyParallel: false,
  // Two: the stack and its runs keep both cores busy between a test's browser steps (66 tests: 285–303 s against 323–337 s with one).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/e2e/results.json') }]],
  globalSetup: './src/support/global-setup.ts',
  use: {
    browserName: 'chromium',
    headless: true,
    // Debian's Chromium headless shell when installed (as Playwright's own headless tests use), else its Chromium,
    // quiet (the flags every Verity browser gets); Playwright's own download cannot run here.
    launchOptions: { executablePath: localChromiumPath(), args: CHROMIUM_ARGS },
    // In CI a failed test is tried again with its trace recorded (as Playwright advises): recording all 66 took a
    // quarter of the step's processor time (532 against 404 CPU-seconds, 284 against 233 s).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
