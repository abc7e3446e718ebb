import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateTestInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { storeTest } from './store-test';

export type UpdateTestVariables = { testId: string; input: UpdateTestInput };

/** Given configuration fields replace the stored ones; null clears an optional one. */
export function useUpdateTest() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: ({ testId, input }: UpdateTestVariables) => api.updateTest(testId, input),
    onSuccess: (test) => storeTest(queryClient, test),
  });
}
