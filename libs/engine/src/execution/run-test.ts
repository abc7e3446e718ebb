import { parseSteps } from '@verity/steps';
import { type RunOutcome, type RunTestOptions } from '../engine-types';
import { assertPublicTarget } from '../network/assert-public-target';
import { executePlan, parseFailureOutcome, type PlannedStep } from './execute-plan';

/**
 * Every line of the test as a planned step. When some lines are not steps, each line is read on its own so
 * the good ones still show (not started) next to the bad ones; blank and comment lines are no steps at all.
 */
function planOf(instructions: readonly string[]): { plan: PlannedStep[]; isParsed: boolean } {
  const parsed = parseSteps(instructions);
  if (parsed.ok) return { plan: parsed.steps.map((step) => ({ index: step.index, source: step.source, step })), isParsed: true };
  const errors = new Map(parsed.errors.map((error) => [error.index, error]));
  const plan = instructions.flatMap((source, index): PlannedStep[] => {
    const error = errors.get(index);
    if (error) return [{ index, source, unparsed: error }];
    const line = parseSteps([source]);
    return line.ok ? line.steps.map((step) => ({ index, source, step: { ...step, index } })) : [];
  });
  return { plan, isParsed: false };
}

/**
 * Runs one test in a fresh context of the given browser and says how it went: every step's result, the verdict,
 * a one-line summary and the run's artifacts. A line the grammar does not cover fails the run before any
 * browser context opens, unless an interpreter is given to read it when the run gets there.
 */
export async function runTest(options: RunTestOptions): Promise<RunOutcome> {
  const { plan, isParsed } = planOf(options.configuration.instructions ?? []);
  // Without an interpreter or stored answers, a line nothing reads fails the run before a browser opens.
  if (!isParsed && !options.interpreter && !options.answers) return parseFailureOutcome(plan);
  return executePlan({ ...options, ...(options.allowPrivateNetwork ? {} : { networkGuard: (url: string) => assertPublicTarget(url) }) }, plan);
}
