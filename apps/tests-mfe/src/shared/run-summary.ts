import { ACTIVE_RUN_STATUSES, type RunStatus, type TestRun } from '@verity/contracts';

/** How each run status reads on a badge. `completed` means every step passed (the run's verdict). */
export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  created: 'Created',
  pending: 'Queued',
  running: 'Running',
  completed: 'Passed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  unknown: 'Unknown',
};

export function isActiveRun(run: Pick<TestRun, 'status'>): boolean {
  return (ACTIVE_RUN_STATUSES as readonly RunStatus[]).includes(run.status);
}

/** When the run last moved: finished, else started, else queued, else created. */
export function runTime(run: TestRun): string {
  return run.finished_at ?? run.started_at ?? run.queued_at ?? run.created_at;
}

/** How long the run took, when it has both ends. */
export function runDurationMs(run: TestRun): number | null {
  if (!run.started_at || !run.finished_at) return null;
  const duration = Date.parse(run.finished_at) - Date.parse(run.started_at);
  return Number.isFinite(duration) && duration >= 0 ? duration : null;
}

/** The newest run of each test, by test id (GET /test-runs/ lists every test's runs together). */
export function latestRunByTest(runs: readonly TestRun[]): Map<string, TestRun> {
  const latest = new Map<string, TestRun>();
  for (const run of runs) {
    if (!run.test_id) continue;
    const known = latest.get(run.test_id);
    if (!known || Date.parse(run.created_at) > Date.parse(known.created_at)) latest.set(run.test_id, run);
  }
  return latest;
}

export type PassRate = { passed: number; failed: number; finished: number; rate: number | null };

/** Passed over finished (passed + failed) among the given runs; cancelled and active runs do not count. */
export function passRate(runs: Iterable<TestRun | undefined>): PassRate {
  let passed = 0;
  let failed = 0;
  for (const run of runs) {
    if (run?.status === 'completed') passed += 1;
    else if (run?.status === 'failed') failed += 1;
  }
  const finished = passed + failed;
  return { passed, failed, finished, rate: finished === 0 ? null : passed / finished };
}

/** "83%"; "—" when nothing finished yet. */
export function formatPassRate({ rate }: PassRate): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}
