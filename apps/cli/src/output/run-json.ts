import { runDurationMs, type TestRun } from '@verity/contracts';
import { type RunBatch } from '../runs/run-batch';
import { failedStep, runOutcome, tallyRuns, type WaitEnd } from '../runs/run-outcome';
import { runPageUrl, suitePageUrl } from '../web-urls';

function runJson(run: TestRun, webUrl: string) {
  const step = failedStep(run);
  return {
    id: run.id,
    test_id: run.test_id,
    name: run.configuration.name,
    status: run.status,
    verdict: run.verdict,
    outcome: runOutcome(run),
    url: runPageUrl(webUrl, run.id),
    duration_ms: runDurationMs(run),
    failed_step: step ? { number: step.index + 1, instruction: step.instruction, error: step.error ?? null } : null,
    error: run.error,
    summary: run.summary,
  };
}

/**
 * `verity run --json`'s one document: the suite (for --folder), every run with its outcome and page, the tally,
 * how waiting ended (null without --wait) and the exit code.
 */
export function runJsonDocument(batch: RunBatch, webUrl: string, waitEnd: WaitEnd | null, exitCode: number) {
  const { suite } = batch;
  return {
    suite: suite
      ? {
          id: suite.id,
          name: suite.name,
          folder_id: suite.folder_id,
          status: suite.status,
          counts: suite.counts,
          url: suitePageUrl(webUrl, suite.id),
          created_at: suite.created_at,
          finished_at: suite.finished_at,
        }
      : null,
    runs: batch.runs.map((run) => runJson(run, webUrl)),
    summary: tallyRuns(batch.runs),
    wait: waitEnd,
    exit_code: exitCode,
  };
}
