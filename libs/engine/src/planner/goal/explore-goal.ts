import { type GoalClause, parseStep, type StepAction } from '@verity/steps';
import { type Page } from 'playwright-core';
import { shortMessage } from '../../execution/action-errors';
import { runAction } from '../../execution/actions';
import { type StepContext } from '../../execution/step-context';
import { StepFailure } from '../../execution/step-failure';
import { Variables } from '../../execution/variables';
import { type ModelPolicy, type ModelUsageSummary, type StepInterpreter } from '../../engine-types';
import { LineReader } from '../../execution/read-line';
import { readPage } from '../read-page';
import { DraftCancelledError } from '../planner-errors';
import { MAY_NAVIGATE, outcomeAssertion, planClause, settle } from './clause-plans';

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
  /** When a model was asked: the parts of the goal it drafted, and what it spent. */
  model: (ModelUsageSummary & { clauses: string[] }) | null;
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
  /** A model for the parts of the goal the planner cannot map on its own; absent: those parts are reported. */
  interpreter?: StepInterpreter;
  modelPolicy?: ModelPolicy;
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
  const lineReader = new LineReader(options.interpreter, undefined, options.modelPolicy);
  const modelClauses: string[] = [];
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
  /**
   * A part of the goal the planner could not map, read by the model as one grammar step against the page: an
   * action that runs, or — for an expected outcome — a check, kept whether or not it holds. False when there is no
   * model, it has no step, or its step does not fit the part (a check for an action, an action for a check).
   */
  const draftWithModel = async (clause: GoalClause): Promise<boolean> => {
    const answer = await lineReader.askToRead(clause.text, page, options.signal);
    const parsed = answer ? parseStep(answer, 0) : null;
    if (!parsed?.ok || !parsed.step || parsed.step.kind === 'intent') return false;
    const { index: _index, source: _source, ...step } = parsed.step;
    const isOutcome = clause.kind === 'expect' || (clause.kind === 'other' && clause.isOutcome === true);
    if (isOutcome !== (step.kind === 'assert')) return false;
    if (step.kind === 'assert') {
      const reason = await evaluate(step, context());
      steps.push(step);
      if (reason && !failure) failure = { step: steps.length, reason };
    } else {
      try {
        await run(step);
      } catch {
        return false;
      }
    }
    modelClauses.push(clause.text);
    return true;
  };
  const notMapped = async (clause: GoalClause, reason: string) => {
    if (!(await draftWithModel(clause))) unmapped.push({ clause: clause.text, reason });
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
          await notMapped(clause, error instanceof StepFailure ? error.message : shortMessage(error));
          continue;
        }
        try {
          await opened(runAll, () => void steps.pop());
          assertion = await outcomeAssertion(clause.outcome, steps, page);
        } catch (failed) {
          await notMapped(clause, failed instanceof StepFailure ? failed.message : shortMessage(failed));
          continue;
        }
      }
      if (!assertion) {
        await notMapped(clause, 'It is not clear which element this check is about: name it, e.g. check that "Remember me" is checked.');
        continue;
      }
      const check: StepAction = { kind: 'assert', assertion };
      const reason = await evaluate(check, context());
      steps.push(check);
      if (reason && !failure) failure = { step: steps.length, reason };
      continue;
    }
    try {
      // A goal's "Reset a forgotten password" may mean a link that says otherwise ("Forgot password?"): where no control
      // says the verb, the goal explores as it does any clause; a test's line never clicks what does not say it.
      const strict = await planClause(clause, page);
      const planned = typeof strict === 'string' && clause.kind === 'activate' && clause.verb ? await planClause({ kind: 'other', text: clause.text }, page) : strict;
      if (typeof planned === 'string') await notMapped(clause, planned);
      else await planned(runAll, () => void steps.pop());
    } catch (error) {
      await notMapped(clause, error instanceof StepFailure ? error.message : `It could not be done here: ${shortMessage(error)}`);
    }
  }

  if (options.signal?.aborted) throw new DraftCancelledError();
  if (!hasOutcome && steps.length > 1) {
    const check = stateOfLastAction(steps) ?? (await visibleChange(page, linesAtStart, urlAtStart));
    if (check) steps.push(check);
    else unmapped.push({ clause: '(the outcome)', reason: 'The goal says nothing to check, and what its actions changed on the page is not a check worth keeping: add what should be true afterwards, e.g. "check that … is shown".' });
  }
  return { steps, unmapped, failure, model: lineReader.usage.calls > 0 ? { ...lineReader.usage, clauses: modelClauses } : null };
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
