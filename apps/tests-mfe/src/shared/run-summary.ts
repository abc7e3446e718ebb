import { type TestRun } from '@verity/contracts';

/** When the run last moved: finished, else started, else queued, else created. */
export function runTime(run: TestRun): string {
  return run.finished_at ?? run.started_at ?? run.queued_at ?? run.created_at;
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
