import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { applyRunUpdate, invalidateCreditBalance } from '@verity/query';

/**
 * PUT /test-runs/{id} `{status: 'cancelled'}`: a queued run is withdrawn (its credits refunded), a running one
 * stops before its next step. The answer goes into the cache at once; the balance may have changed.
 */
export function useCancelTestRun() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (runId: string) => api.updateTestRun(runId, { status: 'cancelled' }),
    onSuccess: async (run) => {
      applyRunUpdate(queryClient, run);
      await invalidateCreditBalance(queryClient);
    },
  });
}
