import { type GoalClause, type StepAction } from '@verity/steps';
import { type Page } from 'playwright-core';
import { shortMessage } from '../../execution/action-errors';
import { runAction } from '../../execution/actions';
import { type StepContext } from '../../execution/step-context';
import { StepFailure } from '../../execution/step-failure';
import { Variables } from '../../execution/variables';
import { readPage } from '../read-page';
import { MAY_NAVIGATE, outcomeAssertion, planClause, settle } from './clause-plans';

/** The draft was stopped by its caller (the user cancelled, or went away): nothing is to be saved. */
export class DraftCancelledError extends Error {
  override name = 'DraftCancelledError';
  constructor() {
    super('Drafting was cancelled; no test was created.');
  }
}

/** A clause of the goal the explorer could not turn into steps, and why, for the user. */
export interface UnmappedClause {
  clause: string;
  reason: string;
}

export interface ExploreResult {
  /** The draft: every action was executed while drafting; the checks were evaluated. */
  steps: StepAction[];
  unmapped: UnmappedClause[];
  /** The first check that did not hold on the site as it is now (1-based step number), if any. */
  failure: { step: number; reason: string } | null;
}

export interface ExploreOptions {
  /** The page, already open at the start URL. */
  page: Page;
  baseUrl: string;
  /** The start page as the first step writes it ("/", "/shop"). */
  startPath: string;
  /** How long one step may wait for its element or check (default 5 s, like Playwright's expect). */
  stepTimeoutMs?: number;
  /** Epoch ms after which the remaining clauses are reported as not drafted. */
  deadline: number;
  checkNavigation: (url: string) => Promise<void>;
  /** Told each clause as it is worked on (1-based number of how many), and the steps so far. */
  onProgress?: (progress: { clause: string; number: number; total: number; steps: StepAction[] }) => void;
  signal?: AbortSignal;
}

/** How long a wait the goal asks for may last while drafting. */
const WAIT_FOR_MS = 20_000;

/**
 * Turns the goal's clauses into steps by doing them on the live page: each clause is matched against the page
 * as it is at that moment (after the previous clause's steps ran), its steps are executed, and only steps that
 * ran are kept. Expected outcomes become checks, evaluated but kept even when they fail (the site may be broken).
 */
export async function exploreGoal(clauses: GoalClause[], options: ExploreOptions): Promise<ExploreResult> {
  const { page, stepTimeoutMs = 5_000 } = options;
  const variables = new Variables();
  const steps: StepAction[] = [{ kind: 'navigate', url: options.startPath }];
  const unmapped: UnmappedClause[] = [];
  let failure: ExploreResult['failure'] = null;
  const linesAtStart = await visibleLines(page);
  const urlAtStart = page.url();

  const context = (timeoutMs = stepTimeoutMs): StepContext => ({
    page,
    baseUrl: options.baseUrl,
    timeoutMs,
    deadline: Date.now() + timeoutMs,
    navigationTimeoutMs: Math.max(stepTimeoutMs, 20_000),
    signal: options.signal,
    variables,
    checkNavigation: options.checkNavigation,
  });
  const run = async (step: StepAction) => {
    // A wait the goal asks for ("wait for the loading to finish") may take longer than a step usually does.
    await runAction(variables.substituteStep({ ...step, index: steps.length, source: '' }), context(step.kind === 'wait-for' ? Math.max(stepTimeoutMs, WAIT_FOR_MS) : stepTimeoutMs));
    steps.push(step);
    if (MAY_NAVIGATE.has(step.kind)) await settle(page, stepTimeoutMs);
  };
  /** Runs the steps in order; the first that fails stops the clause, with its reason. */
  const runAll = async (planned: StepAction[]) => {
    for (const step of planned) await run(step);
  };

  let hasOutcome = false;
  for (const [position, clause] of clauses.entries()) {
    if (options.signal?.aborted) throw new DraftCancelledError();
    if (Date.now() > options.deadline) {
      unmapped.push({ clause: clause.text, reason: 'The time limit for drafting was reached before this part of the goal.' });
      continue;
    }
    options.onProgress?.({ clause: clause.text, number: position + 1, total: clauses.length, steps: [...steps] });
    if (clause.kind === 'expect') {
      hasOutcome = true;
      let assertion;
      try {
        assertion = await outcomeAssertion(clause.outcome, steps, page);
      } catch (error) {
        // "The cart contains X" away from the cart: the draft opens the cart first, as a person would to look.
        const place = clause.outcome.type === 'shown' || clause.outcome.type === 'not-shown' ? clause.outcome.place : undefined;
        const opened = place ? await planClause({ kind: 'activate', text: `Open the ${place}`, name: place }, page) : null;
        if (!opened || typeof opened === 'string') {
          unmapped.push({ clause: clause.text, reason: error instanceof StepFailure ? error.message : shortMessage(error) });
          continue;
        }
        try {
          await opened(runAll, () => void steps.pop());
          assertion = await outcomeAssertion(clause.outcome, steps, page);
        } catch (failed) {
          unmapped.push({ clause: clause.text, reason: failed instanceof StepFailure ? failed.message : shortMessage(failed) });
          continue;
        }
      }
      if (!assertion) {
        unmapped.push({ clause: clause.text, reason: 'It is not clear which element this check is about: name it, e.g. check that "Remember me" is checked.' });
        continue;
      }
      const check: StepAction = { kind: 'assert', assertion };
      const reason = await evaluate(check, context());
      steps.push(check);
      if (reason && !failure) failure = { step: steps.length, reason };
      continue;
    }
    try {
      const planned = await planClause(clause, page);
      if (typeof planned === 'string') unmapped.push({ clause: clause.text, reason: planned });
      else await planned(runAll, () => void steps.pop());
    } catch (error) {
      unmapped.push({ clause: clause.text, reason: error instanceof StepFailure ? error.message : `It could not be done here: ${shortMessage(error)}` });
    }
  }

  if (options.signal?.aborted) throw new DraftCancelledError();
  if (!hasOutcome && steps.length > 1) {
    const check = stateOfLastAction(steps) ?? (await visibleChange(page, linesAtStart, urlAtStart));
    if (check) steps.push(check);
    else unmapped.push({ clause: '(the outcome)', reason: 'The goal says nothing to check, and what its actions changed on the page is not a check worth keeping: add what should be true afterwards, e.g. "check that … is shown".' });
  }
  return { steps, unmapped, failure };
}

/** Runs a check; null when it holds, else why not. */
async function evaluate(step: StepAction, context: StepContext): Promise<string | null> {
  try {
    await runAction({ ...step, index: 0, source: '' }, context);
    return null;
  } catch (error) {
    return error instanceof StepFailure ? error.message : shortMessage(error);
  }
}

/** The page's visible text, line by line as the browser lays it out. */
async function visibleLines(page: Page): Promise<string[]> {
  const text = (await page.evaluate('document.body ? document.body.innerText : ""').catch(() => '')) as string;
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** When the goal ends by ticking a box or choosing an option, the outcome to check is that box's or list's state. */
function stateOfLastAction(steps: StepAction[]): StepAction | null {
  const last = steps.at(-1);
  if (last?.kind === 'check') return { kind: 'assert', assertion: { type: 'element-state', target: last.target, state: last.checked ? 'checked' : 'unchecked' } };
  if (last?.kind === 'select') return { kind: 'assert', assertion: { type: 'field-value', target: last.target, value: last.option, negated: false } };
  return null;
}

/** Text that says the site went wrong, never a check to keep as the goal's outcome. */
const ERROR_TEXT = /not found|\b404\b|\berror\b|oops|something went wrong|forbidden|unavailable/i;

/**
 * When the goal states no outcome: a check of what the actions visibly changed, never of what held at the start:
 * the address it moved to, else a line of text that appeared (a heading first).
 */
async function visibleChange(page: Page, linesAtStart: string[], urlAtStart: string): Promise<StepAction | null> {
  const before = new URL(urlAtStart);
  const after = new URL(page.url());
  const lines = await visibleLines(page);
  if (lines.some((line) => ERROR_TEXT.test(line) && !linesAtStart.includes(line))) return null;
  if (after.pathname !== before.pathname && after.pathname !== '/') return { kind: 'assert', assertion: { type: 'url', mode: 'contains', value: after.pathname, negated: false } };
  const seen = new Set(linesAtStart);
  const snapshot = await readPage(page).catch(() => null);
  const heading = snapshot?.elements.find((element) => element.kind === 'heading' && !seen.has(element.name));
  if (heading) return { kind: 'assert', assertion: { type: 'page-text', text: heading.name, negated: false } };
  const line = lines.find((candidate) => !seen.has(candidate) && candidate.length >= 3 && candidate.length <= 80);
  return line ? { kind: 'assert', assertion: { type: 'page-text', text: line, negated: false } } : null;
}
