import { type Test } from '@verity/contracts';
import { InsufficientCreditsMessage, NavigateLink, ROUTES, routeTo, useRemoteProps, useRunTest } from '@verity/mfe';
import { failureMessage, notify } from '@verity/ui';
import { isInsufficientCreditsError } from '@verity/api-client';

/**
 * "Run" from a list: the run is queued while the user stays where they are; a toast follows it from
 * "Starting…" to a link to the run, or to why it could not start (no credits: where to get them).
 */
export function useStartRunFromList() {
  const { navigate } = useRemoteProps();
  const runTest = useRunTest();

  const startRun = (test: Test) => {
    const name = test.configuration.name;
    void notify.promise(runTest.mutateAsync(test.id), {
      loading: `Starting “${name}”…`,
      success: (run) => (
        <span>
          “{name}” is queued.{' '}
          <NavigateLink to={routeTo(ROUTES.run, { runId: run.id })} navigate={navigate}>
            Watch the run
          </NavigateLink>
        </span>
      ),
      error: (error) =>
        isInsufficientCreditsError(error) ? (
          <InsufficientCreditsMessage testName={name} navigate={navigate} />
        ) : (
          `Could not run “${name}”: ${failureMessage(error)}`
        ),
    });
  };

  const startingTestId = runTest.isPending ? runTest.variables : undefined;
  return { startRun, startingTestId };
}
