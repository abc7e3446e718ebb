import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { applyRunUpdate } from '@verity/query';

export type AcceptBaselineVariables = { runId: string; index: number };

/**
 * POST /test-runs/{id}/baselines, "Accept as new baseline": the step's picture becomes its test's baseline; the run,
 * which now says so on the step, goes into the cache.
 */
export function useAcceptBaseline() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: ({ runId, index }: AcceptBaselineVariables) => api.acceptBaseline(runId, { index }),
    onSuccess: (run) => applyRunUpdate(queryClient, run),
  });
}
