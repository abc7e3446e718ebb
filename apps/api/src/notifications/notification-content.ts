import { didNotPass, type NotificationEvent, type SuiteRunDetail, type TestRun } from '@verity/contracts';

/** What every channel says about one event: a subject line, a few detail lines, where to look, and the JSON sent to webhooks. */
export interface NotificationContent {
  event: NotificationEvent | 'test';
  subject: string;
  details: string[];
  /** The page on the web app to open, relative to the channel's site (e.g. `/app/suites/…`). */
  path: string;
  /** The webhook body's `data`: ids and facts for a program to act on. */
  data: Record<string, unknown>;
}

/** The content of a notified event (not the channel test). */
export type EventContent = NotificationContent & { event: NotificationEvent };

/** "Step 4 “Click "Pay"”: Expected …" for a run that failed at a step; the run's summary otherwise. */
export function failureLine(run: Pick<TestRun, 'steps' | 'summary' | 'error'>): string {
  const failed = run.steps.find((step) => step.status === 'failed');
  if (failed) return `Step ${failed.index + 1} “${failed.instruction}”: ${failed.error ?? 'failed'}`;
  return run.summary ?? run.error ?? 'The run did not finish.';
}

const runData = (run: TestRun) => ({
  run: {
    id: run.id,
    test_id: run.test_id,
    test_name: run.configuration.name,
    status: run.status,
    verdict: run.verdict,
    summary: run.summary,
    failure: run.status === 'completed' ? null : failureLine(run),
  },
});

export function runFailed(run: TestRun): EventContent {
  const stepped = run.steps.some((step) => step.status === 'failed');
  return {
    event: 'failed',
    subject: stepped ? `“${run.configuration.name}” failed` : `“${run.configuration.name}” could not finish`,
    details: [failureLine(run)],
    path: `/app/editor/run/${run.id}`,
    data: runData(run),
  };
}

export function runRecovered(run: TestRun): EventContent {
  return { event: 'recovered', subject: `“${run.configuration.name}” passes again`, details: ['Every step passed; its last run before this one had failed.'], path: `/app/editor/run/${run.id}`, data: runData(run) };
}

const suiteData = (suite: SuiteRunDetail) => ({
  suite: {
    id: suite.id,
    folder_id: suite.folder_id,
    name: suite.name,
    status: suite.status,
    counts: suite.counts,
    failed_tests: suite.runs.filter((run) => didNotPass(run.status)).map((run) => ({ run_id: run.id, test_name: run.configuration.name, failure: failureLine(run) })),
  },
});

export function suiteFailed(suite: SuiteRunDetail): EventContent {
  const failing = suite.runs.filter((run) => didNotPass(run.status));
  return {
    event: 'failed',
    subject: `Suite “${suite.name}”: ${failing.length} of ${suite.counts.total} tests did not pass`,
    details: failing.map((run) => `“${run.configuration.name}” — ${failureLine(run)}`),
    path: `/app/suites/${suite.id}`,
    data: suiteData(suite),
  };
}

export function suiteRecovered(suite: SuiteRunDetail): EventContent {
  return {
    event: 'recovered',
    subject: `Suite “${suite.name}” passes again`,
    details: [`All ${suite.counts.total} tests passed; the folder's last suite run before this one had failures.`],
    path: `/app/suites/${suite.id}`,
    data: suiteData(suite),
  };
}

export function scheduleSkipped(schedule: { id: string; testId: string | null; folderId: string | null }, targetName: string, reason: string): EventContent {
  return {
    event: 'schedule_skipped',
    subject: `A scheduled run of “${targetName}” did not start`,
    details: [reason],
    path: schedule.testId ? `/app/editor/test/${schedule.testId}` : `/app/tests?folder=${schedule.folderId}`,
    data: { schedule: { id: schedule.id, test_id: schedule.testId, folder_id: schedule.folderId, target_name: targetName, reason } },
  };
}

export function testMessage(): NotificationContent {
  return { event: 'test', subject: 'Verity test notification', details: ['This channel works: Verity will tell you here when a run fails.'], path: '/app/settings', data: {} };
}
