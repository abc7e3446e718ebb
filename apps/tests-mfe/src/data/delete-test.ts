import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { runKeys, testKeys } from '@verity/query';

/** Deletes a test. Its runs stay (their test id becomes null), so run lists are refetched too. */
export function useDeleteTest() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (testId: string) => api.deleteTest(testId),
    onSuccess: async (_data, testId) => {
      queryClient.removeQueries({ queryKey: testKeys.detail(testId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: testKeys.list() }),
        queryClient.invalidateQueries({ queryKey: runKeys.all() }),
      ]);
    },
  });
}
