import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { testKeys } from '@verity/query';

export type ApplyProposedFixVariables = { runId: string; index: number };

/** POST /test-runs/{id}/use-fix: the step's proposed fix replaces its line in the test; the changed test goes into the cache. */
export function useApplyProposedFix() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: ({ runId, index }: ApplyProposedFixVariables) => api.applyProposedFix(runId, { index }),
    onSuccess: (test) => {
      queryClient.setQueryData(testKeys.detail(test.id), test);
      void queryClient.invalidateQueries({ queryKey: testKeys.list() });
    },
  });
}
