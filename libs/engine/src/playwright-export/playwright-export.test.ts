import { exportPlaywrightSpec, type RecordedRun } from '@verity/steps';
import { type Browser } from 'playwright-core';
import { type RunOutcome } from '../engine-types';
import { runTest } from '../execution/run-test';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { settledPool, valueOf } from '../fixtures/settled-pool';
import { configurationOf, type ExportCase, FAILING_CASE, INTENT_CASE, PASSING_CASES } from './testing/export-cases';
import { runPlaywrightSpecs, type SpecFile, type SpecOutcome } from './testing/run-playwright-specs';

// The proof of "Export → Playwright test": tests on the fixture apps are run by Verity, exported (with the
// locators of Verity's passing run, and without any run), and the exported specs are run by the real Playwright
// Test runner. Each spec must reach Verity's verdict, and fail at the step where Verity's run failed.

jest.setTimeout(250_000);
/** Verity's runs in flight at once, each in a context of its own: more only takes the processor from other suites. */
const CONCURRENT_RUNS = 2;

/** What Verity's run said, and what each exported spec of the same test did. */
interface Verdicts {
  verity: { verdict: 'passed' | 'failed'; failedStep: number | null; summary: string };
  specs: Record<string, { verdict: SpecOutcome['verdict']; failedStep: number | null; error: string | null }>;
}

let browser: Browser;
let apps: FixtureServer;
const verdicts = new Map<string, Verdicts>();
const sources = new Map<string, string>();
let intentOutcome: SpecOutcome | undefined;

async function verityRun(test: ExportCase, baseUrl: string): Promise<RunOutcome> {
  // Verdicts and locators only: no trace, and a picture of a failed step alone (run-test.test.ts checks the evidence).
  return runTest({ configuration: { ...configurationOf(test, baseUrl), screenshots: 'on_failure' }, browser, artifacts: new MemoryArtifactSink(), allowPrivateNetwork: true, recordTrace: false });
}

const recordedRun = (test: ExportCase, outcome: RunOutcome): RecordedRun => ({
  id: `run-of-${test.name}`,
  status: outcome.status,
  configuration: { instructions: test.instructions },
  steps: outcome.steps,
  finished_at: null,
});

const failedStepOf = (outcome: RunOutcome) => {
  const position = outcome.steps.findIndex((step) => step.status === 'failed');
  return position < 0 ? null : position + 1;
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

beforeAll(async () => {
  [browser, apps] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
  const specs: SpecFile[] = [];
  /** Exports the test on `baseUrl` with and without the run's locators; remembers what Verity's run said. */
  const exportBoth = (key: string, test: ExportCase, baseUrl: string, outcome: RunOutcome, run: RecordedRun | null) => {
    const entry: Verdicts = {
      verity: { verdict: outcome.verdict === 'passed' ? 'passed' : 'failed', failedStep: failedStepOf(outcome), summary: outcome.summary },
      specs: {},
    };
    verdicts.set(key, entry);
    for (const [variant, from] of [['derived', null], ['recorded', run]] as const) {
      if (variant === 'recorded' && !from) continue;
      const spec = exportPlaywrightSpec({ id: key, configuration: configurationOf(test, baseUrl) }, { run: from });
      const fileName = `${slug(key)}-${variant}.spec.ts`;
      specs.push({ fileName, source: spec.source });
      sources.set(fileName, spec.source);
      entry.specs[variant] = { verdict: 'failed', failedStep: null, error: 'not run' };
    }
  };

  // Two runs at a time: a failing step mostly waits out its time limit, so the browser has room for another.
  const schedule = settledPool(CONCURRENT_RUNS);
  const runs = await Promise.all(
    PASSING_CASES.map(async (test) => {
      const outcome = valueOf(schedule(() => verityRun(test, `${apps.url}${test.start}`)));
      const broken = test.failsWhenBroken ? valueOf(schedule(() => verityRun(test, `${apps.url}broken/${test.start}`))) : null;
      return { test, outcome: await outcome, broken: await broken };
    }),
  );
  for (const { test, outcome, broken } of runs) {
    const run = recordedRun(test, outcome);
    exportBoth(test.name, test, `${apps.url}${test.start}`, outcome, run);
    if (broken) exportBoth(`${test.name} (broken)`, test, `${apps.url}broken/${test.start}`, broken, run);
  }
  exportBoth(FAILING_CASE.name, FAILING_CASE, `${apps.url}${FAILING_CASE.start}`, await verityRun(FAILING_CASE, `${apps.url}${FAILING_CASE.start}`), null);
  const intentSpec = exportPlaywrightSpec({ id: INTENT_CASE.name, configuration: configurationOf(INTENT_CASE, `${apps.url}${INTENT_CASE.start}`) });
  specs.push({ fileName: 'intent.spec.ts', source: intentSpec.source });

  // Verity is done: its browser makes room for Playwright's.
  await browser.close();
  const outcomes = await runPlaywrightSpecs(specs, { PASSWORD: 'secret_sauce' });
  for (const [key, entry] of verdicts) {
    for (const variant of Object.keys(entry.specs)) {
      const outcome = outcomes.get(`${slug(key)}-${variant}.spec.ts`);
      if (outcome) entry.specs[variant] = { verdict: outcome.verdict, failedStep: outcome.failedStep, error: outcome.verdict === 'failed' ? outcome.error : null };
    }
  }
  intentOutcome = outcomes.get('intent.spec.ts');
}, 480_000);

afterAll(async () => {
  await Promise.all([browser?.close(), apps?.close()]);
});

/** The spec's outcome where it matters: the verdict, and for a failure the step; its error is shown when they differ. */
const asVerity = (entry: Verdicts) => ({ verdict: entry.verity.verdict, failedStep: entry.verity.failedStep });
const specVerdict = (entry: Verdicts, variant: string) => {
  const spec = entry.specs[variant];
  return spec && { verdict: spec.verdict, failedStep: spec.failedStep, ...(spec.verdict !== entry.verity.verdict || spec.failedStep !== entry.verity.failedStep ? { error: spec.error } : {}) };
};

/** Whether the spec exported with the run really follows it (a run that did not pass would leave it derived). */
const followsRun = (key: string) => (sources.get(`${slug(key)}-recorded.spec.ts`) ?? '').includes('// Locators: the ones Verity used in run');

describe('a test exported as a Playwright spec reaches the verdict of a Verity run', () => {
  it.each(PASSING_CASES.map((test) => test.name))('%s: passes in Verity and as both exported specs', (name) => {
    const entry = verdicts.get(name) as Verdicts;
    expect({ verity: entry.verity.verdict, summary: entry.verity.summary }).toEqual({ verity: 'passed', summary: expect.any(String) });
    expect(followsRun(name)).toBe(true);
    expect(specVerdict(entry, 'derived')).toEqual(asVerity(entry));
    expect(specVerdict(entry, 'recorded')).toEqual(asVerity(entry));
  });

  it.each(PASSING_CASES.filter((test) => test.failsWhenBroken).map((test) => [test.name, test.failsWhenBroken] as const))(
    '%s, on the broken app: fails at step %i in Verity and in both exported specs',
    (name, step) => {
      const entry = verdicts.get(`${name} (broken)`) as Verdicts;
      expect(asVerity(entry)).toEqual({ verdict: 'failed', failedStep: step });
      expect(followsRun(`${name} (broken)`)).toBe(true);
      expect(specVerdict(entry, 'derived')).toEqual(asVerity(entry));
      expect(specVerdict(entry, 'recorded')).toEqual(asVerity(entry));
    },
  );

  it('fails at the false check of a test no run passed, exported with derived locators', () => {
    const entry = verdicts.get(FAILING_CASE.name) as Verdicts;
    expect(asVerity(entry)).toEqual({ verdict: 'failed', failedStep: FAILING_CASE.failsAt });
    expect(entry.specs.recorded).toBeUndefined();
    expect(specVerdict(entry, 'derived')).toEqual(asVerity(entry));
  });

  it("uses the run's locators when it has them, and says where the locators came from", () => {
    const recorded = sources.get(`${slug(PASSING_CASES[0]!.name)}-recorded.spec.ts`) ?? '';
    const derived = sources.get(`${slug(PASSING_CASES[0]!.name)}-derived.spec.ts`) ?? '';
    expect(recorded).toContain('// Locators: the ones Verity used in run');
    expect(recorded).toContain("page.getByRole('button', { name: 'Create account', exact: true })");
    expect(derived).toContain('// Locators: derived from the steps');
    expect(derived).toContain("page.getByRole('button', { name: 'Create account' })");
  });

  it('reads a sensitive variable from the environment rather than writing it into the spec', () => {
    const shop = sources.get(`${slug(PASSING_CASES[1]!.name)}-recorded.spec.ts`) ?? '';
    expect(shop).toContain("const PASSWORD = requireEnv('PASSWORD');");
    expect(shop).not.toContain('secret_sauce');
  });

  it('fails at a line it cannot export, with the placeholder, where Verity would have read it on the page', () => {
    expect(intentOutcome).toMatchObject({ verdict: 'failed', failedStep: 1, error: expect.stringContaining('Step 1 is not exported: Log in as standard_user with password secret_sauce') });
  });
});
