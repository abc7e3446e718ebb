import { type TestRun } from '@verity/contracts';
import { ApiError, type VerityApi } from '../api/verity-api';
import { type Clock } from './clock';
import { type RunBatch } from './run-batch';
import { isRunFinished, type WaitEnd } from './run-outcome';

export const POLL_INTERVAL_MS = 2_000;
/** Polls in a row that may fail on a network blip or a 5xx before verity gives up (about 10 s). */
export const MAX_FAILED_POLLS = 5;

export interface WaitOptions {
  api: Pick<VerityApi, 'getTestRun' | 'getSuiteRun'>;
  clock: Clock;
  intervalMs?: number;
  /** Stop waiting after this long; null waits until every run is final. */
  timeoutMs?: number | null;
  /** Aborted on Ctrl-C: waiting stops, the runs go on. */
  signal?: AbortSignal;
  /** A run's status changed since the last poll. */
  onChange?: (run: TestRun, previous: TestRun) => void;
  /** A poll failed and will be tried again. */
  onRetry?: (error: ApiError, failedPolls: number) => void;
  maxFailedPolls?: number;
}

export interface WaitResult {
  end: WaitEnd;
  /** The runs (and suite) as last seen. */
  batch: RunBatch;
}

/** The batch as the API has it now: the suite in one call, or each unfinished run. */
async function poll(batch: RunBatch, api: WaitOptions['api'], signal?: AbortSignal): Promise<RunBatch> {
  if (batch.suite) {
    const suite = await api.getSuiteRun(batch.suite.id, { signal });
    return { suite, runs: suite.runs };
  }
  const runs = await Promise.all(batch.runs.map((run) => (isRunFinished(run) ? run : api.getTestRun(run.id, { signal }))));
  return { suite: null, runs };
}

/** A failure worth polling again for: no answer, or the server's own trouble. A 401 or 404 will not change. */
function isTransient(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.kind === 'network' || (error.status !== null && error.status >= 500));
}

function reportChanges(previous: RunBatch, next: RunBatch, onChange: WaitOptions['onChange']) {
  if (!onChange) return;
  const before = new Map(previous.runs.map((run) => [run.id, run]));
  for (const run of next.runs) {
    const earlier = before.get(run.id);
    if (earlier && earlier.status !== run.status) onChange(run, earlier);
  }
}

/**
 * Polls every `intervalMs` until every run is final, the timeout passes, or `signal` aborts; reports each
 * status change on the way. API errors end the wait, except a few transient ones in a row.
 */
export async function waitForRuns(batch: RunBatch, options: WaitOptions): Promise<WaitResult> {
  const { api, clock, intervalMs = POLL_INTERVAL_MS, timeoutMs = null, signal, onChange, onRetry, maxFailedPolls = MAX_FAILED_POLLS } = options;
  const deadline = timeoutMs === null ? null : clock.now() + timeoutMs;
  let current = batch;
  let failedPolls = 0;

  for (;;) {
    if (current.runs.every(isRunFinished)) return { end: 'finished', batch: current };
    if (signal?.aborted) return { end: 'interrupted', batch: current };
    const remaining = deadline === null ? intervalMs : deadline - clock.now();
    if (remaining <= 0) return { end: 'timed_out', batch: current };

    await clock.sleep(Math.min(intervalMs, remaining), signal);
    if (signal?.aborted) return { end: 'interrupted', batch: current };

    let next: RunBatch;
    try {
      next = await poll(current, api, signal);
    } catch (error) {
      if (signal?.aborted) return { end: 'interrupted', batch: current };
      failedPolls += 1;
      if (!isTransient(error) || failedPolls >= maxFailedPolls) throw error;
      onRetry?.(error, failedPolls);
      continue;
    }
    failedPolls = 0;
    reportChanges(current, next, onChange);
    current = next;
  }
}
