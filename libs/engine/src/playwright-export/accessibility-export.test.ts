import { exportPlaywrightSpec } from '@verity/steps';
import { type RunOutcome } from '../engine-types';
import { runTest } from '../execution/run-test';
import { launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { runPlaywrightSpecs, type SpecOutcome } from './testing/run-playwright-specs';

// The proof that an exported accessibility check (axe-core through @axe-core/playwright) reaches Verity's verdict:
// each test runs in Verity on a practice page, is exported, and the spec is run by the real Playwright Test runner.

jest.setTimeout(220_000);

interface AccessibilityCase {
  name: string;
  start: string;
  instructions: string[];
}

const CASES: AccessibilityCase[] = [
  {
    name: 'an accessible contact page',
    start: 'practice/contact.html',
    instructions: ['Check that the page has no serious accessibility violations', 'Type "Ada" into "Your name"', 'Check that the page has no accessibility violations (WCAG 2.2 AA)'],
  },
  { name: 'a pale button', start: 'broken/practice/contact.html', instructions: ['Check that the page has no accessibility violations at level A', 'Check that the page has no serious accessibility violations'] },
  { name: 'a moderate violation', start: 'practice/stores.html', instructions: ['Check that the page has no serious accessibility violations', 'Check that the page has no accessibility violations'] },
  { name: 'critical violations', start: 'practice/offers.html', instructions: ['Check that the page has no critical accessibility violations'] },
];

const verdictOf = (outcome: RunOutcome) => {
  const failed = outcome.steps.findIndex((step) => step.status === 'failed');
  return { verdict: outcome.verdict === 'passed' ? 'passed' : 'failed', failedStep: failed < 0 ? null : failed + 1 };
};
const fileNameOf = (test: AccessibilityCase) => `${test.name.replace(/[^a-z0-9]+/gi, '-')}.spec.ts`;

const verity = new Map<string, ReturnType<typeof verdictOf>>();
let specs: Map<string, SpecOutcome>;

beforeAll(async () => {
  const [browser, apps] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
  try {
    // All at once, each in a context of its own: the cases are few.
    const files = await Promise.all(
      CASES.map(async (test) => {
        const configuration = { name: test.name, base_url: `${apps.url}${test.start}`, instructions: test.instructions, step_timeout_ms: 5_000 };
        const outcome = await runTest({ configuration, browser, artifacts: new MemoryArtifactSink(), allowPrivateNetwork: true });
        verity.set(test.name, verdictOf(outcome));
        return { fileName: fileNameOf(test), source: exportPlaywrightSpec({ id: test.name, configuration }).source };
      }),
    );
    // Verity is done: its browser makes room for Playwright's.
    await browser.close();
    specs = await runPlaywrightSpecs(files);
  } finally {
    await Promise.all([browser.close(), apps.close()]);
  }
}, 210_000);

describe('an accessibility check exported as a Playwright spec', () => {
  it('reaches the verdicts Verity reached, failing at the same step', () => {
    expect(Object.fromEntries(verity)).toEqual({
      'an accessible contact page': { verdict: 'passed', failedStep: null },
      'a pale button': { verdict: 'failed', failedStep: 2 },
      'a moderate violation': { verdict: 'failed', failedStep: 2 },
      'critical violations': { verdict: 'failed', failedStep: 1 },
    });
    for (const test of CASES) {
      const spec = specs.get(fileNameOf(test));
      const expected = verity.get(test.name);
      // The spec's error is shown when it does not agree.
      const agrees = spec?.verdict === expected?.verdict && spec?.failedStep === expected?.failedStep;
      expect({ test: test.name, verdict: spec?.verdict, failedStep: spec?.failedStep, ...(agrees ? {} : { error: spec?.error }) }).toEqual({ test: test.name, ...expected });
    }
  });

  it("names the rule that failed in the spec's error, as Verity does", () => {
    expect(specs.get(fileNameOf(CASES[1] as AccessibilityCase))?.error).toContain('color-contrast (serious) — Elements must meet minimum color contrast ratio thresholds: #send');
    expect(specs.get(fileNameOf(CASES[2] as AccessibilityCase))?.error).toContain('html-xml-lang-mismatch (moderate)');
    expect(specs.get(fileNameOf(CASES[3] as AccessibilityCase))?.error).toContain('image-alt (critical)');
  });
});
