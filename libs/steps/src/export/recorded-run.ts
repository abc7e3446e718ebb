import { type RunStatus, type StepResult } from '@verity/contracts';

/** What an export reads of a run: its status, the lines it ran, and each step's result (locator, action, expansion). */
export interface RecordedRun {
  id: string;
  status: RunStatus;
  configuration: { instructions: string[] };
  steps: StepResult[];
  finished_at?: string | null;
}

/**
 * Whether the run's locators may stand for the test's steps: it passed, every step completed, and it ran exactly
 * the test's current lines. A run of other lines (the test was edited since) found other elements.
 */
export function isReplayableRun(instructions: readonly string[], run: RecordedRun): boolean {
  const ran = run.configuration.instructions;
  return (
    run.status === 'completed' &&
    ran.length === instructions.length &&
    ran.every((line, index) => line === instructions[index]) &&
    run.steps.length > 0 &&
    run.steps.every((step) => step.status === 'completed')
  );
}

/** The newest run (runs come newest first) whose locators an export may use, if any. */
export function latestReplayableRun<R extends RecordedRun>(instructions: readonly string[], runs: readonly R[]): R | null {
  return runs.find((run) => isReplayableRun(instructions, run)) ?? null;
}
