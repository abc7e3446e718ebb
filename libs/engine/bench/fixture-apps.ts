import { expect } from '@playwright/test';
import { DEFAULT_VIEWPORT } from '@verity/contracts';
import { exportPlaywrightSpec } from '@verity/steps';
import { type Browser, type Page } from 'playwright-core';
import ts from 'typescript';
import { runTest } from '../src/execution/run-test';
import { type FixtureServer, MemoryArtifactSink, startFixtureServer } from '../src/fixtures';
import { configurationOf, type ExportCase, PASSING_CASES } from '../src/playwright-export/testing/export-cases';
import { median, ms, timed } from './timing';

/** A Playwright Test body, with a call before each of the test's steps (`// 3. …` in an exported spec). */
type SpecBody = (page: Page, beforeStep: (step: number) => Promise<void>) => Promise<void>;

/** The comment an exported spec writes above each step's code: `  // 3. Click "Login"`. */
const STEP_COMMENT = /^(\s*)\/\/ (\d+)\. .*$/gm;

/**
 * Turns an exported spec into a function the bench calls in its own browser: its one test's body, with the
 * spec's own helpers and constants, Playwright Test's `expect` (its `test` only collects the body), and
 * `process.env` holding the test's secrets.
 */
function compileSpec(source: string, secrets: Record<string, string>): SpecBody {
  const marked = source.replace(STEP_COMMENT, '$1await __hooks.beforeStep($2);');
  const { outputText } = ts.transpileModule(marked, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS } });
  const hooks = { beforeStep: (_step: number) => Promise.resolve() };
  let body: ((fixtures: { page: Page }) => Promise<void>) | null = null;
  const test = Object.assign(
    (_name: string, run: (fixtures: { page: Page }) => Promise<void>) => {
      body = run;
    },
    { use: () => undefined, setTimeout: () => undefined },
  );
  const env = new Proxy({} as Record<string, string | undefined>, { get: (_, name) => secrets[String(name)] });
  const require = (name: string) => {
    if (name !== '@playwright/test') throw new Error(`The exported spec imports ${name}`);
    return { test, expect };
  };
  new Function('require', 'exports', '__hooks', 'process', outputText)(require, {}, hooks, { env });
  const compiled = body as ((fixtures: { page: Page }) => Promise<void>) | null;
  if (!compiled) throw new Error('The exported spec has no test');
  return async (page, beforeStep) => {
    hooks.beforeStep = beforeStep;
    await compiled({ page });
  };
}

/** The constant an exported spec reads a secret from: `api key` → `API_KEY` (as the export names them). */
const secretsOf = (variables: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(variables).map(([name, value]) => [name.split(/[^A-Za-z0-9]+/).filter(Boolean).join('_').toUpperCase(), value]));

const configurationOnApps = (test: ExportCase, apps: FixtureServer) => configurationOf(test, new URL(test.start, apps.url).href);

async function engineRun(browser: Browser, test: ExportCase, apps: FixtureServer) {
  const outcome = await runTest({ configuration: configurationOnApps(test, apps), browser, artifacts: new MemoryArtifactSink(), allowPrivateNetwork: true });
  if (outcome.verdict !== 'passed') throw new Error(`${test.name} did not pass: ${outcome.summary}`);
  return outcome;
}

/** The test as an engineer writes it in Playwright: Verity's export of it, with the locators of a passing run. */
async function handWrittenSpec(browser: Browser, test: ExportCase, apps: FixtureServer): Promise<SpecBody | null> {
  const outcome = await engineRun(browser, test, apps);
  const run = { id: 'bench', status: outcome.status, configuration: { instructions: test.instructions }, steps: outcome.steps, finished_at: null };
  const { source } = exportPlaywrightSpec({ id: 'bench', configuration: configurationOnApps(test, apps) }, { run });
  // A line the export leaves to be written by hand has no hand-written equivalent to time.
  if (source.includes('TODO(verity)')) return null;
  return compileSpec(source, secretsOf(test.variables));
}

/** The spec in a fresh context, as Playwright Test gives each test; with a screenshot after each step when asked. */
async function runSpec(browser: Browser, spec: SpecBody, { screenshots }: { screenshots: boolean }): Promise<void> {
  const context = await browser.newContext({ viewport: { ...DEFAULT_VIEWPORT } });
  try {
    const page = await context.newPage();
    const session = screenshots ? await context.newCDPSession(page) : null;
    // Straight from Chromium, as the engine takes its own; a page in the middle of a navigation refuses a shot
    // until it has loaded, as in the engine (see StepScreenshots).
    const capture = async () => void (await session?.send('Page.captureScreenshot', { format: 'jpeg', quality: 80 }));
    const shoot = () => capture().catch(async () => {
      await page.waitForLoadState('domcontentloaded');
      await capture();
    });
    await spec(page, (step) => (step > 1 ? shoot() : Promise.resolve()));
    await shoot();
  } finally {
    await context.close();
  }
}

interface AppTimes {
  name: string;
  handWritten: number;
  withScreenshots: number;
  engine: number;
}

/**
 * The engine against hand-written Playwright on the fixture apps (forms, a shop, menus and dialogs, a table, a
 * to-do list, a slow loader): each test of the export suite as people write it, and the same test in Playwright as
 * Verity exports it (Playwright's locators, web-first `expect`), run in the same browser, interleaved. Prints each
 * app's medians and ratios: information beside the sign-up target, closer to what users time on their own apps.
 */
export async function benchFixtureApps(browser: Browser, { iterations, warmup }: { iterations: number; warmup: number }): Promise<void> {
  const apps = await startFixtureServer('apps');
  try {
    console.log(`\nThe fixture apps: ${PASSING_CASES.length} tests written as people write them, each against the same test hand-written in Playwright (Verity's export of it), median of ${iterations}`);
    console.log(`  ${'test'.padEnd(62)} ${'hand-written'.padStart(12)} ${'+ screenshots'.padStart(13)} ${'engine'.padStart(9)}  engine/hand  engine/(hand + screenshots)`);
    const rows: AppTimes[] = [];
    for (const test of PASSING_CASES) {
      const spec = await handWrittenSpec(browser, test, apps);
      if (!spec) {
        console.log(`  ${test.name.padEnd(62)} (a line the export cannot write: not timed)`);
        continue;
      }
      const times = { handWritten: [] as number[], withScreenshots: [] as number[], engine: [] as number[] };
      for (let round = 0; round < warmup + iterations; round += 1) {
        const handWritten = await timed(() => runSpec(browser, spec, { screenshots: false }));
        const withScreenshots = await timed(() => runSpec(browser, spec, { screenshots: true }));
        const engine = await timed(() => engineRun(browser, test, apps).then(() => undefined));
        if (round < warmup) continue;
        times.handWritten.push(handWritten);
        times.withScreenshots.push(withScreenshots);
        times.engine.push(engine);
      }
      const row = { name: test.name, handWritten: median(times.handWritten), withScreenshots: median(times.withScreenshots), engine: median(times.engine) };
      rows.push(row);
      console.log(
        `  ${row.name.padEnd(62)} ${ms(row.handWritten).padStart(12)} ${ms(row.withScreenshots).padStart(13)} ${ms(row.engine).padStart(9)}  ${(row.engine / row.handWritten).toFixed(2).padStart(11)}  ${(row.engine / row.withScreenshots).toFixed(2).padStart(27)}`,
      );
    }
    if (rows.length === 0) return;
    const ratios = rows.map((row) => row.engine / row.handWritten);
    const floors = rows.map((row) => row.withScreenshots / row.handWritten);
    console.log(
      `\n  over the apps: engine / hand-written median ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}); hand-written + a screenshot per step / hand-written median ${median(floors).toFixed(2)}  (information)`,
    );
  } finally {
    await apps.close();
  }
}
