import { type StepResult } from '@verity/contracts';

export interface ProgressWriter {
  /** Takes the latest state of every step; written at once, or as soon as the throttle allows. */
  push(steps: StepResult[]): void;
  /** The latest state pushed (what the run looked like when it was stopped). */
  readonly latest: StepResult[] | undefined;
  /** Stops writing: drops a pending write and waits for the one under way. The run's final write follows. */
  close(): Promise<void>;
}

export interface ProgressWriterOptions {
  /** Writes one state of the steps (a guarded update). */
  write: (steps: StepResult[]) => Promise<unknown>;
  /** Writes of one run at least this far apart: 250 ms is 4 writes a second. */
  minIntervalMs: number;
  onError: (error: unknown) => void;
}

/**
 * Progress of one run, written one write at a time and at most every `minIntervalMs`: a burst of step changes
 * becomes one write of the latest state, never a queue of stale ones.
 */
export function createProgressWriter({ write, minIntervalMs, onError }: ProgressWriterOptions): ProgressWriter {
  let latest: StepResult[] | undefined;
  let hasPending = false;
  let isClosed = false;
  let lastWriteAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  const writeNow = () => {
    timer = undefined;
    if (!hasPending || isClosed || !latest) return;
    hasPending = false;
    lastWriteAt = Date.now();
    writing = write(latest)
      .then(() => undefined, onError)
      .finally(() => {
        writing = undefined;
        schedule();
      });
  };

  function schedule() {
    if (!hasPending || isClosed || timer || writing) return;
    timer = setTimeout(writeNow, Math.max(0, lastWriteAt + minIntervalMs - Date.now()));
  }

  return {
    push(steps) {
      if (isClosed) return;
      latest = steps;
      hasPending = true;
      schedule();
    },
    get latest() {
      return latest;
    },
    async close() {
      isClosed = true;
      clearTimeout(timer);
      timer = undefined;
      await writing;
    },
  };
}
