import { type StepResult } from '@verity/contracts';
import { parseSteps } from '@verity/steps';
import { type RunOutcome, type RunTestOptions } from '../engine-types';
import { assertPublicTarget } from '../network/assert-public-target';
import { executePlan, parseFailureOutcome, type PlannedStep } from './execute-plan';
import { type Leak, LeakCheckingSink, leakMessage, RunSecrets } from './run-secrets';

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
  const secrets = new RunSecrets(options.secrets);
  // Without an interpreter or stored answers, a line nothing reads fails the run before a browser opens.
  if (!isParsed && !options.interpreter && !options.answers) return secrets.redactAll(parseFailureOutcome(plan));
  const artifacts = new LeakCheckingSink(options.artifacts, secrets);
  const { onProgress } = options;
  const outcome = await executePlan(
    {
      ...options,
      artifacts,
      runSecrets: secrets,
      ...(onProgress ? { onProgress: (steps: StepResult[]) => onProgress(secrets.redactAll(steps)) } : {}),
      ...(options.allowPrivateNetwork ? {} : { networkGuard: (url: string) => assertPublicTarget(url) }),
    },
    plan,
  );
  return failedForLeaks(secrets.redactAll(outcome), artifacts.leaks);
}

/** A run that tried to store a secret fails, whatever its steps did: its verdict cannot be kept beside a leak. */
function failedForLeaks(outcome: RunOutcome, leaks: readonly Leak[]): RunOutcome {
  const [leak] = leaks;
  if (!leak) return outcome;
  const reason = leakMessage(leak);
  return { ...outcome, status: 'failed', verdict: 'failed', summary: reason, error: reason };
}
