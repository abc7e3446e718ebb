import { runDurationMs, type TestRun } from '@verity/contracts';
import { type RunBatch } from '../runs/run-batch';
import { failedStep, isRunFinished, runOutcome, type RunTally } from '../runs/run-outcome';
import { runPageUrl, suitePageUrl } from '../web-urls';

const MAX_ERROR_CHARS = 200;

/** An error on one line, cut short: a progress line is a glance; the JUnit report has it whole. */
export function oneLine(text: string, maxChars = MAX_ERROR_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > maxChars ? `${flat.slice(0, maxChars - 1)}…` : flat;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Why a failed run failed, in words: `step 4 “Click Pay”: Expected …`, else its error or summary. */
function failureReason(run: TestRun): string {
  const step = failedStep(run);
  if (step) return `step ${step.index + 1} “${oneLine(step.instruction, 80)}”: ${oneLine(step.error ?? run.error ?? 'failed')}`;
  return oneLine(run.error ?? run.summary ?? 'failed');
}

/** What verity prints as soon as the runs started: each run's page (and the suite's). */
export function startedLines(batch: RunBatch, webUrl: string): string[] {
  const header = batch.suite
    ? `Started suite "${batch.suite.name}" (${plural(batch.runs.length, 'test')}): ${suitePageUrl(webUrl, batch.suite.id)}`
    : `Started ${plural(batch.runs.length, 'run')}:`;
  return [header, ...batch.runs.map((run) => `  ${run.configuration.name}: ${runPageUrl(webUrl, run.id)}`)];
}

/** The line for a run whose status just changed: `✓ Sign up (12.3 s)`, `✗ Checkout — step 4 “Click Pay”: … (link)`. */
export function runChangeLine(run: TestRun, webUrl: string): string {
  const name = run.configuration.name;
  const url = runPageUrl(webUrl, run.id);
  const duration = runDurationMs(run);
  switch (runOutcome(run)) {
    case 'passed':
      return duration === null ? `✓ ${name}` : `✓ ${name} (${formatSeconds(duration)})`;
    case 'failed':
      return `✗ ${name} — ${failureReason(run)} (${url})`;
    case 'no_verdict':
      return `✗ ${name} — ended with no verdict: ${oneLine(run.error ?? run.summary ?? 'no reason given')} (${url})`;
    case 'cancelled':
      return `⊘ ${name} — cancelled (${url})`;
    case 'unfinished':
      return `… ${name}: ${run.status === 'pending' ? 'queued' : run.status}`;
  }
}

export function summaryLine(tally: RunTally): string {
  const unfinished = tally.unfinished > 0 ? `, ${tally.unfinished} unfinished` : '';
  return `${tally.passed} passed, ${tally.failed} failed, ${tally.cancelled} cancelled${unfinished}`;
}

function unfinishedRunLines(batch: RunBatch, webUrl: string): string[] {
  const lines = batch.runs.filter((run) => !isRunFinished(run)).map((run) => `  ${run.configuration.name}: ${runPageUrl(webUrl, run.id)}`);
  return batch.suite ? [`  suite "${batch.suite.name}": ${suitePageUrl(webUrl, batch.suite.id)}`, ...lines] : lines;
}

/** Ctrl-C: waiting stopped, the runs did not. */
export function interruptedLines(batch: RunBatch, webUrl: string): string[] {
  return ['Stopped waiting. The runs keep going on the server:', ...unfinishedRunLines(batch, webUrl)];
}

export function timedOutLines(batch: RunBatch, webUrl: string, timeoutMinutes: number): string[] {
  return [`Timed out after ${plural(timeoutMinutes, 'minute')}. These runs keep going on the server:`, ...unfinishedRunLines(batch, webUrl)];
}

/** Starting stopped part-way: these runs did start, and go on. */
export function alreadyStartedLines(runs: readonly TestRun[], webUrl: string): string[] {
  return ['These runs had started and keep going:', ...runs.map((run) => `  ${run.configuration.name}: ${runPageUrl(webUrl, run.id)}`)];
}
