import { type ExpandedStep } from '@verity/contracts';
import { formatStep, type IntentStep, type StepAction } from '@verity/steps';
import { type Page } from 'playwright-core';
import { MAY_NAVIGATE, outcomeAssertion, planClause, settle } from '../planner/goal/clause-plans';
import { shortMessage } from './action-errors';
import { type StepDone } from './step-context';
import { isTransient } from './resolve/resolve-target';
import { StepFailure } from './step-failure';

const MASK = '••••••••';

export interface IntentRun {
  /** The page the run is on now. */
  page: () => Page;
  /** Runs one grammar step as a step of the test would run (variables, timeouts, the network guard). */
  runStep: (action: StepAction) => Promise<StepDone>;
  /** The grammar steps the run did so far: "it should be checked" is about the last one ticked. */
  done: StepAction[];
  /** The expanded steps so far, told after each change so the run's progress shows them as they happen. */
  onExpanded: (expanded: ExpandedStep[]) => Promise<void>;
  timeoutMs: number;
}

/**
 * Does a line written as intents: each clause is matched against the page as it is when its turn comes (after
 * the clause before it ran), becomes grammar steps, and those run one by one. Fails like a grammar step, with
 * the expanded steps that ran kept beside the one that failed.
 */
export async function runIntent(intent: IntentStep, run: IntentRun): Promise<StepDone> {
  const expanded: ExpandedStep[] = [];
  // A password the line types is shown as dots in the steps it became, as the grammar's own actions do.
  const secrets = intent.clauses.flatMap((clause) => (clause.kind === 'login' && clause.password ? [clause.password] : []));
  const shown = (step: StepAction) => formatStep(step.kind === 'fill' && secrets.includes(step.value) ? { ...step, value: MASK } : step);
  const actions: string[] = [];
  let locator: string | null = null;

  const runAll = async (steps: StepAction[]) => {
    for (const step of steps) {
      const entry: ExpandedStep = { step: shown(step), status: 'running' };
      expanded.push(entry);
      await run.onExpanded([...expanded]);
      try {
        const done = await run.runStep(step);
        Object.assign(entry, { status: 'completed', action: done.action });
        actions.push(done.action);
        locator = done.locator ?? locator;
        run.done.push(step);
      } catch (error) {
        Object.assign(entry, { status: 'failed', error: error instanceof StepFailure ? error.message : shortMessage(error) });
        await run.onExpanded([...expanded]);
        throw error;
      }
      await run.onExpanded([...expanded]);
      if (MAY_NAVIGATE.has(step.kind)) await settle(run.page(), run.timeoutMs);
    }
  };
  // A menu opened to look for an item it turned out not to hold is not part of what the line did.
  const dropLast = () => {
    expanded.pop();
    actions.pop();
    run.done.pop();
  };

  for (const clause of intent.clauses) {
    if (clause.kind === 'expect') {
      const assertion = await outcomeAssertion(clause.outcome, run.done, run.page());
      if (!assertion) throw new StepFailure(`It is not clear which element "${clause.text}" is about: name it, e.g. Check that "Remember me" is checked.`);
      await runAll([{ kind: 'assert', assertion }]);
      continue;
    }
    const planned = await planWhenReady(clause, run);
    if (typeof planned === 'string') throw new StepFailure(clauseFailure(intent, clause.text, planned));
    try {
      await planned(runAll, dropLast);
    } catch (error) {
      // A step of the expansion failed with its own reason; a plan that found nothing to do says what it missed.
      if (expanded.at(-1)?.status === 'failed') throw error;
      throw new StepFailure(clauseFailure(intent, clause.text, error instanceof StepFailure ? error.message : shortMessage(error)));
    }
  }
  return { action: actions.join('; '), locator };
}

/** Between two looks at a page that had nothing the clause names. */
const LOOK_AGAIN_MS = 250;

/**
 * A clause planned against the page once it has what the clause names: a page still on its way (a sign-in that
 * moves on after a moment, a list that loads) is read again until the step's time is up, as a grammar step waits
 * for its element.
 */
async function planWhenReady(clause: Exclude<IntentStep['clauses'][number], { kind: 'expect' }>, run: IntentRun): ReturnType<typeof planClause> {
  const deadline = Date.now() + run.timeoutMs;
  for (;;) {
    const planned = await planClause(clause, run.page()).catch((error: unknown) => {
      if (!isTransient(error) || Date.now() >= deadline) throw error;
      return 'The page changed while it was read.';
    });
    // A clause that reads as a check has nothing to wait for: it is refused as it is.
    const refused = clause.kind === 'other' && clause.isOutcome === true;
    if (typeof planned !== 'string' || refused || Date.now() + LOOK_AGAIN_MS >= deadline) return planned;
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
}

/** The reason, naming the part of the line it is about when the line holds several. */
function clauseFailure(intent: IntentStep, clause: string, reason: string): string {
  return intent.clauses.length > 1 ? `"${clause}": ${reason}` : reason;
}
