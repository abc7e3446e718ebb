import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTestFromDescriptionInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { storeTest } from './store-test';

/** The API drafts the steps from the goal and creates the test; 501 `planner_unavailable` without a planner. */
export function useCreateTestFromDescription() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTestFromDescriptionInput) => api.createTestFromDescription(input),
    onSuccess: (test) => storeTest(queryClient, test),
  });
}
