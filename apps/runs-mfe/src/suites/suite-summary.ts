import { type SuiteRun } from '@verity/contracts';

/** "2 passed · 1 failed · 1 running": the counts that are not zero, in the order people read a result. */
export function suiteCountsText({ counts }: Pick<SuiteRun, 'counts'>): string {
  const parts = [
    [counts.passed, 'passed'],
    [counts.failed, 'failed'],
    [counts.cancelled, 'cancelled'],
    [counts.in_progress, 'queued or running'],
  ] as const;
  const shown = parts.filter(([count]) => count > 0).map(([count, label]) => `${count} ${label}`);
  return shown.length > 0 ? shown.join(' · ') : 'No runs';
}

/** From its start to its last run's end, or to `now` while it runs. */
export function suiteElapsedMs(suite: Pick<SuiteRun, 'created_at' | 'finished_at'>, now: number): number {
  const end = suite.finished_at ? Date.parse(suite.finished_at) : now;
  return Math.max(0, end - Date.parse(suite.created_at));
}
