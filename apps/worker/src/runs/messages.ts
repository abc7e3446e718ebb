// What a user reads on a run that the worker, not the site under test, ended. Each names what happened and,
// when the run's credits came back, says so.

const REFUNDED = ' Your credits were refunded.';

const withRefund = (message: string, isRefunded: boolean) => (isRefunded ? `${message}${REFUNDED}` : message);

/** "5 minutes", "1 minute", "90 seconds". */
export function describeDuration(seconds: number): string {
  if (seconds % 60 === 0) return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

export const runEndedMessages = {
  timedOut: (timeoutSeconds: number) => `The run took longer than ${describeDuration(timeoutSeconds)} and was stopped.`,
  workerStopped: (isRefunded: boolean) =>
    withRefund('The worker running this test stopped unexpectedly; the run was ended.', isRefunded),
  /** `reason` is the browser's problem and fix, the sentence the app and the terminal show too. */
  browserUnavailable: (reason: string | null) => (isRefunded: boolean) =>
    withRefund(reason ? `The test did not run. ${reason}` : 'The browser could not be started, so the test did not run.', isRefunded),
  browserCrashed: (isRefunded: boolean) => withRefund('The browser stopped unexpectedly during the run.', isRefunded),
  secretsUnreadable: (reason: string) => (isRefunded: boolean) => withRefund(`The test did not run: its secret variables could not be opened. ${reason}`, isRefunded),
  engineFailed: (isRefunded: boolean) => withRefund('The test could not be run because of an internal error.', isRefunded),
};
