import { type AccessibilityImpact, type Assertion, impactsFrom, violationsPhrase, wcagName, wcagTags } from '@verity/steps';
import { type Frame, type Page } from 'playwright-core';
import { formatSeconds, isTransient } from './resolve/resolve-target';
import { quote } from './resolve/text-match';
import { remainingMs, type StepContext, type StepDone } from './step-context';
import { StepFailure, throwIfCancelled } from './step-failure';
import { untraced } from './untraced';

type AccessibilityCheck = Extract<Assertion, { type: 'accessibility' }>;

/** One rule the page breaks, as the page reports it: the first few of its elements, and how many there are. */
export interface Violation {
  id: string;
  impact: AccessibilityImpact | null;
  /** axe's one-line description of the rule: "Images must have alternative text". */
  help: string;
  /** CSS selectors of the first elements concerned; an element in a frame reads "img.logo in iframe#ads". */
  targets: string[];
  elements: number;
}

interface AxeReport {
  rulesChecked: number;
  violations: Violation[];
}

/** A failure names at most this many rules, elements of each, and characters of each piece: it stays readable. */
const LISTED_RULES = 4;
const LISTED_ELEMENTS = 3;
const HELP_CHARS = 80;
const TARGET_CHARS = 50;

// Runs in the page, as source text (page-scripts.ts says why): axe's run, reduced to what the step reports.
const RUN_AXE = `async ({ tags, frameWaitTime, listed }) => {
  const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], frameWaitTime });
  const where = (target) => target.map((part) => (Array.isArray(part) ? part.join(' ') : part)).reverse().join(' in ');
  return {
    rulesChecked: results.passes.length + results.violations.length + results.incomplete.length + results.inapplicable.length,
    violations: results.violations.map((rule) => ({
      id: rule.id,
      impact: rule.impact || null,
      help: rule.help,
      targets: rule.nodes.slice(0, listed).map((node) => where(node.target)),
      elements: rule.nodes.length,
    })),
  };
}`;

/**
 * The page has no accessibility violation of the step's impact or worse, by axe-core's rules for its WCAG level:
 * axe runs in the page and its same-origin frames (frames from other sites, such as ads, videos or payment fields,
 * are not the site's to fix) and the violations found fail the step, each with the elements concerned.
 */
export async function checkAccessibility(assertion: AccessibilityCheck, context: StepContext): Promise<StepDone> {
  const report = await beforeDeadline(runAxe(context, wcagTags(assertion.wcag)), context);
  const failing = impactsFrom(assertion.impact);
  const violations = report.violations.filter((violation) => violation.impact !== null && failing.includes(violation.impact));
  if (violations.length > 0) throw new StepFailure(describeViolations(violations, assertion));
  return { action: `Checked that the page has no ${violationsPhrase(assertion.impact)} (${wcagName(assertion.wcag)}, ${report.rulesChecked} rules checked)`, locator: null };
}

/**
 * axe's report on the page, once it has loaded. Unlike other checks this one is not repeated until the time limit:
 * violations come from the page's markup and styles, which waiting does not change, and each run costs a second
 * or two of the browser's time on a large page. A page that navigates while axe runs is checked again once loaded.
 */
async function runAxe(context: StepContext, tags: string[]): Promise<AxeReport> {
  const { page } = context;
  for (;;) {
    throwIfCancelled(context.signal);
    // Half the time at most: a page whose last image never arrives is still checked as it is.
    await page.waitForLoadState('load', { timeout: Math.max(1, remainingMs(context) / 2) }).catch(() => undefined);
    try {
      // The axe source (1.3 MB) is sent outside the trace, whoever calls this: in it, it would dwarf the run.
      await untraced(page, () => injectAxe(page));
      const options = { tags, frameWaitTime: remainingMs(context), listed: LISTED_ELEMENTS };
      return await untraced(page, () => page.evaluate<AxeReport>(`(${RUN_AXE})(${JSON.stringify(options)})`));
    } catch (error) {
      if (!isTransient(error) || Date.now() >= context.deadline) throw error;
    }
  }
}

/** axe-core in the page and its same-origin frames, unless an earlier check left it there. */
async function injectAxe(page: Page): Promise<void> {
  // Loaded on the first check only: the worker does not otherwise hold axe's source.
  const { default: axe } = await import('axe-core');
  const hasAxe = `typeof window.axe === 'object' && window.axe.version === ${JSON.stringify(axe.version)}`;
  const inject = async (frame: Frame) => {
    if (!(await frame.evaluate<boolean>(hasAxe))) await frame.evaluate(axe.source);
  };
  const main = page.mainFrame();
  const origin = originOf(main.url());
  // A frame that goes away meanwhile is simply not checked; the page itself must be.
  const frames = page.frames().filter((frame) => frame !== main && (originOf(frame.url()) ?? origin) === origin);
  await Promise.all([inject(main), ...frames.map((frame) => inject(frame).catch(() => undefined))]);
}

/** A URL's origin; undefined for about:blank and about:srcdoc, whose frames share their parent's. */
function originOf(url: string): string | undefined {
  if (/^about:/i.test(url) || url === '') return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The check within the step's time limit. axe cannot be stopped once it runs: past the limit it finishes in the page
 * unobserved, and the step fails saying how to give it more time.
 */
function beforeDeadline<T>(work: Promise<T>, context: StepContext): Promise<T> {
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const limit = formatSeconds(context.timeoutMs);
    const timer = setTimeout(
      () => reject(new StepFailure(`The accessibility check did not finish within ${limit}: the page is large or busy. Give the step more time, e.g. "… within 30 seconds".`)),
      remainingMs(context),
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const SEVERITY: Record<AccessibilityImpact, number> = { minor: 0, moderate: 1, serious: 2, critical: 3 };
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * `2 serious accessibility violations (WCAG 2.1 AA): image-alt (critical) — Images must have alternative text:
 * 'img.hero'; color-contrast (serious) — …: 'button.buy', 'a.more' and 3 more.` The most severe rules first, the
 * ones with most elements first among equals; a few rules and elements only, so the message stays short.
 */
export function describeViolations(violations: readonly Violation[], assertion: Pick<AccessibilityCheck, 'impact' | 'wcag'>): string {
  const sorted = [...violations].sort((a, b) => (b.impact ? SEVERITY[b.impact] : -1) - (a.impact ? SEVERITY[a.impact] : -1) || b.elements - a.elements);
  const listed = sorted.slice(0, LISTED_RULES).map((rule) => {
    const shown = rule.targets.slice(0, LISTED_ELEMENTS);
    const more = rule.elements - shown.length;
    const elements = `${shown.map((target) => quote(target, TARGET_CHARS)).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    return `${rule.id} (${rule.impact ?? 'unknown impact'}) — ${clip(rule.help, HELP_CHARS)}: ${elements}`;
  });
  const rest = sorted.length - listed.length;
  const others = rest > 0 ? `; and ${rest} more rule${rest === 1 ? '' : 's'}` : '';
  return `${sorted.length} ${violationsPhrase(assertion.impact, sorted.length)} (${wcagName(assertion.wcag)}): ${listed.join('; ')}${others}.`;
}
