import { type StepResult } from '@verity/contracts';
import AdmZip from 'adm-zip';
import { type Browser } from 'playwright-core';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { describeViolations, type Violation } from './accessibility';
import { runTest } from './run-test';

// The practice site's pages (src/fixtures/apps/practice): offers.html has an image without alt text, an unlabeled
// field and faint text; contact.html is accessible, and its /broken/ variant has a pale button; stores.html has a
// moderate violation (its xml:lang) and, for WCAG 2.2, zoom buttons too small to tap; dashboard.html is busy for 6 s.

jest.setTimeout(60_000);

let browser: Browser;
let site: FixtureServer;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

/** Runs the lines on the page (they open no page: the run starts there), with the artifacts kept. */
async function run(path: string, instructions: string[], stepTimeoutMs = 8_000) {
  const artifacts = new MemoryArtifactSink();
  const outcome = await runTest({ configuration: { name: 'accessibility', base_url: `${site.url}${path}`, instructions }, browser, artifacts, stepTimeoutMs, allowPrivateNetwork: true });
  return { ...outcome, artifacts };
}

const statuses = (steps: StepResult[]) => steps.map(({ status }) => status);

describe('"Check that the page has no … accessibility violations" runs axe-core in the page', () => {
  it('fails on a page with real violations, naming each rule, its impact and the elements concerned, most severe first', async () => {
    const outcome = await run('practice/offers.html', ['Check that the page has no serious accessibility violations']);
    expect(statuses(outcome.steps)).toEqual(['failed']);
    expect(outcome.steps[0]?.error).toBe(
      "3 serious accessibility violations (WCAG 2.1 AA): image-alt (critical) — Images must have alternative text: 'img'; " +
        "label (critical) — Form elements must have labels: '#newsletter-email'; " +
        "color-contrast (serious) — Elements must meet minimum color contrast ratio thresholds: '.buy', 'a', 'button[type=\"submit\"]' and 1 more.",
    );
    // It looked once, after the page loaded: a failure does not wait out the 8 s limit looking again.
    expect(outcome.steps[0]?.duration_ms).toBeLessThan(4_000);
  });

  it('passes on an accessible page, saying what it checked', async () => {
    const outcome = await run('practice/contact.html', [
      'Check that the page has no serious accessibility violations',
      'Verify the page has no accessibility violations',
      'Check that the page has no accessibility violations (WCAG 2.2 AA)',
      'Check that the page meets WCAG 2.0 level A',
    ]);
    expect(statuses(outcome.steps)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(outcome.steps.map((step) => step.action)).toEqual([
      expect.stringMatching(/^Checked that the page has no serious accessibility violations \(WCAG 2\.1 AA, \d{2} rules checked\)$/),
      expect.stringMatching(/^Checked that the page has no accessibility violations \(WCAG 2\.1 AA, \d{2} rules checked\)$/),
      expect.stringMatching(/^Checked that the page has no accessibility violations \(WCAG 2\.2 AA, \d{2} rules checked\)$/),
      expect.stringMatching(/^Checked that the page has no accessibility violations \(WCAG 2\.0 A, \d{2} rules checked\)$/),
    ]);
    const rules = outcome.steps.map((step) => Number(/(\d+) rules/.exec(step.action ?? '')?.[1]));
    // WCAG 2.2 AA has every rule of 2.1 AA and more; 2.0 A fewer.
    expect(rules[2]).toBeGreaterThan(rules[0] as number);
    expect(rules[3]).toBeLessThan(rules[0] as number);
  });

  it('fails only on violations of the impact the step names, or worse', async () => {
    const stores = await run('practice/stores.html', ['Check that the page has no serious accessibility violations', 'Check that the page has no accessibility violations']);
    expect(statuses(stores.steps)).toEqual(['completed', 'failed']);
    expect(stores.steps[1]?.error).toBe(
      "1 accessibility violation (WCAG 2.1 AA): html-xml-lang-mismatch (moderate) — HTML elements with lang and xml:lang must have the same base language: 'html'.",
    );

    const offers = await run('practice/offers.html', ['Check that the page has no critical accessibility issues']);
    expect(offers.steps[0]?.error).toMatch(/^2 critical accessibility violations \(WCAG 2\.1 AA\): image-alt \(critical\) — .+; label \(critical\) — [^;]+\.$/);
    expect(offers.steps[0]?.error).not.toContain('color-contrast');
  });

  it('checks the WCAG level the step names', async () => {
    // A pale button fails AA's contrast rule, which level A does not have; nor is it critical.
    const pale = await run('broken/practice/contact.html', [
      'Check that the page has no accessibility violations at level A',
      'Check that the page has no critical accessibility violations',
      'Check there are no serious a11y violations',
    ]);
    expect(statuses(pale.steps)).toEqual(['completed', 'completed', 'failed']);
    expect(pale.steps[2]?.error).toBe("1 serious accessibility violation (WCAG 2.1 AA): color-contrast (serious) — Elements must meet minimum color contrast ratio thresholds: '#send'.");

    // Buttons too small to tap break WCAG 2.2 AA's target size, which 2.1 does not have.
    const tiny = await run('practice/stores.html', ['Check that the page has no serious accessibility violations', 'Check that the page has no serious accessibility violations (WCAG 2.2 AA)']);
    expect(statuses(tiny.steps)).toEqual(['completed', 'failed']);
    expect(tiny.steps[1]?.error).toBe(
      "1 serious accessibility violation (WCAG 2.2 AA): target-size (serious) — All touch targets must be 24px large, or leave sufficient space: 'button[aria-label=\"Zoom in\"]', 'button[aria-label=\"Zoom out\"]'.",
    );
  });

  it("keeps to the step's time limit on a page too busy to answer", async () => {
    const outcome = await run('', ['Open /practice/dashboard.html', 'Check that the page has no serious accessibility violations within 1 second']);
    expect(statuses(outcome.steps)).toEqual(['completed', 'failed']);
    expect(outcome.steps[1]?.error).toBe('The accessibility check did not finish within 1 s: the page is large or busy. Give the step more time, e.g. "… within 30 seconds".');
    expect(outcome.steps[1]?.duration_ms).toBeLessThan(2_500);
  });

  it("leaves axe-core's source out of the run's trace", async () => {
    const outcome = await run('practice/contact.html', ['Check that the page has no serious accessibility violations', 'Type "Ada" into "Your name"']);
    expect(outcome.verdict).toBe('passed');
    const zip = new AdmZip(outcome.artifacts.files.get('trace.zip')?.contents);
    const texts = zip.getEntries().map((entry) => entry.getData().toString('utf8'));
    expect(texts.some((text) => text.includes('"fill"'))).toBe(true);
    expect(texts.filter((text) => text.includes('axeFunction'))).toEqual([]);
  });
});

describe('the failure of an accessibility check', () => {
  const violation = (id: string, impact: Violation['impact'], elements: number): Violation => ({
    id,
    impact,
    help: `The rule ${id} says something about the page that takes a long sentence to explain, longer than a message should quote in full`,
    targets: Array.from({ length: Math.min(elements, 3) }, (_, n) => `main > section:nth-child(${n + 1}) > div.card-with-a-long-class-name > ul > li:nth-child(${n + 1}) > a`),
    elements,
  });

  it('stays short however many rules and elements fail, naming the most severe first', () => {
    const violations = [
      ...Array.from({ length: 10 }, (_, n) => violation(`moderate-rule-${n}`, 'moderate', 40)),
      violation('critical-rule', 'critical', 2),
      violation('serious-rule', 'serious', 12),
    ];
    const message = describeViolations(violations, { impact: 'minor', wcag: { version: '2.1', level: 'AA' } });
    expect(message.length).toBeLessThan(1_250);
    expect(message).toMatch(/^12 accessibility violations \(WCAG 2\.1 AA\): critical-rule \(critical\) — The rule critical-rule says .{40,}…: 'main > [^']+…', 'main > [^']+…'; serious-rule \(serious\) — /);
    expect(message).toContain("…' and 9 more; moderate-rule-0 (moderate)");
    expect(message).toMatch(/; and 8 more rules\.$/);
  });
});
