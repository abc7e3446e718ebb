import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { invalidateCreditBalance, runKeys, suiteKeys } from '@verity/query';

/** POST /suite-runs/{id}/cancel: its queued runs are withdrawn (and refunded), its running ones stop. */
export function useCancelSuiteRun() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (suiteId: string) => api.cancelSuiteRun(suiteId),
    onSuccess: async (suite) => {
      queryClient.setQueryData(suiteKeys.detail(suite.id), suite);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: suiteKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: runKeys.all() }),
        invalidateCreditBalance(queryClient),
      ]);
    },
  });
}
