import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isInsufficientCreditsError } from '@verity/api-client';
import { invalidateCreditBalance, runKeys } from '@verity/query';
import { failureMessage } from '@verity/ui';
import { InsufficientCreditsMessage } from './insufficient-credits-message';
import { useRemoteProps } from './remote-props-context';

/**
 * POST /tests/{id}/run debits the run's credits and queues a new run of the test's current steps (402
 * `insufficient_credits` when the balance is short). The new run is cached for the run screen; run lists and
 * every view of the balance are refetched. The one way any screen starts a run.
 */
export function useRunTest() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (testId: string) => api.runTest(testId),
    onSuccess: async (run) => {
      queryClient.setQueryData(runKeys.detail(run.id), run);
      await Promise.all([queryClient.invalidateQueries({ queryKey: runKeys.lists() }), invalidateCreditBalance(queryClient)]);
    },
  });
}

/** A run that did not start, in a toast: not enough credits, or the call's own failure. */
export function runStartErrorMessage(error: unknown): string {
  return isInsufficientCreditsError(error) ? 'The run did not start: not enough credits.' : `Could not start the run: ${failureMessage(error)}`;
}

/** Why a run of the test did not start: not enough credits (with the way to Billing), or the call's own failure. */
export function RunStartFailure({ error, testName }: { error: unknown; testName: string }) {
  const { navigate } = useRemoteProps();
  return (
    <div className="ui-alert" role="alert">
      <p>{isInsufficientCreditsError(error) ? <InsufficientCreditsMessage testName={testName} navigate={navigate} /> : `Could not start the run: ${failureMessage(error)}`}</p>
    </div>
  );
}
