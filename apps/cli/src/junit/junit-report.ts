import { runDurationMs, type TestRun } from '@verity/contracts';
import junitReportBuilder, { type TestCase } from 'junit-report-builder';
import { type RunBatch } from '../runs/run-batch';
import { failedStep, runOutcome } from '../runs/run-outcome';
import { runPageUrl, suitePageUrl } from '../web-urls';

/** Seconds with at most 3 decimals, as JUnit readers (and Surefire's schema) expect. */
function seconds(ms: number | null): number {
  return ms === null ? 0 : Math.round(ms) / 1000;
}

/** `Step 4 “Click Pay”: Expected …`, the failure's message; the run's error when no step failed. */
export function failureMessage(run: TestRun): string {
  const step = failedStep(run);
  if (!step) return run.error ?? run.summary ?? 'The run failed.';
  return `Step ${step.index + 1} “${step.instruction}”: ${step.error ?? run.error ?? 'failed'}`;
}

function failureBody(run: TestRun, url: string): string {
  const step = failedStep(run);
  const lines = step
    ? [`Step ${step.index + 1} failed: ${step.instruction}`, `Error: ${step.error ?? run.error ?? 'none given'}`]
    : [`Error: ${run.error ?? 'none given'}`];
  if (run.summary) lines.push(`Summary: ${run.summary}`);
  lines.push(`Run: ${url}`);
  return lines.join('\n');
}

function addOutcome(testCase: TestCase, run: TestRun, url: string) {
  switch (runOutcome(run)) {
    case 'passed':
      testCase.standardOutput(`Run: ${url}`);
      return;
    case 'failed':
      testCase.failure(failureMessage(run), 'StepFailed').stacktrace(failureBody(run, url)).standardOutput(`Run: ${url}`);
      return;
    case 'cancelled':
      // junit-report-builder writes <skipped/> without a message: the reason goes with the link.
      testCase.skipped().standardOutput(`Cancelled.\nRun: ${url}`);
      return;
    case 'no_verdict': {
      const message = `No verdict: ${run.error ?? run.summary ?? 'the run ended without one'}`;
      testCase.error(message, 'NoVerdict', `${message}\nRun: ${url}`).standardOutput(`Run: ${url}`);
      return;
    }
    case 'unfinished': {
      const message = `Still ${run.status === 'pending' ? 'queued' : run.status} when verity stopped waiting`;
      testCase.error(message, 'Unfinished', `${message}.\nRun: ${url}`).standardOutput(`Run: ${url}`);
      return;
    }
  }
}

/**
 * The runs as a JUnit XML report: one <testsuite> (the folder's name, or "Verity" for --test), one <testcase> per
 * run with its page in <system-out>; a failed run has a <failure> naming its step, a cancelled one <skipped/>, one
 * with no verdict (or still running at a --timeout) an <error>.
 */
export function buildJUnitReport(batch: RunBatch, webUrl: string): string {
  const builder = junitReportBuilder.newBuilder();
  const suiteName = batch.suite?.name ?? 'Verity';
  const classname = `verity.${batch.suite?.name ?? 'tests'}`;
  const suite = builder.testSuite().name(suiteName);

  const startedAt = batch.suite?.created_at ?? batch.runs.map((run) => run.created_at).sort()[0];
  // UTC without a zone, the form JUnit readers expect, whatever the machine's time zone.
  if (startedAt) suite.timestamp(new Date(startedAt).toISOString().slice(0, 19));
  if (batch.suite) suite.property('verity.suite_url', suitePageUrl(webUrl, batch.suite.id));

  let totalMs = 0;
  for (const run of batch.runs) {
    const durationMs = runDurationMs(run);
    totalMs += durationMs ?? 0;
    const testCase = suite.testCase().className(classname).name(run.configuration.name).time(seconds(durationMs));
    addOutcome(testCase, run, runPageUrl(webUrl, run.id));
  }
  suite.time(seconds(totalMs));
  return builder.build();
}
