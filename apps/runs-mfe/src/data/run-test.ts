import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { invalidateCreditBalance, runKeys } from '@verity/query';

/** Every run list, whatever its filter (`runKeys.list(filter)` all start with this). */
const RUN_LISTS = [...runKeys.all(), 'list'] as const;

/**
 * POST /tests/{id}/run debits the run's credits and queues a new run of the test's current steps (402
 * `insufficient_credits` when the balance is short). The new run is cached for the run screen; run lists and
 * every view of the balance are refetched.
 */
export function useRunTest() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testId: string) => api.runTest(testId),
    onSuccess: async (run) => {
      queryClient.setQueryData(runKeys.detail(run.id), run);
      await Promise.all([queryClient.invalidateQueries({ queryKey: RUN_LISTS }), invalidateCreditBalance(queryClient)]);
    },
  });
}
