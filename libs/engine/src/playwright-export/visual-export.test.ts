import { rm } from 'node:fs/promises';
import { exportPlaywrightSpec } from '@verity/steps';
import { type BaselineStore, type RunOutcome, type VisualBaseline } from '../engine-types';
import { runTest } from '../execution/run-test';
import { launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { runPlaywrightSpecs, type SpecOutcome, specFolder } from './testing/run-playwright-specs';

// The proof that exported visual checks (Playwright's toHaveScreenshot) reach Verity's verdicts: a test runs in
// Verity on the plans page, keeping its baselines, then on the page again and on its /broken/ variant. Its export
// runs with the real Playwright Test runner in one folder the same three times, the first writing its pictures
// (--update-snapshots), the others comparing with them.

jest.setTimeout(200_000);

const INSTRUCTIONS = ['Check that the page matches the baseline, ignoring "Last updated"', 'Check that "Pricing" matches the baseline within 2%', 'Check that "Questions" matches the baseline'];
const FILE = 'plans.spec.ts';

/** Until the "Last updated" clock shows another second: the masked region really changed between two visits. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_050 - (Date.now() % 1_000)));

const verdictOf = (outcome: RunOutcome) => {
  const failed = outcome.steps.findIndex((step) => step.status === 'failed');
  return { verdict: outcome.verdict === 'passed' ? 'passed' : 'failed', failedStep: failed < 0 ? null : failed + 1 };
};
const specVerdict = (spec: SpecOutcome | undefined) => ({ verdict: spec?.verdict, failedStep: spec?.failedStep });

const verity: Record<string, ReturnType<typeof verdictOf>> = {};
const playwright: Record<string, SpecOutcome | undefined> = {};

beforeAll(async () => {
  const [browser, apps] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
  const folder = await specFolder();
  try {
    const saved = new Map<string, VisualBaseline>();
    const baselines: BaselineStore = { find: async ({ name, viewport }) => saved.get(`${name}@${viewport}`) ?? null };
    const configurationAt = (path: string) => ({ name: 'Plans', base_url: `${apps.url}${path}`, instructions: INSTRUCTIONS, step_timeout_ms: 3_000 });
    const inVerity = async (path: string) => {
      const artifacts = new MemoryArtifactSink();
      const outcome = await runTest({ configuration: configurationAt(path), browser, artifacts, allowPrivateNetwork: true, baselines });
      for (const { visual } of outcome.verdict === 'passed' ? outcome.steps : []) {
        const file = visual?.current.replace(/^memory\//, '');
        if (visual?.status === 'new' && file) saved.set(`${visual.name}@${visual.viewport}`, { image: artifacts.files.get(file)!.contents, runId: 'first', file });
      }
      return verdictOf(outcome);
    };
    const inPlaywright = async (path: string, args: string[] = []) =>
      (await runPlaywrightSpecs([{ fileName: FILE, source: exportPlaywrightSpec({ id: 'plans', configuration: configurationAt(path) }).source }], {}, { folder, args })).get(FILE);

    verity.first = await inVerity('practice/plans.html');
    await nextSecond();
    verity.again = await inVerity('practice/plans.html');
    verity.broken = await inVerity('broken/practice/plans.html');
    // Verity is done: its browser makes room for Playwright's.
    await browser.close();
    playwright.first = await inPlaywright('practice/plans.html', ['--update-snapshots']);
    await nextSecond();
    playwright.again = await inPlaywright('practice/plans.html');
    playwright.broken = await inPlaywright('broken/practice/plans.html');
  } finally {
    await Promise.all([browser.close(), apps.close(), rm(folder, { recursive: true, force: true })]);
  }
}, 190_000);

describe('visual checks exported as a Playwright spec', () => {
  it('reach the verdicts Verity reached: pictures kept, the same page matching them, the shifted page failing', () => {
    expect(verity).toEqual({
      first: { verdict: 'passed', failedStep: null },
      again: { verdict: 'passed', failedStep: null },
      broken: { verdict: 'failed', failedStep: 1 },
    });
    // A spec's error is shown when it does not agree.
    for (const [run, expected] of Object.entries(verity)) {
      const spec = playwright[run];
      const agrees = spec?.verdict === expected.verdict && spec?.failedStep === expected.failedStep;
      expect({ run, ...specVerdict(spec), ...(agrees ? {} : { error: spec?.error }) }).toEqual({ run, ...expected });
    }
  });

  it("fails on the pixels that changed, in Playwright's words", () => {
    expect(playwright.broken?.error).toMatch(/Screenshot comparison failed|pixels \(ratio [\d.]+ of all image pixels\) are different/);
  });
});
