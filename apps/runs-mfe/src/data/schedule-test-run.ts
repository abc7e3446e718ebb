import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { applyRunUpdate, invalidateCreditBalance } from '@verity/query';

/** POST /test-runs/{id}/schedule: a `created` run is debited and queued (402 when the balance is short). */
export function useScheduleTestRun() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (runId: string) => api.scheduleTestRun(runId),
    onSuccess: async (run) => {
      applyRunUpdate(queryClient, run);
      await invalidateCreditBalance(queryClient);
    },
  });
}
