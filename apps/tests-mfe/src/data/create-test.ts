import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTestInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { storeTest } from './store-test';

export function useCreateTest() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (input: CreateTestInput) => api.createTest(input),
    onSuccess: (test) => storeTest(queryClient, test),
  });
}
