/** A step that did not do what it says, with a reason a person understands (and the closest names, if any). */
export class StepFailure extends Error {
  constructor(
    message: string,
    readonly candidates: string[] = [],
    /** True when the element the step names is not on the page: finding it another way may fix the step. */
    readonly targetMissing = false,
  ) {
    super(message);
    this.name = 'StepFailure';
  }
}

/** The run was cancelled while a step was waiting or acting. */
export class RunCancelled extends Error {
  constructor() {
    super('The run was cancelled.');
    this.name = 'RunCancelled';
  }
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RunCancelled();
}

/** Waits, but wakes at once (with RunCancelled) when the run is cancelled. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RunCancelled());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RunCancelled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
