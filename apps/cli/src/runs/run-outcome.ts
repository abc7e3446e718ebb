import { isFinalRunStatus, type StepResult, type TestRun } from '@verity/contracts';
import { EXIT_CODES, type ExitCode } from '../exit-codes';

/**
 * What a run came to, for the report and the exit code: `no_verdict` is a run that ended without one (the
 * browser or the worker failed); `unfinished` one still queued or running when verity stopped waiting.
 */
export type RunOutcome = 'passed' | 'failed' | 'cancelled' | 'no_verdict' | 'unfinished';

export function runOutcome(run: Pick<TestRun, 'status' | 'verdict'>): RunOutcome {
  if (!isFinalRunStatus(run.status)) return 'unfinished';
  if (run.status === 'cancelled') return 'cancelled';
  if (run.verdict === 'passed') return 'passed';
  if (run.verdict === 'failed') return 'failed';
  return 'no_verdict';
}

export function isRunFinished(run: Pick<TestRun, 'status'>): boolean {
  return isFinalRunStatus(run.status);
}

/** The step that failed the run, if one did. */
export function failedStep(run: Pick<TestRun, 'steps'>): StepResult | null {
  return run.steps.find((step) => step.status === 'failed') ?? null;
}

export interface RunTally {
  passed: number;
  /** Failed, or ended with no verdict (as the suite counts them). */
  failed: number;
  cancelled: number;
  unfinished: number;
}

export function tallyRuns(runs: readonly Pick<TestRun, 'status' | 'verdict'>[]): RunTally {
  const tally: RunTally = { passed: 0, failed: 0, cancelled: 0, unfinished: 0 };
  for (const run of runs) {
    const outcome = runOutcome(run);
    if (outcome === 'no_verdict') tally.failed += 1;
    else tally[outcome] += 1;
  }
  return tally;
}

/** How waiting ended: every run final, --timeout reached, or Ctrl-C. */
export type WaitEnd = 'finished' | 'timed_out' | 'interrupted';

/**
 * The exit code of `verity run` once its runs started: 0 when they all passed (or, not waiting, when they
 * started), 1 when any failed, was cancelled or has no verdict, 2 when --timeout came first, 130 on Ctrl-C.
 */
export function runExitCode(runs: readonly Pick<TestRun, 'status' | 'verdict'>[], waitEnd: WaitEnd | null): ExitCode {
  if (waitEnd === null) return EXIT_CODES.passed;
  if (waitEnd === 'interrupted') return EXIT_CODES.interrupted;
  if (waitEnd === 'timed_out') return EXIT_CODES.error;
  return runs.every((run) => runOutcome(run) === 'passed') ? EXIT_CODES.passed : EXIT_CODES.failed;
}
