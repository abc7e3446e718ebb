import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReviewDecision } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { applyRunUpdate } from '@verity/query';

export type ReviewTestRunVariables = { runId: string; decision: ReviewDecision; notes: string };

/** PUT /test-runs/{id} `{review: {decision, notes}}` on a passed or failed run; the reviewed run goes into the cache. */
export function useReviewTestRun() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: ({ runId, decision, notes }: ReviewTestRunVariables) => api.updateTestRun(runId, { review: { decision, notes } }),
    onSuccess: (run) => applyRunUpdate(queryClient, run),
  });
}
