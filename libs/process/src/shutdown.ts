export interface ShutdownOptions {
  /** Releases what the process holds (servers, pools, queues), in order. */
  stop: () => Promise<void>;
  log: (message: string) => void;
  logError: (message: string, error: unknown) => void;
  /** Defaults to process.exit; tests pass their own. */
  exit?: (code: number) => void;
  emitter?: Pick<NodeJS.Process, 'once'>;
}

/**
 * Stops the process cleanly once, on SIGINT, SIGTERM, or when the local stack that started it with an IPC
 * channel goes away (so a `kill -9` of the stack never leaves services behind). Exit 0 when everything was
 * released, 1 otherwise. Returns the trigger, for a process that decides to stop on its own.
 */
export function stopOnSignals({ stop, log, logError, exit = process.exit, emitter = process }: ShutdownOptions) {
  let isStopping = false;
  const shutdown = (reason: string) => {
    if (isStopping) return;
    isStopping = true;
    log(`${reason}: shutting down`);
    stop().then(
      () => exit(0),
      (error: unknown) => {
        logError('unclean shutdown', error);
        exit(1);
      },
    );
  };
  emitter.once('SIGINT', () => shutdown('SIGINT'));
  emitter.once('SIGTERM', () => shutdown('SIGTERM'));
  emitter.once('disconnect', () => shutdown('parent process gone'));
  return shutdown;
}
